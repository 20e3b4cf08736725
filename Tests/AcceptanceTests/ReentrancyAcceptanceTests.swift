import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

/// Apps change a control from inside its own callback: redirect the user,
/// snap back, reload. Each must finish at rest, consistent, once.
final class ReentrancyAcceptanceTests: XCTestCase {
    func testAContainerRedirectingInsideOnSelectEndsOnTheRedirect() throws {
        try onDevice { device in
            let titles = ["For You", "News", "Sport", "Locked"]
            let tabs = InfiniteTabsViewController(titles: titles) { LabelPage("Page \($0)") }
            var got: [Int] = []
            tabs.onSelect = { [weak tabs] index in
                got.append(index)
                if index == 3 { tabs?.select(0) }   // "Locked": back to the first tab
            }
            device.show(tabs)
            device.settle()
            device.tap(label: "Locked")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(got, [3])
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page") }, ["Page 0"])
            XCTAssertEqual(try XCTUnwrap(device.label("For You")).midX, 195, accuracy: 1)
        }
    }

    func testPagesReloadedInsideOnSelectShowTheNewPages() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            var got: [Int] = []
            pages.onSelect = { [weak pages] index in
                got.append(index)
                pages?.reloadPages(count: 5) { LabelPage("New \($0)") }
            }
            device.show(pages)
            device.settle()
            device.swipe(forward: true)
            device.settle()
            XCTAssertEqual(got, [1])
            XCTAssertEqual(pages.numberOfPages, 5)
            XCTAssertEqual(pages.selectedIndex, 1)
            XCTAssertEqual(device.visibleTexts(), ["New 1"])
        }
    }

    func testAPickerGivenNewOptionsInsideOnSelectKeepsTheChosenOne() throws {
        try onDevice { device in
            let picker = InfinitePickerView()
            picker.titles = ["XS", "S", "M"]
            picker.pageWidth = 100
            var got: [Int] = []
            picker.onSelect = { [weak picker] index in
                got.append(index)
                picker?.titles = ["XS", "S", "M", "L", "XL"]
            }
            device.show(view: picker, height: 44)
            device.tap(label: "S")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(got, [1])
            XCTAssertEqual(picker.selectedIndex, 1)
            XCTAssertEqual(try XCTUnwrap(device.label("S")).midX, 195, accuracy: 0.5)
            XCTAssertEqual(try XCTUnwrap(device.label("M")).midX, 295, accuracy: 0.5)
        }
    }

    func testASwipeDuringATabTransitionEndsAtRestWithStripAndPagesAgreeing() throws {
        try onDevice { device in
            let titles = ["For You", "News", "Sport", "Music"]
            let tabs = InfiniteTabsViewController(titles: titles) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            device.tap(label: "Sport")
            device.advance(by: 0.05)
            device.swipe(forward: true, y: 444)
            XCTAssertTrue(device.settle())
            let index = tabs.selectedIndex
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page") }, ["Page \(index)"])
            XCTAssertEqual(try XCTUnwrap(device.label(titles[index])).midX, 195, accuracy: 1)
            XCTAssertEqual(tabs.tabStrip.selectedIndex, index)
        }
    }
}
