import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

// Issue 30 point 3: a tap on the selected tab is a reselect (UITabBar's
// behaviour), never a selection; the recipe scrolls the page to its top.

private let titles = ["For You", "News", "Sport", "Music", "Films"]

final class ReselectAcceptanceTests: XCTestCase {
    func testTappingTheSelectedTabOfAStripReselectsAndNeverSelects() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.titles = titles
            let selected = Calls(), reselected = Calls(), spy = StripDelegateSpy()
            strip.onSelect = { [weak selected] in selected?.values.append($0) }
            strip.onReselect = { [weak reselected] in reselected?.values.append($0) }
            strip.delegate = spy
            device.show(view: strip, height: 44)
            device.settle()
            device.tap(label: "For You")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(reselected.values, [0])
            XCTAssertEqual(spy.reselected, [0])
            XCTAssertEqual(selected.values, [])
            XCTAssertEqual(spy.values, [])
            device.tap(label: "News")
            XCTAssertTrue(device.settle())
            device.tap(label: "News")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(selected.values, [1], "the first tap on News selects it")
            XCTAssertEqual(reselected.values, [0, 1], "the second reselects it")
            XCTAssertEqual(spy.reselected, [0, 1])
        }
    }

    func testTappingTheSelectedTabOfTheContainerReselectsAndTheRecipeScrollsThePageToItsTop() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: titles) { ListPage("Top of \($0)") }
            let selected = Calls(), reselected = Calls(), spy = TabsDelegateSpy()
            tabs.onSelect = { [weak selected] in selected?.values.append($0) }
            tabs.delegate = spy
            // The recipe of the "In a real app" article.
            tabs.onReselect = { [weak tabs, weak reselected] index in
                reselected?.values.append(index)
                guard let list = tabs?.pageController.currentScrollView else { return }
                list.setContentOffset(CGPoint(x: list.contentOffset.x, y: -list.adjustedContentInset.top), animated: true)
            }
            device.show(tabs)
            device.settle()
            device.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 200), duration: 0.2)
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(device.labels("Top of 0"), [], "the list scrolled its top away")
            device.tap(label: "For You")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(reselected.values, [0])
            XCTAssertEqual(spy.reselected, [0])
            XCTAssertEqual(selected.values, [])
            XCTAssertEqual(spy.selected, [])
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertEqual(device.labels("Top of 0").count, 1, "back at the top")
            XCTAssertEqual(tabs.pageController.currentScrollView?.contentOffset.y, 0)
        }
    }

    func testTappingTheSelectedTabWhileThePagesTurnAwayIsNoReselect() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: titles) { LabelPage("Page \($0)") }
            let selected = Calls(), reselected = Calls()
            tabs.onSelect = { [weak selected] in selected?.values.append($0) }
            tabs.onReselect = { [weak reselected] in reselected?.values.append($0) }
            device.show(tabs)
            device.settle()
            device.tap(label: "News")
            device.advance(by: 0.05) // the transition to News runs
            device.tap(label: "For You")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(reselected.values, [], "a tap back during a move is a selection request")
            XCTAssertEqual(tabs.selectedIndex, 0)
        }
    }
}
