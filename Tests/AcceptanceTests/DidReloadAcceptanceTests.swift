import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

/// What a did-reload call saw: the count and selection it was given, and
/// the page installed at that moment (in the window), with the strip's tabs.
private struct Heard: Equatable {
    var count: Int
    var selected: Int
    var shown: [String]
}

@MainActor
private func installed(_ pages: InfinitePageViewController) -> [String] {
    guard let page = pages.currentViewController as? LabelPage, page.view.window != nil else { return [] }
    return [page.text]
}

@MainActor
private final class DidReloadSpy: InfinitePageViewControllerDelegate, InfiniteTabsViewControllerDelegate {
    let device: SimulatedDevice
    var heard: [Heard] = []
    init(_ device: SimulatedDevice) { self.device = device }
    func infinitePageViewController(_ controller: InfinitePageViewController, didReloadWith count: Int, selectedIndex: Int) {
        heard.append(Heard(count: count, selected: selectedIndex, shown: installed(controller)))
    }
    func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didReloadWith count: Int, selectedIndex: Int) {
        let strip = controller.tabStrip
        heard.append(Heard(count: count, selected: selectedIndex,
                           shown: installed(controller.pageController) + [strip.titles.joined(), "\(strip.selectedIndex)"]))
    }
}

/// After a reload the delegate and `onReload` hear the new count and
/// selection once, with the new pages (and tabs) already on screen
/// (Pageboy's `didReloadWith`; issue 31 point 4).
final class DidReloadAcceptanceTests: XCTestCase {
    func testAPagesReloadReportsTheNewCountAndSelectionOnceWithTheNewPageOnScreen() throws {
        try onDevice { device in
            let spy = DidReloadSpy(device)
            var closure: [[Int]] = []
            let pages = InfinitePageViewController(count: 5, selectedIndex: 4) { LabelPage("Old \($0)") }
            pages.delegate = spy
            pages.onReload = { closure.append([$0, $1]) }
            device.show(pages)
            device.settle()
            XCTAssertEqual(spy.heard, [], "showing the pages is no reload")
            pages.reloadPages(count: 3) { LabelPage("New \($0)") }
            XCTAssertEqual(spy.heard, [Heard(count: 3, selected: 2, shown: ["New 2"])], "clamped to the last of 3, on screen")
            XCTAssertEqual(closure, [[3, 2]], "the closure too, once")

            // During a swipe the reload waits; it is heard once, when it runs.
            spy.heard = []
            device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.2)
            pages.reloadPages(count: 6, selectedIndex: 5) { LabelPage("Six \($0)") }
            XCTAssertEqual(spy.heard, [], "not while the finger moves the pages")
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(spy.heard, [Heard(count: 6, selected: 5, shown: ["Six 5"])])
            XCTAssertEqual(closure, [[3, 2], [6, 5]])

            spy.heard = []
            XCTAssertTrue(device.swipe(forward: true))
            XCTAssertEqual(spy.heard, [], "a page turn is no reload")
            pages.deletePage(at: 0, animated: false)
            XCTAssertEqual(spy.heard.map(\.count), [5])
            XCTAssertEqual(spy.heard.map(\.selected), [pages.selectedIndex])
            pages.reloadPages(count: 0) { LabelPage("None \($0)") }
            XCTAssertEqual(spy.heard.last.map { [$0.count, $0.selected] }, [0, 0], "no pages: 0, 0")
        }
    }

    func testAContainerReloadReportsOnceWithTheNewTabsAndPageOnScreen() throws {
        try onDevice { device in
            let spy = DidReloadSpy(device)
            var closure: [[Int]] = []
            let tabs = InfiniteTabsViewController(titles: ["A", "B", "C", "D"], selectedIndex: 3) { LabelPage("Old \($0)") }
            tabs.delegate = spy
            tabs.onReload = { closure.append([$0, $1]) }
            device.show(tabs)
            device.settle()
            XCTAssertEqual(spy.heard, [])
            tabs.reload(items: ["X", "Y"].map { InfiniteTabItem(title: $0) }, selectedIndex: 1) { LabelPage("New \($0)") }
            XCTAssertEqual(spy.heard.count, 1, "once")
            let heard = try XCTUnwrap(spy.heard.first)
            XCTAssertEqual([heard.count, heard.selected], [2, 1])
            XCTAssertEqual(heard.shown, ["New 1", "XY", "1"], "the new page installed, the strip on the new tabs")
            XCTAssertEqual(closure, [[2, 1]])
            tabs.insertTab(InfiniteTabItem(title: "Z"), at: 0, animated: false)
            XCTAssertEqual(closure, [[2, 1], [3, 2]], "an insert before the selected tab keeps it: now at 2")
        }
    }
}
