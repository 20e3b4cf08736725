import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

@MainActor
private func show(_ device: SimulatedDevice, loops: Bool = true) -> (InfinitePageViewController, Calls) {
    let pages = InfinitePageViewController(count: 5, selectedIndex: 0, loops: loops) { LabelPage("Page \($0)") }
    let calls = Calls()
    pages.onSelect = { [weak calls] in calls?.values.append($0) }
    device.show(pages)
    device.settle()
    return (pages, calls)
}

/// A finger on the pages while the control turns them in code (issue 26):
/// UIKit crashes on a swipe during an animated `setViewControllers`
/// ("Duplicate states in queue"), so the control must never allow one.
final class PagesDuringSetsAcceptanceTests: XCTestCase {
    func testASwipeDuringAnAnimatedSelectCausesNoMisuseAndTheSelectLands() throws {
        try onDevice { device in
            let (pages, calls) = show(device)
            pages.select(2, animated: true)
            device.advance(by: 0.05)
            device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.1)
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(pages.selectedIndex, 2)
            XCTAssertTrue(pages.pagingState.isIdle)
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page ") }, ["Page 2"])
            XCTAssertEqual(calls.values, [])
            // Swipes come back once the set is over.
            XCTAssertTrue(device.swipe(forward: true))
            XCTAssertEqual(pages.selectedIndex, 3)
        }
    }

    /// A select while pages that do not loop spring back from their first
    /// page: UIKit crashes on a set during that bounce (openradar 24607701),
    /// so the set waits for the bounce to end, then lands.
    func testASelectDuringTheBounceAtTheFirstPageWaitsAndLands() throws {
        try onDevice { device in
            let (pages, calls) = show(device, loops: false)
            device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
            device.lift()
            device.advance(by: 1.0 / 60)
            pages.select(2, animated: true)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(pages.selectedIndex, 2)
            XCTAssertTrue(pages.pagingState.isIdle)
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page ") }, ["Page 2"])
            XCTAssertEqual(calls.values, [])
        }
    }

    /// The same at the last page, springing back from its right side.
    func testASelectDuringTheBounceAtTheLastPageWaitsAndLands() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 5, selectedIndex: 4, loops: false) { LabelPage("Page \($0)") }
            device.show(pages)
            device.settle()
            device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2)
            device.lift()
            device.advance(by: 1.0 / 60)
            pages.select(1, animated: true)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(pages.selectedIndex, 1)
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page ") }, ["Page 1"])
        }
    }

    /// A tapped tab of tabs that do not loop, while their pages spring back
    /// from the first page: the page set waits for the spring-back too.
    func testATabTappedDuringTheBounceOfTabsThatDoNotLoopWaitsAndLands() throws {
        try onDevice { device in
            var options = InfiniteTabsOptions()
            options.loops = false
            let tabs = InfiniteTabsViewController(titles: ["One", "Two", "Three", "Four"], options: options) {
                LabelPage("Page \($0)")
            }
            let calls = Calls()
            tabs.onSelect = { [weak calls] in calls?.values.append($0) }
            device.show(tabs)
            device.settle()
            device.drag(from: CGPoint(x: 100, y: 444), to: CGPoint(x: 300, y: 444), duration: 0.2)
            device.lift()
            device.advance(by: 1.0 / 60)
            device.tap(label: "Three")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(tabs.selectedIndex, 2)
            XCTAssertEqual(calls.values, [2])
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page ") }, ["Page 2"])
        }
    }

    /// Emptying the pages during the spring-back waits for it as well: showing
    /// the empty placeholder is a set too.
    func testEmptyingThePagesDuringTheBounceWaitsForIt() throws {
        try onDevice { device in
            let (pages, _) = show(device, loops: false)
            device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
            device.lift()
            device.advance(by: 1.0 / 60)
            pages.reloadPages([UIViewController]())
            XCTAssertTrue(device.settle())
            XCTAssertEqual(pages.numberOfPages, 0)
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page ") }, [])
        }
    }
}
