import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// A VoiceOver user on the simulated device (``SimulatedVoiceOver``): seeded
/// random sequences of VoiceOver gestures (next, previous, double tap,
/// adjust, three-finger swipes) mixed with fingers and the app, on the
/// strip (the picker's, the pages' and the container's VoiceOver suites run
/// the real controls: `PickerVoiceOverTests`, `PagesVoiceOverTests`), at 60
/// and 120 Hz, left to right and right to left, 0…12 and 1,000,000 items,
/// both modelled tab orders. Checked
/// after every gesture and at rest by ``VoiceOverChecker`` and on every frame
/// by the control's own checker.
final class VoiceOverDeviceTests: XCTestCase {
    func testVoiceOverOnTheStripFocusesTabsOnScreenAndActivatesTheFocusedTab() { run(.strip, rounds: 3) }




    // VoiceOver focusing a tab while the strip moves (a selection's slide,
    // the strip following the pages back) once left the tab off screen when
    // the motion ended (strip seeds 729612, 729625; container 869379,
    // 869385, 869387, 869389, 869399): the strip now keeps the focused tab
    // in view (`TabStripDriver.accessibilityFocus(item:)`).
    func testVoiceOverGesturesWhileTheStripMovesLeaveTheFocusedTabOnScreen() { run(.strip, rounds: 12, waits: false) }


    private func run(_ kind: VoiceOverFuzz.Kind, rounds: Int, waits: Bool = true) {
        onMain {
            var sequences = 0, gestures = 0, calls = 0, frames = 0, rests = 0, failureCount = 0
            var failures: [String] = []
            var seed: UInt64 = [VoiceOverFuzz.Kind.strip: 0xB22][kind]! << 8
            for _ in 0..<rounds {
                for n in Array(0...12) + [1_000_000] {
                    seed &+= 1
                    var rng = SeededRandom(seed: seed)
                    let run = VoiceOverFuzz(kind, n: n, rng: &rng)
                    run.voiceOverWaitsForRest = waits
                    run.play(steps: n >= 1_000_000 ? 10 : 24, rng: &rng)
                    sequences += 1
                    gestures += run.voiceOver.gestures
                    calls += run.voiceOver.controlCalls + run.driverCalls
                    frames += run.frames
                    rests += run.voiceOverChecker.restChecks
                    let all = run.voiceOverChecker.violations.messages + run.frameViolationMessages
                    failureCount += run.voiceOverChecker.violations.count + run.frameViolationCount
                    if failures.count < 12 { failures += all.prefix(3).map { "seed \(seed) n \(n) \(run.label): \($0)" } }
                }
            }
            for f in failures { XCTFail(f) }
            XCTAssertEqual(failureCount, 0, "violations in all")
            XCTAssertGreaterThan(rests, sequences, "at-rest checks after VoiceOver gestures")
            print("VoiceOver on the \(kind): \(sequences) sequences, \(gestures) VoiceOver gestures, \(calls) driver calls, \(frames) frames, \(rests) at-rest checks")
        }
    }
}

/// One seeded random sequence of a VoiceOver user (and a finger, and the app).
@MainActor
final class VoiceOverFuzz {
    enum Kind: Hashable, CustomStringConvertible {
        case strip
        var description: String {
            switch self {
            case .strip: return "strip"
            }
        }
    }

    let kind: Kind
    let voiceOver: SimulatedVoiceOver
    let voiceOverChecker: VoiceOverChecker
    let label: String
    private let strip: StripRig?
    private let stripChecker: StripChecker?
    private(set) var frames = 0
    /// Whether VoiceOver gestures wait until nothing moves (a user who
    /// listens before the next swipe); false mixes them into motion.
    var voiceOverWaitsForRest = true
    private var atRestChecks = Violations()

    var driverCalls: Int { strip?.driverCalls ?? 0 }

    private var frameCheckers: [Violations] {
        [atRestChecks, stripChecker?.violations].compactMap { $0 }
    }

    /// The per-frame checkers' and the rests' findings (the first few of each).
    var frameViolationMessages: [String] { frameCheckers.flatMap(\.messages) }

    /// How many expectations the per-frame checkers and the rests found broken.
    var frameViolationCount: Int { frameCheckers.reduce(0) { $0 + $1.count } }

    init(_ kind: Kind, n: Int, rng: inout SeededRandom) {
        self.kind = kind
        let fps: Double = rng.chance(0.5) ? 60 : 120
        let direction: LayoutDirection = rng.chance(0.5) ? .leftToRight : .rightToLeft
        let order: SimulatedVoiceOver.TabOrder = rng.chance(0.5) ? .containerIndex : .layoutPosition
        let selected = n > 0 ? rng.int(in: 0...(n - 1)) : 0
        let widths: [CGFloat] = n >= 1_000_000 ? Array(repeating: 61.5, count: n) : (0..<n).map { _ in rng.pixelWidth(in: 30...160) }
        var strip: StripRig?
        switch kind {
        case .strip:
            strip = StripRig(widths: widths, spacing: [0, 8][rng.int(in: 0...1)], viewportWidth: rng.pixelWidth(in: 120...1_024),
                             isLooping: rng.chance(0.85), direction: direction, selectedIndex: selected, framesPerSecond: fps)
        }
        self.strip = strip
        voiceOver = SimulatedVoiceOver(strip: strip, tabOrder: order)
        voiceOverChecker = VoiceOverChecker(voiceOver: voiceOver)
        stripChecker = strip.map { StripChecker(rig: $0) }
        label = "\(kind), \(fps) Hz, \(direction), tab order \(order)"
    }

    func play(steps: Int, rng: inout SeededRandom) {
        for step in 0..<steps {
            let context = "step \(step)"
            let roll = rng.int(in: 0...99)
            if voiceOverWaitsForRest && roll < 70 { runToRest(context) }
            switch roll {
            case 0..<28:
                allowFocusMoves()
                let moved = voiceOver.swipeRight()
                voiceOverChecker.checkGesture(.swipeRight(moved: moved), context)
            case 28..<38:
                allowFocusMoves()
                let moved = voiceOver.swipeLeft()
                voiceOverChecker.checkGesture(.swipeLeft(moved: moved), context)
            case 38..<52:
                allowFocusMoves()
                stripChecker?.farMoveAllowed = true // the focused tab's copy may lie up to half a period away
                voiceOver.doubleTap()
                voiceOverChecker.checkGesture(.doubleTap, context)
            case 52..<60:
                let up = rng.chance(0.5)
                voiceOver.adjust(up: up)
                voiceOverChecker.checkGesture(.adjust(up: up), context)
            case 60..<70:
                stripChecker?.jumpAllowed = true
                let handled = voiceOver.threeFingerSwipe(AccessibilityScrollDirection.allCases[rng.int(in: 0...5)])
                voiceOverChecker.checkGesture(.threeFingerSwipe(handled: handled), context)
            case 70..<86:
                voiceOverChecker.interrupt()
                touch(rng: &rng, context)
            case 86..<94:
                voiceOverChecker.interrupt()
                appSelects(rng: &rng)
            default:
                break
            }
            checkFrame(context)
            if rng.chance(0.3) {
                for _ in 0..<rng.int(in: 0...20) { frame(context) }
            } else {
                runToRest(context)
            }
        }
    }

    private func runToRest(_ context: String) {
        var k = 0
        while !isAtRest && k < 4_000 { frame(context); k += 1 }
        atRestChecks.expect(isAtRest, "still moving after 4,000 frames \(context)")
        stripChecker?.checkAtRest(context)
        voiceOverChecker.checkAtRest(context)
    }

    private var isAtRest: Bool {
        strip?.isAtRest ?? true
    }

    /// VoiceOver's focus may scroll the strip at once.
    private func allowFocusMoves() {
        stripChecker?.jumpAllowed = true
    }

    private func touch(rng: inout SeededRandom, _ context: String) {
        switch kind {
        case .strip:
            guard let strip else { return }
            if rng.chance(0.4) {
                stripChecker?.jumpAllowed = true
                strip.tap(atScreenX: rng.cgFloat(in: 0...(strip.scrollView.boundsWidth * 0.999)))
                return
            }
            guard strip.touchDown() else { return }
            let bias = rng.cgFloat(in: -1...1)
            for _ in 0..<rng.int(in: 1...20) { strip.moveFinger(by: ((bias + rng.cgFloat(in: -0.5...0.5)) * 36).rounded() / 2); frame(context) }
            strip.lift(velocity: rng.chance(0.3) ? 0 : rng.cgFloat(in: -6_000...6_000))
        }
    }

    private func appSelects(rng: inout SeededRandom) {
        let n = strip?.driver.itemCount ?? 0
        let index = rng.chance(0.1) ? [Int.min, -1, n, Int.max][rng.int(in: 0...3)] : rng.int(in: 0...Swift.max(0, n - 1))
        switch kind {
        case .strip:
            stripChecker?.jumpAllowed = true
            stripChecker?.farMoveAllowed = true
            strip?.select(index, animated: rng.chance(0.6))
        }
    }

    private func frame(_ context: String) {
        strip?.frame()
        frames += 1
        checkFrame(context)
    }

    private func checkFrame(_ context: String) {
        stripChecker?.checkFrame(context)
    }
}
