import Foundation
import InfiniteTabsCore
import InfiniteTabs
import MallocCounter

// Part 1: how scroll events are replayed and timed, for the real controls on
// the UIKit model (ControlWorkloads.swift) and for the drivers alone behind
// plain hosts (PlainHostWorkloads.swift).

/// A sequence of scroll events in runs: a run is a gesture (a drag at a steady
/// speed, a swipe of the pages). `beginRun` and `endRun` are what happens
/// between the scroll events (a finger going down, `didFinishAnimating`):
/// not timed, not counted.
@MainActor
protocol DriverWorkload: AnyObject {
    var runLength: Int { get }
    var runCount: Int { get }
    func beginRun(_ r: Int)
    /// Scroll event `j` of run `r`: what UIKit does on one frame.
    func event(_ r: Int, _ j: Int)
    /// The rest of event `j`'s frame, not timed: UIKit's layout pass (and a
    /// finger lifting after the frame, where a run has one).
    func frame(_ r: Int, _ j: Int)
    func endRun(_ r: Int)
    /// A value derived from the state, fed to an opaque sink.
    var checksum: Double { get }
}

/// Runs of scroll events at a steady speed (1 to 60 pt a frame either way),
/// half of them starting within 150 pt of an edge of the band `lo..<hi` so
/// they cross it and recentre, the rest anywhere in it.
struct ScrollRuns {
    static let runLength = 64
    static let runCount = 64
    var starts: [CGFloat] = []
    var speeds: [CGFloat] = []

    init(lo: CGFloat, hi: CGFloat, seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0..<Self.runCount {
            if Bool.random(using: &rng) {
                starts.append((Bool.random(using: &rng) ? lo : hi) + CGFloat.random(in: -150...150, using: &rng))
            } else {
                starts.append(CGFloat.random(in: lo..<Swift.max(hi, lo + 1), using: &rng))
            }
            speeds.append(CGFloat.random(in: 1...60, using: &rng) * (Bool.random(using: &rng) ? 1 : -1))
        }
    }
}

enum DriverFixtures {
    static let pageWidth: CGFloat = 100
    static let pickerVisibleWidth: CGFloat = 300
    static let viewportWidth: CGFloat = 390
    static let spacing: CGFloat = 8

    /// The picker's band: from the leading copy to the trailing one.
    static func pickerRuns(itemCount: Int) -> ScrollRuns {
        let strip = PickerPageLayout(itemCount: itemCount, pageWidth: pageWidth)
        let hi = strip.isPadded ? CGFloat(itemCount + 1) * pageWidth : strip.contentWidth
        return ScrollRuns(lo: 0, hi: hi, seed: 21)
    }
}

// MARK: - Measuring

/// The figures of one workload at one item count.
struct DriverResult {
    var path: String
    var itemCount: Int
    /// Per-event times of whole runs (each sample the mean of a run's events,
    /// each timed alone).
    var batches: Timing
    /// Times of single events, each timed alone (the clock read included).
    var singles: Timing
    var allocations: Allocations
}

@MainActor
enum DriverMeasure {
    /// Times `runs` runs: each event is timed alone (the frame's layout pass
    /// after it is not timed) and a run's sample is the mean of its events.
    static func batches<W: DriverWorkload>(_ w: W, runs: Int, into timing: inout Timing, start: inout Int) {
        var sink = 0.0
        for _ in 0..<runs {
            let r = start % w.runCount
            start &+= 1
            w.beginRun(r)
            let n = w.runLength
            var total: UInt64 = 0
            for j in 0..<n {
                let t0 = mc_now_ns()
                w.event(r, j)
                total &+= mc_now_ns() &- t0
                w.frame(r, j)
            }
            w.endRun(r)
            timing.samples.append(Double(total) / Double(n))
            sink += w.checksum
        }
        mc_black_hole(sink)
    }

    /// Times every event of `runs` runs on its own.
    static func singles<W: DriverWorkload>(_ w: W, runs: Int, into timing: inout Timing, start: inout Int) {
        var sink = 0.0
        for _ in 0..<runs {
            let r = start % w.runCount
            start &+= 1
            w.beginRun(r)
            for j in 0..<w.runLength {
                let t0 = mc_now_ns()
                w.event(r, j)
                let t1 = mc_now_ns()
                timing.samples.append(Double(t1 &- t0))
                w.frame(r, j)
            }
            w.endRun(r)
            sink += w.checksum
        }
        mc_black_hole(sink)
    }

    /// Counts the allocations of every event of `runs` runs, one by one.
    static func allocations<W: DriverWorkload>(_ w: W, runs: Int, start: inout Int) -> Allocations {
        var result = Allocations()
        for _ in 0..<runs {
            let r = start % w.runCount
            start &+= 1
            w.beginRun(r)
            for j in 0..<w.runLength {
                let a = mc_allocation_count()
                w.event(r, j)
                let d = mc_allocation_count() &- a
                result.total &+= d
                if d > 0 { result.allocatingEvents += 1; result.maxPerEvent = Swift.max(result.maxPerEvent, d) }
                result.events += 1
                w.frame(r, j)
            }
            w.endRun(r)
        }
        return result
    }

    /// The cost of reading the clock twice around nothing (median), which the
    /// single-event times include.
    static func clockReadCost() -> Double {
        var t = Timing()
        for _ in 0..<10_000 {
            let t0 = mc_now_ns()
            let t1 = mc_now_ns()
            t.samples.append(Double(t1 &- t0))
        }
        return t.median
    }

    /// Measures one kind of workload at every item count, interleaving the
    /// counts over `rounds` rounds so that load from other processes falls on
    /// all of them alike.
    static func measure<W: DriverWorkload>(_ path: String, itemCounts: [Int], make: (Int) -> W, batchRuns: Int,
                                           singleRuns: Int, allocationRuns: Int, rounds: Int,
                                           warmRuns: Int? = nil) -> [DriverResult] {
        let workloads = itemCounts.map(make)
        var starts = Array(repeating: 0, count: workloads.count)
        var batches = Array(repeating: Timing(), count: workloads.count)
        var singles = Array(repeating: Timing(), count: workloads.count)
        for c in workloads.indices {
            batches[c].samples.reserveCapacity(batchRuns + 64)
            singles[c].samples.reserveCapacity(singleRuns * workloads[c].runLength + 64)
            var warm = Timing()
            let warmups = warmRuns ?? 2 * workloads[c].runCount
            warm.samples.reserveCapacity(warmups)
            Self.batches(workloads[c], runs: warmups, into: &warm, start: &starts[c])
        }
        for _ in 0..<rounds {
            for c in workloads.indices {
                Self.batches(workloads[c], runs: Swift.max(1, batchRuns / rounds), into: &batches[c], start: &starts[c])
                Self.singles(workloads[c], runs: Swift.max(1, singleRuns / rounds), into: &singles[c], start: &starts[c])
            }
        }
        return workloads.indices.map { c in
            let allocations = Self.allocations(workloads[c], runs: allocationRuns, start: &starts[c])
            return DriverResult(path: path, itemCount: itemCounts[c], batches: batches[c], singles: singles[c],
                                allocations: allocations)
        }
    }
}
