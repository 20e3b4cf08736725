import Foundation
import MallocCounter

/// A seeded SplitMix64 generator, so every run replays the same inputs.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One kind of scroll event, replayed from precomputed inputs: `run(i)` does
/// what the UIKit layer does in one `scrollViewDidScroll` for input `i` and
/// returns a value derived from every result, which the loop feeds to an
/// opaque sink so that nothing can be folded away.
protocol ScrollEventLoop {
    /// The number of precomputed inputs; a power of two.
    var inputCount: Int { get }
    mutating func run(_ i: Int) -> Double
}

/// Per-event times of one case: every sample is a batch of events timed as a
/// whole and divided by the batch size.
struct Timing {
    /// Nanoseconds per event of every sample (one batch each), unsorted.
    var samples: [Double] = []

    private var sorted: [Double] { samples.sorted() }

    /// The median sample.
    var median: Double { let s = sorted; return s.isEmpty ? 0 : s[s.count / 2] }

    /// The 99th percentile sample.
    var p99: Double { let s = sorted; return s.isEmpty ? 0 : s[Int((Double(s.count - 1) * 0.99).rounded(.up))] }

    /// The largest sample.
    var max: Double { samples.max() ?? 0 }
}

/// Heap allocations made while events ran.
struct Allocations {
    /// All allocations over all events.
    var total: UInt64 = 0
    /// The number of events.
    var events: Int = 0
    /// The most any single event made.
    var maxPerEvent: UInt64 = 0
    /// How many events made at least one.
    var allocatingEvents: Int = 0

    var perEvent: Double { events == 0 ? 0 : Double(total) / Double(events) }
}

enum Measure {
    /// Events per timed sample. A sample lasts a few microseconds, far above
    /// the clock's resolution and the cost of reading it (about 20 ns).
    static let batch = 256

    /// Times `samples` batches of events and appends their per-event times.
    static func time<L: ScrollEventLoop>(_ loop: inout L, samples: Int, into timing: inout Timing, start: inout Int) {
        let mask = loop.inputCount - 1
        var i = start
        var sink = 0.0
        timing.samples.reserveCapacity(timing.samples.count + samples)
        for _ in 0..<samples {
            let t0 = mc_now_ns()
            for _ in 0..<batch {
                sink += loop.run(i & mask)
                i &+= 1
            }
            let t1 = mc_now_ns()
            timing.samples.append(Double(t1 &- t0) / Double(batch))
        }
        start = i
        mc_black_hole(sink)
    }

    /// Runs `events` events, reading the allocation counter around each one.
    static func allocations<L: ScrollEventLoop>(_ loop: inout L, events: Int, start: inout Int) -> Allocations {
        let mask = loop.inputCount - 1
        var result = Allocations()
        var i = start
        var sink = 0.0
        let before = mc_allocation_count()
        for _ in 0..<events {
            let a = mc_allocation_count()
            sink += loop.run(i & mask)
            let d = mc_allocation_count() &- a
            if d > 0 { result.allocatingEvents += 1; result.maxPerEvent = max(result.maxPerEvent, d) }
            i &+= 1
        }
        result.total = mc_allocation_count() &- before
        result.events = events
        start = i
        mc_black_hole(sink)
        return result
    }

    /// Checks that the allocation counter sees Swift's allocations: one array
    /// whose size is only known at run time must count at least once.
    static func allocationCounterWorks() -> Bool {
        guard mc_is_counting() != 0 else { return false }
        let before = mc_allocation_count()
        let size = 64 + Int(before % 2)
        let array = [Double](repeating: 1, count: size)
        mc_black_hole(array.reduce(0, +))
        return mc_allocation_count() &- before >= 1
    }
}

/// Formats a number of nanoseconds or points for the tables.
func fmt(_ x: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", x) }

/// Formats an integer with thousands separators (1,000,000).
func grouped(_ n: Int) -> String {
    let s = String(n.magnitude)
    var out = ""
    for (i, c) in s.enumerated() {
        if i > 0 && (s.count - i) % 3 == 0 { out.append(",") }
        out.append(c)
    }
    return (n < 0 ? "-" : "") + out
}

