import XCTest
import InfiniteTabsCore

/// The commands a swipe sends when it arrives on the next page.
final class PagingMachineArrivalTests: XCTestCase {
    func testForwardArrivalSelectsAndNotifiesOnce() {
        var c = PagingMachine(count: 5, selectedIndex: 4)
        XCTAssertEqual(c.pagesScrolled(progress: 0.5, isDragging: true), [])
        XCTAssertEqual(c.pagesScrolled(progress: 1, isDragging: false), [.selectTab(index: 0), .notifySelection(index: 0, byUser: true)])
        XCTAssertEqual(c.state, .idle(index: 0))
        XCTAssertEqual(c.pagesScrolled(progress: 0, isDragging: false), [])
    }

    func testBackwardArrivalThenPendingTapRunsWhenTheGestureFinishes() {
        var c = PagingMachine(count: 5, selectedIndex: 0)
        XCTAssertEqual(c.pagesScrolled(progress: -0.3, isDragging: true), [])
        XCTAssertEqual(c.select(2), [], "a tap during a swipe waits")
        XCTAssertEqual(c.pagesScrolled(progress: -1, isDragging: false), [
            .selectTab(index: 4), .notifySelection(index: 4, byUser: true),
        ])
        XCTAssertEqual(c.swipeFinished(showing: 4), [
            .showPage(index: 2, direction: .reverse, animated: true), .selectTab(index: 2),
        ])
        XCTAssertEqual(c.state, .transitioning(PagingMove(from: 4, to: 2, steps: -2, progress: 0)))
    }
}

/// A finger that stays on the page it arrived on, before the page view
/// controller re-tiles and finishes the gesture: with two looping pages the
/// neighbour on both sides is the same page, and reading the unchanged offset
/// against the arrived page used to flip the state between the two pages on
/// every frame (found by the container device suite, seed 49336).
final class PagingMachineHeldArrivalTests: XCTestCase {
    func testAFingerHeldOnTheArrivedPageKeepsThatPage() {
        var c = PagingMachine(count: 2, selectedIndex: 0)
        c.swipeWillBegin()
        _ = c.pagesScrolled(progress: -0.6, isDragging: true)
        XCTAssertEqual(c.pagesScrolled(progress: -1, isDragging: true), [.selectTab(index: 1), .notifySelection(index: 1, byUser: true)])
        for _ in 0..<4 {
            XCTAssertEqual(c.pagesScrolled(progress: -1, isDragging: true), [])
            XCTAssertEqual(c.state, .idle(index: 1))
        }
        XCTAssertEqual(c.pagesScrolled(progress: -1, isDragging: false), [])
        XCTAssertEqual(c.state, .idle(index: 1))
    }

    func testAFingerGoingBackAfterArrivalMovesFromTheFirstPage() {
        var c = PagingMachine(count: 5, selectedIndex: 2)
        c.swipeWillBegin()
        _ = c.pagesScrolled(progress: 0.7, isDragging: true)
        _ = c.pagesScrolled(progress: 1, isDragging: true)
        XCTAssertEqual(c.state, .idle(index: 3))
        _ = c.pagesScrolled(progress: 0.8, isDragging: true)
        XCTAssertEqual(c.state, .dragging(PagingMove(from: 2, to: 3, steps: 1, progress: 0.8)),
                       "the offset is still measured from page 2: the finger is 80% of the way to 3")
        XCTAssertEqual(c.pagesScrolled(progress: 0, isDragging: false), [.selectTab(index: 2), .notifySelection(index: 2, byUser: true)],
                       "back on page 2, which is the selection again")
        XCTAssertEqual(c.state, .idle(index: 2))
        XCTAssertEqual(c.swipeFinished(showing: 2), [])
        XCTAssertEqual(c.state, .idle(index: 2))
    }

    func testTheHostRetilingOnTheArrivedPageKeepsIt() {
        var c = PagingMachine(count: 5, selectedIndex: 2)
        c.swipeWillBegin()
        _ = c.pagesScrolled(progress: 0.7, isDragging: true)
        _ = c.pagesScrolled(progress: 1, isDragging: false)
        XCTAssertEqual(c.pagesScrolled(progress: 0, isDragging: false), [])
        XCTAssertEqual(c.state, .idle(index: 3))
        XCTAssertEqual(c.swipeFinished(showing: 3), [])
        XCTAssertEqual(c.state, .idle(index: 3))
    }
}
