import XCTest
@_spi(Core) import InfiniteTabsCore
@testable import InfiniteTabsCore

final class ScrollSimulatorSmokeTests: XCTestCase {
    func testFlingRestsNearTheProjectedOffset() {
        let sim = ScrollSimulator(viewportWidth: 300, contentWidth: 100_000, offset: 50_000)
        sim.drag(by: 10)
        sim.endDrag(velocity: 2_000)
        sim.settle()
        let projected = ScrollPhysics.projectedOffset(50_010, velocity: 2_000)
        XCTAssertEqual(sim.offset, projected, accuracy: 5)
        XCTAssertTrue(sim.isIdle)
    }

    func testRecenteringInsideOnScrollIsReentrantAndKeepsTheFlingGoing() {
        let strip = PaddedStrip(itemCount: 5, pageWidth: 100)
        let sim = ScrollSimulator(viewportWidth: 100, contentWidth: strip.contentWidth, offset: strip.offset(ofItem: 4))
        sim.pageWidth = 100
        var guarding = false
        sim.onScroll = { s in
            guard !guarding else { return }
            let r = strip.recentered(s.offset)
            if r != s.offset { guarding = true; s.setOffset(r); guarding = false }
        }
        sim.drag(by: 60)
        sim.endDrag(velocity: 800)
        sim.settle()
        XCTAssertEqual(strip.item(atOffset: sim.offset), 0)
        XCTAssertEqual(sim.edgeHits, 0)
        XCTAssertEqual(sim.reentrantScrolls, 1)
    }
}
