// Scenarios: more of the public API, initial values, width modes, emptying and refilling.
import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

extension ScenarioAcceptanceTests {
    // MARK: More of the public API

    func testPickerReportsToTheDelegateThenOnSelectThenValueChangedOnceEach() throws {
        try onDevice { device in
            let picker = InfinitePickerView()
            picker.titles = ["XS", "S", "M"]
            picker.pageWidth = 100
            let log = Calls()
            let spy = PickerDelegateSpy()
            picker.delegate = spy
            picker.onSelect = { [weak log, weak spy] in log?.values.append(spy?.values.count == 1 ? 10 + $0 : -1) }
            picker.addTarget(log, action: { [weak log] in log?.values.append(100) }, for: .valueChanged)
            device.show(view: picker, height: 44)
            device.tap(label: "S")
            device.settle()
            XCTAssertEqual(spy.values, [1])
            XCTAssertEqual(log.values, [11, 100], "delegate, then onSelect, then .valueChanged")
        }
    }

    func testTappingTheTrailingHalfOfTheDotsTurnsForwardAndReports() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 4, selectedIndex: 1) { LabelPage("Page \($0)") }
            pages.showsPageControl = true
            var got: [Int] = []
            pages.onSelect = { got.append($0) }
            device.show(pages)
            device.settle()
            let dots = try XCTUnwrap(pages.pageControl)
            let frame = dots.convert(dots.bounds, to: nil)
            XCTAssertTrue(device.window.bounds.contains(frame), "the dots are on screen: \(frame)")
            device.tap(at: CGPoint(x: frame.maxX - frame.width / 4, y: frame.midY))
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 2)
            XCTAssertEqual(got, [2])
            XCTAssertEqual(device.visibleTexts(), ["Page 2"])
        }
    }

    func testContainerOptionsChangedLaterMoveTheStripAndStopLooping() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["For You", "News", "Sport"]) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            var options = tabs.options
            options.tabStripPosition = .bottom
            options.loops = false
            tabs.options = options
            device.settle()
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(device.label("For You")).minY, 800)
            XCTAssertEqual(device.labels("For You").count, 1, "one copy when not looping")
            device.swipe(forward: false, y: 400)
            XCTAssertEqual(tabs.selectedIndex, 0, "no wrap")
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page") }, ["Page 0"])
        }
    }

    func testAVerticalPickerTurnsForwardWhenSweptUp() throws {
        try onDevice { device in
            let picker = InfinitePickerView()
            picker.axis = .vertical
            picker.titles = ["1", "2", "3", "4"]
            var got: [Int] = []
            picker.onSelect = { got.append($0) }
            device.show(view: picker, height: 120)
            device.settle()
            XCTAssertEqual(try XCTUnwrap(device.label("1")).midY, 60, accuracy: 0.5)
            device.drag(from: CGPoint(x: 195, y: 100), to: CGPoint(x: 195, y: 20), duration: 0.3)
            device.lift()
            device.settle()
            XCTAssertEqual(picker.selectedIndex, 1)
            XCTAssertEqual(got, [1])
            XCTAssertEqual(try XCTUnwrap(device.label("2")).midY, 60, accuracy: 0.5)
        }
    }

    func testTwoViewControllersInAnArrayDoNotLoop() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(viewControllers: [LabelPage("Page 0"), LabelPage("Page 1")])
            device.show(tabs)
            device.settle()
            device.swipe(forward: false, y: 444)
            XCTAssertEqual(tabs.selectedIndex, 0)
            device.swipe(forward: true, y: 444)
            device.swipe(forward: true, y: 444)
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page") }, ["Page 1"])
        }
    }

    func testRotatingDuringASwipeEndsOnAWholePage() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["For You", "News", "Sport"]) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            device.drag(from: CGPoint(x: 300, y: 444), to: CGPoint(x: 150, y: 444), duration: 0.15)
            device.resize(width: 844, height: 390)
            device.lift()
            XCTAssertTrue(device.settle())
            let index = tabs.selectedIndex
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page") }, ["Page \(index)"])
            XCTAssertEqual(try XCTUnwrap(device.label("Page \(index)")).midX, 422, accuracy: 0.5)
            XCTAssertEqual(try XCTUnwrap(device.label(["For You", "News", "Sport"][index])).midX, 422, accuracy: 1)
        }
    }

    func testGoingToTheBackgroundMidTransitionComesBackAtRest() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["For You", "News", "Sport"]) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            tabs.select(2)
            device.advance(by: 0.05)
            device.setAppActive(false)
            device.advance(by: 1)
            device.setAppActive(true)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(tabs.selectedIndex, 2)
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page") }, ["Page 2"])
            XCTAssertEqual(try XCTUnwrap(device.label("Sport")).midX, 195, accuracy: 1)
        }
    }

    // MARK: Initial values, width modes, emptying and refilling

    func testInitialIndicesOutOfRangeAreClamped() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["A", "B", "C"], selectedIndex: 99) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            XCTAssertEqual(tabs.selectedIndex, 2)
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page") }, ["Page 2"])
            let pages = InfinitePageViewController(count: 3, selectedIndex: Int.min) { LabelPage("Page \($0)") }
            device.show(pages)
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 0)
            XCTAssertEqual(device.visibleTexts(), ["Page 0"])
        }
    }

    func testAStripSelectedBeforeItIsShownCentresThatTab() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.titles = ["Top", "World", "Business", "Tech", "Science"]
            strip.selectedIndex = 4
            device.show(view: strip, height: 44)
            device.settle()
            XCTAssertEqual(strip.selectedIndex, 4)
            XCTAssertEqual(try XCTUnwrap(device.label("Science")).midX, 195, accuracy: 1)
        }
    }

    func testFillEquallyTabsThatFitShareTheWidthAndDoNotLoop() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.titles = ["One", "Two", "Three"]
            strip.widthMode = .fillEqually
            device.show(view: strip, height: 44)
            device.settle()
            let mids = ["One", "Two", "Three"].map { device.labels($0) }
            XCTAssertEqual(mids.map(\.count), [1, 1, 1], "\(device.visibleTexts())")
            XCTAssertEqual(mids[0].first?.midX ?? 0, 65, accuracy: 1)
            XCTAssertEqual(mids[1].first?.midX ?? 0, 195, accuracy: 1)
            XCTAssertEqual(mids[2].first?.midX ?? 0, 325, accuracy: 1)
        }
    }

    func testFixedWidthTabsAreEvenlySpaced() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.titles = ["A", "Bb", "Ccc", "Dddd", "Eeeee", "Ffffff"]
            strip.widthMode = .fixed(96)
            strip.spacing = 4
            device.show(view: strip, height: 44)
            device.settle()
            let row = device.visibleLabels().map(\.frame.midX).sorted()
            XCTAssertGreaterThanOrEqual(row.count, 4)
            for (a, b) in zip(row, row.dropFirst()) { XCTAssertEqual(b - a, 100, accuracy: 0.5) }
        }
    }

    func testSwipingThePagesBringsADraggedAwayStripBackToTheNewTab() throws {
        try onDevice { device in
            let titles = ["For You", "News", "Sport", "Music", "Films", "Radio", "Games"]
            let tabs = InfiniteTabsViewController(titles: titles) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            device.drag(from: CGPoint(x: 370, y: 22), to: CGPoint(x: 20, y: 22), duration: 0.5)
            device.lift()
            device.settle()
            device.swipe(forward: true, y: 444)
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(try XCTUnwrap(device.label("News")).midX, 195, accuracy: 1)
        }
    }

    func testPagesEmptiedAndRefilledShowTheirPageAgain() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["A", "B", "C"], selectedIndex: 1) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            tabs.reload(titles: []) { LabelPage("Page \($0)") }
            device.settle()
            XCTAssertEqual(device.visibleLabels().count, 0)
            device.swipe(forward: true, y: 444)
            tabs.reload(titles: ["X", "Y"]) { LabelPage("Again \($0)") }
            device.settle()
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Again") }, ["Again \(tabs.selectedIndex)"])
            XCTAssertEqual(try XCTUnwrap(device.label(["X", "Y"][tabs.selectedIndex])).midX, 195, accuracy: 1)
        }
    }
}
