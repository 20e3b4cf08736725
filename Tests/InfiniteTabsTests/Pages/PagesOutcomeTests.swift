import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// The driver decides and its shell acts: every event ends with one outcome, in order, and nothing reaches
/// the host but through it (issue 27 point 1).
final class PagesOutcomeTests: XCTestCase {
    private static func shows(_ outcome: PagesOutcome) -> [FakePageHost.Call] {
        outcome.steps.compactMap {
            if case .show(let page as FakePage, let direction, let animated, _) = $0 {
                return .show(index: page.index, direction: direction, animated: animated)
            }
            return nil
        }
    }

    func testTheDriverNeverCallsItsHostAndEachEventEndsWithOneOutcome() { onMain {
        let driver = PagesDriver<FakePageHost>(count: 5) { FakePage(index: $0, serial: 0) }
        let host = FakePageHost()
        driver.host = host // read by the driver, never called: no shell applies the outcomes here
        let outcomes = [driver.showInitialPage(), driver.select(2)]
        XCTAssertEqual(host.calls, [], "the driver asked, nobody applied: the host saw nothing")
        XCTAssertNil(host.shownPage)
        XCTAssertEqual(outcomes.count, 2, "one outcome an event")
        XCTAssertEqual(outcomes.map(Self.shows), [[.show(index: 0, direction: .forward, animated: false)],
                                             [.show(index: 2, direction: .forward, animated: true)]])
        XCTAssertEqual(outcomes[1].events.first, .selectTab(index: 2))
        XCTAssertTrue(outcomes[1].steps.contains { if case .acceptSwipes(false) = $0 { return true } else { return false } },
                      "swipes go off for the animated set, as a step too")
    } }

    func testACompletionInsideTheSetIsANewEventAppliedAfterTheOutcomeThatSetIt() { onMain {
        let h = PagesHarness(count: 5, completesAtOnce: true)
        h.clear()
        h.driver.select(2)
        XCTAssertEqual(h.commands, [.selectTab(index: 2), .selectionSettled(index: 2)],
                       "the tab is selected before the selection settles, though the set completed inside its call")
        XCTAssertEqual(h.events.last, .stateChanged(.idle(index: 2)))
        XCTAssertEqual(h.host.violations, [])
    } }
    func testAScrollFrameReturnsItsOneOutcome() { onMain {
        let driver = PagesDriver<FakePageHost>(count: 5) { FakePage(index: $0, serial: 0) }
        let host = FakePageHost()
        driver.host = host
        XCTAssertEqual(driver.gestureWillBegin().steps.count, 0, "a gesture's start changes nothing the host must do")
        let first = driver.pagesScrolled(offset: 130, pageWidth: 100, isDragging: true)
        // A frame nested inside the shell's applying of `first` (UIKit calling back) gets its own steps.
        let nested = driver.pagesScrolled(offset: 160, pageWidth: 100, isDragging: true)
        XCTAssertEqual(first.events, [.stateChanged(.dragging(PagingMove(from: 0, to: 1, steps: 1, progress: 0.3)))])
        XCTAssertEqual(nested.events, [.stateChanged(.dragging(PagingMove(from: 0, to: 1, steps: 1, progress: 0.6)))])
        XCTAssertNil(first.heldOffset)
        let still = driver.pagesScrolled(offset: 160, pageWidth: 100, isDragging: true)
        XCTAssertEqual(still.steps.count, 0, "a frame that changes nothing has no steps")
        let pulled = PagesDriver<FakePageHost>(count: 3, wraps: false) { FakePage(index: $0, serial: 0) }
        pulled.host = host
        pulled.bounces = false
        XCTAssertEqual(pulled.pagesScrolled(offset: 80, pageWidth: 100, isDragging: true).heldOffset, 100,
                       "past the first page without bounces: held at rest, as the only answer")
    } }
}
