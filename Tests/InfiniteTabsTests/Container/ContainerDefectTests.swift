import XCTest
@testable import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Issue 21's defects of the real container and pages, each on the real
/// control shown on a `SimulatedDevice`.
final class ContainerDefectTests: XCTestCase {
    static let titles = (0..<9).map { "Tab \($0)" }

    /// Issue 21: each frame of a page swipe set the strip's offset without
    /// animation, which stops a deceleration: a strip the user had just
    /// flung stopped dead as soon as the pages moved. The link leaves a
    /// flung (or dragged) strip alone; only the indicator follows the pages.
    func testSwipingThePagesLeavesAFlungStripDecelerating() { onMain {
        let screen = PagesScreen(titles: Self.titles, width: 390, height: 700, frameRate: 60)
        let strip = screen.strip!
        let cv = strip.collectionView
        let stripFrame = strip.convert(strip.bounds, to: nil)
        // Fling the strip to the left.
        screen.device.drag(from: CGPoint(x: 300, y: stripFrame.midY), to: CGPoint(x: 120, y: stripFrame.midY), duration: 0.1)
        screen.device.lift()
        XCTAssertTrue(cv.isDecelerating, "the strip was flung")
        // The pages are swiped while it decelerates.
        screen.touchDown()
        var moves: [CGFloat] = []
        for _ in 0..<12 {
            let before = cv.contentOffset.x
            screen.moveFinger(by: 12)
            moves.append(cv.contentOffset.x - before)
            XCTAssertTrue(cv.isDecelerating, "the fling goes on while the pages move")
        }
        XCTAssertTrue(screen.pages.pagingState.move != nil, "the pages move")
        XCTAssertTrue(moves.allSatisfy { $0 > 0 }, "the strip keeps sliding its way: \(moves)")
        screen.lift()
        XCTAssertTrue(screen.device.settle())
        XCTAssertEqual(strip.selectedIndex, screen.pages.selectedIndex)
        XCTAssertEqual(screen.device.violations, [])
    } }

    /// A tap on the tab a transition is leaving (the strip once still
    /// selected it; since issue 29 finding 3 it selects the target at once)
    /// made the indicator jump back to that tab for a frame; it now keeps
    /// following the transition, and the tap still wins at the end.
    func testTappingTheTabATransitionLeavesKeepsTheIndicatorOnTheMove() { onMain {
        let screen = PagesScreen(titles: Self.titles, selectedIndex: 3, width: 390, height: 700)
        let checker = ContainerStripChecker(screen: screen)
        let pagesChecker = PagesChecker(screen: screen)
        let tab3 = screen.device.visibleLabels().first { $0.text == "Tab 3" }!.frame
        screen.select(5)
        for _ in 0..<8 { screen.frame(); checker.checkFrame(); pagesChecker.checkFrame() }
        XCTAssertEqual(screen.strip?.selectedIndex, 5, "the strip selects the target when the transition starts (issue 29 finding 3)")
        let tab3Now = screen.device.visibleLabels().first { $0.text == "Tab 3" }?.frame ?? tab3
        screen.tap(at: CGPoint(x: tab3Now.midX, y: tab3Now.midY))
        checker.checkFrame("the tap")
        pagesChecker.checkFrame("the tap")
        XCTAssertTrue(screen.pages.pagingState.move != nil, "the transition runs on")
        while !screen.isAtRest { screen.frame(); checker.checkFrame(); pagesChecker.checkFrame() }
        checker.checkAtRest()
        pagesChecker.checkAtRest()
        XCTAssertEqual(screen.pages.selectedIndex, 3, "the last tap wins")
        XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.joined(separator: "\n"))
        XCTAssertTrue(pagesChecker.violations.isEmpty, pagesChecker.violations.messages.joined(separator: "\n"))
        XCTAssertEqual(screen.device.violations, [])
    } }

    /// `setItem(_:at:)` set the strip's `items`, which keeps the selected
    /// *title*: renaming the selected tab moved the strip alone to the next
    /// tab. The strip's own `setItem(_:at:)` keeps the index.
    func testRenamingTheSelectedTabInPlaceKeepsStripAndPagesOnIt() { onMain {
        let device = SimulatedDevice(width: 390, height: 844)
        let tabs = InfiniteTabsViewController(titles: Self.titles) { _ in UIViewController() }
        tabs.select(4, animated: false)
        device.show(tabs)
        XCTAssertTrue(device.settle())
        tabs.setItem(InfiniteTabItem(title: "Renamed"), at: 4)
        tabs.setItem(InfiniteTabItem(title: "Other"), at: 5)
        tabs.setItem(InfiniteTabItem(title: "Ignored"), at: Self.titles.count)
        XCTAssertTrue(device.settle())
        XCTAssertEqual(tabs.tabStrip.titles[4...5], ["Renamed", "Other"])
        XCTAssertEqual(tabs.tabStrip.titles.count, Self.titles.count)
        XCTAssertEqual(tabs.tabStrip.selectedIndex, 4)
        XCTAssertEqual(tabs.selectedIndex, 4)
        let renamed = device.visibleLabels().filter { $0.text == "Renamed" }.map(\.frame.midX)
        XCTAssertTrue(renamed.contains { abs($0 - 195) < 1 }, "the renamed tab stays centred: \(renamed)")
        XCTAssertEqual(device.violations, [])
    } }
}
