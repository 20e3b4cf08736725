import UIKit
import XCTest

/// A looping control recentres from `scrollViewDidScroll` by whole periods
/// (the overshoot TabPageViewController's fixed `contentOffset.x` reset throws
/// away): the model's UIScrollView must report an overshoot past
/// the edge before anything stops it, keep a fling going from the recentred
/// offset, and move a paging drag's start page with the offset.
final class ScrollViewRecenteringTests: XCTestCase {
    /// Shifts the offset by whole periods into `lo...hi` on every
    /// `scrollViewDidScroll` (ignoring the one its own assignment causes),
    /// as the picker and the strip do.
    @MainActor
    final class Ring: NSObject, UIScrollViewDelegate {
        let period: CGFloat, lo: CGFloat, hi: CGFloat
        var seen: [CGFloat] = []
        var recentrings = 0
        var ends: [String] = []
        private var inside = false
        init(period: CGFloat, lo: CGFloat, hi: CGFloat) { self.period = period; self.lo = lo; self.hi = hi }

        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            guard !inside else { return }
            let x = scrollView.contentOffset.x
            seen.append(x)
            var r = x
            while r < lo { r += period }
            while r > hi { r -= period }
            guard r != x else { return }
            recentrings += 1
            inside = true
            scrollView.contentOffset.x = r
            inside = false
        }
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { ends.append("didEndDecelerating") }
    }

    /// The picker's copies sit at the very edges of its content, so a drag
    /// step crosses them: the rubber-banded overshoot reaches didScroll (as
    /// a bouncing UIScrollView reports it), the recentring keeps it, and the
    /// finger moves one to one again from the recentred offset.
    func testADragPastTheEdgeReachesDidScrollAndARecenteringKeepsIt() {
        onModel {
            let ring = Ring(period: 300, lo: 0, hi: 400)
            let scrollView = pager(pages: 5, offset: 10, ring: ring)
            scrollView.touchDown()
            scrollView.moveFinger(by: CGPoint(x: -25, y: 0))
            // 10 pt to the edge one to one, then 15 pt at the band's slope 0.55.
            XCTAssertEqual(ring.seen.last ?? 0, -8.25, accuracy: 1e-9, "the overshoot was reported")
            XCTAssertEqual(scrollView.contentOffset.x, 291.75, accuracy: 1e-9, "the same place in the ring")
            scrollView.moveFinger(by: CGPoint(x: -20, y: 0))
            XCTAssertEqual(scrollView.contentOffset.x, 271.75, accuracy: 1e-9, "one to one inside the content")
            XCTAssertEqual(scrollView.edgeHits, 0)
            XCTAssertEqual(scrollView.reentrantDidScrollCount, 1, "the recentring re-entered didScroll")
        }
    }

    /// A bouncing scroll view (UIKit's default, the controls' setting)
    /// reports a fling's step past the edge before anything stops it.
    func testAFlingPastTheEdgeThatDidScrollRecentersKeepsDecelerating() {
        for rate in [UIScrollView.DecelerationRate.normal, .fast] {
            onModel {
                let ring = Ring(period: 300, lo: 0, hi: 400)
                let scrollView = pager(pages: 5, offset: 350, ring: ring)
                scrollView.decelerationRate = rate
                scrollView.touchDown()
                scrollView.moveFinger(by: .zero)
                scrollView.lift(velocity: CGPoint(x: 3_000, y: 0))
                let frames = runUntilIdle(limit: 10_000)
                let r = rate.rawValue
                let projected = 350 + 3_000 / 1000 * r / (1 - r)
                XCTAssertGreaterThan(frames, 30, "\(r)")
                XCTAssertEqual(ring.recentrings, Int((projected - 400) / 300) + 1, "one recentring a period: \(r)")
                XCTAssertEqual(scrollView.edgeHits, 0)
                XCTAssertEqual(ring.ends, ["didEndDecelerating"], "no bounce back: \(r)")
                XCTAssertTrue(ring.seen.allSatisfy { $0 >= 0 && $0 <= 400 + 100 }, "never far past the edge")
                // In the ring, the rest is where the whole fling projects
                // (short by at most the last 5 pt/s's travel).
                let k = ((projected - scrollView.contentOffset.x) / 300).rounded()
                XCTAssertEqual(scrollView.contentOffset.x + k * 300, projected, accuracy: 5 / 1000 * r / (1 - r) + 0.5, "\(r)")
            }
        }
    }

    /// Without a recentring the edge ends the fling: a scroll view that does
    /// not bounce stops there, never reporting an offset beyond it (Apple,
    /// "bounces": "scrolling stops immediately at the content boundary");
    /// one that bounces (UIKit's default) goes past it and comes back.
    func testAFlingPastTheEdgeWithoutRecenteringStopsOrBouncesAtTheEdge() {
        for bounces in [false, true] {
            onModel {
                let (scrollView, recorder, _) = makeScrollView(width: 100, content: 400, offset: 250)
                scrollView.bounces = bounces
                scrollView.touchDown()
                scrollView.moveFinger(by: .zero)
                scrollView.lift(velocity: CGPoint(x: 3_000, y: 0))
                runUntilIdle()
                XCTAssertEqual(scrollView.contentOffset.x, 300, "bounces \(bounces)")
                XCTAssertEqual(scrollView.edgeHits, bounces ? 0 : 1)
                XCTAssertEqual((recorder.offsets.max() ?? 0) > 300, bounces, "past the edge only when it bounces")
                XCTAssertEqual(recorder.events.last, "didEndDecelerating")
                XCTAssertFalse(scrollView.isDragging || scrollView.isDecelerating)
            }
        }
    }

    /// A finger past the edge: a scroll view that does not bounce stops the
    /// content at the edge (didScroll never sees beyond it, so a recentring
    /// cannot keep the overshoot); one that bounces reports it rubber-banded.
    func testADragPastTheEdgeStopsAtItOnlyWithoutBouncing() {
        for bounces in [false, true] {
            onModel {
                let (scrollView, recorder, _) = makeScrollView(width: 100, content: 400, offset: 290)
                scrollView.bounces = bounces
                scrollView.touchDown()
                scrollView.moveFinger(by: CGPoint(x: 20, y: 0))
                XCTAssertEqual(scrollView.contentOffset.x, bounces ? 305.5 : 300, accuracy: 1e-9, "bounces \(bounces)")
                XCTAssertEqual((recorder.offsets.max() ?? 0) > 300, bounces, "bounces \(bounces)")
            }
        }
    }

    /// A recentring during a paging drag moves the page the drag started on
    /// by the same whole pages, so the snap goes one page from where the
    /// content is, not back across the ring to the old start.
    func testARecenteringDuringAPagingDragMovesTheStartPageToo() {
        onModel {
            let ring = Ring(period: 400, lo: 0, hi: 500)    // 4 items on pages 1...4, copies on 0 and 5
            let scrollView = pager(pages: 6, offset: 100, ring: ring)
            scrollView.isPagingEnabled = true
            scrollView.touchDown()                              // on page 1 (item 0)
            for _ in 0..<6 { scrollView.moveFinger(by: CGPoint(x: -20, y: 0)) }
            XCTAssertEqual(scrollView.contentOffset.x, 389, accuracy: 1e-9, "-11 (banded) recentred by 400")
            ring.seen.removeAll()
            scrollView.lift(velocity: CGPoint(x: -500, y: 0))   // a flick back: one page
            runUntilIdle()
            let during = ring.seen
            XCTAssertEqual(scrollView.contentOffset.x, 400, "page 4 (item 3), one page back from item 0")
            XCTAssertTrue(during.allSatisfy { $0 >= 389 && $0 <= 400 }, "no sweep across the ring: \(during)")
            XCTAssertEqual(ring.ends, ["didEndDecelerating"])
        }
    }
}

/// Pages of 100 pt, `pages` of them, in a scroll view one page wide.
@MainActor
private func pager(pages: Int, offset: CGFloat, ring: ScrollViewRecenteringTests.Ring?) -> UIScrollView {
    let (scrollView, _, _) = makeScrollView(width: 100, content: CGFloat(pages) * 100, offset: offset)
    scrollView.delegate = ring
    return scrollView
}
