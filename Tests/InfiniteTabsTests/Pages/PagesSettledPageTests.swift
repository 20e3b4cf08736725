import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// The pages report the page they came to rest on (where the container points
/// the navigation bar at the page's scroll view): after a transition's
/// refresh, at the end of a swipe (once UIKit shows the new page), after a
/// selection without animation and after a reload; always the page on screen.
final class PagesSettledPageTests: XCTestCase {
    func testEverySettleReportsThePageOnScreen() { onMain {
        let h = PagesHarness(count: 5)
        var settled: [Int] = []
        h.host.onPageSettled = { page in
            settled.append(page.index)
            XCTAssertTrue(page === h.host.shownPage, "the page reported is the one on screen")
        }
        h.driver.select(3)
        XCTAssertEqual(settled, [], "not while the transition runs")
        h.host.finishAnimation()
        XCTAssertEqual(settled.last, 3)
        settled = []
        XCTAssertTrue(h.host.beginSwipe(visualStep: 1))
        h.host.drag(0.6)
        h.host.drag(1.0, isDragging: false)
        XCTAssertEqual(settled, [], "a swipe reports when UIKit's transition ends")
        h.host.endSwipe(completed: true)
        XCTAssertEqual(settled.last, 4)
        h.driver.select(1, animated: false)
        XCTAssertEqual(settled.last, 1)
        h.driver.reload(count: 2, selectedIndex: 0)
        XCTAssertEqual(settled.last, 0)
    } }
}
