import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

// Issue 30 points 1 and 2: pushed on a navigation stack, a swipe from the
// leading screen edge pops and a swipe from anywhere else turns the page,
// on every page including the first of a looping set; nested scrolling.

private let titles = ["For You", "News", "Sport", "Music", "Films"]

@MainActor
private func pushTabs(_ device: SimulatedDevice, selected: Int = 0) -> (UINavigationController, InfiniteTabsViewController, Calls) {
    let root = UIViewController()
    let navigation = UINavigationController(rootViewController: root)
    device.show(navigation)
    device.settle()
    let tabs = InfiniteTabsViewController(titles: titles, selectedIndex: selected) { LabelPage("Page \($0)") }
    let calls = Calls()
    tabs.onSelect = { [weak calls] in calls?.values.append($0) }
    navigation.pushViewController(tabs, animated: false)
    device.settle()
    return (navigation, tabs, calls)
}

final class NavigationStackAcceptanceTests: XCTestCase {
    func testAnEdgeSwipeOnTheFirstPageOfLoopingTabsPops() throws {
        try onDevice { device in
            let (navigation, tabs, calls) = pushTabs(device)
            device.swipe(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.3)
            XCTAssertEqual(navigation.viewControllers.count, 1, "the back swipe popped the tabs")
            XCTAssertEqual(calls.values, [], "no page turned")
            XCTAssertEqual(tabs.selectedIndex, 0)
        }
    }

    func testASwipeAwayFromTheEdgeTurnsThePageOnEveryPage() throws {
        try onDevice { device in
            let (navigation, tabs, calls) = pushTabs(device)
            device.swipe(from: CGPoint(x: 120, y: 500), to: CGPoint(x: 360, y: 500), duration: 0.15)
            XCTAssertEqual(tabs.selectedIndex, 4, "back from the first page wraps to the last")
            XCTAssertEqual(navigation.viewControllers.count, 2)
            device.swipe(from: CGPoint(x: 300, y: 500), to: CGPoint(x: 80, y: 500), duration: 0.15)
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertEqual(calls.values, [4, 0])
            XCTAssertEqual(navigation.viewControllers.count, 2)
        }
    }

    func testAnEdgeSwipeOnAnotherPagePopsToo() throws {
        try onDevice { device in
            let (navigation, tabs, calls) = pushTabs(device, selected: 2)
            device.swipe(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.3)
            XCTAssertEqual(navigation.viewControllers.count, 1)
            XCTAssertEqual(calls.values, [])
            XCTAssertEqual(tabs.selectedIndex, 2)
        }
    }

    func testAShortEdgeSwipeCancelsThePopAndKeepsThePage() throws {
        try onDevice { device in
            let (navigation, tabs, calls) = pushTabs(device, selected: 1)
            device.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 100, y: 500), duration: 0.5)
            device.advance(by: 0.2)
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(navigation.viewControllers.count, 2, "cancelled")
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(calls.values, [])
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page ") }, ["Page 1"])
        }
    }

    func testInRightToLeftTheEdgeIsTheRightOne() throws {
        try onDevice { device in
            device.setTraits(layoutDirection: .rightToLeft)
            let (navigation, _, calls) = pushTabs(device)
            device.swipe(from: CGPoint(x: 385, y: 500), to: CGPoint(x: 90, y: 500), duration: 0.3)
            XCTAssertEqual(navigation.viewControllers.count, 1)
            XCTAssertEqual(calls.values, [])
        }
    }

    func testBarePagesPushedDeferToTheBackSwipe() throws {
        try onDevice { device in
            let navigation = UINavigationController(rootViewController: UIViewController())
            device.show(navigation)
            device.settle()
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            navigation.pushViewController(pages, animated: false)
            device.settle()
            device.swipe(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.3)
            XCTAssertEqual(navigation.viewControllers.count, 1)
            XCTAssertEqual(pages.selectedIndex, 0)
        }
    }

    func testTurningDeferringOffLetsThePagesTakeTheEdge() throws {
        try onDevice { device in
            let root = UIViewController()
            let navigation = UINavigationController(rootViewController: root)
            device.show(navigation)
            device.settle()
            let tabs = InfiniteTabsViewController(titles: titles) { LabelPage("Page \($0)") }
            tabs.defersToNavigationPop = false
            navigation.pushViewController(tabs, animated: false)
            device.settle()
            device.swipe(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 300, y: 500), duration: 0.15)
            XCTAssertEqual(navigation.viewControllers.count, 2, "the pages took the swipe")
            XCTAssertEqual(tabs.selectedIndex, 4)
        }
    }

    func testTheStripSitsUnderTheNavigationBar() throws {
        try onDevice { device in
            let (navigation, tabs, _) = pushTabs(device)
            let bar = navigation.navigationBar.convert(navigation.navigationBar.bounds, to: nil)
            let strip = tabs.tabStrip.convert(tabs.tabStrip.bounds, to: nil)
            XCTAssertEqual(strip.minY, bar.maxY, accuracy: 0.5)
        }
    }
}
