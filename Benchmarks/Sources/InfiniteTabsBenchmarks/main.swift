import Foundation
import InfiniteTabs
import MallocCounter

// InfiniteTabs benchmarks: run with `Benchmarks/run.sh` from the repository
// root (release build). `--quick` runs a smaller version for a smoke check;
// its figures are not the published ones.

let quick = CommandLine.arguments.contains("--quick")
let samplesPerCase = quick ? 500 : 4_000
let flingCount = quick ? 5_000 : 100_000
let poolPages = 10_000

guard Measure.allocationCounterWorks() else {
    print("error: the allocation counter does not see this process's allocations (glibc needed); no figures.")
    exit(2)
}

print("## 1. One scroll event (release build, \(Measure.batch) events per timed sample, \(grouped(samplesPerCase)) samples per case)")
print("")
print("| event | items | median ns/event | p99 ns/event | allocations/event (mean) | max allocations in one event | events that allocated |")
print("|---|---:|---:|---:|---:|---:|---:|")
let events = ScrollEventBenchmark.run(samplesPerCase: samplesPerCase, rounds: 5, allocationEvents: 100_000)
for r in events {
    print("| \(r.kind) | \(grouped(r.itemCount)) | \(fmt(r.timing.median)) | \(fmt(r.timing.p99)) | \(fmt(r.allocations.perEvent, 3)) | \(r.allocations.maxPerEvent) | \(grouped(r.allocations.allocatingEvents)) of \(grouped(r.allocations.events)) |")
}
print("")

print("## 2. Visible jump: whole-period recentring against fixed resets (\(grouped(flingCount)) seeded flings each)")
print("")
print("| control | rule | scroll events | resets | largest jump at a reset (pt) | mean jump per reset (pt) | edge hits | largest frame discontinuity, resets and edges (pt) | median ns/event | p99 ns/event | allocations/event |")
print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
let jumps = JumpComparison.run(flingCount: flingCount, samples: samplesPerCase)
func pt(_ x: CGFloat) -> String { x == 0 ? "0" : String(format: "%.3g", Double(x)) }
for r in jumps {
    let rec = r.record
    let mean = rec.resets == 0 ? 0 : rec.jumpSum / CGFloat(rec.resets)
    print("| \(r.control) | \(r.rule) | \(grouped(rec.events)) | \(grouped(rec.resets)) | \(pt(rec.maxJump)) | \(pt(mean)) | \(grouped(rec.edgeHits)) | \(pt(rec.maxFrameJump)) | \(fmt(r.timing.median)) | \(fmt(r.timing.p99)) | \(fmt(r.allocations.perEvent, 3)) |")
}
let modelError = jumps.map(\.record.maxModelError).max() ?? 0
print("")
print("Check of the frame measure: largest discontinuity over \(grouped(jumps.map(\.record.frames).reduce(0, +))) frames with neither a reset nor an edge hit: \(pt(modelError)) pt.")
print("")

print("## 3. Picker page views (\(grouped(poolPages)) pages forward, \(fmt(Double(ViewPoolBenchmark.step), 0)) pt per event, page 100 pt, visible 300 pt)")
print("")
print("| items | events | recentrings | most visible pages | page views created | views showing a wrong item | allocations while scrolling | mean ns/event |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|")
let pools = [10, 100_000].map { ViewPoolBenchmark.run(itemCount: $0, pages: poolPages) }
for r in pools {
    print("| \(grouped(r.itemCount)) | \(grouped(r.events)) | \(grouped(r.recentrings)) | \(r.maxVisiblePages) | \(r.created) | \(r.wrongItems) | \(r.allocations) | \(fmt(r.nanosecondsPerEvent)) |")
}
print("")

print("## 4. SwiftUI update: did the items change? (`BoundItems.update(to:)`, one update per timed call)")
print("")
print("| items | same array: median ns | p99 ns | max ns | allocations/update | equal array rebuilt: median µs | replaced rule (map to AnyHashable + compare): median µs | replaced / same array |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|")
let itemsChange = ItemsChangeBenchmark.run(itemCounts: [10, 1_000, 1_000_000], updates: quick ? 1_000 : 10_000,
                                           slowUpdates: quick ? 3 : 9)
for r in itemsChange {
    print("| \(grouped(r.itemCount)) | \(fmt(r.sameArray.median)) | \(fmt(r.sameArray.p99)) | \(fmt(r.sameArray.max)) | \(fmt(r.allocationsPerUpdate, 3)) | \(fmt(r.rebuiltArray.median / 1_000, 2)) | \(fmt(r.mapAndCompare.median / 1_000, 2)) | \(fmt(r.mapAndCompare.median / r.sameArray.median, 0))× |")
}
print("")

// Goals (issue 5).
print("## Goals")
print("")
func verdict(_ ok: Bool) -> String { ok ? "met" : "MISSED" }
let worstMedian = events.map(\.timing.median).max() ?? 0
print("- ≤ 100 ns median per scroll event, every item count: \(verdict(worstMedian <= 100)) (slowest median \(fmt(worstMedian)) ns)")
for kind in ["picker recentring", "strip recentring", "indicator frame", "paging-state update"] {
    let rows = events.filter { $0.kind == kind }
    func median(_ n: Int) -> Double { rows.first(where: { $0.itemCount == n })?.timing.median ?? .nan }
    let one = median(1), ten = median(10), million = median(1_000_000)
    print("- \(kind): 1,000,000 items within 10% of 1 item: \(verdict(million <= one * 1.1)) (\(fmt(million)) ns against \(fmt(one)) ns, \(fmt((million / one - 1) * 100))%; against 10 items \(fmt(ten)) ns, \(fmt((million / ten - 1) * 100))%)")
}
let allocating = events.filter { $0.allocations.total > 0 }
if allocating.isEmpty {
    print("- 0 heap allocations per scroll event: met (every kind, every item count)")
} else {
    for r in allocating {
        print("- 0 heap allocations per scroll event: MISSED for \(r.kind), \(grouped(r.itemCount)) items: \(r.allocations.total) allocations in \(grouped(r.allocations.events)) events (\(grouped(r.allocations.allocatingEvents)) events allocated, at most \(r.allocations.maxPerEvent) each)")
    }
}
for r in jumps where r.rule.hasSuffix("(ours)") {
    let others = jumps.filter { $0.control == r.control && $0.rule != r.rule }
        .map { "\($0.rule): \(pt($0.record.maxJump)) pt at a reset, \(pt($0.record.maxFrameJump)) pt in a frame, \(grouped($0.record.edgeHits)) edge hits" }.joined(separator: "; ")
    let worst = r.record.maxFrameJump
    let status = worst == 0 ? "met" : worst < 1e-9 ? "met to floating-point rounding, not exactly 0" : "MISSED"
    print("- \(r.control): our largest visible jump 0 pt: \(status) (\(pt(r.record.maxJump)) pt at a reset, \(pt(r.record.maxFrameJump)) pt in a frame, \(grouped(r.record.edgeHits)) edge hits; \(others))")
}
if let million = itemsChange.first(where: { $0.itemCount == 1_000_000 }) {
    let worst = million.sameArray.max
    print("- SwiftUI update ≤ 50 µs at 1,000,000 items (the items-changed decision, the same array passed again): \(verdict(worst <= 50_000)) (median \(fmt(million.sameArray.median)) ns, slowest single update \(fmt(worst / 1_000, 2)) µs, \(fmt(million.allocationsPerUpdate, 3)) allocations per update)")
}
for r in pools {
    print("- page views created ≤ visible pages + 2 with \(grouped(r.itemCount)) items: \(verdict(r.created <= r.maxVisiblePages + 2 && r.wrongItems == 0)) (\(r.created) created, at most \(r.maxVisiblePages) visible)")
}
