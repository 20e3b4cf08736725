import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabs
import InfiniteTabsCore
import MallocCounter

// Part 1: one scroll event through the drivers the controls call, with the
// command handling of the UIKit code (BenchControls.swift), for 1 to
// 1,000,000 items; beside them, on the same offsets, the seed picker
// (n + 2 labels scanned per event) and the fixed-reset rules.

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
        let strip = PaddedStrip(itemCount: itemCount, pageWidth: pageWidth)
        let hi = strip.isPadded ? CGFloat(itemCount + 1) * pageWidth : strip.contentWidth
        return ScrollRuns(lo: 0, hi: hi, seed: 21)
    }
}

// MARK: - Ours

/// The picker: the user drags; each frame the scroll view's offset moves and
/// `InfinitePickerView.scrollViewDidScroll` runs the driver, the pool work
/// and any re-entrant call.
final class PickerDriverWorkload: DriverWorkload {
    let picker: BenchPicker
    /// The picker's scroll view, held here so that an event reaches it
    /// without a retain (the harness's cost, not the control's).
    let view: BenchScrollView
    let runs: ScrollRuns
    let runLength = ScrollRuns.runLength
    let runCount = ScrollRuns.runCount

    init(itemCount: Int) {
        picker = BenchPicker(itemCount: itemCount, pageWidth: DriverFixtures.pageWidth,
                             visibleWidth: DriverFixtures.pickerVisibleWidth)
        view = picker.scrollView
        runs = DriverFixtures.pickerRuns(itemCount: itemCount)
    }

    func beginRun(_ r: Int) {
        picker.scrollView.isDragging = true
        picker.scrollView.scroll(to: runs.starts[r])
    }

    @inline(never) func event(_ r: Int, _ j: Int) {
        view.scroll(to: view.contentOffsetX + runs.speeds[r])
    }

    func endRun(_ r: Int) { picker.scrollView.isDragging = false }

    var checksum: Double { Double(picker.scrollView.contentOffsetX) + Double(picker.createdViews) }
}

/// The tab strip: the user drags it; each frame `InfiniteTabStripView.scrollViewDidScroll`
/// runs the driver: recentring, the indicator moved with the content, and
/// keeping the indicator in view.
final class StripDriverWorkload: DriverWorkload {
    let strip: BenchStrip
    /// The strip's collection view, held here as in `PickerDriverWorkload`.
    let view: BenchScrollView
    let runs: ScrollRuns
    let runLength = ScrollRuns.runLength
    let runCount = ScrollRuns.runCount

    init(itemCount: Int) {
        strip = BenchStrip(widths: ScrollEventFixtures.tabWidths(count: itemCount, seed: 2),
                           spacing: DriverFixtures.spacing, viewportWidth: DriverFixtures.viewportWidth)
        view = strip.collectionView
        let s = strip.driver.strip
        runs = ScrollRuns(lo: s.bandStart, hi: s.bandStart + s.bandWidth, seed: 22)
    }

    func beginRun(_ r: Int) {
        strip.collectionView.isDragging = true
        strip.collectionView.scroll(to: runs.starts[r])
        strip.layOutCells()
    }

    @inline(never) func event(_ r: Int, _ j: Int) {
        view.scroll(to: view.contentOffsetX + runs.speeds[r])
    }

    func endRun(_ r: Int) { strip.collectionView.isDragging = false }

    var checksum: Double { Double(strip.collectionView.contentOffsetX) + Double(strip.indicatorView.frame.minX) }
}

/// The container: the user swipes the pages; each frame the pages' inner
/// scroll view calls the glue's `scrollViewDidScroll`, the pages driver
/// reports the state, the container passes it through `TabsPagingLink` to the
/// strip's driver, which centres the strip (re-entering the strip's own
/// `scrollViewDidScroll`) and places the indicator. A run is one swipe: 20
/// frames dragging, 11 settling (to the next page, or back for a cancelled
/// swipe), and the frame where the page view controller puts its scroll view
/// back on the middle page. Between runs the strip's slide into place at
/// rest runs to its end (UIKit's animation frames are not this path). `willTransitionTo`, the neighbours asked of the
/// data source, and `didFinishAnimating` happen between the runs.
final class PagesToStripWorkload: DriverWorkload {
    let container: BenchTabsContainer
    /// The pages' inner scroll view, held here as in `PickerDriverWorkload`.
    let view: BenchScrollView
    let runLength = 32
    let runCount = 64
    private let signs: [CGFloat]
    private let completes: [Bool]
    /// Each frame's offset of the pages' scroll view, `runLength` a run,
    /// worked out up front: the offsets are UIKit's physics, not the
    /// control's work, so no frame pays for working them out.
    private let offsets: [CGFloat]
    private var neighbour: BenchPage?
    private let pageWidth = DriverFixtures.viewportWidth

    init(itemCount: Int) {
        container = BenchTabsContainer(widths: ScrollEventFixtures.tabWidths(count: itemCount, seed: 2),
                                       spacing: DriverFixtures.spacing, viewportWidth: DriverFixtures.viewportWidth,
                                       pageWidth: DriverFixtures.viewportWidth)
        view = container.pageController.innerScrollView
        var rng = SplitMix64(seed: 23)
        var signs: [CGFloat] = [], completes: [Bool] = [], offsets: [CGFloat] = []
        for _ in 0..<runCount {
            let sign: CGFloat = Bool.random(using: &rng) ? 1 : -1
            let done = Int.random(in: 0..<4, using: &rng) != 0
            let reach = done ? CGFloat.random(in: 0.3...0.7, using: &rng) : CGFloat.random(in: 0.05...0.4, using: &rng)
            signs.append(sign)
            completes.append(done)
            // 20 frames dragging to `reach`, 11 settling to the next page
            // (or back), and the frame back on the middle page.
            for j in 0..<runLength {
                let progress: CGFloat
                if j < 20 {
                    progress = sign * reach * CGFloat(j + 1) / 20
                } else if j < 31 {
                    let end: CGFloat = done ? 1 : 0
                    progress = sign * (reach + (end - reach) * CGFloat(j - 19) / 11)
                } else {
                    progress = 0
                }
                offsets.append(pageWidth + progress * pageWidth)
            }
        }
        (self.signs, self.completes, self.offsets) = (signs, completes, offsets)
    }

    func beginRun(_ r: Int) {
        // The strip's slide into place after the last swipe (0.25 s) has
        // ended before the next swipe, as it has for a person swiping page
        // after page: the swipe starts from a centred strip.
        container.strip.finishAnimation()
        let pages = container.pageController
        let driver = pages.driver
        // UIKit asks the data source for the neighbours, then begins the gesture.
        if let shown = pages.host.shownPage {
            neighbour = signs[r] > 0 ? driver.page(after: shown) : driver.page(before: shown)
        }
        driver.gestureWillBegin()
        pages.innerScrollView.isDragging = true
        container.strip.layOutCells()
    }

    @inline(never) func event(_ r: Int, _ j: Int) {
        if j == 20 {
            // The finger lifts: the pages settle.
            view.isDragging = false
        } else if j == 31, completes[r], let page = neighbour {
            // The page view controller moved to the new page and puts its
            // scroll view back on the middle page.
            container.pageController.host.finishSwipe(showing: page)
        }
        view.scroll(to: offsets[r &* runLength &+ j])
    }

    func endRun(_ r: Int) {
        container.pageController.driver.gestureDidFinish()
        neighbour = nil
    }

    var checksum: Double {
        Double(container.strip.collectionView.contentOffsetX) + Double(container.strip.indicatorView.frame.minX)
    }
}

// MARK: - Beside them

/// The seed picker: n + 2 label views, one per padded page; on each scroll
/// event the fixed reset on a copy page (an assignment that re-enters
/// `scrollViewDidScroll`, guarded), then every label is checked against the
/// visible window and hidden or shown.
final class SeedPickerWorkload: DriverWorkload, BenchScrollDelegate {
    let scrollView = BenchScrollView(width: DriverFixtures.pageWidth)
    let labels: [BenchLabel]
    let rule: PickerCopyPageReset
    let runs: ScrollRuns
    let runLength = ScrollRuns.runLength
    let runCount = ScrollRuns.runCount
    private var inside = false

    init(itemCount: Int) {
        let strip = PaddedStrip(itemCount: itemCount, pageWidth: DriverFixtures.pageWidth)
        rule = PickerCopyPageReset(strip: strip)
        labels = (0..<strip.pageCount).map { page in
            let label = BenchLabel()
            label.frame = CGRect(x: CGFloat(page) * strip.pageWidth, y: 0, width: strip.pageWidth, height: 44)
            label.item = strip.item(atPage: page)
            return label
        }
        runs = DriverFixtures.pickerRuns(itemCount: itemCount)
        scrollView.delegate = self
    }

    func scrollViewDidScroll(_ scrollView: BenchScrollView) {
        guard !inside else { return }
        let x = scrollView.contentOffsetX
        let wanted = rule.apply(x)
        if wanted != x {
            inside = true
            scrollView.recenterContentOffsetX(wanted)
            inside = false
        }
        let offset = scrollView.contentOffsetX
        let extra = (DriverFixtures.pickerVisibleWidth - DriverFixtures.pageWidth) / 2
        let lo = offset - extra, hi = offset + DriverFixtures.pageWidth + extra
        for label in labels {
            let hidden = !(label.frame.maxX > lo && label.frame.minX < hi)
            if label.isHidden != hidden { label.isHidden = hidden }
        }
    }

    func beginRun(_ r: Int) { scrollView.scroll(to: runs.starts[r]) }
    @inline(never) func event(_ r: Int, _ j: Int) { scrollView.scroll(to: scrollView.contentOffsetX + runs.speeds[r]) }
    func endRun(_ r: Int) {}
    var checksum: Double { Double(scrollView.contentOffsetX) }
}

/// The picker under the original fixed reset on a copy page instead of our
/// whole-period shift, with the same page-view pool work as ours.
final class FixedResetPickerWorkload: DriverWorkload, BenchScrollDelegate {
    let scrollView = BenchScrollView(width: DriverFixtures.pageWidth)
    let strip: PaddedStrip
    let rule: PickerCopyPageReset
    let runs: ScrollRuns
    let runLength = ScrollRuns.runLength
    let runCount = ScrollRuns.runCount
    private let pool = PageViewPool<BenchView>()
    private var inside = false

    init(itemCount: Int) {
        strip = PaddedStrip(itemCount: itemCount, pageWidth: DriverFixtures.pageWidth)
        rule = PickerCopyPageReset(strip: strip)
        runs = DriverFixtures.pickerRuns(itemCount: itemCount)
        scrollView.delegate = self
    }

    func scrollViewDidScroll(_ scrollView: BenchScrollView) {
        guard !inside else { return }
        let x = scrollView.contentOffsetX
        let wanted = rule.apply(x)
        if wanted != x {
            inside = true
            scrollView.recenterContentOffsetX(wanted)
            inside = false
        }
        let pages = strip.visiblePages(atOffset: scrollView.contentOffsetX, visibleWidth: DriverFixtures.pickerVisibleWidth)
        let strip = self.strip
        pool.show(pages: pages, make: { BenchLabel() }) { view, page in
            view.frame = CGRect(x: strip.x(ofVisualPage: page), y: 0, width: strip.pageWidth, height: 44)
            view.isHidden = false
            if let label = view as? BenchLabel { label.item = strip.item(atVisualPage: page, direction: .leftToRight) }
        }
        for view in pool.spares where !view.isHidden { view.isHidden = true }
    }

    func beginRun(_ r: Int) { scrollView.scroll(to: runs.starts[r]) }
    @inline(never) func event(_ r: Int, _ j: Int) { scrollView.scroll(to: scrollView.contentOffsetX + runs.speeds[r]) }
    func endRun(_ r: Int) {}
    var checksum: Double { Double(scrollView.contentOffsetX) }
}

/// A tab strip whose delegate does nothing but apply a recentring rule: when
/// the rule moves the offset, an offset assignment that calls
/// `scrollViewDidScroll` again (as `UIScrollView`'s does) and the indicator
/// view moved by the same amount. No commands, no indicator kept in view, no
/// titles. On the strip driver's runs (the same starts and speeds). The
/// behaviour is this protocol's extension; each workload is a concrete class
/// so that its delegate call is specialised for its rule, as a control's is.
@MainActor
protocol StripRuleWorkload: DriverWorkload, BenchScrollDelegate {
    associatedtype Rule: RecenteringRule
    var rule: Rule { get }
    var scrollView: BenchScrollView { get }
    var indicatorView: BenchView { get }
    var runs: ScrollRuns { get }
    /// True while the rule's own offset assignment calls back.
    var inside: Bool { get set }
}

extension StripRuleWorkload {
    var runLength: Int { ScrollRuns.runLength }
    var runCount: Int { ScrollRuns.runCount }

    /// The runs for `strip`, whose content width `scrollView` takes.
    static func runs(for strip: TripledStrip, on scrollView: BenchScrollView) -> ScrollRuns {
        scrollView.contentWidth = strip.contentWidth
        return ScrollRuns(lo: strip.bandStart, hi: strip.bandStart + strip.bandWidth, seed: 22)
    }

    static func strip(itemCount: Int) -> TripledStrip {
        TripledStrip(itemWidths: ScrollEventFixtures.tabWidths(count: itemCount, seed: 2),
                     spacing: DriverFixtures.spacing, viewportWidth: DriverFixtures.viewportWidth)
    }

    func scrollViewDidScroll(_ scrollView: BenchScrollView) {
        guard !inside else { return }
        let x = scrollView.contentOffsetX
        let wanted = rule.apply(x)
        guard wanted != x else { return }
        inside = true
        scrollView.recenterContentOffsetX(wanted)
        inside = false
        indicatorView.center.x += wanted - x
    }

    func beginRun(_ r: Int) {
        scrollView.isDragging = true
        scrollView.scroll(to: runs.starts[r])
    }
    @inline(never) func event(_ r: Int, _ j: Int) { scrollView.scroll(to: scrollView.contentOffsetX + runs.speeds[r]) }
    func endRun(_ r: Int) { scrollView.isDragging = false }
    var checksum: Double { Double(scrollView.contentOffsetX) + Double(indicatorView.frame.minX) }
}

/// The tab strip under TabPageViewController's fixed reset (back to the start
/// of the middle copy when the offset leaves the first two copies).
final class FixedResetStripWorkload: StripRuleWorkload {
    let scrollView = BenchScrollView(width: DriverFixtures.viewportWidth)
    let indicatorView = BenchView()
    let rule: StripFixedReset
    let runs: ScrollRuns
    var inside = false

    init(itemCount: Int) {
        let strip = Self.strip(itemCount: itemCount)
        rule = StripFixedReset(period: strip.period)
        runs = Self.runs(for: strip, on: scrollView)
        scrollView.delegate = self
    }
}

// MARK: - Measuring

/// The figures of one workload at one item count.
struct DriverResult {
    var path: String
    var itemCount: Int
    /// Per-event times of whole runs (each sample a run timed as a whole,
    /// divided by its events).
    var batches: Timing
    /// Times of single events, each timed alone (the clock read included).
    var singles: Timing
    var allocations: Allocations
}

@MainActor
enum DriverMeasure {
    /// Times `runs` runs as wholes.
    static func batches<W: DriverWorkload>(_ w: W, runs: Int, into timing: inout Timing, start: inout Int) {
        var sink = 0.0
        for _ in 0..<runs {
            let r = start % w.runCount
            start &+= 1
            w.beginRun(r)
            let n = w.runLength
            let t0 = mc_now_ns()
            for j in 0..<n { w.event(r, j) }
            let t1 = mc_now_ns()
            w.endRun(r)
            timing.samples.append(Double(t1 &- t0) / Double(n))
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
