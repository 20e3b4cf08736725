import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// Pages reloaded by identity keep the selected page and the objects of the
/// pages that survive, through the driver the UIKit page controller runs.
final class PagesIdentityReloadTests: XCTestCase {
    func testInsertingBeforeTheSelectedPageKeepsItAndItsObject() { onMain {
        let h = PagesHarness(count: 4, selectedIndex: 2)
        h.driver.reload(ids: ["a", "b", "c", "d"]) // first reload by ids: by index, same pages
        let shown = h.host.shownPage
        let neighbours = Set(h.driver.store.alivePages.map(ObjectIdentifier.init))
        XCTAssertEqual(h.driver.selectedIndex, 2)
        h.clear()
        h.driver.reload(ids: ["new", "a", "b", "c", "d"])
        XCTAssertEqual(h.driver.selectedIndex, 3, "c moved to index 3 and stays selected")
        XCTAssertTrue(h.host.shownPage === shown, "the page of c keeps its object")
        XCTAssertEqual(h.host.calls, [.show(index: 2, direction: .forward, animated: false)],
                       "the same object (made for old index 2) is set again")
        XCTAssertEqual(h.commands, [.selectTab(index: 3), .reloaded(count: 5, selectedIndex: 3)])
        XCTAssertTrue(Set(h.driver.store.alivePages.map(ObjectIdentifier.init)).isSuperset(of: neighbours),
                      "the neighbours b and d survive with their objects")
        XCTAssertEqual(h.host.violations, [])
    } }

    func testRemovingTheSelectedPageSelectsTheNextSurvivor() { onMain {
        let h = PagesHarness(count: 4, selectedIndex: 1)
        h.driver.reload(ids: [10, 20, 30, 40])
        let third = h.driver.store.alivePages.first { $0.index == 2 }
        h.driver.reload(ids: [10, 30, 40])
        XCTAssertEqual(h.driver.selectedIndex, 1, "20 removed: 30, the next one, is selected")
        XCTAssertNotNil(third)
        XCTAssertTrue(h.host.shownPage === third, "30 keeps its object")
    } }

    func testAReloadDuringATransitionIsWorkedOutWhenItRuns() { onMain {
        let h = PagesHarness(count: 5)
        h.driver.reload(ids: ["a", "b", "c", "d", "e"])
        h.driver.select(3)
        h.driver.reload(ids: ["x", "a", "b", "c", "d", "e"])
        XCTAssertEqual(h.driver.pages.count, 5, "waits for the transition")
        h.host.finishAnimation()
        XCTAssertEqual(h.driver.pages.count, 6)
        XCTAssertEqual(h.driver.selectedIndex, 4, "d, reached by the transition, stays selected at its new index")
        XCTAssertEqual(h.host.violations, [])
    } }

    func testWithoutEarlierIDsTheReloadGoesByIndexAndMakesNewPages() { onMain {
        let h = PagesHarness(count: 4, selectedIndex: 3)
        let shown = h.host.shownPage
        h.driver.reload(ids: ["a", "b"])
        XCTAssertEqual(h.driver.selectedIndex, 1, "index 3 clamped")
        XCTAssertFalse(h.host.shownPage === shown)
        h.driver.reload(ids: [String]())
        XCTAssertEqual(h.driver.pages.count, 0)
        XCTAssertEqual(h.driver.selectedIndex, 0)
    } }

    func testTurningWrappingOffKeepsPagesFromIDs() { onMain {
        let h = PagesHarness(count: 3, selectedIndex: 1)
        h.driver.reload(ids: ["a", "b", "c"])
        let shown = h.host.shownPage
        h.driver.setWrapping(false)
        XCTAssertFalse(h.driver.pages.wraps)
        XCTAssertTrue(h.host.shownPage === shown)
        XCTAssertEqual(h.driver.selectedIndex, 1)
    } }

    func testStoreRemapKeepsLivePagesAndIgnoresBadEntries() { onMain {
        var made = 0
        let store = PageInstanceStore<FakePage>(cycle: PageCycle(count: 3)) { i in made += 1; return FakePage(index: i, serial: made) }
        let a = store.page(atPosition: 0), b = store.page(atPosition: 1), c = store.page(atPosition: 2)
        store.reset(cycle: PageCycle(count: 4), keeping: [0: 3, 1: 9, 2: 3, -5: 0])
        XCTAssertTrue(store.page(atPosition: 3) === a, "0 → 3 kept")
        XCTAssertEqual(made, 3)
        XCTAssertFalse(store.page(atPosition: 1) === b, "1 → 9 is out of range: a new page")
        XCTAssertEqual(made, 4)
        XCTAssertFalse(store.alivePages.contains { $0 === c }, "two old pages on one new index: only the first kept")
        // Two wrapping pages need two instances; going back to one per page drops the second.
        let two = PageInstanceStore<FakePage>(cycle: PageCycle(count: 2)) { i in made += 1; return FakePage(index: i, serial: made) }
        let first = two.page(atPosition: 0), second = two.page(atPosition: 2)
        XCTAssertFalse(first === second)
        two.reset(cycle: PageCycle(count: 3), keeping: [0: 0])
        XCTAssertTrue(two.page(atPosition: 0) === first)
        XCTAssertEqual(two.alivePages.count, 1)
    } }
}
