import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

/// Scenarios across the controls: reloads, leaving the screen, right to left,
/// text size, VoiceOver toggling, carousels, a strip following a scroll view.
final class ScenarioAcceptanceTests: XCTestCase {
    // MARK: Reloads keep what the user chose

    func testNewPickerOptionsKeepTheSelectedOption() throws {
        try onDevice { device in
            let picker = InfinitePickerView()
            picker.titles = ["XS", "S", "M", "L", "XL"]
            picker.pageWidth = 100
            picker.selectedIndex = 2
            device.show(view: picker, height: 44)
            picker.titles = ["S", "M", "L"]
            device.settle()
            XCTAssertEqual(picker.selectedIndex, 1)
            XCTAssertEqual(picker.selectedItem, AnyHashable("M"))
            XCTAssertEqual(try XCTUnwrap(device.label("M")).midX, 195, accuracy: 0.5)
        }
    }

    func testStripReloadByIdKeepsTheSelectedTabWhereverItMoved() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            let before: [String] = ["A", "B", "C", "D"], after: [String] = ["C", "D", "A"]
            strip.items = before.map { InfiniteTabItem(title: "Tab " + $0, id: $0) }
            strip.selectedIndex = 2
            device.show(view: strip, height: 44)
            strip.items = after.map { InfiniteTabItem(title: "Tab " + $0, id: $0) }
            device.settle()
            XCTAssertEqual(strip.selectedIndex, 0)
            XCTAssertEqual(try XCTUnwrap(device.label("Tab C")).midX, 195, accuracy: 1)
        }
    }

    func testContainerReloadKeepsTheSelectedTabByTitle() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["One", "Two", "Three"], selectedIndex: 1) { LabelPage("Page \($0)") }
            var calls = 0
            tabs.onSelect = { _ in calls += 1 }
            device.show(tabs)
            device.settle()
            tabs.reload(titles: ["Zero", "One", "Two", "Three"]) { LabelPage("New \($0)") }
            device.settle()
            XCTAssertEqual(tabs.selectedIndex, 2)
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("New") }, ["New 2"])
            XCTAssertEqual(try XCTUnwrap(device.label("Two")).midX, 195, accuracy: 1)
            XCTAssertEqual(calls, 0)
        }
    }

    func testPagesReloadByIdKeepTheSelectedPageAndItsController() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            device.show(pages)
            pages.reloadPages(ids: ["a", "b", "c"]) { LabelPage("Page \(["a", "b", "c"][$0])") }
            device.settle()
            pages.select(1, animated: false)
            device.settle()
            let shown = pages.currentViewController
            pages.reloadPages(ids: ["x", "b", "a"]) { LabelPage("Page \(["x", "b", "a"][$0])") }
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 1)
            XCTAssertTrue(pages.currentViewController === shown, "the surviving controller is handed back")
            XCTAssertEqual(device.visibleTexts(), ["Page b"])
        }
    }

    // MARK: Leaving the screen frees everything

    func testEveryControlIsFreedWhenTheScreenGoes() throws {
        try onDevice { device in
            weak var picker: InfinitePickerView?
            weak var strip: InfiniteTabStripView?
            weak var pages: InfinitePageViewController?
            weak var tabs: InfiniteTabsViewController?
            do {
                let p = InfinitePickerView()
                p.titles = ["A", "B"]
                p.autoScrollInterval = 1
                picker = p
                device.show(view: p)
                device.swipe(forward: true, y: 20)
                let s = InfiniteTabStripView()
                s.titles = ["A", "B", "C"]
                strip = s
                device.show(view: s, height: 44)
                device.tap(label: "B")
                let g = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
                g.autoScrollInterval = 1
                g.showsPageControl = true
                pages = g
                device.show(g)
                device.swipe(forward: true)
                let t = InfiniteTabsViewController(titles: ["A", "B", "C"]) { LabelPage("Page \($0)") }
                tabs = t
                device.show(t)
                device.swipe(forward: true, y: 444)
                device.show(UIViewController())
            }
            device.advance(by: 3)
            device.settle()
            XCTAssertNil(picker)
            XCTAssertNil(strip)
            XCTAssertNil(pages)
            XCTAssertNil(tabs)
        }
    }

    func testReplacingTheRootInsideTheContainersOnSelectFinishesTheEvent() throws {
        try onDevice { device in
            weak var weakTabs: InfiniteTabsViewController?
            var calls = 0
            do {
                let tabs = InfiniteTabsViewController(titles: ["A", "B", "C"]) { LabelPage("Page \($0)") }
                tabs.onSelect = { [weak device] _ in
                    calls += 1
                    device?.window.rootViewController = LabelPage("Elsewhere")
                }
                weakTabs = tabs
                device.show(tabs)
                device.settle()
            }
            device.swipe(forward: true, y: 444)
            device.settle()
            XCTAssertEqual(calls, 1)
            XCTAssertNil(weakTabs)
            XCTAssertEqual(device.visibleTexts(), ["Elsewhere"])
        }
    }

    // MARK: Right to left, text size, safe area

    func testRightToLeftPickerShowsTheNextOptionOnTheLeft() throws {
        try onDevice { device in
            device.setTraits(layoutDirection: .rightToLeft)
            let picker = InfinitePickerView()
            picker.titles = ["XS", "S", "M", "L", "XL"]
            picker.pageWidth = 100
            picker.selectedIndex = 2
            device.show(view: picker, height: 44)
            device.settle()
            XCTAssertEqual(try XCTUnwrap(device.label("L")).midX, 95, accuracy: 0.5, "\(device.visibleTexts())")
            device.drag(from: CGPoint(x: 195, y: 22), to: CGPoint(x: 265, y: 22), duration: 0.3)
            device.lift()
            device.settle()
            XCTAssertEqual(picker.selectedIndex, 3, "forward runs to the left")
        }
    }

    func testRightToLeftStripListsTabsFromRightToLeft() throws {
        try onDevice { device in
            device.setTraits(layoutDirection: .rightToLeft)
            let strip = InfiniteTabStripView()
            strip.titles = ["One", "Two", "Three", "Four"]
            device.show(view: strip, height: 44)
            device.settle()
            let one = try XCTUnwrap(device.label("One")), two = try XCTUnwrap(device.label("Two", nearX: one.minX - 40))
            XCTAssertEqual(one.midX, 195, accuracy: 1)
            XCTAssertLessThan(two.midX, one.midX, "the second tab is to the left")
        }
    }

    func testALargerTextSizeKeepsTheSelectedTabCentredAndTitlesApart() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["For You", "News", "Sport"], selectedIndex: 1) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            let before = try XCTUnwrap(device.label("News"))
            device.setTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
            device.settle()
            let after = try XCTUnwrap(device.label("News"))
            XCTAssertEqual(after.midX, 195, accuracy: 1)
            XCTAssertGreaterThan(after.width, before.width, "the title was measured again")
            let row = device.visibleLabels().filter { !$0.text.hasPrefix("Page") }.map(\.frame).sorted { $0.minX < $1.minX }
            for (a, b) in zip(row, row.dropFirst()) { XCTAssertLessThanOrEqual(a.maxX, b.minX + 0.5, "titles do not overlap") }
        }
    }

    func testTheStripStaysInsideTheSafeArea() throws {
        let device = onMain { SimulatedDevice(width: 390, height: 844, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) }
        onMain {
            let tabs = InfiniteTabsViewController(titles: ["For You", "News", "Sport"]) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            let tab = device.label("For You")
            XCTAssertGreaterThanOrEqual(tab?.minY ?? 0, 47)
            XCTAssertLessThanOrEqual(tab?.maxY ?? 1000, 47 + 44)
            XCTAssertEqual(device.label("Page 0")?.midY ?? 0, (91 + 844) / 2, accuracy: 0.5, "the pages reach the bottom edge")
            XCTAssertEqual(device.violations, [])
        }
    }

    // MARK: VoiceOver

    func testTurningVoiceOverOffLetsTheStripScrollFreelyAgain() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.titles = (1...12).map { "Section \($0)" }
            device.show(view: strip, height: 44)
            device.setVoiceOver(true)
            XCTAssertTrue(device.voiceOver.focus(label: "Section 2"))
            device.setVoiceOver(false)
            device.drag(from: CGPoint(x: 350, y: 22), to: CGPoint(x: 50, y: 22), duration: 0.3)
            device.lift()
            device.settle()
            let moved = device.labels("Section 2").allSatisfy { $0.maxX < 0 || $0.minX > 390 || $0.maxX < 150 }
            XCTAssertTrue(moved, "the strip was not pulled back to the focused tab: \(device.visibleTexts())")
        }
    }

    func testVoiceOverPickerSwipeDownGoesBackAcrossTheSeam() throws {
        try onDevice { device in
            let picker = InfinitePickerView()
            picker.titles = ["XS", "S", "M"]
            var got: [Int] = []
            picker.onSelect = { got.append($0) }
            device.show(view: picker, height: 44)
            device.setVoiceOver(true)
            let element = try XCTUnwrap(device.voiceOver.labels().first)
            XCTAssertTrue(device.voiceOver.focus(label: element))
            device.voiceOver.decrement()
            device.settle()
            XCTAssertEqual(picker.selectedIndex, 2)
            XCTAssertEqual(got, [2])
            XCTAssertEqual(device.visibleTexts(), ["M"])
        }
    }
}
