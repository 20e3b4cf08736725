import XCTest
@_spi(Core) import InfiniteTabsCore
@testable import InfiniteTabsCore

/// Exact behaviour of the headless scroll view the property tests drive.
final class CoreScrollSimulatorTests: XCTestCase {
    // MARK: - Overshoot is reported to didScroll before the edge stops it

    func testADragPastTheEdgeIsReportedToDidScrollThenClampedAndCounted() {
        let sim = ScrollSimulator(viewportWidth: 100, contentWidth: 400, offset: 290)
        var seen: [CGFloat] = []
        sim.onScroll = { seen.append($0.offset) }
        sim.drag(by: 20)
        XCTAssertEqual(seen, [310, 300])
        XCTAssertEqual(sim.offset, 300)
        XCTAssertEqual(sim.edgeHits, 1)
    }

    /// Regression: the picker's copies sit at the very edges of its content, so
    /// a drag step crosses them; the overshoot must reach didScroll (as a
    /// bouncing UIScrollView reports it) so that recentring can keep it.
    func testADragPastTheEdgeThatDidScrollRecentersIsNotAnEdgeHit() {
        let strip = PaddedStrip(itemCount: 3, pageWidth: 100)
        let sim = ScrollSimulator(viewportWidth: 100, contentWidth: strip.contentWidth, offset: 10)
        var recentering = false
        sim.onScroll = { s in
            guard !recentering else { return }
            recentering = true; s.setOffset(strip.recentered(s.offset)); recentering = false
        }
        sim.drag(by: -25)
        XCTAssertEqual(sim.offset, 285)   // -15 + 300: the same place in the ring
        XCTAssertEqual(sim.edgeHits, 0)
    }

    func testAFlingPastTheEdgeThatDidScrollRecentersKeepsDecelerating() {
        let strip = PaddedStrip(itemCount: 3, pageWidth: 100)
        let sim = ScrollSimulator(viewportWidth: 100, contentWidth: strip.contentWidth, offset: 350)
        var recentering = false
        sim.onScroll = { s in
            guard !recentering else { return }
            recentering = true; s.setOffset(strip.recentered(s.offset)); recentering = false
        }
        sim.endDrag(velocity: 3_000)
        let frames = sim.settle()
        XCTAssertGreaterThan(frames, 100)
        XCTAssertEqual(sim.edgeHits, 0)
        // The rest, in the ring, is where the whole fling projects (within the
        // 5 pt/s stop threshold's worth of travel).
        let projected = ScrollPhysics.projectedOffset(350, velocity: 3_000)
        let k = ((projected - sim.offset) / strip.period).rounded()
        XCTAssertEqual(sim.offset + k * strip.period, projected, accuracy: 3)
    }

    func testAFlingPastTheEdgeWithoutRecenteringStopsAtTheEdge() {
        let sim = ScrollSimulator(viewportWidth: 100, contentWidth: 400, offset: 250)
        sim.endDrag(velocity: 3_000)
        sim.settle()
        XCTAssertEqual(sim.offset, 300)
        XCTAssertEqual(sim.edgeHits, 1)
        XCTAssertTrue(sim.isIdle)
    }

    // MARK: - A paging drag's start page moves with a recentring

    /// Regression: a recentring during a paging drag moved the offset by whole
    /// periods but left the start page behind, so the snap swept across the
    /// picker back to a page next to the old start.
    func testARecenteringDuringAPagingDragMovesTheStartPageToo() {
        let strip = PaddedStrip(itemCount: 4, pageWidth: 100)   // pages 0...5, band (0, 500)
        let sim = ScrollSimulator(viewportWidth: 100, contentWidth: strip.contentWidth, offset: 100)
        sim.pageWidth = 100
        var recentering = false
        sim.onScroll = { s in
            guard !recentering else { return }
            recentering = true; s.setOffset(strip.recentered(s.offset)); recentering = false
        }
        sim.beginDrag()                       // on page 1 (item 0)
        for _ in 0..<6 { sim.drag(by: -20) }  // to -20: recentred to 380
        XCTAssertEqual(sim.offset, 380)
        sim.endDrag(velocity: -500)           // a flick back: one page, to the last item
        guard case .animating(let from, let to, _, _) = sim.phase else { return XCTFail("no snap") }
        XCTAssertEqual(from, 380)
        XCTAssertEqual(to, 400)               // page 4 = item 3, one page back from item 0
        sim.settle()
        XCTAssertEqual(strip.item(atOffset: sim.offset), 3)
    }
}
