import Foundation
import InfiniteTabsCore
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

// `--profile picker|strip|pages N`: only runs that workload (the real
// control; `picker-driver`, `strip-driver`, `pages-driver`: the drivers alone) at N items (for valgrind --tool=callgrind or perf), no output.
if let i = CommandLine.arguments.firstIndex(of: "--profile"), CommandLine.arguments.count > i + 2 {
    let n = Int(CommandLine.arguments[i + 2]) ?? 10
    var t = Timing()
    var start = 0
    ModelScreen.resetModel()
    switch CommandLine.arguments[i + 1] {
    case "picker": DriverMeasure.batches(PickerControlWorkload(itemCount: n), runs: 2_000, into: &t, start: &start)
    case "strip": DriverMeasure.batches(StripControlWorkload(itemCount: n), runs: 2_000, into: &t, start: &start)
    case "reload": t = ReloadBenchmark.picker(itemCount: n, reloads: 11)
    case "strip-reload": t = ReloadBenchmark.strip(itemCount: n, reloads: 5)
    case "model": DriverMeasure.batches(ModelOnlyWorkload(itemCount: n), runs: 2_000, into: &t, start: &start)
    case "picker-driver": DriverMeasure.batches(PickerPlainWorkload(itemCount: n), runs: 2_000, into: &t, start: &start)
    case "strip-driver": DriverMeasure.batches(StripPlainWorkload(itemCount: n), runs: 2_000, into: &t, start: &start)
    case "pages-driver": DriverMeasure.batches(PagesToStripPlainWorkload(itemCount: n), runs: 2_000, into: &t, start: &start)
    default: DriverMeasure.batches(PagesToStripControlWorkload(itemCount: n), runs: 2_000, into: &t, start: &start)
    }
    print(t.median)
    exit(0)
}

// `--split`: where the time of one event of the pages moving the strip goes
// (1,000 items): the real container, the same with titles that do not follow
// the swipe, the model alone and the drivers alone.
if CommandLine.arguments.contains("--split") {
    func row(_ name: String, _ w: some DriverWorkload) {
        var t = Timing(), start = 0
        DriverMeasure.batches(w, runs: 128, into: &t, start: &start)
        t = Timing()
        DriverMeasure.batches(w, runs: 1_000, into: &t, start: &start)
        let allocations = DriverMeasure.allocations(w, runs: 64, start: &start)
        print("| \(name) | \(fmt(t.median)) | \(fmt(allocations.perEvent, 2)) |")
    }
    print("| one event, 1,000 items | median ns/event | allocations/event |")
    print("|---|---:|---:|")
    ModelScreen.resetModel()
    row("pages → link → strip, the real container", PagesToStripControlWorkload(itemCount: 1_000))
    ModelScreen.resetModel()
    var still = InfiniteTabsOptions()
    still.tabAppearance.interpolatesDuringSwipe = false
    row("the same, titles not following the swipe", PagesToStripControlWorkload(itemCount: 1_000, options: still))
    ModelScreen.resetModel()
    row("the model alone: one scroll of a plain UIScrollView", ModelOnlyWorkload(itemCount: 1_000))
    row("the drivers alone behind plain hosts", PagesToStripPlainWorkload(itemCount: 1_000))
    exit(0)
}

let driversOnly = CommandLine.arguments.contains("--drivers-only")
let driverCounts = [1, 10, 1_000, 1_000_000]
let driverRounds = 8 // the item counts interleaved over eight rounds (see DriverMeasure.measure)
let batchRuns = quick ? 200 : 2_000
let singleRuns = quick ? 100 : 1_000
let allocationRuns = quick ? 200 : 1_600
let clockCost = DriverMeasure.clockReadCost()

/// Measures one path at every item count on a fresh UIKit model.
@MainActor func measurePath<W: DriverWorkload>(_ path: String, _ make: (Int) -> W, counts: [Int] = driverCounts,
                                    scale: Int = 1) -> [DriverResult] {
    ModelScreen.resetModel()
    return DriverMeasure.measure(path, itemCounts: counts, make: make, batchRuns: batchRuns / scale,
                                 singleRuns: singleRuns / scale, allocationRuns: allocationRuns / scale, rounds: driverRounds)
}

print("## 1. One scroll event through the real controls on the UIKit model")
print("")
print("Each event is one offset change of the control's real `UIScrollView` in the UIKit model (LinuxUIKit), which calls the control's `scrollViewDidScroll` (and again, re-entrantly, for each offset the control assigns); the frame's layout pass after it is UIKit's work, not timed (part 2 counts it). Median of runs of 31 or 64 events (\(grouped(batchRuns)) runs per case; each event timed alone, reading the clock twice costs \(fmt(clockCost)) ns, included), p99 and maximum of \(grouped(singleRuns)) runs' events, allocations counted around each of \(grouped(allocationRuns)) runs' events. \"model only\" is the same offsets on a plain model `UIScrollView` whose delegate does nothing (the model's share of every event); \"drivers, plain hosts\" are the drivers alone behind a plain weak-delegate host (no UIKit model, no views).")
print("")
let driverResults: [DriverResult] =
    measurePath("picker", PickerControlWorkload.init)
    + measurePath("strip", StripControlWorkload.init)
    + measurePath("pages → link → strip", PagesToStripControlWorkload.init)
let besideResults: [DriverResult] =
    measurePath("model only (plain UIScrollView)", ModelOnlyWorkload.init, counts: [10, 1_000_000], scale: 2)
    + measurePath("drivers, plain hosts: picker", PickerPlainWorkload.init, scale: 2)
    + measurePath("drivers, plain hosts: strip", StripPlainWorkload.init, scale: 2)
    + measurePath("drivers, plain hosts: pages → link → strip", PagesToStripPlainWorkload.init, scale: 2)
print("| path | items | median ns/event | p99 single event ns | max single event ns | allocations/event | events that allocated |")
print("|---|---:|---:|---:|---:|---:|---:|")
for r in driverResults + besideResults {
    print("| \(r.path) | \(grouped(r.itemCount)) | \(fmt(r.batches.median)) | \(fmt(r.singles.p99)) | \(fmt(r.singles.max)) | \(fmt(r.allocations.perEvent, 3)) | \(grouped(r.allocations.allocatingEvents)) of \(grouped(r.allocations.events)) |")
}
print("")

/// The goal lines of issue 20 point 4: per scroll event through plain hosts
/// (weak delegates, a closure per callback, the offset assignment
/// re-entering `scrollViewDidScroll`), here the real controls on the model.
@MainActor func driverGoals() {
    func verdict(_ ok: Bool) -> String { ok ? "met" : "MISSED" }
    for path in ["picker", "strip", "pages → link → strip"] {
        let rows = driverResults.filter { $0.path == path }
        let worst = rows.max { $0.batches.median < $1.batches.median }!
        print("- \(path): median ≤ 1 µs per event at every item count: \(verdict(worst.batches.median <= 1_000)) (slowest \(fmt(worst.batches.median)) ns at \(grouped(worst.itemCount)) items)")
        let p99 = rows.max { $0.singles.p99 < $1.singles.p99 }!
        let maxSingle = rows.map(\.singles.max).max() ?? 0
        print("- \(path): p99 of single events ≤ 5 µs: \(verdict(p99.singles.p99 <= 5_000)) (worst p99 \(fmt(p99.singles.p99)) ns at \(grouped(p99.itemCount)) items; largest single event \(fmt(maxSingle / 1_000, 1)) µs)")
        let flatRows = rows.filter { $0.itemCount >= 10 }
        let flat = flatRows.map(\.batches.median)
        let spread = (flat.max() ?? 0) / Swift.max(flat.min() ?? 1, 1e-9)
        print("- \(path): flat within 25% from 10 to 1,000,000 items: \(verdict(spread <= 1.25)) (\(flatRows.map { "\(grouped($0.itemCount)): \(fmt($0.batches.median))" }.joined(separator: ", ")) ns; slowest / fastest \(fmt((spread - 1) * 100))%)")
        let allocating = rows.filter { $0.allocations.total > 0 }
        print("- \(path): 0 allocations per event: \(verdict(allocating.isEmpty)) (\(rows.map { "\(grouped($0.itemCount)): \($0.allocations.total) in \(grouped($0.allocations.events))" }.joined(separator: ", ")))")
    }
    let model = besideResults.filter { $0.path.hasPrefix("model only") }.map(\.batches.median).max() ?? 0
    print("- the model's share: a plain model `UIScrollView` with an empty delegate takes \(fmt(model)) ns per event (slowest item count); the rest of each figure above is the control")
    for (path, plain) in [("picker", "drivers, plain hosts: picker"), ("strip", "drivers, plain hosts: strip"),
                          ("pages → link → strip", "drivers, plain hosts: pages → link → strip")] {
        let real = driverResults.filter { $0.path == path }.map(\.batches.median).max() ?? 0
        let alone = besideResults.filter { $0.path == plain }
        let aloneWorst = alone.map(\.batches.median).max() ?? 0
        let aloneAllocs = alone.map(\.allocations.total).reduce(0, +)
        print("- independent driver-level measurement, \(path): the drivers alone behind plain hosts \(fmt(aloneWorst)) ns per event (slowest item count, \(aloneAllocs) allocations) against \(fmt(real)) ns for the real control on the model; median ≤ 1 µs: \(verdict(aloneWorst <= 1_000))")
    }
}

let stripWork: FrameWork = {
    ModelScreen.resetModel()
    let w = StripControlWorkload(itemCount: 1_000)
    return WorkPerFrame.count("drag of the strip (1,000 tabs)", w, strip: w.strip, scrollViews: [w.scrollView],
                             runs: quick ? 8 : 64)
}()
let pagesWork: FrameWork = {
    ModelScreen.resetModel()
    let w = PagesToStripControlWorkload(itemCount: 1_000)
    return WorkPerFrame.count("swipes of the pages in the container (1,000 tabs)", w, strip: w.strip,
                             scrollViews: [w.scrollView, w.strip.collectionView], runs: quick ? 8 : 64,
                             appPageViews: { w.appPageViews })
}()
let headerWork: FrameWork = {
    ModelScreen.resetModel()
    let w = PagesToStripControlWorkload(itemCount: 1_000, options: InfiniteTabsOptions(), header: true)
    print("- collapsing header scenario: after the page's list scrolled 50 pt the header shows \(fmt(Double(w.headerOnScreen.maxY), 0)) of its 160 pt (60 collapsed) during the swipes")
    return WorkPerFrame.count("swipes of the pages under a collapsing header (1,000 tabs)", w, strip: w.strip,
                             scrollViews: [w.scrollView, w.strip.collectionView], runs: quick ? 8 : 64,
                             appPageViews: { w.appPageViews })
}()
print("## 2. UIKit work per frame, counted by the model")
print("")
print("Every frame (the scroll event and the layout pass after it) of the runs of part 1, after four runs not counted (the first cells are made as tabs first come on screen). For comparison, Parchment invalidates its menu's collection view layout and sets its offset on every frame of a swipe (`PagingController.updateScrollingState`).")
print("")
print("| gesture | frames | scrollViewDidScroll calls per frame | reloadData | layout invalidations | views created | cells created | label style changes | titles restyled | tabs newly shown | changes in frames where no title changed |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for w in [stripWork, pagesWork, headerWork] {
    print("| \(w.gesture) | \(grouped(w.frames)) | \(fmt(Double(w.didScrollCalls) / Double(Swift.max(1, w.frames)), 2)) | \(w.reloadData) | \(w.layoutInvalidations) | \(w.viewsCreated) | \(w.cellsCreated) | \(grouped(w.labelStyleWrites)) | \(grouped(w.tabsRestyled)) | \(grouped(w.tabsShown)) | \(w.needlessWrites) |")
}
print("")
@MainActor func workGoals() {
    func verdict(_ ok: Bool) -> String { ok ? "met" : "MISSED" }
    for w in [stripWork, pagesWork, headerWork] {
        print("- \(w.gesture): 0 reloadData per frame: \(verdict(w.reloadData == 0)) (\(w.reloadData) in \(grouped(w.frames)) frames)")
        print("- \(w.gesture): 0 collection view layout invalidations per frame: \(verdict(w.layoutInvalidations == 0)) (\(w.layoutInvalidations) in \(grouped(w.frames)) frames)")
        print("- \(w.gesture): 0 views or cells created per frame, except cells UIKit makes when the cells in use (on screen or kept for prefetching) grow past their most: \(verdict(w.otherViews == 0 && w.cellsCreatedWithoutGrowth == 0)) (\(w.cellsCreated) cells in \(grouped(w.frames)) frames, \(w.cellsCreatedWithoutGrowth) of them without such growth; \(w.viewsCreated) views: \(w.viewsInNewCells) of those cells, \(w.appPageViews) of the app's new pages, \(w.otherViews) others)")
        print("- \(w.gesture): label styles changed only for tabs whose look changed: \(verdict(w.needlessWrites == 0)) (\(grouped(w.labelStyleWrites)) changes (a write of the same value is not counted) for \(grouped(w.tabsRestyled)) titles restyled and \(grouped(w.tabsShown)) tabs newly shown; \(w.needlessWrites) changes in \(w.needlessWriteFrames) frames where no title changed; at most \(fmt(w.maxWritesPerTabTouched, 1)) changes per title touched in a frame)")
    }
}

let pickerReload = ReloadBenchmark.picker(itemCount: 1_000_000, reloads: quick ? 5 : 21)
let stripReload = ReloadBenchmark.strip(itemCount: 100_000, reloads: quick ? 5 : 21)
let fixedStripReload = ReloadBenchmark.strip(itemCount: 100_000, reloads: quick ? 5 : 21, widthMode: .fixed(80))
print("## 3. Reloads (one reload per timed call)")
print("")
print("| reload | median ms | max ms | reloads |")
print("|---|---:|---:|---:|")
print("| picker, 1,000,000 new options (`setItems` and the layout pass; selection kept by a scan of the new options) | \(fmt(pickerReload.median / 1e6, 2)) | \(fmt(pickerReload.max / 1e6, 2)) | \(pickerReload.samples.count) |")
print("| tab strip, 100,000 new titles (`titles` and the layout pass: measuring, sizing, layout, centring) | \(fmt(stripReload.median / 1e6, 2)) | \(fmt(stripReload.max / 1e6, 2)) | \(stripReload.samples.count) |")
print("| tab strip, 100,000 new titles of a fixed width (`titles` and the layout pass: no measuring) | \(fmt(fixedStripReload.median / 1e6, 2)) | \(fmt(fixedStripReload.max / 1e6, 2)) | \(fixedStripReload.samples.count) |")
print("")
func reloadGoals() {
    func verdict(_ ok: Bool) -> String { ok ? "met" : "MISSED" }
    print("- picker reload of 1,000,000 options ≤ 25 ms: \(verdict(pickerReload.median <= 25e6)) (median \(fmt(pickerReload.median / 1e6, 2)) ms, slowest \(fmt(pickerReload.max / 1e6, 2)) ms)")
    print("- strip reload of 100,000 titles (text measured by the model) ≤ 5 ms: \(verdict(stripReload.median <= 5e6)) (median \(fmt(stripReload.median / 1e6, 2)) ms, slowest \(fmt(stripReload.max / 1e6, 2)) ms)")
    print("- strip reload of 100,000 titles of a fixed width (no measuring) ≤ 5 ms: \(verdict(fixedStripReload.median <= 5e6)) (median \(fmt(fixedStripReload.median / 1e6, 2)) ms, slowest \(fmt(fixedStripReload.max / 1e6, 2)) ms)")
}

if driversOnly {
    print("## Goals (issue 20 point 4: per scroll event through plain hosts)")
    print("")
    driverGoals()
    print("")
    print("## Goals (issue 21 point 6: UIKit work per frame)")
    print("")
    workGoals()
    reloadGoals()
    exit(0)
}

print("## 4. Struct level, not what a control pays per event: the core's layout structs alone (release build, \(Measure.batch) events per timed sample, \(grouped(samplesPerCase)) samples per case)")
print("")
print("| event | items | median ns/event | p99 ns/event | allocations/event (mean) | max allocations in one event | events that allocated |")
print("|---|---:|---:|---:|---:|---:|---:|")
let events = ScrollEventBenchmark.run(samplesPerCase: samplesPerCase, rounds: 5, allocationEvents: 100_000)
for r in events {
    print("| \(r.kind) | \(grouped(r.itemCount)) | \(fmt(r.timing.median)) | \(fmt(r.timing.p99)) | \(fmt(r.allocations.perEvent, 3)) | \(r.allocations.maxPerEvent) | \(grouped(r.allocations.allocatingEvents)) of \(grouped(r.allocations.events)) |")
}
print("")

print("## 5. Visible jump: whole-period recentring against fixed resets (\(grouped(flingCount)) seeded flings each)")
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

print("## 6. The real picker's page views (\(grouped(poolPages)) pages forward, \(fmt(Double(ViewPoolBenchmark.step), 0)) pt per event, page 100 pt, picker 300 pt)")
print("")
print("| items | events | most visible pages | views created while scrolling | neighbours on screen not consecutive | allocations in the events | mean ns/event |")
print("|---:|---:|---:|---:|---:|---:|---:|")
let pools = [10, 100_000].map { ViewPoolBenchmark.run(itemCount: $0, pages: poolPages) }
for r in pools {
    print("| \(grouped(r.itemCount)) | \(grouped(r.events)) | \(r.maxVisiblePages) | \(r.created) | \(r.wrongItems) | \(r.allocations) | \(fmt(r.nanosecondsPerEvent)) |")
}
print("")

print("## 7. SwiftUI update: did the items change? (`BoundItems.update(to:)`, one update per timed call)")
print("")
print("| items | same array: median ns | p99 ns | max ns | allocations/update | equal array rebuilt: median µs | replaced rule (map to AnyHashable + compare): median µs | replaced / same array |")
print("|---:|---:|---:|---:|---:|---:|---:|---:|")
let itemsChange = ItemsChangeBenchmark.run(itemCounts: [10, 1_000, 1_000_000], updates: quick ? 1_000 : 10_000,
                                           slowUpdates: quick ? 3 : 9)
for r in itemsChange {
    print("| \(grouped(r.itemCount)) | \(fmt(r.sameArray.median)) | \(fmt(r.sameArray.p99)) | \(fmt(r.sameArray.max)) | \(fmt(r.allocationsPerUpdate, 3)) | \(fmt(r.rebuiltArray.median / 1_000, 2)) | \(fmt(r.mapAndCompare.median / 1_000, 2)) | \(fmt(r.mapAndCompare.median / r.sameArray.median, 0))× |")
}
print("")

print("## Goals (issue 20 point 4: per scroll event through plain hosts)")
print("")
driverGoals()
print("")
print("## Goals (issue 21 point 6: UIKit work per frame)")
print("")
workGoals()
print("")
print("## Goals (SwiftUI updates, reloads)")
print("")
if let million = itemsChange.first(where: { $0.itemCount == 1_000_000 }) {
    let worst = million.sameArray.max
    print("- SwiftUI update ≤ 50 µs at 1,000,000 items (the items-changed decision, the same array passed again): \(verdict(worst <= 50_000)) (median \(fmt(million.sameArray.median)) ns, slowest single update \(fmt(worst / 1_000, 2)) µs, \(fmt(million.allocationsPerUpdate, 3)) allocations per update)")
}
reloadGoals()
print("")
print("## Goals (issue 5: struct level and the loop's behaviour)")
print("")
func verdict(_ ok: Bool) -> String { ok ? "met" : "MISSED" }
let worstMedian = events.map(\.timing.median).max() ?? 0
print("- struct level: ≤ 100 ns median per scroll event, every item count: \(verdict(worstMedian <= 100)) (slowest median \(fmt(worstMedian)) ns)")
for kind in ["picker recentring", "strip recentring", "indicator frame", "paging-state update"] {
    let rows = events.filter { $0.kind == kind }
    func median(_ n: Int) -> Double { rows.first(where: { $0.itemCount == n })?.timing.median ?? .nan }
    let one = median(1), ten = median(10), million = median(1_000_000)
    print("- struct level, \(kind): 1,000,000 items within 10% of 1 item: \(verdict(million <= one * 1.1)) (\(fmt(million)) ns against \(fmt(one)) ns, \(fmt((million / one - 1) * 100))%; against 10 items \(fmt(ten)) ns, \(fmt((million / ten - 1) * 100))%)")
}
let allocating = events.filter { $0.allocations.total > 0 }
if allocating.isEmpty {
    print("- struct level: 0 heap allocations per scroll event: met (every kind, every item count)")
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
for r in pools {
    print("- page views created while scrolling ≤ 2 with \(grouped(r.itemCount)) items, every page showing the right option: \(verdict(r.created <= 2 && r.wrongItems == 0)) (\(r.created) created, at most \(r.maxVisiblePages) visible, \(r.wrongItems) wrong)")
}
