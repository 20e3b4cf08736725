import XCTest
@testable import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// The real `InfinitePageViewController` and `InfiniteTabsViewController`
/// on a `SimulatedDevice`, used at random (swipes of the pages, taps on the
/// strip, selections with any `Int`, steps, VoiceOver's three-finger swipe,
/// a SwiftUI binding's writes), checked on every frame by what is on screen
/// (`PagesChecker`, `ContainerStripChecker`) and at rest for agreement.
final class ContainerDeviceTests: XCTestCase {
    /// Driver calls and scroll callbacks per suite, at least (whole rounds
    /// of item counts).
    static let minimumEvents = 20_000

    func testRandomSwipesTapsAndSelectionsOnThePagesNeverSetDuringATransitionAndAgreeAtRest() {
        run(strip: false, bound: false)
    }

    func testRandomUseOfTheContainerKeepsStripAndPagesInStepOnEveryFrame() {
        run(strip: true, bound: false)
    }

    func testRandomUseOfTheSwiftUIBindingEndsWithTheBindingOnThePageShown() {
        run(strip: true, bound: true)
    }

    private func run(strip: Bool, bound: Bool) {
        onMain {
            DeviceSuite.run("\(bound ? "binding" : strip ? "container" : "pages") device",
                            firstSeed: bound ? 0xB17D : (strip ? 0xC0A7 : 0xBA6E5), minimumEvents: Self.minimumEvents,
                            itemCounts: Array(0...12) + [1_000], steps: 10) { seed, n, steps in
                var rng = SeededRandom(seed: seed)
                let run = ContainerFuzz(n: n, rng: &rng, container: strip, bound: bound)
                run.play(steps)
                run.checkUIKitUse()
                let stripMessages = run.stripChecker?.violations.messages ?? []
                let count = run.pagesChecker.violations.count + (run.stripChecker?.violations.count ?? 0) + run.agreement.count
                return DeviceSequence(events: run.events, gestures: run.gestures, frames: run.pagesChecker.frames, rests: run.rests,
                                      violationCount: count,
                                      messages: run.pagesChecker.violations.messages + stripMessages + run.agreement.messages,
                                      label: run.label, log: run.log)
            }
        }
    }
}

/// One seeded random sequence on the real container (or the pages alone).
@MainActor
final class ContainerFuzz: SeededFuzz {
    let pacing = FuzzPacing(fewFramesChance: 0.3, mostFewFrames: 15, restFrames: 4_000)
    var checkers: [any FrameChecker] { [pagesChecker] + (stripChecker.map { [$0] } ?? []) }
    func stillMoving(_ message: String) { agreement.expect(false, message) }

    let screen: PagesScreen
    let pagesChecker: PagesChecker
    let stripChecker: ContainerStripChecker?
    var agreement = Violations()
    let label: String
    /// The SwiftUI binding's value, when bound (see `SelectionBinding`).
    private(set) var boundIndex: Int?
    private(set) var gestures = 0
    private(set) var rests = 0
    /// What each step did.
    var log: [String] = []

    var events: Int {
        screen.calls + (screen.innerScrollView?.didScrollCount ?? 0) + (screen.strip?.collectionView.didScrollCount ?? 0)
    }

    init(n: Int, rng: inout SeededRandom, container: Bool, bound: Bool) {
        let fps: Double = rng.chance(0.5) ? 60 : 120
        let width = rng.pixelWidth(in: 280...430)
        let selected = n > 0 ? rng.int(in: 0...(n - 1)) : 0
        let rtl = rng.chance(0.5)
        if container {
            screen = PagesScreen(titles: (0..<n).map { "T\($0)" + String(repeating: "w", count: $0 % 5) }, selectedIndex: selected,
                                 width: width, height: 640, rightToLeft: rtl, frameRate: fps)
        } else {
            screen = PagesScreen(count: n, selectedIndex: selected, width: width, height: 640, rightToLeft: rtl, frameRate: fps)
        }
        if bound { boundIndex = screen.pages.selectedIndex }
        pagesChecker = PagesChecker(screen: screen)
        stripChecker = container ? ContainerStripChecker(screen: screen) : nil
        label = "\(fps) Hz, width \(width)\(rtl ? ", right to left" : "")"
        if bound {
            screen.onSettled = { [weak self] index in self?.settled(on: index) }
        }
    }

    func act(_ rng: inout SeededRandom, _ context: String) {
        gestures += 1
        let n = screen.pages.numberOfPages
        let kind = rng.int(in: 0...99)
        log.append(Self.kinds.first { $0.0.contains(kind) }?.1 ?? "nothing")
        switch kind {
        case 0..<40:
            swipe(rng: &rng, context)
        case 40..<58 where screen.strip != nil:
            let strip = screen.strip!
            let frame = strip.convert(strip.bounds, to: nil)
            pagesChecker.jumpAllowed = true
            screen.tap(at: CGPoint(x: frame.minX + rng.cgFloat(in: 0...(frame.width * 0.999)), y: frame.midY))
            check(context)
        case 58..<72:
            let index = rng.chance(0.1) ? [Int.min, -1, n, Int.max][rng.int(in: 0...3)] : rng.int(in: 0...Swift.max(0, n - 1))
            let animated = rng.chance(0.7)
            pagesChecker.jumpAllowed = !animated
            pagesChecker.jumpAllowedUntilRest = !animated || boundIndex != nil
            if boundIndex != nil && rng.chance(0.7) { setBinding(index) } else { screen.select(index, animated: animated) }
            check(context)
        case 72..<80:
            screen.step(rng.chance(0.5) ? 1 : -1)
            check(context)
        case 80..<86:
            screen.voiceOverScroll([.left, .right, .next, .previous, .up][rng.int(in: 0...4)])
            check(context)
        case 86..<91:
            // The app stops (or restores) touches on the pages, any time.
            screen.pages.view.isUserInteractionEnabled.toggle()
            check(context)
        default:
            break
        }
    }

    func checkRest(_ context: String) {
        if let bound = boundIndex, (0..<screen.pages.numberOfPages).contains(bound) {
            agreement.expect(bound == screen.pages.selectedIndex,
                             "binding \(bound), pages \(screen.pages.selectedIndex) (\(screen.lastEvent)) \(context)")
        }
        rests += 1
    }

    /// After the steps: the model recorded no UIKit misuse.
    func checkUIKitUse() {
        agreement.expect(screen.device.violations.isEmpty, "UIKit: \(screen.device.violations.prefix(3))")
    }

    /// What each kind of step does, in words (taps need the strip).
    static let kinds: [(Range<Int>, String)] = [
        (0..<40, "swipe"), (40..<58, "tap on the strip"), (58..<72, "select or binding write"), (72..<80, "step"),
        (80..<86, "VoiceOver scroll"), (86..<91, "isUserInteractionEnabled toggled"),
    ]

    private func swipe(rng: inout SeededRandom, _ context: String) {
        let w = screen.viewport.width
        screen.touchDown()
        check(context)
        let sign: CGFloat = rng.chance(0.5) ? 1 : -1
        for _ in 0..<rng.int(in: 1...24) {
            screen.moveFinger(by: sign * rng.cgFloat(in: -2...(w / 14)))
            check(context)
        }
        if rng.chance(0.3) { screen.hold(frames: 8); check(context) }
        screen.lift()
        check(context)
    }

    // MARK: - The SwiftUI binding (what `InfiniteTabsView` decides, through `SelectionBinding`)

    private func setBinding(_ index: Int) {
        screen.note("binding = \(index)")
        boundIndex = index
        viewUpdate()
    }

    private func settled(on index: Int) {
        guard let bound = boundIndex,
              let value = SelectionBinding.valueToWrite(settled: index, bound: bound, target: screen.pages.targetIndex) else { return }
        boundIndex = value
        // The write makes SwiftUI update the view on a later turn.
        UIKitModel.runLoop.async { [weak self] in self?.viewUpdate() }
    }

    private func viewUpdate() {
        guard let bound = boundIndex else { return }
        let step = SelectionBinding.update(bound: bound, target: screen.pages.targetIndex, count: screen.pages.numberOfPages,
                                           itemsChanged: false, animated: true)
        if case .select(let index, let animated) = step { screen.select(index, animated: animated) }
    }
}
