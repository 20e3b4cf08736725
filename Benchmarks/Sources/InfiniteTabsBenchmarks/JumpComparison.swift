import Foundation
import InfiniteTabsCore
import InfiniteTabs
import UIKit

// Part 2: our whole-period recentring against the fixed resets of the
// original designs, over the same seeded flings replayed on the UIKit
// model's UIScrollView.

/// What a control does to its offset in `scrollViewDidScroll`.
protocol RecenteringRule {
    /// The period the content repeats with (what a jump is measured modulo).
    var period: CGFloat { get }
    /// The offset the rule sets for a reported offset (the same offset when it
    /// leaves it alone).
    func apply(_ offset: CGFloat) -> CGFloat
}

/// Ours, tab strip: `LoopingTabLayout.recentered`, a whole number of periods into
/// the middle band.
struct StripWholePeriod: RecenteringRule {
    let strip: LoopingTabLayout
    var period: CGFloat { strip.period }
    func apply(_ offset: CGFloat) -> CGFloat { strip.recentered(offset) }
}

/// TabPageViewController's rule: when the offset leaves the first two copies
/// (`x <= 0 || x > 2 × period`), set it to the start of the middle copy,
/// `contentOffset.x = period`.
struct StripFixedReset: RecenteringRule {
    let period: CGFloat
    func apply(_ offset: CGFloat) -> CGFloat { (offset <= 0 || offset > 2 * period) ? period : offset }
}

/// Ours, picker: `PickerPageLayout.recentered`.
struct PickerWholePeriod: RecenteringRule {
    let strip: PickerPageLayout
    var period: CGFloat { strip.period }
    func apply(_ offset: CGFloat) -> CGFloat { strip.recentered(offset) }
}

/// The original picker's rule: when the page on screen (the nearest page) is a
/// copy, set the offset to that item's real page: `n × pageWidth` from the
/// leading copy, `pageWidth` from the trailing one.
struct PickerCopyPageReset: RecenteringRule {
    let strip: PickerPageLayout
    var period: CGFloat { strip.period }
    func apply(_ offset: CGFloat) -> CGFloat {
        let page = strip.page(atOffset: offset)
        if page <= 0 { return CGFloat(strip.itemCount) * strip.pageWidth }
        if page >= strip.itemCount + 1 { return strip.pageWidth }
        return offset
    }
}

/// The same reset made only when the offset reaches an edge of the content
/// (`x <= 0` or `x >= (n + 1) × pageWidth`).
struct PickerEdgeReset: RecenteringRule {
    let strip: PickerPageLayout
    var period: CGFloat { strip.period }
    func apply(_ offset: CGFloat) -> CGFloat {
        if offset <= 0 { return CGFloat(strip.itemCount) * strip.pageWidth }
        if offset >= CGFloat(strip.itemCount + 1) * strip.pageWidth { return strip.pageWidth }
        return offset
    }
}

/// One seeded gesture: the finger drags for a few frames at `velocity`, then
/// lets go at that velocity.
struct Fling {
    /// Where it starts, as a fraction of the band (strip) or a real page (picker).
    var start: Double
    var velocity: CGFloat
    var dragFrames: Int
    var rate: DecelerationRate

    static func make(count: Int, seed: UInt64, maxSpeed: Double, maxDragFrames: Int) -> [Fling] {
        var rng = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            let speed = exp(Double.random(in: log(30.0)...log(maxSpeed), using: &rng))
            return Fling(start: Double.random(in: 0..<1, using: &rng),
                         velocity: CGFloat(Bool.random(using: &rng) ? speed : -speed),
                         dragFrames: Int.random(in: 1...maxDragFrames, using: &rng),
                         rate: Bool.random(using: &rng) ? .normal : .fast)
        }
    }
}

/// Records what a rule did during a replay.
final class ReplayRecord {
    var events = 0
    var resets = 0
    var maxJump: CGFloat = 0
    var jumpSum: CGFloat = 0
    var edgeHits = 0
    /// The largest distance, modulo the period, between where a frame's motion
    /// put the content and where it is after the frame: a reset's jump, or
    /// motion lost to the edge of the content.
    var maxFrameJump: CGFloat = 0
    var frames = 0
    /// The same, over frames with no reset and no edge hit: checks the
    /// measure itself (a drag step moves the content by the finger's move;
    /// should be 0).
    var maxModelError: CGFloat = 0
    var inputs: [CGFloat] = []
    var inside = false

    static let recordedInputs = 1 << 20

    init() { inputs.reserveCapacity(Self.recordedInputs) }
}

/// The figures of one rule over all flings.
struct ReplayResult {
    var control: String
    var rule: String
    var flings: Int
    var record: ReplayRecord
    var timing: Timing
    var allocations: Allocations
}

/// Times a rule over the offsets recorded in its replay.
struct RuleEvent<R: RecenteringRule>: ScrollEventLoop {
    let rule: R
    let inputs: [CGFloat]
    var inputCount: Int { inputs.count }
    mutating func run(_ i: Int) -> Double { Double(rule.apply(inputs[i])) }
}

/// The scroll view's delegate during a replay: applies the rule in
/// `scrollViewDidScroll` (guarded against re-entry, as the UIKit layer must
/// be) and, for the picker, snaps to pages itself from the offset at release
/// (no `isPagingEnabled`, which cannot be mixed with recentring).
@MainActor
final class RuleDelegate<R: RecenteringRule>: NSObject, UIScrollViewDelegate {
    let rule: R
    let record: ReplayRecord
    let pageWidth: CGFloat?
    var rate = DecelerationRate.normal
    /// The first offset reported in the running frame: where the frame's
    /// motion put the content, before any reset.
    var firstReported: CGFloat?

    init(rule: R, record: ReplayRecord, pageWidth: CGFloat?) {
        self.rule = rule; self.record = record; self.pageWidth = pageWidth
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        guard !record.inside else { return }
        let before = scrollView.contentOffset.x
        if firstReported == nil { firstReported = before }
        record.events += 1
        if record.inputs.count < ReplayRecord.recordedInputs { record.inputs.append(before) }
        let wanted = rule.apply(before)
        guard wanted != before else { return }
        record.inside = true
        scrollView.contentOffset.x = wanted
        record.inside = false
        let after = scrollView.contentOffset.x
        let period = rule.period
        let k = ((after - before) / period).rounded()
        // Evaluated as documented, |after − (before + k × period)|, so that a
        // shift by whole periods measures exactly 0 rather than the rounding
        // of the difference (after − before).
        let jump = abs(after - (before + k * period))
        record.resets += 1
        record.jumpSum += jump
        record.maxJump = Swift.max(record.maxJump, jump)
    }

    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        guard let w = pageWidth else { return }
        let x = scrollView.contentOffset.x
        let page = ScrollPhysics.pagingTarget(startPage: Int((x / w).rounded()), offset: x, velocity: velocity.x * 1000,
                                              pageWidth: w, rate: rate)
        targetContentOffset.pointee.x = CGFloat(page) * w
    }
}

@MainActor
enum JumpComparison {
    /// Replays `flings` at 120 Hz on the UIKit model's `UIScrollView` (it
    /// bounces, as the controls' scroll views do) over content
    /// `contentWidth` wide, with `rule` in `scrollViewDidScroll`. A reset's
    /// visible jump is `|after − (before + k × period)|` for the integer k
    /// that makes it smallest: how far what is on screen moved, given that
    /// content one period apart looks the same. `after` is the offset
    /// actually set.
    ///
    /// Every frame is also compared, modulo the period, with where its motion
    /// alone put the content (a drag step: the finger's move; a frame of a
    /// fling or snap: the first offset it reported): that catches a reset's
    /// jump and a bounce. A frame that leaves the content past its edge is
    /// an edge hit (a bounce on a device). `inset` is the room the control
    /// gives its scroll view before and after the content (the picker's
    /// `PickerPageLayout.dragRoom`), where a drag is not yet resisted.
    static func replay<R: RecenteringRule>(rule: R, flings: [Fling], viewportWidth: CGFloat, contentWidth: CGFloat,
                                          inset: CGFloat = 0,
                                          startOffset: (Fling) -> CGFloat, pageWidth: CGFloat?) -> ReplayRecord {
        UIKitModel.reset()
        UIKitModel.runLoop.framesPerSecond = 120
        let record = ReplayRecord()
        let delegate = RuleDelegate(rule: rule, record: record, pageWidth: pageWidth)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: viewportWidth, height: 44))
        scrollView.contentSize = CGSize(width: contentWidth, height: 44)
        scrollView.contentInset = UIEdgeInsets(top: 0, left: inset, bottom: 0, right: inset)
        scrollView.delegate = delegate
        let period = rule.period
        let maxOffset = Swift.max(0, contentWidth - viewportWidth)
        /// Runs one frame and compares where it left the content with where
        /// the frame's motion alone put it (`expected`, or else the first
        /// offset the frame reported).
        func frame(expected: CGFloat?, _ body: () -> Void) {
            let resets = record.resets
            delegate.firstReported = nil
            body()
            let x = scrollView.contentOffset.x
            let reference = expected ?? delegate.firstReported ?? x
            let k = ((x - reference) / period).rounded()
            let jump = abs(x - (reference + k * period))
            let hit = x < -inset || x > maxOffset + inset
            if hit { record.edgeHits += 1 }
            record.frames += 1
            record.maxFrameJump = Swift.max(record.maxFrameJump, jump)
            if record.resets == resets && !hit {
                record.maxModelError = Swift.max(record.maxModelError, jump)
            }
        }
        for fling in flings {
            record.inside = true
            scrollView.setContentOffset(CGPoint(x: startOffset(fling), y: 0), animated: false)
            record.inside = false
            scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: fling.rate.perMillisecond)
            delegate.rate = fling.rate
            scrollView.touchDown()
            let dx = fling.velocity / 120
            for _ in 0..<fling.dragFrames {
                frame(expected: scrollView.contentOffset.x + dx) { scrollView.moveFinger(by: CGPoint(x: dx, y: 0)) }
            }
            scrollView.lift(velocity: CGPoint(x: fling.velocity, y: 0))
            var frames = 0
            while frames < 10_000, UIKitModel.runLoop.isMoving {
                frame(expected: nil) { UIKitModel.runLoop.runFrame() }
                frames += 1
            }
        }
        return record
    }

    static func timed<R: RecenteringRule>(_ rule: R, control: String, name: String, flings: Int, record: ReplayRecord,
                                         samples: Int) -> ReplayResult {
        var inputs = record.inputs
        var n = 1
        while n * 2 <= inputs.count { n *= 2 }
        inputs.removeLast(inputs.count - n)
        var loop = RuleEvent(rule: rule, inputs: inputs)
        var start = 0
        var timing = Timing()
        Measure.time(&loop, samples: 64, into: &timing, start: &start)
        timing = Timing()
        Measure.time(&loop, samples: samples, into: &timing, start: &start)
        let allocations = Measure.allocations(&loop, events: 100_000, start: &start)
        return ReplayResult(control: control, rule: name, flings: flings, record: record, timing: timing, allocations: allocations)
    }

    /// The tab strip (10 tabs 56–120 pt wide, 8 pt apart, 390 pt viewport,
    /// free scrolling) and the picker (10 items on 100 pt pages, snapping),
    /// each under our rule and the original fixed resets.
    static func run(flingCount: Int, samples: Int) -> [ReplayResult] {
        var results: [ReplayResult] = []

        let strip = LoopingTabLayout(itemWidths: ScrollEventFixtures.tabWidths(count: 10, seed: 11),
                                 spacing: ScrollEventFixtures.spacing,
                                 viewportWidth: ScrollEventFixtures.viewportWidth)
        let stripFlings = Fling.make(count: flingCount, seed: 12, maxSpeed: 12_000, maxDragFrames: 12)
        let stripStart = { (f: Fling) in strip.bandStart + CGFloat(f.start) * strip.period }
        let ours = StripWholePeriod(strip: strip)
        let fixed = StripFixedReset(period: strip.period)
        let oursRecord = replay(rule: ours, flings: stripFlings, viewportWidth: strip.viewportWidth,
                                contentWidth: strip.contentWidth, startOffset: stripStart, pageWidth: nil)
        results.append(timed(ours, control: "tab strip", name: "whole period (ours)", flings: flingCount, record: oursRecord, samples: samples))
        let fixedRecord = replay(rule: fixed, flings: stripFlings, viewportWidth: strip.viewportWidth,
                                 contentWidth: strip.contentWidth, startOffset: stripStart, pageWidth: nil)
        results.append(timed(fixed, control: "tab strip", name: "fixed reset to period (TabPageViewController)", flings: flingCount, record: fixedRecord, samples: samples))

        let picker = PickerPageLayout(itemCount: 10, pageWidth: ScrollEventFixtures.pageWidth)
        let pickerFlings = Fling.make(count: flingCount, seed: 13, maxSpeed: 3_000, maxDragFrames: 24)
        let pickerStart = { (f: Fling) in picker.offset(ofItem: Int(f.start * Double(picker.itemCount))) }
        let rules: [(String, any RecenteringRule)] = [
            ("whole period (ours)", PickerWholePeriod(strip: picker)),
            ("fixed reset on a copy page (original)", PickerCopyPageReset(strip: picker)),
            ("fixed reset at the content edge", PickerEdgeReset(strip: picker)),
        ]
        for (name, rule) in rules {
            results.append(pickerCase(rule, name: name, picker: picker, flings: pickerFlings, start: pickerStart, samples: samples))
        }
        return results
    }

    private static func pickerCase<R: RecenteringRule>(_ rule: R, name: String, picker: PickerPageLayout, flings: [Fling],
                                                      start: (Fling) -> CGFloat, samples: Int) -> ReplayResult {
        let record = replay(rule: rule, flings: flings, viewportWidth: picker.pageWidth, contentWidth: picker.contentWidth,
                            inset: picker.dragRoom,
                            startOffset: start, pageWidth: picker.pageWidth)
        return timed(rule, control: "picker", name: name, flings: flings.count, record: record, samples: samples)
    }
}
