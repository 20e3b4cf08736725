import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

/// The app's pages, which it edits before telling the control.
@MainActor
private final class Model {
    var names: [String]
    init(_ names: [String]) { self.names = names }
}

@MainActor
private func shown(_ device: SimulatedDevice) -> [String] { device.visibleTexts().filter { $0.hasPrefix("P-") } }

@MainActor
private final class ReloadSpy: InfinitePageViewControllerDelegate, InfiniteTabsViewControllerDelegate {
    var pages = 0, tabs = 0
    func infinitePageViewControllerDidReload(_ controller: InfinitePageViewController) { pages += 1 }
    func infiniteTabsViewControllerDidReload(_ controller: InfiniteTabsViewController) { tabs += 1 }
}

/// Inserting and deleting pages and tabs keeps the page on screen.
final class EditingAcceptanceTests: XCTestCase {
    func testEachReloadOrEditIsReportedOnceWhenItRunsAndPageTurnsAreNot() throws {
        try onDevice { device in
            let model = Model(["P-a", "P-b", "P-c"])
            let spy = ReloadSpy()
            let pages = InfinitePageViewController(count: 3) { [model] in LabelPage(model.names[$0]) }
            pages.delegate = spy
            device.show(pages)
            device.settle()
            XCTAssertTrue(device.swipe(forward: true))
            XCTAssertEqual(spy.pages, 0, "a page turn is no reload")
            device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.2)
            model.names.append("P-d")
            pages.insertPage(at: 3)
            XCTAssertEqual(spy.pages, 0, "it waits for the swipe")
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(spy.pages, 1)
            pages.reloadPages(count: 4) { [model] in LabelPage(model.names[$0]) }
            XCTAssertEqual(spy.pages, 2)

            let tabs = InfiniteTabsViewController(titles: ["A", "B"]) { [model] in LabelPage(model.names[$0]) }
            tabs.delegate = spy
            device.show(tabs)
            device.settle()
            let before = spy.tabs
            tabs.insertTab(InfiniteTabItem(title: "C"), at: 2)
            XCTAssertEqual(spy.tabs, before + 1)
        }
    }

    func testInsertingBeforeThePageOnScreenKeepsItOnScreen() throws {
        try onDevice { device in
            let model = Model(["P-a", "P-b", "P-c", "P-d"])
            let pages = InfinitePageViewController(count: 4, selectedIndex: 2) { [model] in LabelPage(model.names[$0]) }
            device.show(pages)
            device.settle()
            XCTAssertEqual(shown(device), ["P-c"])
            model.names.insert("P-new", at: 0)
            pages.insertPage(at: 0, animated: true)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(shown(device), ["P-c"], "the page on screen stays")
            XCTAssertEqual(pages.selectedIndex, 3)
            XCTAssertEqual(pages.numberOfPages, 5)
            XCTAssertTrue(device.swipe(forward: false))
            XCTAssertEqual(shown(device), ["P-b"])
            XCTAssertTrue(device.swipe(forward: false))
            XCTAssertTrue(device.swipe(forward: false))
            XCTAssertEqual(shown(device), ["P-new"], "the new page is where it was inserted")
        }
    }

    func testDeletingThePageOnScreenShowsItsNextNeighbourAndAnyIndexIsSafe() throws {
        try onDevice { device in
            let model = Model(["P-a", "P-b", "P-c", "P-d"])
            let pages = InfinitePageViewController(count: 4, selectedIndex: 1) { [model] in LabelPage(model.names[$0]) }
            device.show(pages)
            device.settle()
            model.names.remove(at: 1)
            pages.deletePage(at: 1, animated: true)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(shown(device), ["P-c"])
            XCTAssertEqual(pages.selectedIndex, 1)
            for index in [Int.min, -1, 3, Int.max] { pages.deletePage(at: index) }
            XCTAssertTrue(device.settle())
            XCTAssertEqual(pages.numberOfPages, 3)
            model.names.remove(at: 0)
            pages.deletePage(at: 0)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(shown(device), ["P-c"], "a page before it goes: it stays")
            XCTAssertEqual(pages.selectedIndex, 0)
        }
    }

    func testEditsDuringASwipeWaitAndAddUp() throws {
        try onDevice { device in
            let model = Model(["P-a", "P-b", "P-c"])
            let pages = InfinitePageViewController(count: 3, selectedIndex: 0) { [model] in LabelPage(model.names[$0]) }
            device.show(pages)
            device.settle()
            device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.2)
            model.names.append("P-d")
            pages.insertPage(at: 3)
            model.names.append("P-e")
            pages.insertPage(at: 4)
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(pages.numberOfPages, 5, "both insertions")
            XCTAssertEqual(shown(device), [model.names[pages.selectedIndex]])
        }
    }

    func testTheContainerInsertsAndDeletesTabsWithTheStripFollowing() throws {
        try onDevice { device in
            let model = Model(["P-a", "P-b", "P-c"])
            let tabs = InfiniteTabsViewController(titles: ["A", "B", "C"], selectedIndex: 1) { [model] in
                LabelPage(model.names[$0])
            }
            device.show(tabs)
            device.settle()
            model.names.insert("P-z", at: 0)
            tabs.insertTab(InfiniteTabItem(title: "Z"), at: 0, animated: true)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(tabs.items.map(\.title), ["Z", "A", "B", "C"])
            XCTAssertEqual(tabs.selectedIndex, 2)
            XCTAssertEqual(shown(device), ["P-b"])
            XCTAssertEqual(tabs.tabStrip.selectedIndex, 2, "the strip follows")
            model.names.remove(at: 2)
            tabs.deleteTab(at: 2, animated: true)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(tabs.items.map(\.title), ["Z", "A", "C"])
            XCTAssertEqual(shown(device), ["P-c"], "the next neighbour")
            XCTAssertEqual(tabs.tabStrip.selectedIndex, 2)
            XCTAssertFalse(device.labels("C").isEmpty, "its tab is on screen")
            tabs.deleteTab(at: 99)
            XCTAssertEqual(tabs.items.count, 3)
        }
    }
}
