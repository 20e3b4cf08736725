import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

// Issue 30 point 5: a rotation or a split-view resize during a swipe, a
// tap's transition or a header collapse ends on a whole page with its tab
// centred and the indicator under it, reported once.

private let titles = ["For You", "News", "Sport", "Music", "Films"]

@MainActor
private func showTabs(_ device: SimulatedDevice, header: Bool = false) -> (InfiniteTabsViewController, Calls) {
    let tabs = InfiniteTabsViewController(titles: titles) { ListPage("Page \($0)") }
    if header {
        tabs.headerView = UIView()
        tabs.headerHeight = 160
        tabs.minimumHeaderHeight = 40
    }
    let calls = Calls()
    tabs.onSelect = { [weak calls] in calls?.values.append($0) }
    device.show(tabs)
    device.settle()
    return (tabs, calls)
}

/// A whole page on screen, the strip and the controller agreeing on it, its
/// tab centred with the indicator under it, and the selection reported at
/// most once (only when it changed).
@MainActor
private func assertWhole(_ tabs: InfiniteTabsViewController, _ calls: Calls, _ device: SimulatedDevice,
                         file: StaticString = #filePath, line: UInt = #line) {
    let index = tabs.selectedIndex
    let pages = device.visibleTexts().filter { $0.hasPrefix("Page ") }
    XCTAssertEqual(pages, ["Page \(index)"], "one whole page", file: file, line: line)
    if let page = device.label("Page \(index)") {
        XCTAssertEqual(page.minX, 20, accuracy: 0.5, "the page is not between two", file: file, line: line)
    }
    XCTAssertEqual(tabs.tabStrip.selectedIndex, index, file: file, line: line)
    guard let tab = device.label(titles[index]) else {
        return XCTFail("tab \(titles[index]) not visible", file: file, line: line)
    }
    XCTAssertEqual(tab.midX, device.window.bounds.midX, accuracy: 1, "tab centred", file: file, line: line)
    let indicator = tabs.tabStrip.indicatorView.convert(tabs.tabStrip.indicatorView.bounds, to: nil)
    XCTAssertEqual(indicator.midX, tab.midX, accuracy: 1, "indicator under the tab", file: file, line: line)
    XCTAssertEqual(calls.values, index == 0 ? [] : [index], "reported once", file: file, line: line)
}

final class RotationAcceptanceTests: XCTestCase {
    func testRotatingDuringASwipeEndsOnAWholePage() throws {
        for lifts in [false, true] {
            try onDevice { device in
                let (tabs, calls) = showTabs(device)
                device.drag(from: CGPoint(x: 330, y: 500), to: CGPoint(x: 140, y: 500), duration: 0.3)
                if lifts { device.lift() }
                device.resize(width: 844, height: 390)
                device.advance(by: 0.05)
                if !lifts { device.lift() }
                XCTAssertTrue(device.settle())
                assertWhole(tabs, calls, device)
            }
        }
    }

    func testASplitViewResizeDuringATapsTransitionEndsOnTheTappedPage() throws {
        try onDevice(width: 1024, height: 768) { device in
            let (tabs, calls) = showTabs(device)
            device.tap(label: "Sport")
            device.advance(by: 0.1)
            device.resize(width: 320, height: 768)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(tabs.selectedIndex, 2)
            assertWhole(tabs, calls, device)
            device.resize(width: 1024, height: 768)
            XCTAssertTrue(device.settle())
            assertWhole(tabs, calls, device)
        }
    }

    func testRotatingDuringAHeaderCollapseKeepsTheStripUnderTheHeader() throws {
        try onDevice { device in
            let (tabs, calls) = showTabs(device, header: true)
            device.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 620), duration: 0.4)
            device.resize(width: 844, height: 390)
            device.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 280), duration: 0.2)
            device.lift()
            XCTAssertTrue(device.settle())
            let list = try XCTUnwrap(tabs.pageController.currentScrollView)
            let scrolled = list.contentOffset.y + list.adjustedContentInset.top
            let strip = tabs.tabStrip.convert(tabs.tabStrip.bounds, to: nil)
            XCTAssertEqual(strip.minY, 160 - min(max(scrolled, 0), 120), accuracy: 0.5, "the strip under the collapsed header")
            XCTAssertEqual(strip.width, 844)
            let tab = try XCTUnwrap(device.label("For You"))
            XCTAssertEqual(tab.midX, 422, accuracy: 1)
            let indicator = tabs.tabStrip.indicatorView.convert(tabs.tabStrip.indicatorView.bounds, to: nil)
            XCTAssertEqual(indicator.midX, tab.midX, accuracy: 1)
            XCTAssertEqual(calls.values, [])
            XCTAssertFalse(device.hasBadFrames)
        }
    }

    func testResizingPagesDuringASwipeEndsOnAWholePageReportedOnce() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 4) { LabelPage("Page \($0)") }
            let calls = Calls()
            pages.onSelect = { [weak calls] in calls?.values.append($0) }
            device.show(pages)
            device.settle()
            device.drag(from: CGPoint(x: 330, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.3)
            device.resize(width: 600, height: 844)
            device.lift()
            XCTAssertTrue(device.settle())
            let shown = device.visibleTexts()
            XCTAssertEqual(shown, ["Page \(pages.selectedIndex)"])
            XCTAssertEqual(try XCTUnwrap(device.label(shown[0])).midX, 300, accuracy: 0.5)
            XCTAssertEqual(calls.values, pages.selectedIndex == 0 ? [] : [pages.selectedIndex])
        }
    }
}
