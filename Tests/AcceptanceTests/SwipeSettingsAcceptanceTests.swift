import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

// Issue 30 point 2: `isScrollEnabled` turns swipes off while taps, dots and
// code still select; `bounces` at the ends of pages that do not loop.

private let titles = ["For You", "News", "Sport", "Music", "Films"]

@MainActor
private func pageTexts(_ device: SimulatedDevice) -> [String] {
    device.visibleTexts().filter { $0.hasPrefix("Page ") }
}

final class SwipeSettingsAcceptanceTests: XCTestCase {
    func testPagesWithSwipesOffDoNotSwipeButCodeAndDotsTurnThem() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 4) { LabelPage("Page \($0)") }
            pages.isScrollEnabled = false // before the view loads
            pages.showsPageControl = true
            let calls = Calls()
            pages.onSelect = { [weak calls] in calls?.values.append($0) }
            device.show(pages)
            device.settle()
            device.swipe(forward: true)
            device.swipe(forward: false)
            XCTAssertEqual(pages.selectedIndex, 0)
            XCTAssertEqual(pageTexts(device), ["Page 0"])
            XCTAssertEqual(calls.values, [])
            let dots = try XCTUnwrap(pages.pageControl)
            let frame = dots.convert(dots.bounds, to: nil)
            device.tap(at: CGPoint(x: frame.maxX - frame.width / 4, y: frame.midY))
            XCTAssertTrue(device.settle())
            XCTAssertEqual(calls.values, [1], "a tapped dot still turns the page")
            pages.select(3)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(pageTexts(device), ["Page 3"])
            pages.isScrollEnabled = true
            device.swipe(forward: true)
            XCTAssertEqual(pages.selectedIndex, 0, "swipes on again, across the seam")
            XCTAssertEqual(calls.values, [1, 0])
        }
    }

    func testTabsWithSwipesOffStillSelectOnATap() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: titles) { LabelPage("Page \($0)") }
            tabs.isScrollEnabled = false
            let calls = Calls()
            tabs.onSelect = { [weak calls] in calls?.values.append($0) }
            device.show(tabs)
            device.settle()
            device.swipe(forward: true, y: 444)
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertEqual(pageTexts(device), ["Page 0"])
            device.tap(label: "Sport")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(tabs.selectedIndex, 2)
            XCTAssertEqual(calls.values, [2])
            XCTAssertEqual(pageTexts(device), ["Page 2"])
            XCTAssertFalse(tabs.pageController.isScrollEnabled, "the container forwards the setting")
            tabs.select(4, animated: true)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(pageTexts(device), ["Page 4"])
        }
    }

    func testSwipesTurnedOffDuringASwipeSettleOnAWholePageReportedOnce() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: titles) { LabelPage("Page \($0)") }
            let calls = Calls()
            tabs.onSelect = { [weak calls] in calls?.values.append($0) }
            device.show(tabs)
            device.settle()
            device.drag(from: CGPoint(x: 330, y: 444), to: CGPoint(x: 100, y: 444), duration: 0.3)
            tabs.isScrollEnabled = false
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(pageTexts(device).count, 1, "a whole page: \(pageTexts(device))")
            XCTAssertEqual(pageTexts(device), ["Page \(tabs.selectedIndex)"])
            XCTAssertLessThanOrEqual(calls.values.count, 1)
            XCTAssertEqual(calls.values, tabs.selectedIndex == 0 ? [] : [tabs.selectedIndex])
            let tab = try XCTUnwrap(device.label(titles[tabs.selectedIndex]))
            XCTAssertEqual(tab.midX, 195, accuracy: 1, "its tab centred")
        }
    }

    func testPagesThatDoNotLoopAndDoNotBounceStayPutAtTheirEnds() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 3, loops: false) { LabelPage("Page \($0)") }
            pages.bounces = false
            device.show(pages)
            device.settle()
            var moved: CGFloat = 0
            for x in stride(from: 120 as CGFloat, through: 330, by: 30) {
                device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: x, y: 400), duration: 1 / 60)
                moved = max(moved, abs(try XCTUnwrap(device.label("Page 0")).midX - 195))
            }
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(moved, 0, "the first page never moves towards the missing page before it")
            device.swipe(forward: true)
            device.swipe(forward: true)
            XCTAssertEqual(pageTexts(device), ["Page 2"], "swipes between pages are unchanged")
            moved = 0
            for x in stride(from: 280 as CGFloat, through: 60, by: -30) {
                device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: x, y: 400), duration: 1 / 60)
                moved = max(moved, abs(try XCTUnwrap(device.label("Page 2")).midX - 195))
            }
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(moved, 0, "nor the last towards the missing page after it")
            XCTAssertEqual(pages.selectedIndex, 2)
        }
    }

    func testPagesThatDoNotLoopBounceByDefault() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 3, loops: false) { LabelPage("Page \($0)") }
            XCTAssertTrue(pages.bounces)
            device.show(pages)
            device.settle()
            device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 250, y: 400), duration: 0.2)
            XCTAssertGreaterThan(try XCTUnwrap(device.label("Page 0")).midX, 200, "pulled past the first page")
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(try XCTUnwrap(device.label("Page 0")).midX, 195, accuracy: 0.5)
        }
    }

    func testLoopingPagesIgnoreBounces() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            pages.bounces = false
            device.show(pages)
            device.settle()
            device.swipe(forward: false)
            XCTAssertEqual(pageTexts(device), ["Page 2"], "the page before the first is the last")
        }
    }
}
