import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

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
        let device = MainActor.assumeIsolated { SimulatedDevice(width: 390, height: 844, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) }
        MainActor.assumeIsolated {
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

    // MARK: Carousel

    func testCarouselDotsFollowTheSwipes() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 4) { LabelPage("Page \($0)") }
            pages.showsPageControl = true
            device.show(pages)
            device.settle()
            let dots = try XCTUnwrap(pages.pageControl?.pageControl)
            XCTAssertEqual(dots.numberOfPages, 4)
            device.swipe(forward: false)
            XCTAssertEqual(dots.currentPage, 3)
            device.swipe(forward: true)
            device.swipe(forward: true)
            XCTAssertEqual(dots.currentPage, 1)
        }
    }

    func testAutoScrollPausesWhileTheFingerIsDown() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            pages.autoScrollInterval = 1
            device.show(pages)
            device.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 190, y: 400), duration: 0.1)
            device.advance(by: 3)
            XCTAssertEqual(pages.selectedIndex, 0, "no turn while touched")
            device.lift()
            device.advance(by: 0.5)
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 0, "a full interval after the touch")
            device.advance(by: 1)
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 1)
        }
    }

    func testScaledAndFadedNeighboursLeaveTheCentrePageUntouched() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            pages.itemTransform = .scaledAndFaded
            device.show(pages)
            device.swipe(forward: true)
            let page = try XCTUnwrap(pages.currentViewController)
            XCTAssertEqual(page.view.alpha, 1)
            XCTAssertEqual(device.visibleTexts(), ["Page 1"])
        }
    }

    // MARK: A strip following your own scroll view

    func testAStripFollowingAPagingScrollViewSelectsThePageThatRests() throws {
        try onDevice { device in
            let screen = UIViewController()
            let strip = InfiniteTabStripView()
            strip.titles = ["Red", "Green", "Blue"]
            var calls = 0
            strip.onSelect = { _ in calls += 1 }
            let content = UIScrollView()
            content.isPagingEnabled = true
            screen.view.addSubview(strip)
            screen.view.addSubview(content)
            device.show(screen)
            strip.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
            content.frame = CGRect(x: 0, y: 44, width: 390, height: 800)
            content.contentSize = CGSize(width: 390 * 3, height: 800)
            strip.follow(content)
            device.settle()
            device.swipe(forward: true, y: 444)
            XCTAssertEqual(content.contentOffset.x, 390, accuracy: 0.5)
            XCTAssertEqual(strip.selectedIndex, 1)
            XCTAssertEqual(try XCTUnwrap(device.label("Green")).midX, 195, accuracy: 1)
            XCTAssertEqual(calls, 0, "following never reports")
        }
    }

    func testUpdateProgressWithBadNumbersKeepsTheIndicatorFinite() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.titles = ["Red", "Green", "Blue"]
            device.show(view: strip, height: 44)
            for progress: CGFloat in [.nan, .infinity, -.infinity, 1e300, -5] {
                strip.update(progress: progress, from: 0, to: 1)
                strip.update(progress: 0.5, from: Int.min, to: Int.max)
                device.settle()
                let f = strip.indicatorView.frame
                XCTAssertTrue(f.minX.isFinite && f.width.isFinite && f.minY.isFinite && f.height.isFinite, "\(progress): \(f)")
            }
        }
    }

    // MARK: Many options

    func testAPickerOfOneHundredThousandOptionsSwipesAndSelectsFar() throws {
        try onDevice { device in
            let picker = InfinitePickerView()
            picker.titles = (0..<100_000).map(String.init)
            picker.pageWidth = 100
            device.show(view: picker, height: 44)
            device.swipe(forward: false, y: 22, distance: 70, duration: 0.3)
            XCTAssertEqual(picker.selectedIndex, 99_999)
            picker.select(50_000)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(picker.selectedIndex, 50_000)
            XCTAssertEqual(try XCTUnwrap(device.label("50000")).midX, 195, accuracy: 0.5)
        }
    }

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
