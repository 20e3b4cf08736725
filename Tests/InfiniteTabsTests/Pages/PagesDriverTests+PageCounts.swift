import XCTest
@testable import InfiniteTabsCore
import TestSupport

// The pages driver with few pages or none, and without wrapping: two pages never one object both sides, one page
// that does not move, no pages at all, and ends that stop.
extension PagesDriverTests {
    func testTwoPagesNeverGiveTheSameObjectBeforeAndAfter() {
        onMain {
            let h = PagesHarness(count: 2)
            for step in [1, 1, 1, -1, -1, -1, -1, 1] {
                do {
                    let before = h.host.before, after = h.host.after
                    XCTAssertNotNil(before)
                    XCTAssertEqual(before?.index, 1 - (h.host.shownPage?.index ?? 0))
                    XCTAssertEqual(after?.index, before?.index)
                    XCTAssertFalse(before === after)
                    XCTAssertFalse(before === h.host.shownPage)
                }
                h.host.swipe(visualStep: step)
                XCTAssertLessThanOrEqual(h.driver.store.strongCount, 3)
                XCTAssertLessThanOrEqual(h.aliveCount, 3)
            }
            h.driver.select(0)
            h.host.finishAnimation()
            XCTAssertFalse(h.host.before === h.host.after)
            XCTAssertEqual(h.host.violations, [])
        }
    }

    func testAnArrayOfTwoPagesDoesNotWrap() {
        onMain {
            let h = PagesHarness(count: 2, makesCopies: false)
            XCTAssertFalse(h.driver.pages.wraps)
            XCTAssertNil(h.host.before)
            XCTAssertEqual(h.host.after?.index, 1)
            h.host.swipe(visualStep: 1)
            XCTAssertEqual(h.host.before?.index, 0)
            XCTAssertNil(h.host.after)
            XCTAssertEqual(PagesHarness(count: 3, makesCopies: false).driver.pages.wraps, true)
        }
    }

    func testOnePageDoesNotSwipeOrMove() {
        onMain {
            let h = PagesHarness(count: 1)
            h.clear()
            XCTAssertNil(h.host.before)
            XCTAssertNil(h.host.after)
            XCTAssertFalse(h.host.beginSwipe(visualStep: 1))
            h.driver.select(0)
            h.driver.select(1)
            h.driver.select(-1)
            XCTAssertNil(h.driver.step(1))
            XCTAssertEqual(h.host.calls, [])
            XCTAssertEqual(h.events, [])
        }
    }

    func testNoPagesShowNothingAndIgnoreEverything() {
        onMain {
            let h = PagesHarness(count: 0)
            XCTAssertEqual(h.host.calls, [.showNoPage])
            h.clear()
            h.driver.select(0)
            XCTAssertNil(h.driver.accessibilityScroll(.left))
            XCTAssertEqual(h.driver.accessibilityPageText, "")
            XCTAssertEqual(h.host.calls, [])
            h.driver.reload(count: 3, selectedIndex: 7)
            XCTAssertEqual(h.host.calls, [.show(index: 2, direction: .forward, animated: false)])
            XCTAssertEqual(h.commands, [.selectTab(index: 2), .reloaded(count: 3, selectedIndex: 2)])
            h.clear()
            h.driver.reload(count: 0, selectedIndex: 0)
            XCTAssertEqual(h.host.calls, [.showNoPage])
        }
    }

    func testWithoutWrappingTheEndsStopAndTapsGoTheDirectWay() {
        onMain {
            let h = PagesHarness(count: 4, wraps: false)
            XCTAssertNil(h.host.before)
            XCTAssertFalse(h.host.beginSwipe(visualStep: -1))
            h.clear()
            h.driver.select(3, direction: .always(.reverse))
            XCTAssertEqual(h.host.calls, [.show(index: 3, direction: .forward, animated: true)])
            h.host.finishAnimation()
            XCTAssertNil(h.host.after)
            XCTAssertEqual(h.host.before?.index, 2)
            XCTAssertNil(h.driver.step(1))
        }
    }
}
