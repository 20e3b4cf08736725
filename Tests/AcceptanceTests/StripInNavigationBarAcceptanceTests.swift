import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

/// The container's strip in the navigation bar
/// (`TabStripPosition.navigationBar`, issue 31 point 3; Tabman's
/// `.navigationItem`).
final class StripInNavigationBarAcceptanceTests: XCTestCase {
    @MainActor
    private static func pushTabs(_ titles: [String], loops: Bool = true)
        -> (SimulatedDevice, UINavigationController, InfiniteTabsViewController) {
        let device = SimulatedDevice(width: 390, height: 844, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        var options = InfiniteTabsOptions()
        options.tabStripPosition = .navigationBar
        options.loops = loops
        let tabs = InfiniteTabsViewController(titles: titles, options: options) { LabelPage("Page \($0)") }
        let navigation = UINavigationController(rootViewController: tabs)
        device.show(navigation)
        device.settle()
        return (device, navigation, tabs)
    }

    @MainActor
    private static func onScreen(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    func testTheStripSitsInTheBarAtItsNaturalWidthAndDrivesThePages() throws { try onMain {
        let (device, navigation, tabs) = Self.pushTabs(["One", "Two", "Three"])
        XCTAssertTrue(tabs.navigationItem.titleView === tabs.tabStrip)
        XCTAssertTrue(tabs.tabStrip.isDescendant(of: navigation.navigationBar), "in the bar")
        let strip = Self.onScreen(tabs.tabStrip), bar = Self.onScreen(navigation.navigationBar)
        XCTAssertEqual(strip.minY, bar.minY, accuracy: 0.5)
        XCTAssertEqual(strip.height, 44)
        XCTAssertEqual(strip.midX, 195, accuracy: 0.5, "centred")
        XCTAssertEqual(tabs.tabStrip.intrinsicContentSize.width, strip.width, accuracy: 0.5, "as wide as its tabs")
        XCTAssertLessThan(strip.width, 250, "three short tabs, not the bar's width")
        let one = try XCTUnwrap(device.label("One"))
        XCTAssertEqual(one.midX, strip.midX, accuracy: 0.5, "looping, the selected tab is centred in the bar")
        let page = try XCTUnwrap(device.label("Page 0"))
        XCTAssertEqual(page.midY, 422, accuracy: 0.5, "the page fills the view under the bar")

        device.tap(label: "Three")
        XCTAssertTrue(device.settle())
        XCTAssertEqual(tabs.selectedIndex, 2, "a tab tapped in the bar turns the pages")
        XCTAssertNotNil(device.label("Page 2"))
        XCTAssertTrue(device.swipe(forward: true, y: 500))
        XCTAssertEqual(tabs.selectedIndex, 0, "a swipe moves the strip in the bar along, across the seam")
        XCTAssertEqual(tabs.tabStrip.selectedIndex, 0)
        let indicator = Self.onScreen(tabs.tabStrip.indicatorView)
        XCTAssertEqual(indicator.maxY, strip.maxY, accuracy: 1e-9, "the indicator along the bottom edge, over the pages")

        // Back into the view, under the bar.
        var options = tabs.options
        options.tabStripPosition = .top
        tabs.options = options
        device.settle()
        XCTAssertNil(tabs.navigationItem.titleView)
        XCTAssertTrue(tabs.tabStrip.superview === tabs.view)
        let back = Self.onScreen(tabs.tabStrip)
        XCTAssertEqual(back.minY, bar.maxY, accuracy: 0.5, "under the bar")
        XCTAssertEqual(back.width, 390)
        device.tap(label: "Two")
        XCTAssertTrue(device.settle())
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(device.violations, [])
    } }

    func testWithoutLoopingTheTabsSitStillEdgeToEdgeInTheBar() throws { try onMain {
        let (device, _, tabs) = Self.pushTabs(["One", "Two", "Three"], loops: false)
        let strip = Self.onScreen(tabs.tabStrip)
        let one = try XCTUnwrap(device.label("One")), three = try XCTUnwrap(device.label("Three"))
        XCTAssertEqual(one.minX - strip.minX, 16, accuracy: 0.5, "the first tab at the leading edge (its 16 points of padding)")
        XCTAssertEqual(strip.maxX - three.maxX, 16, accuracy: 0.5, "the last at the trailing edge")
        device.tap(label: "Three")
        XCTAssertTrue(device.settle())
        XCTAssertEqual(tabs.selectedIndex, 2)
        XCTAssertEqual(try XCTUnwrap(device.label("One")).minX, one.minX, accuracy: 0.01, "nothing scrolled")
        XCTAssertEqual(device.violations, [])
    } }

    func testALoneStripSizesToItsTabsInTheBarOnlyWhenAsked() { onMain {
        let device = SimulatedDevice(width: 390, height: 844, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let strip = InfiniteTabStripView()
        strip.titles = ["One", "Two"]
        strip.loops = false
        let root = UIViewController()
        root.navigationItem.titleView = strip
        device.show(UINavigationController(rootViewController: root))
        device.settle()
        // Without sizesToTabs a strip in a bar asks for the expanded fitting width: the bar's room, whether the bar
        // gives a title view without an intrinsic width `sizeThatFits` or nothing (titleViewWithoutIntrinsicSize).
        XCTAssertEqual(strip.bounds.width, 390 - 2 * 16, "by default the bar's whole room between its margins, not the tabs' width")
        strip.sizesToTabs = true
        device.settle()
        XCTAssertEqual(strip.bounds.width, strip.intrinsicContentSize.width)
        XCTAssertGreaterThan(strip.bounds.width, 80)
        XCTAssertEqual(strip.bounds.height, 44)
        device.tap(label: "Two")
        XCTAssertTrue(device.settle())
        XCTAssertEqual(strip.selectedIndex, 1)
        XCTAssertEqual(device.violations, [])
    } }

    func testManyTabsGetTheBarsWidthAndStillLoop() throws { try onMain {
        let titles = ["For You", "News", "Sport", "Music", "Films", "Games", "Travel", "Food"]
        let (device, _, tabs) = Self.pushTabs(titles)
        let strip = Self.onScreen(tabs.tabStrip)
        XCTAssertEqual(strip.width, 390 - 32, accuracy: 0.5, "at most the bar less its margins")
        XCTAssertGreaterThan(tabs.tabStrip.intrinsicContentSize.width, strip.width)
        for _ in 0..<9 { XCTAssertTrue(device.swipe(forward: true, y: 500)) }
        XCTAssertEqual(tabs.selectedIndex, 1, "nine swipes over eight tabs")
        XCTAssertEqual(tabs.tabStrip.selectedIndex, 1)
        let selected = try XCTUnwrap(device.label("News", nearX: strip.midX))
        XCTAssertEqual(selected.midX, strip.midX, accuracy: 1, "the selected tab centred in the bar")
        XCTAssertEqual(device.violations, [])
    } }
}
