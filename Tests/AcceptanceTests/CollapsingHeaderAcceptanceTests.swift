import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

// Issue 30 point 4: a collapsing header over a pinned strip.

private let titles = ["For You", "News", "Sport", "Music", "Films"]

/// A header an app would write: a title along its bottom.
@MainActor
private func makeHeader() -> UIView {
    let header = UIView()
    let title = UILabel()
    title.text = "Profile"
    title.frame = CGRect(x: 20, y: 160, width: 200, height: 30)
    header.addSubview(title)
    return header
}

@MainActor
private func showTabs(_ device: SimulatedDevice, height: CGFloat = 200, minimum: CGFloat = 50)
    -> InfiniteTabsViewController {
    let tabs = InfiniteTabsViewController(titles: titles) { ListPage("Top of \($0)") }
    tabs.headerView = makeHeader()
    tabs.headerHeight = height
    tabs.minimumHeaderHeight = minimum
    device.show(tabs)
    device.settle()
    return tabs
}

@MainActor
private func stripTop(_ tabs: InfiniteTabsViewController) -> CGFloat {
    tabs.tabStrip.convert(tabs.tabStrip.bounds, to: nil).minY
}

/// Drags the page's list vertically by `dy` (negative: up) slowly, lifts
/// and lets it settle.
@MainActor
private func scrollList(_ device: SimulatedDevice, by dy: CGFloat, x: CGFloat = 200) {
    let start: CGFloat = dy < 0 ? 760 : 320
    device.drag(from: CGPoint(x: x, y: start), to: CGPoint(x: x, y: start + dy), duration: 1.5)
    device.advance(by: 0.2) // the finger rests: no fling
    device.lift()
    device.settle()
}

final class CollapsingHeaderAcceptanceTests: XCTestCase {
    func testTheHeaderCollapsesAsThePageScrollsUpWithTheStripPinnedUnderIt() throws {
        try onDevice { device in
            let tabs = showTabs(device)
            XCTAssertEqual(stripTop(tabs), 200)
            XCTAssertEqual(try XCTUnwrap(device.label("Top of 0")).minY, 244, accuracy: 0.5, "the page starts under the strip")
            XCTAssertEqual(try XCTUnwrap(device.label("Profile")).minY, 160, accuracy: 0.5)
            scrollList(device, by: -100)
            let list = try XCTUnwrap(tabs.pageController.currentScrollView)
            let scrolled = list.contentOffset.y + list.adjustedContentInset.top
            XCTAssertGreaterThan(scrolled, 80)
            XCTAssertLessThan(scrolled, 150)
            XCTAssertEqual(stripTop(tabs), 200 - scrolled, accuracy: 0.5, "collapsed by what the page scrolled")
            XCTAssertEqual(try XCTUnwrap(device.label("Top of 0")).minY, stripTop(tabs) + 44, accuracy: 0.5,
                           "the page's top stays under the strip")
            scrollList(device, by: -400)
            XCTAssertEqual(stripTop(tabs), 50, accuracy: 0.5, "collapsed down to the minimum")
            let title = try XCTUnwrap(device.label("Profile"))
            XCTAssertEqual(title.minY, 10, accuracy: 0.5, "the header's bottom 50 points stay")
            XCTAssertEqual(device.labels("Profile").count, 1)
            scrollList(device, by: 300)
            scrollList(device, by: 300)
            XCTAssertEqual(stripTop(tabs), 200, accuracy: 0.5, "whole again at the top")
            XCTAssertEqual(try XCTUnwrap(device.label("Top of 0")).minY, 244, accuracy: 0.5)
        }
    }

    func testAPageSwipedToMidCollapseKeepsTheStripAndStartsUnderIt() throws {
        try onDevice { device in
            let tabs = showTabs(device)
            scrollList(device, by: -90)
            let pinned = stripTop(tabs)
            XCTAssertLessThan(pinned, 200)
            XCTAssertGreaterThan(pinned, 50)
            device.swipe(forward: true, y: 600)
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(stripTop(tabs), pinned, accuracy: 0.5, "the strip stays where it was")
            XCTAssertEqual(try XCTUnwrap(device.label("Top of 1")).minY, pinned + 44, accuracy: 0.5,
                           "the new page's content starts right under the strip, not under the header")
            scrollList(device, by: 300)
            XCTAssertEqual(stripTop(tabs), 200, accuracy: 0.5, "its top brings the whole header back")
        }
    }

    func testAPageATabTurnsToMidCollapseKeepsTheStripAndStartsUnderIt() throws {
        try onDevice { device in
            let tabs = showTabs(device)
            scrollList(device, by: -120)
            let pinned = stripTop(tabs)
            device.tap(label: "Sport")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(tabs.selectedIndex, 2)
            XCTAssertEqual(stripTop(tabs), pinned, accuracy: 0.5)
            XCTAssertEqual(try XCTUnwrap(device.label("Top of 2")).minY, pinned + 44, accuracy: 0.5)
        }
    }

    func testPullingThePageDownStillScrollsItPastItsTop() throws {
        try onDevice { device in
            let tabs = showTabs(device)
            let list = try XCTUnwrap(tabs.pageController.currentScrollView)
            device.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 420), duration: 0.5)
            XCTAssertLessThan(list.contentOffset.y + list.adjustedContentInset.top, -50,
                              "pulled past its top (where a refresh control starts)")
            XCTAssertEqual(stripTop(tabs), 200, "the header stays whole")
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(list.contentOffset.y, -list.adjustedContentInset.top, accuracy: 0.5, "springs back to its top")
            XCTAssertEqual(stripTop(tabs), 200)
        }
    }

    func testBadHeightsGiveTheDocumentedHeader() throws {
        try onDevice { device in
            let tabs = showTabs(device, height: .nan, minimum: -3)
            XCTAssertEqual(stripTop(tabs), 0, "a NaN height shows no header")
            XCTAssertEqual(try XCTUnwrap(device.label("Top of 0")).minY, 44, accuracy: 0.5)
            tabs.headerHeight = 120
            tabs.minimumHeaderHeight = 500 // above the height: never collapses
            device.settle()
            XCTAssertEqual(stripTop(tabs), 120)
            scrollList(device, by: -200)
            XCTAssertEqual(stripTop(tabs), 120, "a minimum above the height never collapses")
            tabs.headerHeight = .infinity
            device.settle()
            XCTAssertFalse(device.hasBadFrames)
            XCTAssertEqual(stripTop(tabs), 10_000 - 0, accuracy: 0.5, "infinity counts as 10,000 points")
            tabs.headerView = nil
            device.settle()
            XCTAssertEqual(stripTop(tabs), 0, "without a header the strip is back at the top")
            let list = try XCTUnwrap(tabs.pageController.currentScrollView)
            XCTAssertEqual(list.adjustedContentInset.top, 0, "the pages lose the header's inset")
            XCTAssertEqual(list.convert(list.bounds, to: nil).minY, 44, "and sit under the strip again")
        }
    }
}
