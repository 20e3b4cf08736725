import Foundation
@testable import InfiniteTabsCore

/// Drives a ``ScrollSimulator`` over a looping layout the way the UIKit
/// controls will: it recentres on every simulated `scrollViewDidScroll`
/// (guarding the re-entrant call that setting the offset makes), shifts the
/// target offset by the same amount when a drag ends, and snaps to a page or a
/// tab when a free fling comes to rest.
///
/// At every simulated didScroll it checks, through a ``LawChecker``:
/// - the offset is finite;
/// - a recentring shift is a whole number of periods;
/// - the item under every sampled screen x is the same before and after;
/// - after the handler the offset is in the band, the scroll view's bounds lie
///   inside the content, every cell or page on screen exists and is finite,
///   and no motion was ever stopped by an edge.
final class LoopingHarness<Layout: LoopingLayout> {
    /// The layout the scroll view shows now.
    private(set) var layout: Layout
    /// The simulated scroll view.
    let scrollView: ScrollSimulator
    /// Where failures go.
    let law: LawChecker
    /// Whether a free fling snaps to the nearest page or tab when it rests.
    var snapsAfterFling = true
    /// Whether didScroll may see an offset beyond the content before it
    /// recentres (the picker's copies sit at the very edges, so a step can
    /// overshoot them, as a bouncing `UIScrollView` reports); the strip keeps
    /// half a viewport of slack and must never see one.
    var allowsOvershoot: Bool
    /// Snap to the nearest page or tab at the end of a free fling.
    var snapTarget: ((Layout, CGFloat) -> CGFloat)?

    /// How many times didScroll ran (re-entrant calls included).
    private(set) var didScrollCount = 0
    /// How many times the harness recentred.
    private(set) var recentreCount = 0
    /// How many drags ended with a recentre that moved the target.
    private(set) var shiftedTargets = 0
    /// How many paging drags ended with a target beyond the content that the
    /// harness moved by whole periods into it.
    private(set) var retargetedSnaps = 0
    /// The sum of every recentring shift so far.
    private(set) var totalShift: CGFloat = 0

    private var isRecentring = false
    private var edgeHitsSeen = 0

    init(layout: Layout, offset: CGFloat, law: LawChecker, allowsOvershoot: Bool) {
        self.layout = layout
        self.law = law
        self.allowsOvershoot = allowsOvershoot
        scrollView = ScrollSimulator(viewportWidth: layout.scrollViewportWidth, contentWidth: layout.contentWidth,
                                     offset: layout.recentered(offset))
        scrollView.onScroll = { [unowned self] s in self.didScroll(s) }
        scrollView.onWillEndDragging = { [unowned self] s, _, target in self.willEndDragging(s, &target) }
        scrollView.onDidEndScrolling = { [unowned self] s in self.didEndScrolling(s) }
        checkResting(scrollView.offset)
    }

    /// Replaces the layout (a size change or a reload) and puts the offset at
    /// `offset` in it, as the controls do after `layoutSubviews` or `reloadData`.
    func replaceLayout(_ new: Layout, offset: CGFloat) {
        layout = new
        scrollView.resize(viewportWidth: new.scrollViewportWidth, contentWidth: new.contentWidth)
        scrollView.setOffset(new.recentered(offset))
        checkResting(scrollView.offset)
    }

    /// Runs frames until the scroll view is idle (a snap started when a fling
    /// rests runs too). Returns the frames run.
    @discardableResult
    func settle(maxFrames: Int = 20_000) -> Int {
        var frames = 0
        while !scrollView.isIdle && !scrollView.isDragging && frames < maxFrames {
            frames += scrollView.settle(maxFrames: maxFrames - frames) + 1
        }
        law.expect(scrollView.isIdle || scrollView.isDragging, "still moving after \(maxFrames) frames")
        return frames
    }

    /// Runs at most `frames` frames.
    func run(frames: Int) {
        for _ in 0..<frames where scrollView.step() {}
    }

    // MARK: - The delegate, as the UIKit controls implement it

    private func didScroll(_ s: ScrollSimulator) {
        didScrollCount += 1
        let x = s.offset
        law.expect(x.isFinite, "didScroll offset \(x) is not finite")
        guard !isRecentring else { return }
        if !allowsOvershoot && layout.period > 0 {
            law.expect(x >= 0 && x <= s.maxOffset, "didScroll offset \(x) outside 0...\(s.maxOffset) before recentring")
        }
        let r = layout.recentered(x)
        if r != x {
            checkRecentre(from: x, to: r)
            isRecentring = true
            s.setOffset(r)
            isRecentring = false
            recentreCount += 1
            totalShift += r - x
            law.expect(s.offset == r, "recentred offset \(r) was clamped to \(s.offset)")
        }
        // A layout that does not loop leaves an overshoot for the scroll view
        // to clamp (and report again); one that loops must have fixed it.
        if layout.period > 0 || (s.offset >= 0 && s.offset <= s.maxOffset) { checkResting(s.offset) }
        // Only a layout that loops promises never to reach an edge; an empty
        // picker or a single option bounces like any scroll view.
        if layout.period > 0 {
            law.expect(s.edgeHits == edgeHitsSeen, "a motion hit the edge of the content at offset \(x)")
        }
        edgeHitsSeen = s.edgeHits
    }

    private func willEndDragging(_ s: ScrollSimulator, _ target: inout CGFloat) {
        // A paging drag longer than a page can end with a target (one page
        // from where it started) beyond the content: the same page a whole
        // number of periods away, nearest the finger, is inside it.
        if s.pageWidth != nil, layout.period > 0, target < 0 || target > s.maxOffset {
            var best = target
            for k in -3...3 {
                let t = target + CGFloat(k) * layout.period
                if t >= 0 && t <= s.maxOffset && (best < 0 || best > s.maxOffset || abs(t - s.offset) < abs(best - s.offset)) {
                    best = t
                }
            }
            target = best
            retargetedSnaps += 1
        }
        let before = s.offset
        let r = layout.recentered(before)
        guard r != before else { return }
        checkRecentre(from: before, to: r)
        isRecentring = true
        s.setOffset(r)
        isRecentring = false
        target += s.offset - before
        totalShift += s.offset - before
        shiftedTargets += 1
    }

    private func didEndScrolling(_ s: ScrollSimulator) {
        guard snapsAfterFling, let snap = snapTarget else { return }
        let target = snap(layout, s.offset)
        if abs(target - s.offset) > 1e-9 { s.animate(to: target, frames: 24) }
    }

    // MARK: - Invariants

    /// Checks a recentring from `x` to `r`: finite, a whole number of periods,
    /// and the same item under every sampled screen position.
    func checkRecentre(from x: CGFloat, to r: CGFloat) {
        law.expect(r.isFinite, "recentred offset \(r) is not finite")
        law.expect(isWholeMultiple(r - x, of: layout.period),
                   "shift \(r - x) is not a whole number of periods \(layout.period)")
        for screenX in layout.screenSamples {
            let before = layout.item(onScreenAt: screenX, offset: x)
            let after = layout.item(onScreenAt: screenX, offset: r)
            law.expect(before == after, "item at screen x \(screenX) changed from \(String(describing: before)) to \(String(describing: after)) (offset \(x) -> \(r))")
        }
    }

    /// Checks an offset the scroll view rests at after didScroll returned.
    func checkResting(_ x: CGFloat) {
        law.expect(x.isFinite, "offset \(x) is not finite")
        law.expect(layout.isInBand(x), "offset \(x) is outside the band")
        let v = layout.scrollViewportWidth
        law.expect(x >= 0 && x + v <= layout.contentWidth + 1e-9 * Swift.max(1, layout.contentWidth) || layout.contentWidth < v,
                   "bounds \(x)..<\(x + v) not inside content 0..<\(layout.contentWidth)")
        for cell in layout.edgeCellsOnScreen(offset: x) {
            law.expect(cell.index >= 0 && cell.index < layout.cellCount,
                       "cell \(cell.index) on screen does not exist (count \(layout.cellCount)): a gap")
            law.expect(cell.x.isFinite && cell.width.isFinite, "cell frame not finite")
        }
    }
}
