import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// The real `InfinitePageViewController`'s and `InfiniteTabsViewController`'s
/// options on a `SimulatedDevice`: page dots, item transforms, fixed pages,
/// reloads, wrapping, the vertical axis, the status bar, the strip's place
/// and height, badges, reloads before the view loads, larger text.
final class PagesOptionsTests: XCTestCase {
    // MARK: - Page dots

    func testPageDotsFollowSwipesAndATappedDotTurnsThePages() { onMain {
        let screen = PagesScreen(count: 5, selectedIndex: 4, width: 390, height: 700)
        let pages = screen.pages
        XCTAssertNil(pages.pageControl)
        pages.showsPageControl = true
        XCTAssertTrue(screen.device.settle())
        guard let dots = pages.pageControl else { return XCTFail("no dots") }
        XCTAssertTrue(dots.isDescendant(of: pages.view))
        let frame = dots.convert(dots.bounds, to: nil)
        XCTAssertGreaterThan(frame.minY, screen.viewport.midY, "over the bottom of the pages")
        XCTAssertEqual(dots.pageControl.numberOfPages, 5)
        XCTAssertEqual(dots.pageControl.currentPage, 4)
        // A swipe across the seam lights the first dot once past half a page.
        screen.touchDown()
        var lit: [Int] = []
        for _ in 0..<14 { screen.moveFinger(by: 20); lit.append(dots.pageControl.currentPage) }
        XCTAssertEqual(lit.first, 4)
        XCTAssertEqual(lit.last, 0, "past half a page the next dot is lit")
        screen.lift()
        XCTAssertTrue(screen.device.settle())
        XCTAssertEqual(pages.selectedIndex, 0)
        XCTAssertEqual(dots.pageControl.currentPage, 0)
        // A tap on the right of the dots: the next page.
        let now = dots.convert(dots.bounds, to: nil)
        screen.tap(at: CGPoint(x: now.maxX - 2, y: now.midY))
        XCTAssertTrue(screen.device.settle())
        XCTAssertEqual(pages.selectedIndex, 1)
        XCTAssertEqual(dots.pageControl.currentPage, 1)
        pages.reloadPages(count: 2) { screen.makePage($0) }
        XCTAssertTrue(screen.device.settle())
        XCTAssertEqual(dots.pageControl.numberOfPages, 2, "the dots follow a reload")
        pages.showsPageControl = false
        XCTAssertNil(pages.pageControl)
        XCTAssertNil(dots.superview)
        XCTAssertEqual(screen.device.violations, [])
    } }

    func testAttachedDotsFollowOnePagesAndDetachStopsThem() { onMain {
        let screen = PagesScreen(count: 3, width: 390, height: 700)
        let dots = InfinitePageControl()
        dots.attach(to: screen.pages)
        XCTAssertEqual(dots.pageControl.numberOfPages, 3)
        screen.select(2)
        XCTAssertEqual(dots.pageControl.currentPage, 2, "a programmatic move lights its target at once")
        XCTAssertTrue(screen.device.settle())
        dots.detach()
        screen.select(1)
        XCTAssertTrue(screen.device.settle())
        XCTAssertEqual(dots.pageControl.currentPage, 2, "detached dots stay as they are")
        XCTAssertGreaterThan(dots.intrinsicContentSize.width, 0)
    } }

    func testVerticalPagesTurnDownwardsWithTheirDotsOnTheTrailingEdge() { onMain {
        let device = SimulatedDevice(width: 390, height: 700)
        let pages = InfinitePageViewController(count: 4, axis: .vertical) { index in
            let page = UIViewController()
            let label = UILabel()
            label.text = "Page \(index)"
            label.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
            page.view.addSubview(label)
            return page
        }
        pages.showsPageControl = true
        device.show(pages)
        XCTAssertTrue(device.settle())
        XCTAssertEqual(pages.axis, .vertical)
        let dots = pages.pageControl!.convert(pages.pageControl!.bounds, to: nil)
        XCTAssertGreaterThan(dots.midX, 300, "dots on the trailing edge")
        device.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 250), duration: 0.15)
        device.lift()
        XCTAssertTrue(device.settle())
        XCTAssertEqual(pages.selectedIndex, 1, "an upward swipe brings the next page from below")
        XCTAssertEqual(device.visibleTexts(), ["Page 1"])
        XCTAssertEqual(device.violations, [])
    } }

    // MARK: - Item transform

    func testAnItemTransformFadesAndScalesThePagesBesideTheCentreOnly() { onMain {
        let screen = PagesScreen(count: 4, width: 390, height: 700)
        let pages = screen.pages
        pages.itemTransform = .coverFlow
        screen.touchDown()
        for _ in 0..<6 { screen.moveFinger(by: 25) }
        guard let incoming = screen.pageFrames.first(where: { $0.frame.minX > screen.viewport.midX })?.page,
              let leaving = screen.pageShown else { return XCTFail("two pages on screen") }
        XCTAssertLessThan(incoming.view.alpha, 1, "the page coming in is faded")
        XCTAssertNotEqual(incoming.view.layer.sublayerTransform, CATransform3DIdentity, "and scaled and tilted")
        XCTAssertGreaterThan(leaving.view.alpha, incoming.view.alpha, "the page nearer the centre is less faded")
        screen.lift()
        XCTAssertTrue(screen.device.settle())
        XCTAssertEqual(screen.pageShown?.view.alpha, 1, "the page at rest in the centre is untouched")
        XCTAssertEqual(screen.pageShown?.view.layer.sublayerTransform, CATransform3DIdentity)
        pages.itemTransform = .identity
        for page in pages.loadedViewControllers {
            XCTAssertEqual(page.view.alpha, 1, "turning it off restores every page")
            XCTAssertEqual(page.view.layer.sublayerTransform, CATransform3DIdentity)
        }
        XCTAssertEqual(screen.device.violations, [])
    } }

    // MARK: - Fixed pages, reloads, wrapping

    func testTwoFixedPagesDoNotWrapAndReloadsReplaceThePagesWithoutASelection() { onMain {
        let device = SimulatedDevice(width: 390, height: 700)
        let controllers = (0..<2).map { ScreenPage(index: $0, serial: $0) }
        let pages = InfinitePageViewController(viewControllers: controllers, selectedIndex: 1)
        var selected: [Int] = []
        pages.onProgress = { if case .idle(let i) = $0, i != pages.selectedIndex { selected.append(i) } }
        pages.onSelect = { selected.append($0) }
        device.show(pages)
        XCTAssertTrue(device.settle())
        XCTAssertFalse(pages.loops, "one controller cannot be both neighbours")
        XCTAssertTrue(pages.currentViewController === controllers[1])
        device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.15)
        device.lift()
        XCTAssertTrue(device.settle())
        XCTAssertEqual(pages.selectedIndex, 1, "no page after the last")
        let three = (0..<3).map { ScreenPage(index: $0, serial: 10 + $0) }
        pages.reloadPages(three, selectedIndex: 2)
        XCTAssertTrue(device.settle())
        XCTAssertTrue(pages.currentViewController === three[2])
        XCTAssertTrue(pages.loops, "three fixed pages wrap")
        pages.loops = false
        XCTAssertFalse(pages.loops)
        device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.15)
        device.lift()
        XCTAssertTrue(device.settle())
        XCTAssertEqual(pages.selectedIndex, 2, "without wrapping the last page stays")
        XCTAssertEqual(selected, [], "reloads are not selections")
        XCTAssertTrue(pages.childForStatusBarStyle === pages.currentViewController)
        XCTAssertTrue(pages.childForStatusBarHidden === pages.currentViewController)
        XCTAssertEqual(device.violations, [])
    } }

    // MARK: - The container's options

    func testTheStripMovesToTheBottomAndGrowsWithItsHeight() { onMain {
        let screen = PagesScreen(titles: ["A", "B", "C"], width: 390, height: 700)
        let tabs = screen.container!
        let strip = screen.strip!
        XCTAssertEqual(strip.convert(strip.bounds, to: nil).minY, 0)
        var options = tabs.options
        options.tabStripPosition = .bottom
        options.tabStripHeight = 60
        tabs.options = options
        XCTAssertTrue(screen.device.settle())
        let frame = strip.convert(strip.bounds, to: nil)
        XCTAssertEqual(frame.maxY, 700, "at the bottom of the safe area")
        XCTAssertEqual(frame.height, 60)
        XCTAssertEqual(screen.viewport.maxY, frame.minY, "the pages above it")
        XCTAssertEqual(screen.viewport.minY, 0)
        XCTAssertTrue(tabs.childForStatusBarStyle === tabs.pageController)
        XCTAssertTrue(tabs.childForStatusBarHidden === tabs.pageController)
        XCTAssertNil(tabs.prefersReducedMotion, "follows the system by default")
        XCTAssertEqual(screen.device.violations, [])
    } }

    func testLargerTextGrowsTheStrip() { onMain {
        let screen = PagesScreen(titles: ["A", "B", "C"], width: 390, height: 700)
        let strip = screen.strip!
        let before = strip.bounds.height
        screen.device.setTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
        XCTAssertTrue(screen.device.settle())
        XCTAssertGreaterThan(strip.bounds.height, before)
        XCTAssertEqual(screen.viewport.minY, strip.convert(strip.bounds, to: nil).maxY, "the pages below it")
    } }

    func testBadgesShowOnTheirTabAndABadIndexIsIgnored() { onMain {
        let screen = PagesScreen(titles: ["A", "B", "C"], width: 390, height: 700)
        let tabs = screen.container!
        tabs.setBadge(.count(7), forItem: 1)
        tabs.setBadge(.count(3), forItem: 9)
        tabs.setBadge(.count(3), forItem: -1)
        XCTAssertTrue(screen.device.settle())
        XCTAssertEqual(tabs.items.map(\.badge), [nil, .count(7), nil])
        XCTAssertTrue(screen.device.visibleTexts().contains("7"), "\(screen.device.visibleTexts())")
        XCTAssertEqual(tabs.pageController.numberOfPages, 3, "the pages are untouched")
        XCTAssertEqual(screen.device.violations, [])
    } }

    func testReloadsBeforeTheViewLoadsShowTheNewTabsAndPages() { onMain {
        let device = SimulatedDevice(width: 390, height: 700)
        let make: (Int) -> UIViewController = { ScreenPage(index: $0, serial: $0) }
        let tabs = InfiniteTabsViewController(titles: ["A", "B"], makePage: make)
        tabs.reload(items: ["One", "Two", "Three"].map { InfiniteTabItem(title: $0) }, selectedIndex: 2, makePage: make)
        XCTAssertEqual(tabs.selectedIndex, 2)
        let byID = InfiniteTabsViewController(titles: ["A"], makePage: make)
        byID.reload(items: [InfiniteTabItem(title: "X", id: "x"), InfiniteTabItem(title: "Y", id: "y")], makePage: make)
        let keep = InfiniteTabsViewController(titles: ["A", "B", "C"], selectedIndex: 1, makePage: make)
        keep.reload(items: [InfiniteTabItem(title: "P"), InfiniteTabItem(title: "Q")], makePage: make)
        XCTAssertEqual(keep.selectedIndex, 1, "tabs without ids keep the selected index")
        device.show(tabs)
        XCTAssertTrue(device.settle())
        XCTAssertEqual(tabs.pagingState, .idle(index: 2))
        XCTAssertTrue(device.visibleTexts().contains("Three"))
        XCTAssertTrue(device.visibleTexts().contains("Page 2"))
        device.show(byID)
        XCTAssertTrue(device.settle())
        XCTAssertEqual(byID.items.map(\.title), ["X", "Y"])
        XCTAssertEqual(byID.pageController.numberOfPages, 2)
        // A reload without ids once shown keeps the index, clamped.
        byID.reload(items: [InfiniteTabItem(title: "M")]) { make($0) }
        XCTAssertTrue(device.settle())
        XCTAssertEqual(byID.selectedIndex, 0)
        XCTAssertEqual(byID.pageController.numberOfPages, 1)
        XCTAssertEqual(device.violations, [])
    } }

    func testTheContainersDelegateHearsEveryStateAndTheSelection() { onMain {
        @MainActor final class Listener: InfiniteTabsViewControllerDelegate, InfinitePageViewControllerDelegate {
            var states: [PagingState] = []
            var selected: [Int] = []
            var pageStates = 0
            var willSelect: [Int] = []
            func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didUpdate state: PagingState) { states.append(state) }
            func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didSelectItemAt index: Int) { selected.append(index) }
            func infinitePageViewController(_ controller: InfinitePageViewController, didUpdate state: PagingState) { pageStates += 1 }
            func infinitePageViewController(_ controller: InfinitePageViewController, willSelectItemAt index: Int) { willSelect.append(index) }
        }
        let screen = PagesScreen(titles: ["A", "B", "C", "D"], width: 390, height: 700)
        let listener = Listener()
        screen.container!.delegate = listener
        screen.pages.delegate = listener
        guard let c = screen.device.visibleLabels().first(where: { $0.text == "C" })?.frame else { return XCTFail("no tab C") }
        screen.tap(at: CGPoint(x: c.midX, y: c.midY))
        XCTAssertTrue(screen.device.settle())
        XCTAssertEqual(listener.selected, [2], "the user's tap")
        screen.select(3)
        XCTAssertTrue(screen.device.settle())
        XCTAssertEqual(listener.selected, [2], "not a selection in code")
        XCTAssertEqual(listener.willSelect, [2, 3], "the pages head for the tab and for the selection in code")
        XCTAssertEqual(listener.states.last, .idle(index: 3))
        XCTAssertGreaterThan(listener.states.count, 10, "every frame of the transition")
        XCTAssertEqual(listener.pageStates, listener.states.count)
    } }
}
