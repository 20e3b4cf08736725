import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// The rule for a selection made while the user swipes: it is kept and
/// applied after the gesture settled; the page the swipe came to rest on is
/// reported first; at rest the page on screen, the driver's state and its
/// selected index agree.
final class PagesSelectDuringSwipeTests: XCTestCase {
    /// Issue 8: the host showed page 7 while the driver was idle(6) with
    /// selectedIndex 6, and page 5, where the finger landed, was never reported.
    func testASelectionMadeAsASwipeBeginsRunsAfterTheSwipeSettled() { onMain {
        for eventLoop in [false, true] {
            let h = PagesHarness(count: 9, selectedIndex: 6)
            h.host.hasEventLoop = eventLoop
            h.clear()
            XCTAssertTrue(h.host.beginSwipe(visualStep: -1))
            h.driver.select(7, animated: false)
            XCTAssertEqual(h.host.calls, [], "no set while the finger is down")
            h.host.drag(0.98)
            h.host.endSwipe(completed: true)
            h.host.runEventLoop()
            XCTAssertEqual(h.host.shownPage?.index, 7)
            XCTAssertEqual(h.driver.state, .idle(index: 7))
            XCTAssertEqual(h.driver.selectedIndex, 7)
            let settled = h.commands.compactMap { if case .selectionSettled(let i) = $0 { return i } else { return nil } }
            XCTAssertEqual(settled, [5, 7], "the landing page, then the selection")
            XCTAssertEqual(h.host.violations, [])
        }
    } }

    func testAnAnimatedSelectionMadeAsASwipeBeginsRunsAfterACancelledSwipe() { onMain {
        let h = PagesHarness(count: 9, selectedIndex: 6)
        h.clear()
        XCTAssertTrue(h.host.beginSwipe(visualStep: 1))
        h.driver.select(2)
        h.host.drag(0.3)
        h.host.endSwipe(completed: false)
        XCTAssertEqual(h.host.calls, [.show(index: 2, direction: .reverse, animated: true)])
        h.host.finishAnimation()
        XCTAssertEqual(h.host.shownPage?.index, 2)
        XCTAssertEqual(h.driver.state, .idle(index: 2))
        XCTAssertEqual(h.driver.selectedIndex, 2)
        XCTAssertEqual(h.commands.filter { if case .selectionSettled = $0 { return true } else { return false } },
                       [.selectionSettled(index: 2)])
        XCTAssertEqual(h.host.violations, [])
    } }
}
