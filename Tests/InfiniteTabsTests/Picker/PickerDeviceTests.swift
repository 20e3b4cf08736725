#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator

/// The real `InfinitePickerView` on a simulated device, driven by seeded
/// random fingers, taps, auto-advance ticks, VoiceOver and the app, and
/// checked on every frame from its view tree (``PickerChecker``).
final class PickerDeviceTests: XCTestCase {
    /// Inputs and frames the random sequences must run in one test.
    static let minimumEvents = 40_000

    func testRandomGesturesShowNoJumpAndAgreeAtRest() {
        onMain {
            DeviceSuite.run("picker device", firstSeed: 0xB1C4, minimumEvents: Self.minimumEvents) { seed, n in
                var rng = SeededRandom(seed: seed)
                let run = PickerFuzz(n: n, rng: &rng)
                run.play(steps: 14, rng: &rng)
                return DeviceSequence(events: run.screen.events, gestures: run.gestures, frames: run.checker.frames,
                                      rests: run.rests, violationCount: run.checker.violations.count,
                                      messages: run.checker.violations.messages + run.screen.device.violations, label: run.label)
            }
        }
    }
}

/// One seeded random sequence on the real picker.
@MainActor
final class PickerFuzz {
    let screen: PickerScreen
    let checker: PickerChecker
    let label: String
    private(set) var gestures = 0
    private(set) var rests = 0

    init(n: Int, rng: inout SeededRandom) {
        let fps: Double = rng.chance(0.5) ? 60 : 120
        let view = rng.pixelWidth(in: 120...430)
        let page: CGFloat? = rng.chance(0.4) ? rng.pixelWidth(in: 44...view) : nil
        let direction: LayoutDirection = rng.chance(0.5) ? .leftToRight : .rightToLeft
        let start = n > 0 ? rng.int(in: 0...(n - 1)) : 0
        screen = PickerScreen(itemCount: n, viewWidth: view, pageWidth: page, direction: direction,
                              selectedIndex: start, framesPerSecond: fps)
        checker = PickerChecker(screen: screen)
        label = "\(fps) Hz, view \(view), page \(String(describing: page)), \(direction)"
    }

    func play(steps: Int, rng: inout SeededRandom) {
        for step in 0..<steps {
            gestures += 1
            let context = "step \(step)"
            switch rng.int(in: 0...99) {
            case 0..<30: // a drag, maybe a fling
                guard screen.touchDown() else { break }
                checker.checkFrame(context)
                let bias = rng.cgFloat(in: -1...1)
                for _ in 0..<rng.int(in: 1...30) {
                    screen.moveFinger(by: ((bias + rng.cgFloat(in: -0.5...0.5)) * 30).rounded() / 2)
                    checker.checkFrame(context)
                }
                if rng.chance(0.7) {
                    let v = rng.cgFloat(in: -6_000...6_000)
                    for _ in 0..<Int((0.05 * screen.framesPerSecond).rounded(.up)) {
                        screen.moveFinger(by: v / CGFloat(screen.framesPerSecond))
                        checker.checkFrame(context)
                    }
                }
                // A finger that never moved far enough to drag lifts as a
                // tap, which moves at once under Reduce Motion.
                checker.jumpAllowed = !screen.picker.scrollView.isDragging && screen.picker.driver.prefersReducedMotion
                screen.lift()
                checker.checkFrame(context)
            case 30..<48: // taps, sometimes several quickly
                for _ in 0..<(rng.chance(0.3) ? rng.int(in: 2...5) : 1) {
                    // Allowances add up until the next check: an earlier
                    // event (a tap made at rest) may still be unchecked.
                    checker.jumpAllowed = checker.jumpAllowed || screen.picker.driver.prefersReducedMotion
                    screen.tap()
                    run(frames: rng.int(in: 0...6), context)
                }
            case 48..<53:
                screen.autoAdvanceTick()
                checker.checkFrame(context)
            case 53..<55:
                screen.setReducedMotion(rng.chance(0.5))
            case 55..<63:
                checker.jumpAllowed = true
                screen.voiceOverAdjust(up: rng.chance(0.5))
                checker.checkFrame(context)
            case 63..<78:
                let n = screen.picker.itemCount
                let index = rng.chance(0.1) ? [Int.min, -1, n, Int.max][rng.int(in: 0...3)] : rng.int(in: 0...Swift.max(0, n - 1))
                let animated = rng.chance(0.6)
                checker.jumpAllowed = checker.jumpAllowed || !animated || screen.picker.driver.prefersReducedMotion
                checker.farMoveAllowed = checker.farMoveAllowed || animated
                screen.select(index, animated: animated)
                checker.checkFrame(context)
            case 78..<86:
                checker.jumpAllowed = true
                if rng.chance(0.5) {
                    screen.reload(itemCount: rng.chance(0.2) ? 1_000_000 : rng.int(in: 0...12))
                } else {
                    screen.reload(viewWidth: rng.pixelWidth(in: 120...430), direction: rng.chance(0.5) ? .leftToRight : .rightToLeft)
                }
                checker.checkFrame(context)
            case 86..<90:
                checker.jumpAllowed = true
                screen.setOnScreen(false)
                checker.checkFrame(context)
                checker.jumpAllowed = true
                screen.setOnScreen(true)
                checker.checkFrame(context)
            default:
                break
            }
            if rng.chance(0.25) {
                run(frames: rng.int(in: 0...20), context)
            } else {
                var n = 0
                while !screen.isAtRest && n < 3_000 { frame(context); n += 1 }
                checker.violations.expect(screen.isAtRest, "still moving after 3,000 frames \(context)")
                checker.checkAtRest(context)
                rests += 1
            }
        }
        screen.lift()
    }

    private func frame(_ context: String) {
        screen.frame()
        checker.checkFrame(context)
    }

    private func run(frames: Int, _ context: String) {
        for _ in 0..<frames { frame(context) }
    }
}
#endif
