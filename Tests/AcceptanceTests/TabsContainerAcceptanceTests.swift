import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

private let titles = ["For You", "News", "Sport", "Music", "Films"]

@MainActor
private func makeTabs(_ titles: [String] = titles, selected: Int = 0, options: InfiniteTabsOptions = InfiniteTabsOptions())
    -> (InfiniteTabsViewController, Calls, TabsDelegateSpy) {
    let tabs = InfiniteTabsViewController(titles: titles, selectedIndex: selected, options: options) { LabelPage("Page \($0)") }
    let calls = Calls()
    let spy = TabsDelegateSpy()
    tabs.onSelect = { [weak calls] in calls?.values.append($0) }
    tabs.delegate = spy
    return (tabs, calls, spy)
}

@MainActor
private func showTabs(_ device: SimulatedDevice, _ titles: [String] = titles, selected: Int = 0,
                      options: InfiniteTabsOptions = InfiniteTabsOptions())
    -> (InfiniteTabsViewController, Calls, TabsDelegateSpy) {
    let made = makeTabs(titles, selected: selected, options: options)
    device.show(made.0)
    device.settle()
    return made
}

@MainActor
private func pageTexts(_ device: SimulatedDevice) -> [String] {
    device.visibleTexts().filter { $0.hasPrefix("Page ") }
}

/// Strip and page agree on `index`: its page alone on screen, its tab centred in the strip.
@MainActor
private func assertShows(_ index: Int, _ device: SimulatedDevice, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(pageTexts(device), ["Page \(index)"], file: file, line: line)
    guard let tab = device.label(titles[index]) else {
        return XCTFail("tab \(titles[index]) not visible: \(device.visibleTexts())", file: file, line: line)
    }
    XCTAssertEqual(tab.midX, device.window.bounds.midX, accuracy: 1, "tab centred", file: file, line: line)
}

final class TabsContainerAcceptanceTests: XCTestCase {
    func testShownContainerHasTheStripAboveTheFirstPage() throws {
        try onDevice { device in
            let (tabs, _, _) = showTabs(device)
            assertShows(0, device)
            let tab = try XCTUnwrap(device.label("For You")), page = try XCTUnwrap(device.label("Page 0"))
            XCTAssertLessThanOrEqual(tab.maxY, 44)
            XCTAssertGreaterThanOrEqual(tab.minY, 0)
            XCTAssertEqual(page.midY, 44 + (844 - 44) / 2, accuracy: 0.5, "the page fills what is below the strip")
            XCTAssertEqual(tabs.selectedIndex, 0)
        }
    }

    func testABottomStripSitsBelowThePages() throws {
        try onDevice { device in
            var options = InfiniteTabsOptions()
            options.tabStripPosition = .bottom
            _ = showTabs(device, options: options)
            let tab = try XCTUnwrap(device.label("For You")), page = try XCTUnwrap(device.label("Page 0"))
            XCTAssertGreaterThanOrEqual(tab.minY, 800)
            XCTAssertEqual(page.midY, 400, accuracy: 0.5)
        }
    }

    func testTappingATabTurnsThePagesAndReportsOnce() throws {
        try onDevice { device in
            let (tabs, calls, spy) = showTabs(device)
            device.tap(label: "Sport")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(tabs.selectedIndex, 2)
            XCTAssertEqual(calls.values, [2])
            XCTAssertEqual(spy.selected, [2])
            assertShows(2, device)
        }
    }

    func testSwipingThePagesMovesTheStripAlong() throws {
        try onDevice { device in
            let (tabs, calls, _) = showTabs(device)
            device.swipe(forward: true, y: 444)
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(calls.values, [1])
            assertShows(1, device)
        }
    }

    func testMidSwipeTheIndicatorIsBetweenTheTwoTabs() throws {
        try onDevice { device in
            let (tabs, _, _) = showTabs(device)
            device.drag(from: CGPoint(x: 300, y: 444), to: CGPoint(x: 105, y: 444), duration: 0.4)
            let indicator = tabs.tabStrip.indicatorView.convert(tabs.tabStrip.indicatorView.bounds, to: nil)
            let from = try XCTUnwrap(device.label("For You")), to = try XCTUnwrap(device.label("News", nearX: from.maxX))
            XCTAssertGreaterThan(indicator.midX, from.midX + 5)
            XCTAssertLessThan(indicator.midX, to.midX - 5)
            device.lift()
            XCTAssertTrue(device.settle())
        }
    }

    func testSwipingBackFromTheFirstPageWrapsToTheLast() throws {
        try onDevice { device in
            let (tabs, calls, _) = showTabs(device)
            device.swipe(forward: false, y: 444)
            XCTAssertEqual(tabs.selectedIndex, 4)
            XCTAssertEqual(calls.values, [4])
            assertShows(4, device)
        }
    }

    func testFiniteTabsDoNotWrap() throws {
        try onDevice { device in
            var options = InfiniteTabsOptions()
            options.loops = false
            let (tabs, calls, _) = showTabs(device, options: options)
            device.swipe(forward: false, y: 444)
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertEqual(calls.values, [])
            XCTAssertEqual(pageTexts(device), ["Page 0"])
            for title in titles { XCTAssertLessThanOrEqual(device.labels(title).count, 1, "one copy of \(title)") }
        }
    }

    func testOneHundredSwipesKeepStripAndPagesInStep() throws {
        try onDevice { device in
            let (tabs, calls, _) = showTabs(device)
            for i in 0..<100 {
                device.swipe(forward: i % 4 != 3, y: 444)
            }
            let expected = (75 - 25) % 5
            XCTAssertEqual(tabs.selectedIndex, expected)
            XCTAssertEqual(calls.values.count, 100)
            assertShows(expected, device)
        }
    }

    func testSelectFromCodeMovesStripAndPagesWithoutOnSelect() throws {
        try onDevice { device in
            let (tabs, calls, spy) = showTabs(device)
            tabs.select(3)
            XCTAssertTrue(device.settle())
            assertShows(3, device)
            tabs.selectedIndex = 1
            device.settle()
            assertShows(1, device)
            XCTAssertEqual(calls.values, [])
            XCTAssertEqual(spy.selected, [])
        }
    }

    func testSelectWithAnyOutOfRangeIndexIsIgnored() throws {
        try onDevice { device in
            let (tabs, calls, _) = showTabs(device, selected: 2)
            for index in [-1, 5, Int.max, Int.min] {
                tabs.select(index, animated: true)
                tabs.selectedIndex = index
            }
            device.settle()
            XCTAssertEqual(tabs.selectedIndex, 2)
            assertShows(2, device)
            XCTAssertEqual(calls.values, [])
        }
    }

    func testATapDuringASwipeTransitionWinsAndNothingCrashes() throws {
        try onDevice { device in
            let (tabs, calls, _) = showTabs(device)
            device.drag(from: CGPoint(x: 300, y: 444), to: CGPoint(x: 100, y: 444), duration: 0.1)
            device.lift()
            device.advance(by: 0.05)
            device.tap(label: "Music")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(tabs.selectedIndex, 3)
            XCTAssertEqual(calls.values.last, 3)
            assertShows(3, device)
        }
    }

    func testTwoQuickTapsEndOnTheLatest() throws {
        try onDevice { device in
            let (tabs, calls, _) = showTabs(device)
            device.tap(label: "News")
            device.advance(by: 0.05)
            device.tap(label: "Sport")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(tabs.selectedIndex, 2)
            XCTAssertEqual(calls.values.last, 2)
            assertShows(2, device)
        }
    }

    func testRotationKeepsThePageAndTheTabCentred() throws {
        try onDevice { device in
            let (tabs, _, _) = showTabs(device, selected: 3)
            device.resize(width: 844, height: 390)
            device.settle()
            XCTAssertEqual(tabs.selectedIndex, 3)
            assertShows(3, device)
            XCTAssertEqual(try XCTUnwrap(device.label("Page 3")).midX, 422, accuracy: 0.5)
            device.resize(width: 390, height: 844)
            device.settle()
            assertShows(3, device)
        }
    }

    func testAt120HertzSwipesAndTapsWorkAsAt60() throws {
        try onDevice(frameRate: 120) { device in
            let (tabs, calls, _) = showTabs(device)
            device.swipe(forward: false, y: 444)
            device.tap(label: "News")
            device.settle()
            XCTAssertEqual(calls.values, [4, 1])
            XCTAssertEqual(tabs.selectedIndex, 1)
            assertShows(1, device)
        }
    }

    func testNoTitlesShowAnEmptyStripAndPage() throws {
        try onDevice { device in
            let (tabs, calls, _) = showTabs(device, [])
            XCTAssertEqual(device.visibleLabels().count, 0)
            device.swipe(forward: true, y: 444)
            device.tap(at: CGPoint(x: 195, y: 22))
            device.settle()
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertEqual(calls.values, [])
        }
    }

    func testOneTitleShowsOnePageThatDoesNotSwipe() throws {
        try onDevice { device in
            let (tabs, calls, _) = showTabs(device, ["Only"])
            device.swipe(forward: true, y: 444)
            device.swipe(forward: false, y: 444)
            XCTAssertEqual(pageTexts(device), ["Page 0"])
            XCTAssertEqual(try XCTUnwrap(device.label("Page 0")).midX, 195, accuracy: 0.5)
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertEqual(calls.values, [])
        }
    }

    func testTwoLoopingTitlesWrapForward() throws {
        try onDevice { device in
            let (tabs, calls, _) = showTabs(device, ["A", "B"])
            device.swipe(forward: true, y: 444)
            device.swipe(forward: true, y: 444)
            XCTAssertEqual(calls.values, [1, 0])
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertEqual(pageTexts(device), ["Page 0"])
        }
    }

    func testBadStripHeightsAndSpacingGiveNoBrokenFrames() throws {
        for height: CGFloat in [.nan, -10, .infinity, 0] {
            try onDevice { device in
                var options = InfiniteTabsOptions()
                options.tabStripHeight = height
                options.tabSpacing = .nan
                let (tabs, _, _) = showTabs(device, options: options)
                XCTAssertFalse(device.hasBadFrames, "height \(height)")
                XCTAssertEqual(pageTexts(device), ["Page 0"], "height \(height)")
                device.swipe(forward: true, y: 600)
                XCTAssertEqual(tabs.selectedIndex, 1, "height \(height)")
            }
        }
    }

    func testReloadingTitlesDuringASwipeKeepsStripAndPagesInStep() throws {
        try onDevice { device in
            let (tabs, _, _) = showTabs(device, selected: 2)
            device.drag(from: CGPoint(x: 300, y: 444), to: CGPoint(x: 150, y: 444), duration: 0.1)
            tabs.reload(titles: ["News", "Sport", "Extra"]) { LabelPage("Page \($0)") }
            device.lift()
            XCTAssertTrue(device.settle())
            let index = tabs.selectedIndex
            XCTAssertTrue((0..<3).contains(index))
            XCTAssertEqual(pageTexts(device), ["Page \(index)"])
            let title = ["News", "Sport", "Extra"][index]
            XCTAssertEqual(device.label(title)?.midX ?? 0, 195, accuracy: 1, "\(device.visibleTexts())")
        }
    }

    func testReleasingTheContainerInItsOwnOnSelectFreesIt() throws {
        try onDevice { device in
            let parent = Parent()
            device.show(parent)
            weak var weakTabs: InfiniteTabsViewController?
            var calls = 0
            do {
                let (tabs, _, _) = makeTabs()
                tabs.onSelect = { [weak parent, weak tabs] _ in
                    calls += 1
                    if let tabs { parent?.release(tabs) }
                }
                parent.embed(tabs)
                weakTabs = tabs
            }
            device.settle()
            device.tap(label: "Sport")
            device.settle()
            XCTAssertEqual(calls, 1)
            XCTAssertNil(weakTabs)
            XCTAssertEqual(device.visibleLabels().count, 0)
        }
    }

    func testABadgeShowsOnItsTab() throws {
        try onDevice { device in
            let (tabs, _, _) = showTabs(device)
            tabs.setBadge(.count(3), forItem: 1)
            device.settle()
            let badge = device.label("3"), news = device.label("News")
            XCTAssertNotNil(badge, "\(device.visibleTexts())")
            if let badge, let news { XCTAssertTrue(badge.midX > news.midX && badge.midY < news.midY, "top trailing") }
        }
    }

    func testVoiceOverActivatingATabTurnsThePagesAndReportsOnce() throws {
        try onDevice { device in
            let (tabs, calls, _) = showTabs(device)
            device.setVoiceOver(true)
            XCTAssertTrue(device.voiceOver.focus(label: "Music"), "\(device.voiceOver.labels())")
            device.voiceOver.activate()
            device.settle()
            XCTAssertEqual(tabs.selectedIndex, 3)
            XCTAssertEqual(calls.values, [3])
            // With VoiceOver these five short tabs show once each and do not scroll (Accessibility article): on screen, not centred.
            XCTAssertEqual(pageTexts(device), ["Page 3"])
            let music = try XCTUnwrap(device.label("Music"))
            XCTAssertTrue(device.window.bounds.contains(music), "\(music)")
            XCTAssertEqual(device.visibleTexts().filter { titles.contains($0) }, titles, "each tab once, in order")
        }
    }

    func testRenamingTheSelectedTabWithSetItemKeepsStripAndPagesInStep() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["One", "Two", "Three"]) { LabelPage("Page \($0)") }
            var got: [Int] = []
            tabs.onSelect = { got.append($0) }
            device.show(tabs)
            device.settle()
            tabs.setItem(InfiniteTabItem(title: "Uno"), at: 0)
            device.settle()
            XCTAssertEqual(tabs.tabStrip.selectedIndex, 0, "the strip's selection does not change")
            XCTAssertEqual(try XCTUnwrap(device.label("Uno")).midX, 195, accuracy: 1, "the renamed tab stays centred")
            device.tap(label: "Two")
            device.settle()
            XCTAssertEqual(got, [1], "tapping the next tab still turns the pages")
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page") }, ["Page 1"])
        }
    }

    // A second tab tapped during the first tap's turn of the pages, under
    // every way the model has for what a touch does to UIKit's animated scroll.
    func testASecondTapDuringTheFirstTapsTurnEndsOnTheSecondTab() throws {
        for touch in UIKitModel.TouchDuringAnimatedSet.allCases {
            try onDevice { device in
                UIKitModel.configuration.touchDuringAnimatedSet = touch
                let tabs = InfiniteTabsViewController(titles: ["One", "Two", "Three", "Four", "Five"]) { LabelPage("Page \($0)") }
                var got: [Int] = []
                tabs.onSelect = { got.append($0) }
                device.show(tabs)
                device.settle()
                device.tap(label: "Two")
                device.advance(by: 0.05)
                device.tap(label: "Three")
                XCTAssertTrue(device.settle(), "\(touch)")
                XCTAssertEqual(tabs.selectedIndex, 2, "\(touch)")
                XCTAssertEqual(tabs.tabStrip.selectedIndex, 2, "\(touch)")
                XCTAssertEqual(got.last, 2, "\(touch)")
                XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page") }, ["Page 2"], "\(touch)")
                XCTAssertEqual(try XCTUnwrap(device.label("Three")).midX, 195, accuracy: 1, "centred (\(touch))")
            }
        }
    }
}

/// Issue 26, defect 1: a spring-back caught by a tap must not leave the pages
/// settling for good (the fuzz's event list, replayed).
final class TabsContainerCaughtSpringBackTests: XCTestCase {
    func testCatchingASpringBackEndsIdleAndRunsTheSelectionMadeMeanwhile() throws {
        for start in 0..<titles.count {
            try onDevice { device in
                let (tabs, _, _) = showTabs(device, selected: start)
                device.drag(from: CGPoint(x: 116, y: 821), to: CGPoint(x: 94, y: 821), duration: 0.412)
                device.lift()
                tabs.select(0, animated: true)
                device.tap(at: CGPoint(x: 205, y: 81))
                device.advance(by: 0.2)
                device.tap(at: CGPoint(x: 324, y: 603))
                XCTAssertTrue(device.settle())
                XCTAssertEqual(tabs.pagingState, .idle(index: 0), "start \(start): at rest means idle, on the page asked for")
                assertShows(0, device)
                tabs.select(3, animated: true)
                XCTAssertTrue(device.settle())
                XCTAssertEqual(tabs.pagingState, .idle(index: 3), "start \(start)")
                assertShows(3, device)
                XCTAssertEqual(UIKitModel.violations, [])
            }
        }
    }
}
