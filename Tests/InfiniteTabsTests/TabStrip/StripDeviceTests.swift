#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// The real `InfiniteTabStripView` on the simulated device, alone and
/// following a paging `UIScrollView`, driven by seeded random fingers, taps,
/// VoiceOver, Reduce Motion and the app, checked on every frame from the view
/// tree (``StripChecker``). Item counts 0…12: the real strip measures every
/// title when its tabs are set (a million take 15 s in a debug build), so the
/// huge strip has its own scenario (`StripPeerFailureScenarios`).
final class StripDeviceTests: XCTestCase {
    static let minimumEvents = 20_000

    func testRandomGesturesOnTheStripShowNoJumpAndAgreeAtRest() {
        run(following: false)
    }

    /// The strip following a paging scroll view (a content collection
    /// view): swipes, taps that turn the content, VoiceOver focus and
    /// activation, Reduce Motion, checked on every frame.
    func testRandomSwipesOfAFollowedPagingScrollViewMoveTheStripWithoutAJump() {
        run(following: true)
    }

    private func run(following: Bool) {
        onMain {
            DeviceSuite.run("strip device\(following ? " following pages" : "")", firstSeed: following ? 0xF0110 : 0x57219,
                            minimumEvents: Self.minimumEvents, itemCounts: Array(0...12), steps: 10) { seed, n, steps in
                var rng = SeededRandom(seed: seed)
                let run = StripFuzz(n: n, following: following, rng: &rng)
                run.play(steps)
                var messages = run.checker.violations.messages
                messages += run.screen.device.violations.prefix(3)
                return DeviceSequence(events: run.screen.events, gestures: run.gestures, frames: run.checker.frames,
                                      rests: run.rests,
                                      violationCount: run.checker.violations.count + run.screen.device.violations.count,
                                      messages: messages, label: run.label, log: run.log)
            }
        }
    }
}

/// One seeded random sequence on the real strip.
@MainActor
final class StripFuzz: SeededFuzz {
    let pacing = FuzzPacing(fewFramesChance: 0.25, mostFewFrames: 20, restFrames: 4_000)
    var checkers: [any FrameChecker] { [checker] }
    func stillMoving(_ message: String) { checker.violations.expect(false, message) }
    func checkRest(_ context: String) { rests += 1 }

    let screen: StripScreen
    let checker: StripChecker
    let label: String
    let following: Bool
    private(set) var gestures = 0
    private(set) var rests = 0
    /// What each step did.
    var log: [String] = []

    /// Titles of random widths (`T<i>` and up to 12 dots).
    static func titles(_ n: Int, _ rng: inout SeededRandom) -> [String] {
        if n >= 1_000_000 { return (0..<n).map { "T\($0)" } }
        return (0..<n).map { "T\($0)" + String(repeating: "·", count: rng.int(in: 0...12)) }
    }

    init(n: Int, following: Bool, rng: inout SeededRandom) {
        self.following = following
        let fps: Double = rng.chance(0.5) ? 60 : 120
        let viewport = rng.pixelWidth(in: 120...1_024)
        let spacing: CGFloat = [0, 8, 12.5][rng.int(in: 0...2)]
        let rtl = rng.chance(0.5)
        let looping = rng.chance(0.85)
        screen = StripScreen(titles: Self.titles(n, &rng), viewportWidth: viewport, spacing: spacing, loops: looping,
                             rightToLeft: rtl, selectedIndex: n > 0 ? rng.int(in: 0...(n - 1)) : 0, frameRate: fps)
        if following && n > 0 { screen.followPages(pageWidth: rng.pixelWidth(in: 280...430), pageCount: n * 3) }
        checker = StripChecker(screen: screen)
        label = "\(fps) Hz, viewport \(viewport), spacing \(spacing), rtl \(rtl), looping \(looping)"
        if following {
            // The app turns its pages to the tapped tab, as a delegate of a
            // strip that follows a collection view does; the strip only
            // reports taps and follows the pages.
            screen.strip.selectsOnTap = false
            screen.onTap = { [weak self] index, _ in self?.screen.showPage(of: index) }
        }
    }

    func act(_ rng: inout SeededRandom, _ context: String) {
        gestures += 1
        let n = screen.titles.count
        let kind = rng.int(in: 0...99)
        log.append(Self.kinds.first { $0.0.contains(kind) }?.1 ?? "nothing")
        switch kind {
        case 0..<30:
            if following && screen.pages != nil { swipe(rng: &rng, context) } else { drag(rng: &rng, context) }
        case 30..<50:
            checker.jumpAllowed = following // the strip then follows the pages again
            screen.tap(atScreenX: rng.cgFloat(in: 0...(screen.viewportWidth * 0.999)))
            checker.checkFrame(context)
        case 50..<62:
            let index = rng.chance(0.1) ? [Int.min, -1, n, Int.max][rng.int(in: 0...3)] : rng.int(in: 0...Swift.max(0, n - 1))
            let animated = rng.chance(0.6)
            if following {
                if (0..<n).contains(index) { screen.showPage(of: index) } // the app selects by turning its pages
            } else {
                checker.jumpAllowed = !animated || screen.strip.driver.prefersReducedMotion
                checker.farMoveAllowed = animated
                screen.select(index, animated: animated)
            }
            checker.checkFrame(context)
        case 62..<70:
            checker.jumpAllowed = true
            if rng.chance(0.5) {
                screen.voiceOverFocus(item: rng.int(in: -1...n))
            } else {
                // The element's tab may be off screen (its copy nearest
                // the centre, up to half a period away): a far move.
                checker.farMoveAllowed = true
                screen.voiceOverActivate(item: rng.int(in: 0...Swift.max(0, n - 1)))
            }
            checker.checkFrame(context)
        case 70..<73:
            screen.device.setReduceMotion(rng.chance(0.5))
        case 73..<80 where !following:
            checker.jumpAllowed = true
            let count = rng.chance(0.15) ? rng.int(in: 0...12) : n
            if count != n || n < 1_000_000 { screen.setTitles(Self.titles(count, &rng)) }
            if rng.chance(0.5) { screen.resize(viewportWidth: rng.pixelWidth(in: 120...1_024)) }
            if rng.chance(0.2) { screen.setRightToLeft(screen.strip.effectiveUserInterfaceLayoutDirection == .leftToRight) }
            checker.checkFrame(context)
        case 80..<85:
            // The app stops (or restores) touches on the strip, any time.
            screen.strip.isUserInteractionEnabled.toggle()
            checker.checkFrame(context)
        default:
            break
        }
    }

    /// What each kind of step does, in words.
    static let kinds: [(Range<Int>, String)] = [
        (0..<30, "drag (or swipe the followed pages)"), (30..<50, "tap"), (50..<62, "select"),
        (62..<70, "VoiceOver focus or activate"), (70..<73, "Reduce Motion"), (73..<80, "new titles or size"),
        (80..<85, "isUserInteractionEnabled toggled"),
    ]

    private func drag(rng: inout SeededRandom, _ context: String) {
        screen.touchStrip(atX: rng.cgFloat(in: 0...(screen.viewportWidth * 0.999)))
        checker.checkFrame(context)
        let bias = rng.cgFloat(in: -1...1)
        for _ in 0..<rng.int(in: 1...30) {
            screen.moveFinger(by: ((bias + rng.cgFloat(in: -0.5...0.5)) * 36).rounded() / 2)
            checker.checkFrame(context)
        }
        if rng.chance(0.3) { for _ in 0..<4 { screen.moveFinger(by: 0); checker.checkFrame(context) } }
        screen.lift()
        checker.checkFrame(context)
    }

    /// A swipe on the followed pages.
    private func swipe(rng: inout SeededRandom, _ context: String) {
        guard let pages = screen.pages else { return }
        screen.touchPages()
        checker.checkFrame(context)
        let sign: CGFloat = rng.chance(0.5) ? 1 : -1
        for _ in 0..<rng.int(in: 1...25) {
            screen.moveFinger(by: sign * rng.cgFloat(in: 0...(pages.bounds.width / 12)))
            checker.checkFrame(context)
        }
        if rng.chance(0.3) { for _ in 0..<4 { screen.moveFinger(by: 0); checker.checkFrame(context) } }
        screen.lift()
        checker.checkFrame(context)
    }
}
#endif
