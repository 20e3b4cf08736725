import XCTest
import InfiniteTabsCore

/// What one seeded random sequence on the simulated device contributes to a
/// device suite: its counts and what its checkers found.
struct DeviceSequence {
    var events: Int
    var gestures: Int
    var frames: Int
    var rests: Int
    var violationCount: Int
    var messages: [String]
    var label: String
}

/// The loop every per-frame device suite runs: seeded sequences over the
/// item counts 0…12 and 1,000,000, seed after seed, until at least
/// `minimumEvents` driver calls were made; then the first few violations
/// are reported (with seed, count and label, to replay them), the total
/// must be 0, and more rests must have been checked than sequences run.
enum DeviceSuite {
    static let itemCounts = Array(0...12) + [1_000_000]

    @MainActor
    static func run(_ name: String, firstSeed: UInt64, minimumEvents: Int, itemCounts: [Int] = itemCounts,
                    file: StaticString = #filePath, line: UInt = #line,
                    sequence: (_ seed: UInt64, _ itemCount: Int) -> DeviceSequence) {
        var events = 0, gestures = 0, frames = 0, rests = 0, sequences = 0, failureCount = 0
        var failures: [String] = []
        var seed = firstSeed
        while events < minimumEvents {
            for n in itemCounts {
                seed &+= 1
                let run = sequence(seed, n)
                events += run.events
                gestures += run.gestures
                frames += run.frames
                rests += run.rests
                sequences += 1
                failureCount += run.violationCount
                if failures.count < 12 {
                    failures += run.messages.prefix(3).map { "seed \(seed) n \(n) \(run.label): \($0)" }
                }
            }
        }
        for f in failures { XCTFail(f, file: file, line: line) }
        XCTAssertEqual(failureCount, 0, "per-frame violations in all", file: file, line: line)
        XCTAssertGreaterThan(rests, sequences, "the sequences must come to rest to check agreement", file: file, line: line)
        print("\(name): \(sequences) sequences, \(gestures) gestures, \(events) driver calls, \(frames) frames, \(rests) rests checked")
    }
}
