import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// The pages, the container (pages → link → strip) and the SwiftUI binding
/// on the simulated device, through the real `PagesDriver`, `TabsPagingLink`,
/// `TabStripDriver` and `SelectionBinding`, checked on every frame.
final class ContainerDeviceTests: XCTestCase {
    static let minimumEvents = 100_000

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
                            firstSeed: bound ? 0xB17D : (strip ? 0xC0A7 : 0xBA6E5), minimumEvents: Self.minimumEvents) { seed, n in
                var rng = SeededRandom(seed: seed)
                let run = ContainerFuzz(n: n, rng: &rng, bound: bound)
                run.play(steps: 12, rng: &rng, usesStrip: strip)
                let messages = run.pagesChecker.violations.messages + (strip ? run.stripChecker.violations.messages : [])
                    + run.agreement.messages
                let count = run.pagesChecker.violations.count + (strip ? run.stripChecker.violations.count : 0) + run.agreement.count
                return DeviceSequence(events: run.events, gestures: run.gestures, frames: run.pagesChecker.frames,
                                      rests: run.rests, violationCount: count, messages: messages, label: run.label)
            }
        }
    }
}

/// One seeded random sequence on the container (or its pages alone).
@MainActor
final class ContainerFuzz {
    let rig: ContainerRig
    let pagesChecker: PagesChecker
    let stripChecker: StripChecker
    var agreement = Violations()
    let label: String
    private(set) var gestures = 0
    private(set) var rests = 0

    var events: Int { rig.pages.driverCalls + rig.pages.scrollCallbacks + rig.strip.driverCalls }

    init(n: Int, rng: inout SeededRandom, bound: Bool) {
        let fps: Double = rng.chance(0.5) ? 60 : 120
        let direction: LayoutDirection = rng.chance(0.5) ? .leftToRight : .rightToLeft
        let widths = n >= 1_000_000 ? Array(repeating: CGFloat(61.5), count: n) : (0..<n).map { _ in rng.pixelWidth(in: 30...160) }
        let page = rng.pixelWidth(in: 280...430)
        rig = ContainerRig(widths: widths, spacing: 8, viewportWidth: page, pageWidth: page,
                           selectedIndex: n > 0 ? rng.int(in: 0...(n - 1)) : 0, direction: direction, bound: bound,
                           framesPerSecond: fps)
        rig.strip.indicator.composition = rng.chance(0.5) ? .additive : .absolute
        pagesChecker = PagesChecker(rig: rig.pages)
        stripChecker = StripChecker(rig: rig.strip)
        label = "\(fps) Hz, page \(page), \(direction), indicator \(rig.strip.indicator.composition)"
    }

    func play(steps: Int, rng: inout SeededRandom, usesStrip: Bool) {
        for step in 0..<steps {
            gestures += 1
            let context = "step \(step)"
            let n = rig.pages.driver.pages.count
            let roll = rng.int(in: 0...99)
            switch roll {
            case 0..<40:
                swipe(rng: &rng, context)
            case 40..<58 where usesStrip:
                stripChecker.farMoveAllowed = true // a far tab moves the indicator across in one transition
                stripChecker.jumpAllowed = true
                rig.strip.tap(atScreenX: rng.cgFloat(in: 0...(rig.strip.scrollView.boundsWidth * 0.999)))
                check(context)
            case 58..<72:
                let index = rng.chance(0.1) ? [Int.min, -1, n, Int.max][rng.int(in: 0...3)] : rng.int(in: 0...Swift.max(0, n - 1))
                let animated = rng.chance(0.7)
                pagesChecker.jumpAllowed = !animated
                pagesChecker.jumpAllowedUntilRest = !animated || rig.boundIndex != nil
                stripChecker.jumpAllowed = true
                stripChecker.farMoveAllowed = true
                // Kept while the pages move, a selection without animation
                // runs (and jumps) later.
                if (0..<n).contains(index) && (!animated || rig.boundIndex != nil) { stripChecker.jumpAllowedUntilSelected = index }
                if rig.boundIndex != nil && rng.chance(0.7) { rig.setBinding(index) } else { rig.select(index, animated: animated) }
                check(context)
            case 72..<80:
                stripChecker.jumpAllowed = true
                rig.pages.step(rng.chance(0.5) ? 1 : -1)
                check(context)
            case 80..<86:
                stripChecker.jumpAllowed = true
                rig.pages.note("VoiceOver scroll")
                rig.pages.voiceOverScroll([.left, .right, .next, .previous, .up][rng.int(in: 0...4)])
                check(context)
            default:
                break
            }
            if rng.chance(0.3) {
                for _ in 0..<rng.int(in: 0...15) { frame(context) }
            } else {
                var k = 0
                while !rig.isAtRest && k < 4_000 { frame(context); k += 1 }
                agreement.expect(rig.isAtRest, "still moving after 4,000 frames \(context)")
                pagesChecker.checkAtRest(context)
                if usesStrip {
                    stripChecker.checkAtRest(context)
                    agreement.expect(rig.strip.driver.selectedIndex == rig.pages.driver.selectedIndex || n == 0,
                                     "strip selects \(rig.strip.driver.selectedIndex), pages \(rig.pages.driver.selectedIndex) (\(rig.pages.lastEvent)) \(context)")
                    agreement.expect(rig.strip.driver.state == rig.pages.driver.state || n == 0,
                                     "strip state \(rig.strip.driver.state), pages \(rig.pages.driver.state) \(context)")
                }
                if let bound = rig.boundIndex, (0..<n).contains(bound) {
                    agreement.expect(bound == rig.pages.driver.selectedIndex,
                                     "binding \(bound), pages \(rig.pages.driver.selectedIndex) (\(rig.pages.lastEvent)) \(context)")
                }
                rests += 1
            }
        }
    }

    private func swipe(rng: inout SeededRandom, _ context: String) {
        let w = rig.pages.host.pageWidth
        rig.pages.touchDown()
        let sign: CGFloat = rng.chance(0.5) ? 1 : -1
        for _ in 0..<rng.int(in: 1...24) {
            rig.pages.moveFinger(by: sign * rng.cgFloat(in: -2...(w / 14)))
            frame(context)
        }
        rig.pages.lift(velocity: sign * (rng.chance(0.3) ? 0 : rng.cgFloat(in: 0...3_000)))
        check(context)
    }

    private func frame(_ context: String) {
        rig.frame()
        check(context)
    }

    private func check(_ context: String) {
        pagesChecker.checkFrame(context)
        stripChecker.checkFrame(context)
    }
}
