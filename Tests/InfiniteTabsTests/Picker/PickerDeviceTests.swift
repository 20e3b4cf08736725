#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import TestSupport

/// The real `InfinitePickerView` on a simulated device, driven by seeded
/// random fingers, taps, auto-advance ticks, VoiceOver and the app, and
/// checked on every frame from its view tree (``PickerChecker``).
final class PickerDeviceTests: XCTestCase {
    /// Inputs and frames the random sequences must run in one test.
    static let minimumEvents = 40_000

    func testRandomGesturesShowNoJumpAndAgreeAtRest() {
        onMain {
            DeviceSuite.run("picker device", firstSeed: 0xB1C4, minimumEvents: Self.minimumEvents, steps: 14) { seed, n, steps in
                var rng = SeededRandom(seed: seed)
                let run = PickerFuzz(n: n, rng: &rng)
                run.play(steps)
                run.screen.lift()
                return DeviceSequence(events: run.screen.events, gestures: run.gestures, frames: run.checker.frames,
                                      rests: run.rests,
                                      violationCount: run.checker.violations.count + run.screen.device.violations.count,
                                      messages: run.checker.violations.messages + run.screen.device.violations, label: run.label,
                                      log: run.log)
            }
        }
    }
}

/// One seeded random sequence on the real picker.
@MainActor
final class PickerFuzz: SeededFuzz {
    let pacing = FuzzPacing(fewFramesChance: 0.25, mostFewFrames: 20, restFrames: 3_000)
    var checkers: [any FrameChecker] { [checker] }
    func stillMoving(_ message: String) { checker.violations.expect(false, message) }
    func checkRest(_ context: String) { rests += 1 }

    let screen: PickerScreen
    let checker: PickerChecker
    let label: String
    private(set) var gestures = 0
    private(set) var rests = 0
    /// What each step did.
    var log: [String] = []

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

    func act(_ rng: inout SeededRandom, _ context: String) {
        gestures += 1
        let kind = rng.int(in: 0...99)
        switch kind {
        case 0..<30: // a drag, maybe a fling
            guard screen.touchDown() else { break }
            checker.checkFrame(context)
            let bias = rng.cgFloat(in: -1...1)
            let moves = rng.int(in: 1...30)
            var travel: CGFloat = 0
            for _ in 0..<moves {
                let dx = ((bias + rng.cgFloat(in: -0.5...0.5)) * 30).rounded() / 2
                travel += dx
                screen.moveFinger(by: dx)
                checker.checkFrame(context)
            }
            log.append("drag by \(travel) in \(moves) frames")
            if rng.chance(0.7) {
                let v = rng.cgFloat(in: -6_000...6_000)
                log[log.count - 1] += ", fling \(Int(v)) pt/s"
                for _ in 0..<Int((0.05 * screen.framesPerSecond).rounded(.up)) {
                    screen.moveFinger(by: v / CGFloat(screen.framesPerSecond))
                    checker.checkFrame(context)
                }
            }
            // A finger that never moved far enough to drag lifts as a
            // tap, which moves at once under Reduce Motion.
            checker.jumpAllowed = !screen.picker.scrollView.isDragging && screen.picker.driver.prefersReducedMotion
            if rng.chance(0.15) {
                // Turned off while the finger is down (issue 26), maybe on again.
                screen.picker.isEnabled = false
                log[log.count - 1] += ", disabled"
                checker.checkFrame(context)
            }
            screen.lift()
            checker.checkFrame(context)
        case 30..<48: // taps, sometimes several quickly
            log.append("taps")
            for _ in 0..<(rng.chance(0.3) ? rng.int(in: 2...5) : 1) {
                // Allowances add up until the next check: an earlier
                // event (a tap made at rest) may still be unchecked.
                checker.jumpAllowed = checker.jumpAllowed || screen.picker.driver.prefersReducedMotion
                screen.tap()
                for _ in 0..<rng.int(in: 0...6) { frame(context) }
            }
        case 48..<53:
            log.append("auto-advance tick")
            screen.autoAdvanceTick()
            checker.checkFrame(context)
        case 53..<55:
            let reduced = rng.chance(0.5)
            log.append("reduce motion \(reduced)")
            screen.setReducedMotion(reduced)
        case 55..<63:
            log.append("VoiceOver adjust")
            checker.jumpAllowed = true
            screen.voiceOverAdjust(up: rng.chance(0.5))
            checker.checkFrame(context)
        case 63..<78:
            let n = screen.picker.itemCount
            let index = rng.chance(0.1) ? [Int.min, -1, n, Int.max][rng.int(in: 0...3)] : rng.int(in: 0...Swift.max(0, n - 1))
            let animated = rng.chance(0.6)
            checker.jumpAllowed = checker.jumpAllowed || !animated || screen.picker.driver.prefersReducedMotion
            checker.farMoveAllowed = checker.farMoveAllowed || animated
            log.append("select \(index)\(animated ? " animated" : "")")
            screen.select(index, animated: animated)
            checker.checkFrame(context)
        case 78..<86:
            log.append("reload")
            checker.jumpAllowed = true
            if rng.chance(0.5) {
                screen.reload(itemCount: rng.chance(0.2) ? 1_000_000 : rng.int(in: 0...12))
            } else {
                screen.reload(viewWidth: rng.pixelWidth(in: 120...430), direction: rng.chance(0.5) ? .leftToRight : .rightToLeft)
            }
            checker.checkFrame(context)
        case 86..<90:
            log.append("off and on screen")
            checker.jumpAllowed = true
            screen.setOnScreen(false)
            checker.checkFrame(context)
            checker.jumpAllowed = true
            screen.setOnScreen(true)
            checker.checkFrame(context)
        case 90..<95:
            // The app turns the picker off or on, any time (issue 26).
            let enabled = !screen.picker.isEnabled || rng.chance(0.2)
            log.append("isEnabled = \(enabled)")
            screen.picker.isEnabled = enabled
            checker.checkFrame(context)
        case 95..<99:
            // A tap anywhere on the picker, maybe mid-animation.
            let x = rng.cgFloat(in: 0...1), y = rng.cgFloat(in: 0...1)
            let frame = screen.picker.convert(screen.picker.bounds, to: nil)
            let point = CGPoint(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height)
            log.append("tap at \(point)")
            checker.jumpAllowed = checker.jumpAllowed || screen.picker.driver.prefersReducedMotion
            screen.device.tap(at: point)
            checker.checkFrame(context)
        default:
            log.append("nothing")
        }
        if log.count < gestures { log.append("nothing (kind \(kind))") }
    }
}
#endif
