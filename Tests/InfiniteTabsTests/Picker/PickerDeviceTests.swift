import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// The option picker on the simulated device: the real `PickerScrollDriver`,
/// wired as `InfinitePickerView` wires it, driven by seeded random fingers,
/// taps, ticks, VoiceOver and the app, and checked on every frame
/// (``PickerChecker``).
final class PickerDeviceTests: XCTestCase {
    /// Driver calls the random sequences must make in one run.
    static let minimumEvents = 100_000

    func testRandomGesturesShowNoJumpAndAgreeAtRest() {
        onMain {
            DeviceSuite.run("picker device", firstSeed: 0xB1C4, minimumEvents: Self.minimumEvents) { seed, n in
                var rng = SeededRandom(seed: seed)
                let run = PickerFuzz(n: n, rng: &rng)
                run.play(steps: 14, rng: &rng)
                return DeviceSequence(events: run.rig.driverCalls, gestures: run.gestures, frames: run.checker.frames,
                                      rests: run.rests, violationCount: run.checker.violations.count,
                                      messages: run.checker.violations.messages, label: run.label)
            }
        }
    }
}

/// One seeded random sequence on the picker.
@MainActor
final class PickerFuzz {
    let rig: PickerRig
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
        rig = PickerRig(itemCount: n, viewWidth: view, pageWidth: page, direction: direction,
                        selectedIndex: start, framesPerSecond: fps)
        checker = PickerChecker(rig: rig)
        label = "\(fps) Hz, view \(view), page \(String(describing: page)), \(direction)"
    }

    func play(steps: Int, rng: inout SeededRandom) {
        for step in 0..<steps {
            gestures += 1
            let context = "step \(step)"
            switch rng.int(in: 0...99) {
            case 0..<30: // a drag, maybe a fling
                guard rig.touchDown() else { break }
                let bias = rng.cgFloat(in: -1...1)
                for _ in 0..<rng.int(in: 1...30) {
                    rig.moveFinger(by: ((bias + rng.cgFloat(in: -0.5...0.5)) * 30).rounded() / 2)
                    frame(context)
                }
                rig.lift(velocity: rng.chance(0.3) ? 0 : rng.cgFloat(in: -12_000...12_000))
                checker.checkFrame(context)
            case 30..<48: // taps, sometimes several quickly
                for _ in 0..<(rng.chance(0.3) ? rng.int(in: 2...5) : 1) {
                    // A tap then moves at once. Allowances add up until the
                    // next check: an earlier event (a tap made at rest, with
                    // no frame run since) may still be unchecked.
                    checker.jumpAllowed = checker.jumpAllowed || rig.driver.prefersReducedMotion
                    rig.tap()
                    run(frames: rng.int(in: 0...6), context)
                }
            case 48..<53:
                rig.autoAdvanceTick()
            case 53..<55:
                rig.setReducedMotion(rng.chance(0.5))
            case 55..<63:
                checker.jumpAllowed = true
                rig.voiceOverAdjust(up: rng.chance(0.5))
                checker.checkFrame(context)
            case 63..<78:
                let n = rig.itemCount
                let index = rng.chance(0.1) ? [Int.min, -1, n, Int.max][rng.int(in: 0...3)] : rng.int(in: 0...Swift.max(0, n - 1))
                let animated = rng.chance(0.6)
                checker.jumpAllowed = checker.jumpAllowed || !animated || rig.driver.prefersReducedMotion
                checker.farMoveAllowed = checker.farMoveAllowed || animated
                rig.select(index, animated: animated)
                checker.checkFrame(context)
            case 78..<86:
                checker.jumpAllowed = true
                if rng.chance(0.5) {
                    rig.reload(itemCount: rng.chance(0.2) ? 1_000_000 : rng.int(in: 0...12))
                } else {
                    rig.reload(viewWidth: rng.pixelWidth(in: 120...430), direction: rng.chance(0.5) ? .leftToRight : .rightToLeft)
                }
                checker.checkFrame(context)
            case 86..<90:
                checker.jumpAllowed = true
                rig.setOnScreen(false)
                checker.checkFrame(context)
                if rng.chance(0.5) { checker.jumpAllowed = true; rig.tap(); checker.checkFrame(context) }
                rig.setOnScreen(true)
            default:
                break
            }
            if rng.chance(0.25) {
                run(frames: rng.int(in: 0...20), context)
            } else {
                var n = 0
                while !rig.isAtRest && n < 3_000 { frame(context); n += 1 }
                checker.violations.expect(rig.isAtRest, "still moving after 3,000 frames \(context)")
                checker.checkAtRest(context)
                rests += 1
            }
        }
    }

    private func frame(_ context: String) {
        rig.frame()
        checker.checkFrame(context)
    }

    private func run(frames: Int, _ context: String) {
        for _ in 0..<frames { frame(context) }
    }
}
