import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// The page driver against a fake page view controller that, like UIKit,
/// runs `DispatchQueue.main.async` work only on the next turn of the main
/// queue (``FakePageHost/hasEventLoop``).
final class PagesDriverEventLoopTests: XCTestCase {
    func testTheRefreshAfterAnAnimatedSetWaitsForTheCompletionToReturn() {
        onMain {
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
        onMain {
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

    func testARequestRunWhenATinyDragBouncesBackWaitsForTheNextTurn() {
        onMain {
            let h = PagesHarness(count: 5)
            h.host.hasEventLoop = true
            h.clear()
            h.host.dragWithoutTransition(0.05) // no willTransitionTo
            h.driver.select(3) // waits: the user is dragging
            XCTAssertEqual(h.host.calls, [])
            h.host.bounceBack() // no didFinishAnimating either
            XCTAssertEqual(h.host.calls, [], "no set from inside scrollViewDidScroll")
            XCTAssertTrue(h.driver.isHostBusy)
            h.host.runEventLoop()
            XCTAssertEqual(h.host.calls, [.show(index: 3, direction: .reverse, animated: true)])
            XCTAssertEqual(h.host.violations, [])
            h.host.finishAnimation()
            h.host.runEventLoop()
            XCTAssertEqual(h.driver.selectedIndex, 3)
            XCTAssertFalse(h.driver.isHostBusy)
        }
    }

    func testASwipeWhoseDidFinishAnimatingNeverComesEndsOnceThePagesRest() {
        onMain {
            let h = PagesHarness(count: 5)
            h.host.hasEventLoop = true
            XCTAssertTrue(h.host.beginSwipe(visualStep: 1))
            h.host.drag(0.4)
            h.driver.select(4) // during the swipe: waits for its end
            h.clear()
            h.host.endSwipeWithoutDidFinish(completed: true)
            XCTAssertEqual(h.host.calls, [])
            XCTAssertTrue(h.driver.isHostBusy, "still waiting for didFinishAnimating during this event")
            h.host.runEventLoop()
            XCTAssertEqual(h.host.calls, [.show(index: 4, direction: .reverse, animated: true)], "the waiting request ran")
            XCTAssertEqual(Array(h.commands.prefix(2)), [.selectTab(index: 1), .selectionSettled(index: 1)],
                           "the swipe settled on the page shown")
            XCTAssertEqual(h.host.violations, [])
        }
    }

    /// Issue 26: a snap caught and left still sends nothing more; a select,
    /// a step or a reload made then (or waiting from the swipe) runs at once.
    func testASwipeCaughtAndLeftStillEndsWhenTheAppAsksForAMove() {
        for ask in 0..<3 {
            onMain {
                let h = PagesHarness(count: 5)
                h.host.hasEventLoop = true
                XCTAssertTrue(h.host.beginSwipe(visualStep: 1))
                h.host.drag(0.3)
                h.driver.select(4) // during the swipe: waits for its end
                h.clear()
                h.host.catchSnapAndLeaveStill()
                h.host.runEventLoop()
                XCTAssertEqual(h.host.calls, [], "nothing came: the request still waits")
                switch ask {
                case 0: h.driver.select(3)
                case 1: h.driver.step(1)
                default: h.driver.reload(count: 5, selectedIndex: 2)
                }
                h.host.runEventLoop()
                XCTAssertEqual(h.host.calls.first, .show(index: 4, direction: .reverse, animated: true),
                               "ask \(ask): the request made during the swipe runs first")
                for _ in 0..<4 where h.host.isAnimatingSet {
                    h.host.finishAnimation()
                    h.host.runEventLoop()
                }
                // The step goes one past the page asked for during the swipe (4).
                XCTAssertEqual(h.driver.state, .idle(index: [3, 0, 2][ask]), "ask \(ask): at rest means idle")
                XCTAssertFalse(h.driver.isHostBusy, "ask \(ask)")
                XCTAssertEqual(h.host.violations, [], "ask \(ask)")
            }
        }
    }

    func testARestBeforeDidFinishAnimatingInTheSameEventChangesNothing() {
        onMain {
            let h = PagesHarness(count: 5)
            h.host.hasEventLoop = true
            XCTAssertTrue(h.host.beginSwipe(visualStep: 1))
            h.host.drag(0.5)
            h.driver.pagesEndedDragging(willDecelerate: true) // not at rest yet: nothing
            h.driver.pagesCameToRest() // UIKit may report rest first...
            h.host.endSwipe(completed: true) // ...then didFinishAnimating
            let events = h.events
            h.host.runEventLoop()
            XCTAssertEqual(h.events, events, "the rest check found the gesture already ended")
            XCTAssertEqual(h.driver.selectedIndex, 1)
        }
    }
}
