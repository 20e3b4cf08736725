import XCTest

/// What one seeded random sequence on the simulated device contributes to a
/// device suite: its counts and what its checkers found.
package struct DeviceSequence {
    package var events: Int
    package var gestures: Int
    package var frames: Int
    package var rests: Int
    package var violationCount: Int
    package var messages: [String]
    package var label: String
    /// What each step did, in words (printed for a shrunk failure).
    package var log: [String] = []

    package init(events: Int, gestures: Int, frames: Int, rests: Int, violationCount: Int, messages: [String],
                 label: String, log: [String] = []) {
        (self.events, self.gestures, self.frames, self.rests) = (events, gestures, frames, rests)
        (self.violationCount, self.messages, self.label, self.log) = (violationCount, messages, label, log)
    }
}

/// The loop every per-frame device suite runs: seeded sequences over the
/// item counts 0…12 and 1,000,000, seed after seed, until at least
/// `minimumEvents` driver calls were made; then the first few violations
/// are reported (with seed, count and label, to replay them), the total
/// must be 0, and more rests must have been checked than sequences run.
package enum DeviceSuite {
    package static let itemCounts = Array(0...12) + [1_000_000]

    /// `DEVICE_SUITE_SCALE` (a positive number, default 1) scales every
    /// suite's `minimumEvents`: `.ci/run` runs the suites smaller once per
    /// switch value, and a long run sets it above 1.
    package static let scale: Double = {
        guard let text = ProcessInfo.processInfo.environment["DEVICE_SUITE_SCALE"] else { return 1 }
        guard let value = Double(text), value.isFinite, value > 0 else {
            preconditionFailure("DEVICE_SUITE_SCALE=\(text): a positive number")
        }
        return value
    }()

    /// `sequence` plays the steps whose seeds it is given (each step draws
    /// from its own seed, so any sublist replays); the first failing
    /// sequence is shrunk (``FuzzShrinker``) to the fewest steps that still
    /// fail, printed with what each did and how to replay them.
    @MainActor
    package static func run(_ name: String, firstSeed: UInt64, minimumEvents: Int, itemCounts: [Int] = itemCounts,
                    steps: Int, file: StaticString = #filePath, line: UInt = #line,
                    sequence: (_ seed: UInt64, _ itemCount: Int, _ steps: [UInt64]) -> DeviceSequence) {
        var events = 0, gestures = 0, frames = 0, rests = 0, sequences = 0, failureCount = 0
        var failures: [String] = []
        var seed = firstSeed
        let minimumEvents = Swift.max(1, Int(Double(minimumEvents) * scale))
        while events < minimumEvents {
            for n in itemCounts {
                seed &+= 1
                let stepSeeds = FuzzShrinker.stepSeeds(seed, count: steps)
                let run = sequence(seed, n, stepSeeds)
                events += run.events
                gestures += run.gestures
                frames += run.frames
                rests += run.rests
                sequences += 1
                failureCount += run.violationCount
                if failures.count < 12 {
                    failures += run.messages.prefix(3).map { "seed \(seed) n \(n) \(run.label): \($0)" }
                }
                if run.violationCount > 0 && failureCount == run.violationCount {
                    let least = FuzzShrinker.shrink(stepSeeds, maxRuns: 300) { sequence(seed, n, $0).violationCount > 0 }
                    let replay = sequence(seed, n, least)
                    failures.append("seed \(seed) n \(n) \(run.label) shrunk from \(steps) to \(least.count) steps "
                                    + "(replay: sequence(\(seed), \(n), \(least))):\n  "
                                    + replay.log.joined(separator: "\n  ") + "\n  fails: " + replay.messages.prefix(3).joined(separator: "; "))
                }
            }
        }
        for f in failures { XCTFail(f, file: file, line: line) }
        XCTAssertEqual(failureCount, 0, "per-frame violations in all", file: file, line: line)
        XCTAssertGreaterThan(rests, sequences, "the sequences must come to rest to check agreement", file: file, line: line)
        print("\(name): \(sequences) sequences, \(gestures) gestures, \(events) driver calls, \(frames) frames, \(rests) rests checked")
    }
}
