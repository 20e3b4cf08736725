import XCTest
import InfiniteTabsCore

/// The commands a swipe sends when it arrives on the next page.
final class PagingCoordinatorArrivalTests: XCTestCase {
    func testForwardArrivalSelectsAndNotifiesOnce() {
        var c = PagingCoordinator(count: 5, selectedIndex: 4)
        XCTAssertEqual(c.pagesScrolled(progress: 0.5, isDragging: true), [])
        XCTAssertEqual(c.pagesScrolled(progress: 1, isDragging: false), [.selectTab(index: 0), .notifySelection(index: 0)])
        XCTAssertEqual(c.state, .idle(index: 0))
        XCTAssertEqual(c.pagesScrolled(progress: 0, isDragging: false), [])
    }

    func testBackwardArrivalThenPendingTapRunsWhenTheGestureFinishes() {
        var c = PagingCoordinator(count: 5, selectedIndex: 0)
        XCTAssertEqual(c.pagesScrolled(progress: -0.3, isDragging: true), [])
        XCTAssertEqual(c.select(2), [], "a tap during a swipe waits")
        XCTAssertEqual(c.pagesScrolled(progress: -1, isDragging: false), [
            .selectTab(index: 4), .notifySelection(index: 4),
        ])
        XCTAssertEqual(c.swipeFinished(showing: 4), [
            .showPage(index: 2, direction: .reverse, animated: true), .selectTab(index: 2),
        ])
        XCTAssertEqual(c.state, .transitioning(PagingMove(from: 4, to: 2, steps: -2, progress: 0)))
    }
}
