import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// The tab strip on the simulated device: the real `TabStripDriver`, wired
/// as `InfiniteTabStripView` wires it, alone and following a paging scroll view,
/// driven by seeded random fingers, taps, VoiceOver and the app, checked on
/// every frame (``StripChecker``). Replaces the LoopingHarness strip tests.
final class StripDeviceTests: XCTestCase {
    static let minimumEvents = 100_000

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
                            minimumEvents: Self.minimumEvents) { seed, n in
                var rng = SeededRandom(seed: seed)
                let run = StripFuzz(n: n, following: following, rng: &rng)
                run.play(steps: n >= 1_000_000 ? 4 : 12, rng: &rng)
                return DeviceSequence(events: run.rig.driverCalls, gestures: run.gestures, frames: run.checker.frames,
                                      rests: run.rests, violationCount: run.checker.violations.count,
                                      messages: run.checker.violations.messages, label: run.label)
            }
        }
    }
}

/// One seeded random sequence on the strip.
@MainActor
final class StripFuzz {
    let rig: StripRig
    let checker: StripChecker
    let label: String
    let following: Bool
    private(set) var gestures = 0
    private(set) var rests = 0

    static func widths(_ n: Int, _ rng: inout SeededRandom) -> [CGFloat] {
        if n >= 1_000_000 { return Array(repeating: 61.5, count: n) }
        return (0..<n).map { _ in rng.pixelWidth(in: 30...160) }
    }

    init(n: Int, following: Bool, rng: inout SeededRandom) {
        self.following = following
        let fps: Double = rng.chance(0.5) ? 60 : 120
        let viewport = rng.pixelWidth(in: 120...1_024)
        let spacing: CGFloat = [0, 8, 12.5][rng.int(in: 0...2)]
        let direction: LayoutDirection = rng.chance(0.5) ? .leftToRight : .rightToLeft
        let looping = rng.chance(0.85)
        rig = StripRig(widths: Self.widths(n, &rng), spacing: spacing, viewportWidth: viewport, isLooping: looping,
                       direction: direction, selectedIndex: n > 0 ? rng.int(in: 0...(n - 1)) : 0, framesPerSecond: fps)
        rig.indicator.composition = rng.chance(0.5) ? .additive : .absolute
        if following && n > 0 { rig.followContent(pageWidth: rng.pixelWidth(in: 280...430), pageCount: n * 3) }
        checker = StripChecker(rig: rig)
        label = "\(fps) Hz, viewport \(viewport), spacing \(spacing), \(direction), looping \(looping), indicator \(rig.indicator.composition)"
        if following {
            // The app turns its content to the tapped tab, as a delegate of
            // a strip that follows a collection view does; the strip only
            // reports taps and follows the content.
            rig.driver.selectsOnTap = false
            rig.onTap = { [unowned self] index, _ in self.showContent(index) }
        }
    }

    func play(steps: Int, rng: inout SeededRandom) {
        for step in 0..<steps {
            gestures += 1
            let context = "step \(step)"
            let n = rig.driver.itemCount
            switch rng.int(in: 0...99) {
            case 0..<30:
                if following, let content = rig.content {
                    swipe(content, rng: &rng, context)
                } else {
                    drag(rng: &rng, context)
                }
            case 30..<50:
                checker.jumpAllowed = following // the strip then follows the pages again
                rig.tap(atScreenX: rng.cgFloat(in: 0...(rig.scrollView.boundsWidth * 0.999)))
                checker.checkFrame(context)
            case 50..<62:
                let index = rng.chance(0.1) ? [Int.min, -1, n, Int.max][rng.int(in: 0...3)] : rng.int(in: 0...Swift.max(0, n - 1))
                let animated = rng.chance(0.6)
                checker.jumpAllowed = !animated || rig.driver.prefersReducedMotion
                checker.farMoveAllowed = animated
                if following {
                    // The app selects by turning its content.
                    checker.jumpAllowed = false
                    if (0..<n).contains(index) { showContent(index) }
                } else {
                    rig.select(index, animated: animated)
                }
                checker.checkFrame(context)
            case 62..<70:
                checker.jumpAllowed = true
                if rng.chance(0.5) {
                    rig.voiceOverFocus(item: rng.int(in: -1...n))
                } else {
                    // VoiceOver activates an element whose tab may be off
                    // screen (its copy nearest the centre, up to half a period
                    // away): the strip is asked to go there, as a far
                    // selection is, so the move may exceed the viewport.
                    checker.farMoveAllowed = true
                    rig.voiceOverActivate(item: rng.int(in: 0...Swift.max(0, n - 1)))
                }
                checker.checkFrame(context)
            case 70..<73:
                rig.setReducedMotion(rng.chance(0.5))
            case 73..<80 where !following:
                checker.jumpAllowed = true
                let count = rng.chance(0.15) ? rng.int(in: 0...12) : n
                rig.reload(widths: count == n && n >= 1_000_000 ? nil : StripFuzz.widths(count, &rng),
                           viewportWidth: rng.chance(0.5) ? rng.pixelWidth(in: 120...1_024) : nil,
                           direction: rng.chance(0.2) ? (rig.direction == .leftToRight ? .rightToLeft : .leftToRight) : nil)
                checker.checkFrame(context)
            default:
                break
            }
            if rng.chance(0.25) {
                for _ in 0..<rng.int(in: 0...20) { frame(context) }
            } else {
                var k = 0
                while !rig.isAtRest && k < 4_000 { frame(context); k += 1 }
                checker.violations.expect(rig.isAtRest, "still moving after 4,000 frames \(context)")
                checker.checkAtRest(context)
                rests += 1
            }
        }
    }

    /// Scrolls the followed content, animated, to the nearest page of `index`.
    func showContent(_ index: Int) {
        guard let content = rig.content, content.boundsWidth > 0, rig.driver.itemCount > 0 else { return }
        let n = rig.driver.itemCount
        let pages = Int((content.contentWidth / content.boundsWidth).rounded())
        var page = Int((content.contentOffsetX / content.boundsWidth).rounded())
        if rig.direction == .rightToLeft { page = pages - 1 - page }
        let cycle = Cycle(count: n)
        var target = page + cycle.distance(from: cycle.wrap(page), to: index)
        target = Swift.min(Swift.max(target, 0), pages - 1)
        if rig.direction == .rightToLeft { target = pages - 1 - target }
        content.setContentOffsetX(CGFloat(target) * content.boundsWidth, animated: true)
    }

    private func drag(rng: inout SeededRandom, _ context: String) {
        guard rig.touchDown() else { return }
        let bias = rng.cgFloat(in: -1...1)
        for _ in 0..<rng.int(in: 1...30) {
            rig.moveFinger(by: ((bias + rng.cgFloat(in: -0.5...0.5)) * 36).rounded() / 2)
            frame(context)
        }
        rig.lift(velocity: rng.chance(0.3) ? 0 : rng.cgFloat(in: -12_000...12_000))
        checker.checkFrame(context)
    }

    /// A swipe on the followed paging scroll view.
    private func swipe(_ content: SimulatedScrollView, rng: inout SeededRandom, _ context: String) {
        guard content.touchDown() else { return }
        rig.note("swipe")
        let sign: CGFloat = rng.chance(0.5) ? 1 : -1
        for _ in 0..<rng.int(in: 1...25) {
            content.moveFinger(by: sign * rng.cgFloat(in: 0...(content.boundsWidth / 12)))
            frame(context)
        }
        content.lift(velocity: sign * (rng.chance(0.3) ? 0 : rng.cgFloat(in: 0...3_000)))
        checker.checkFrame(context)
    }

    private func frame(_ context: String) {
        rig.frame()
        checker.checkFrame(context)
    }
}
