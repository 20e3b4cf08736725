import Foundation
import InfiniteTabsCore
import InfiniteTabs

// Part 1: the cost of one scroll event of each kind, for 1 to 1,000,000 items.

/// Builds the layouts and the precomputed inputs of the four event kinds.
enum ScrollEventFixtures {
    /// Inputs per event kind (a power of two): 64 scroll runs of 64 events.
    static let inputCount = 4096
    static let runLength = 64

    /// The picker's page width and the tab strip's viewport, in points.
    static let pageWidth: CGFloat = 100
    static let viewportWidth: CGFloat = 390
    static let spacing: CGFloat = 8

    /// Tab widths 56...120 pt, on half points, seeded.
    static func tabWidths(count: Int, seed: UInt64) -> [CGFloat] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in CGFloat(112 + Int.random(in: 0...128, using: &rng)) / 2 }
    }

    /// The offsets a scroll view reports while scrolling: runs of events at a
    /// steady speed of 1 to 60 pt a frame, either way; half of the runs start
    /// within 150 pt of an edge of the band `lo..<hi` (so they cross it and
    /// recentre), the rest anywhere in the band. Each offset is the previous
    /// one after recentring plus the speed, as on a device.
    static func scrollOffsets(lo: CGFloat, hi: CGFloat, seed: UInt64,
                              recenter: (CGFloat) -> CGFloat) -> [CGFloat] {
        var rng = SplitMix64(seed: seed)
        var out: [CGFloat] = []
        out.reserveCapacity(inputCount)
        while out.count < inputCount {
            var x: CGFloat
            if Bool.random(using: &rng) {
                x = (Bool.random(using: &rng) ? lo : hi) + CGFloat.random(in: -150...150, using: &rng)
            } else {
                x = CGFloat.random(in: lo..<Swift.max(hi, lo + 1), using: &rng)
            }
            let speed = CGFloat.random(in: 1...60, using: &rng) * (Bool.random(using: &rng) ? 1 : -1)
            for _ in 0..<runLength {
                out.append(x)
                x = recenter(x) + speed
            }
        }
        return out
    }
}

/// The picker's `scrollViewDidScroll`: recentre the offset, then read the item
/// on screen.
struct PickerRecenteringEvent: ScrollEventLoop {
    let strip: PickerPageLayout
    let offsets: [CGFloat]

    init(itemCount: Int) {
        let strip = PickerPageLayout(itemCount: itemCount, pageWidth: ScrollEventFixtures.pageWidth)
        self.strip = strip
        let hi = strip.isPadded ? CGFloat(itemCount + 1) * strip.pageWidth : strip.contentWidth
        offsets = ScrollEventFixtures.scrollOffsets(lo: 0, hi: hi, seed: 1) { strip.recentered($0) }
    }

    var inputCount: Int { offsets.count }

    mutating func run(_ i: Int) -> Double {
        let x = strip.recentered(offsets[i])
        return Double(x) + Double(strip.item(atOffset: x))
    }
}

/// The tab strip's `scrollViewDidScroll` while the user drags the strip:
/// recentre the offset, then place the indicator under the selected tab in
/// the copy on screen.
struct StripRecenteringEvent: ScrollEventLoop {
    let strip: LoopingTabLayout
    let offsets: [CGFloat]
    let selected: [Int]

    init(itemCount: Int) {
        let strip = LoopingTabLayout(itemWidths: ScrollEventFixtures.tabWidths(count: itemCount, seed: 2),
                                 spacing: ScrollEventFixtures.spacing,
                                 viewportWidth: ScrollEventFixtures.viewportWidth)
        self.strip = strip
        offsets = ScrollEventFixtures.scrollOffsets(lo: strip.bandStart, hi: strip.bandStart + strip.period, seed: 3) {
            strip.recentered($0)
        }
        var rng = SplitMix64(seed: 4)
        var selected: [Int] = []
        while selected.count < offsets.count {
            let item = Int.random(in: 0..<itemCount, using: &rng)
            selected += Array(repeating: item, count: ScrollEventFixtures.runLength)
        }
        self.selected = selected
    }

    var inputCount: Int { offsets.count }

    mutating func run(_ i: Int) -> Double {
        let x = strip.recentered(offsets[i])
        let frame = PagingState.idle(index: selected[i]).indicatorFrame(in: strip, stripOffset: x)
        return Double(x) + Double(frame.x + frame.width)
    }
}

/// The indicator's frame while the pages are swiped: a move from a tab to its
/// neighbour (either way) at growing progress, over a strip at a scrolled
/// offset.
struct IndicatorFrameEvent: ScrollEventLoop {
    let strip: LoopingTabLayout
    let offsets: [CGFloat]
    let states: [PagingState]

    init(itemCount: Int) {
        let strip = LoopingTabLayout(itemWidths: ScrollEventFixtures.tabWidths(count: itemCount, seed: 2),
                                 spacing: ScrollEventFixtures.spacing,
                                 viewportWidth: ScrollEventFixtures.viewportWidth)
        self.strip = strip
        offsets = ScrollEventFixtures.scrollOffsets(lo: strip.bandStart, hi: strip.bandStart + strip.period, seed: 5) {
            strip.recentered($0)
        }.map { strip.recentered($0) }
        var rng = SplitMix64(seed: 6)
        let cycle = Cycle(count: itemCount)
        var states: [PagingState] = []
        while states.count < offsets.count {
            let from = Int.random(in: 0..<itemCount, using: &rng)
            let steps = Bool.random(using: &rng) ? 1 : -1
            for j in 0..<ScrollEventFixtures.runLength {
                let progress = CGFloat(j + 1) / CGFloat(ScrollEventFixtures.runLength)
                states.append(.dragging(PagingMove(from: from, to: cycle.wrap(from + steps), steps: steps, progress: progress)))
            }
        }
        self.states = states
    }

    var inputCount: Int { offsets.count }

    mutating func run(_ i: Int) -> Double {
        let frame = states[i].indicatorFrame(in: strip, stripOffset: offsets[i])
        return Double(frame.x + frame.width)
    }
}

/// The container's `scrollViewDidScroll` of the pages' inner scroll view: feed
/// the swipe progress to the paging state machine, then place the indicator for
/// its new state. The inputs are whole swipes: completed forward and
/// backward, and cancelled, each ending at rest, as UIPageViewController
/// reports them.
struct PagingUpdateEvent: ScrollEventLoop {
    let strip: LoopingTabLayout
    var machine: PagingMachine
    let progress: [CGFloat]
    let dragging: [Bool]
    let offsets: [CGFloat]

    /// Events per swipe: 20 dragging, 11 settling, 1 at rest.
    static let swipeLength = 32

    init(itemCount: Int) {
        let strip = LoopingTabLayout(itemWidths: ScrollEventFixtures.tabWidths(count: itemCount, seed: 2),
                                 spacing: ScrollEventFixtures.spacing,
                                 viewportWidth: ScrollEventFixtures.viewportWidth)
        self.strip = strip
        machine = PagingMachine(count: itemCount, selectedIndex: itemCount / 2)
        var rng = SplitMix64(seed: 7)
        var progress: [CGFloat] = [], dragging: [Bool] = []
        while progress.count < ScrollEventFixtures.inputCount {
            let sign: CGFloat = Bool.random(using: &rng) ? 1 : -1
            let completes = Int.random(in: 0..<4, using: &rng) != 0
            let reach: CGFloat = completes ? CGFloat.random(in: 0.3...0.7, using: &rng) : CGFloat.random(in: 0.05...0.4, using: &rng)
            for j in 1...20 { progress.append(sign * reach * CGFloat(j) / 20); dragging.append(true) }
            let end: CGFloat = completes ? 1 : 0
            for j in 1...11 { progress.append(sign * (reach + (end - reach) * CGFloat(j) / 11)); dragging.append(false) }
            progress.append(0); dragging.append(false)
        }
        self.progress = progress
        self.dragging = dragging
        let band = strip.bandStart
        offsets = (0..<progress.count).map { band + strip.period * CGFloat($0 % 97) / 97 }
    }

    var inputCount: Int { progress.count }

    mutating func run(_ i: Int) -> Double {
        let commands = machine.pagesScrolled(progress: progress[i], isDragging: dragging[i])
        let frame = machine.state.indicatorFrame(in: strip, stripOffset: offsets[i])
        return Double(frame.x + frame.width) + Double(commands.count)
    }
}

/// The measured figures of one event kind at one item count.
struct EventResult {
    var kind: String
    var itemCount: Int
    var timing: Timing
    var allocations: Allocations
}

enum ScrollEventBenchmark {
    static let itemCounts = [1, 10, 1_000, 1_000_000]

    /// Measures the four kinds. Item counts are interleaved over `rounds`
    /// rounds so that load from other processes falls on all of them alike.
    static func run(samplesPerCase: Int, rounds: Int, allocationEvents: Int) -> [EventResult] {
        var results: [EventResult] = []
        results += measure("picker recentring", PickerRecenteringEvent.init, samplesPerCase, rounds, allocationEvents)
        results += measure("strip recentring", StripRecenteringEvent.init, samplesPerCase, rounds, allocationEvents)
        results += measure("indicator frame", IndicatorFrameEvent.init, samplesPerCase, rounds, allocationEvents)
        results += measure("paging-state update", PagingUpdateEvent.init, samplesPerCase, rounds, allocationEvents)
        return results
    }

    private static func measure<L: ScrollEventLoop>(_ kind: String, _ make: (Int) -> L, _ samples: Int, _ rounds: Int,
                                                    _ allocationEvents: Int) -> [EventResult] {
        var loops = itemCounts.map(make)
        var starts = Array(repeating: 0, count: loops.count)
        var timings = Array(repeating: Timing(), count: loops.count)
        // Warm up: every input once, twice.
        for c in loops.indices {
            var t = Timing()
            Measure.time(&loops[c], samples: 2 * loops[c].inputCount / Measure.batch, into: &t, start: &starts[c])
        }
        for _ in 0..<rounds {
            for c in loops.indices {
                Measure.time(&loops[c], samples: samples / rounds, into: &timings[c], start: &starts[c])
            }
        }
        return loops.indices.map { c in
            let allocations = Measure.allocations(&loops[c], events: allocationEvents, start: &starts[c])
            return EventResult(kind: kind, itemCount: itemCounts[c], timing: timings[c], allocations: allocations)
        }
    }
}
