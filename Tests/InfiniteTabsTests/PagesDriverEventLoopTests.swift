import XCTest
@testable import InfiniteTabsCore

/// The page driver against a fake page view controller that, like UIKit,
/// runs `DispatchQueue.main.async` work only on the next turn of the main
/// queue (``FakePageHost/hasEventLoop``).
final class PagesDriverEventLoopTests: XCTestCase {
    func testTheRefreshAfterAnAnimatedSetWaitsForTheCompletionToReturn() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5)
            h.host.hasEventLoop = true
            h.driver.select(3)
            h.clear()
            h.host.finishAnimation()
            XCTAssertEqual(h.host.calls, [], "no set from inside the completion")
            XCTAssertEqual(h.commands, [.selectionSettled(index: 3)])
            XCTAssertTrue(h.driver.isHostBusy, "busy until the refresh ran")
            h.driver.select(1) // a tap before the refresh: it waits
            XCTAssertEqual(h.host.calls, [])
            h.host.runEventLoop()
            XCTAssertEqual(h.host.calls, [
                .show(index: 3, direction: .forward, animated: false),
                .show(index: 1, direction: .reverse, animated: true),
            ])
            XCTAssertEqual(h.host.violations, [])
        }
    }

    func testASwipeThatBeginsBeforeTheRefreshIsNotInterrupted() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5)
            h.host.hasEventLoop = true
            h.driver.select(1)
            h.host.finishAnimation()
            h.clear()
            XCTAssertTrue(h.host.beginSwipe(visualStep: 1))
            h.host.drag(0.2)
            h.host.runEventLoop()
            XCTAssertEqual(h.host.calls, [], "the refresh is dropped while the finger is down")
            h.host.drag(0.7, isDragging: false)
            h.host.endSwipe(completed: true)
            XCTAssertEqual(h.host.violations, [])
            XCTAssertEqual(h.driver.selectedIndex, 2)
            XCTAssertFalse(h.driver.isHostBusy)
        }
    }
}
