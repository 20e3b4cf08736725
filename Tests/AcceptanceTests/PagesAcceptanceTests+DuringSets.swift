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
}
