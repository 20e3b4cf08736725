import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// `onSelect` is called for the changes the user made (a swipe, a tapped
/// tab, VoiceOver, an auto-scroll turn), never for one made in code: the
/// pages driver decides it with ``PagesEvent/userSelected(index:)`` (issue 22
/// point 2; before, pages and container called `onSelect` for every settled
/// change, code included).
final class UserSelectionTests: XCTestCase {
    private static func userSelections(_ events: [PagesEvent]) -> [Int] {
        events.compactMap { if case .userSelected(let index) = $0 { return index } else { return nil } }
    }

    private static func settled(_ events: [PagesEvent]) -> [Int] {
        events.compactMap { if case .selectionSettled(let index) = $0 { return index } else { return nil } }
    }

    func testASelectionInCodeSettlesWithoutAUserSelection() { onMain {
        for animated in [true, false] {
            let h = PagesHarness(count: 5)
            h.clear()
            h.driver.select(3, animated: animated)
            h.host.finishAnimation()
            h.host.finishAnimation()
            XCTAssertEqual(Self.settled(h.events), [3], "animated \(animated)")
            XCTAssertEqual(Self.userSelections(h.events), [], "animated \(animated)")
            XCTAssertEqual(h.driver.selectedIndex, 3)
        }
    } }

    func testStepsInCodeAreNotUserSelections() { onMain {
        let h = PagesHarness(count: 3)
        h.clear()
        h.driver.step(1, animated: false)
        h.driver.step(-1, animated: false)
        XCTAssertEqual(Self.settled(h.events), [1, 0])
        XCTAssertEqual(Self.userSelections(h.events), [])
    } }

    func testASwipeIsOneUserSelectionAfterItsSettle() { onMain {
        let h = PagesHarness(count: 4)
        h.clear()
        h.host.swipe(visualStep: 1)
        XCTAssertEqual(h.commands, [.selectTab(index: 1), .selectionSettled(index: 1), .userSelected(index: 1)])
    } }

    func testACancelledSwipeIsNoSelection() { onMain {
        let h = PagesHarness(count: 4)
        h.clear()
        h.host.swipe(visualStep: 1, completed: false)
        XCTAssertEqual(Self.userSelections(h.events), [])
    } }

    func testVoiceOverAndAutoScrollTurnsAreReported() { onMain {
        let h = PagesHarness(count: 4)
        h.clear()
        XCTAssertNotNil(h.driver.accessibilityScroll(.left))
        h.host.finishAnimation()
        h.host.finishAnimation()
        XCTAssertEqual(Self.userSelections(h.events), [1], "VoiceOver's three-finger swipe is the user's")
        h.clear()
        var clock = AutoScroll(interval: 1)
        _ = h.driver.autoScrollTick(&clock, now: 0)
        XCTAssertEqual(h.driver.autoScrollTick(&clock, now: 1), 2)
        h.host.finishAnimation()
        h.host.finishAnimation()
        XCTAssertEqual(Self.userSelections(h.events), [2], "the app did not ask for an auto-scroll turn: reported")
    } }

    func testACodeSelectionWaitingForASwipeIsNotReportedButTheSwipeIs() { onMain {
        let h = PagesHarness(count: 5)
        h.clear()
        XCTAssertTrue(h.host.beginSwipe(visualStep: 1))
        h.host.drag(0.3)
        h.driver.select(3)
        h.host.endSwipe(completed: true)
        h.host.finishAnimation()
        h.host.finishAnimation()
        XCTAssertEqual(Self.settled(h.events), [1, 3])
        XCTAssertEqual(Self.userSelections(h.events), [1], "the swipe only; the kept selection in code is not reported")
    } }

    /// On the real container: a tab activated (VoiceOver's double tap) while
    /// the finger swipes the pages waits for the swipe; both are the user's.
    func testATappedTabWaitingForASwipeIsReportedWhenItSettles() { onMain {
        let screen = PagesScreen(titles: ["A", "B", "C", "D", "E"], width: 390, height: 700)
        screen.device.setVoiceOver(true)
        screen.touchDown()
        for _ in 0..<8 { screen.moveFinger(by: 16) }
        XCTAssertTrue((screen.strip?.accessibilityElement(at: 3) as? UIAccessibilityElement)?.accessibilityActivate() ?? false)
        for _ in 0..<6 { screen.moveFinger(by: 16) }
        screen.lift()
        XCTAssertTrue(screen.device.settle())
        XCTAssertEqual(screen.settled, [1, 3])
        XCTAssertEqual(screen.userSelections, [1, 3])
        XCTAssertEqual(screen.pageShown?.index, 3)
        XCTAssertEqual(screen.device.violations, [])
    } }

    func testATapTakenBackByASwipeIsStillTheUsers() {
        var c = PagingMachine(count: 5)
        XCTAssertEqual(c.select(2, byUser: true), [.showPage(index: 2, direction: .forward, animated: true), .selectTab(index: 2)])
        c.swipeWillBegin(showing: 0)
        XCTAssertEqual(c.pending?.byUser, true)
        XCTAssertEqual(c.swipeFinished(showing: 0).last, .selectTab(index: 2))
        XCTAssertEqual(c.transitionFinished(), [.refreshPage(index: 2), .notifySelection(index: 2, byUser: true)])
    }

    func testAReloadIsNoSelection() { onMain {
        let h = PagesHarness(count: 5, selectedIndex: 1)
        h.clear()
        h.driver.reload(count: 3, selectedIndex: 2, wraps: nil, makesCopies: true) { FakePage(index: $0, serial: 0) }
        XCTAssertEqual(Self.userSelections(h.events), [])
    } }
}
