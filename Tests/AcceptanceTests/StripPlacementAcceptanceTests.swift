import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

/// The container's bar (issue 31 points 3 and 4): a material and a
/// separator from its options, and a strip at the bottom with its indicator
/// and separator on the edge facing the pages.
final class StripPlacementAcceptanceTests: XCTestCase {
    /// A phone with a notch and a home indicator: 47 points of status bar, 34 of home indicator.
    @MainActor
    private static func showTabs(_ configure: (inout InfiniteTabsOptions) -> Void)
        -> (SimulatedDevice, InfiniteTabsViewController) {
        let device = SimulatedDevice(width: 390, height: 844, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        var options = InfiniteTabsOptions()
        configure(&options)
        let tabs = InfiniteTabsViewController(titles: ["One", "Two", "Three", "Four", "Five"], options: options) {
            LabelPage("Page \($0)")
        }
        device.show(tabs)
        device.settle()
        return (device, tabs)
    }

    @MainActor
    private static func onScreen(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    /// Every view under `root` (itself included) that `match` accepts.
    @MainActor
    private static func views(in root: UIView, where match: (UIView) -> Bool) -> [UIView] {
        (match(root) ? [root] : []) + root.subviews.flatMap { views(in: $0, where: match) }
    }

    func testTheOptionsGiveTheStripAMaterialUnderTheStatusBarAndAHairlineOverThePages() throws { try onMain {
        let (device, tabs) = Self.showTabs { options in
            options.tabStripBackgroundColor = .clear
            options.tabStripBackgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
            options.tabStripSeparatorColor = .systemGray
        }
        let strip = Self.onScreen(tabs.tabStrip)
        XCTAssertEqual(strip.minY, 47, "the strip under the status bar")
        let effects = Self.views(in: tabs.view) { $0 is UIVisualEffectView }
        XCTAssertEqual(effects.count, 1, "one material")
        let effect = try XCTUnwrap(effects.first as? UIVisualEffectView)
        XCTAssertEqual(effect.effect, UIBlurEffect(style: .systemChromeMaterial))
        let material = Self.onScreen(effect)
        XCTAssertEqual(material.minY, 0, "up under the status bar")
        XCTAssertEqual(material.maxY, strip.maxY, "down to the pages")
        XCTAssertEqual(material.width, 390)
        let separators = Self.views(in: tabs.view) { $0.backgroundColor == .systemGray }
        XCTAssertEqual(separators.count, 1)
        let line = Self.onScreen(try XCTUnwrap(separators.first))
        XCTAssertEqual(line.height, 1.0 / 3, accuracy: 1e-9, "one pixel of the 3x screen")
        XCTAssertEqual(line.maxY, strip.maxY, accuracy: 1e-9, "on the edge over the pages")
        device.tap(label: "Two")
        XCTAssertTrue(device.settle())
        XCTAssertEqual(tabs.selectedIndex, 1, "taps go through the material to the tabs")

        var options = tabs.options
        options.tabStripBackgroundEffect = nil
        options.tabStripSeparatorColor = nil
        tabs.options = options
        device.settle()
        XCTAssertTrue(Self.views(in: tabs.view) { $0 is UIVisualEffectView }.isEmpty, "nil removes the material")
        XCTAssertTrue(Self.views(in: tabs.view) { $0.backgroundColor == .systemGray }.isEmpty, "and the separator")
        XCTAssertEqual(device.violations, [])
    } }

    func testAStripAtTheBottomSitsOverTheHomeIndicatorWithItsIndicatorAndSeparatorFacingThePages() throws { try onMain {
        let (device, tabs) = Self.showTabs { options in
            options.tabStripPosition = .bottom
            options.tabStripSeparatorColor = .systemGray
        }
        let strip = Self.onScreen(tabs.tabStrip)
        XCTAssertEqual(strip.maxY, 844 - 34, "above the home indicator")
        XCTAssertEqual(strip.height, 44)
        let page = try XCTUnwrap(device.label("Page 0"))
        XCTAssertEqual(page.midY, strip.minY / 2, accuracy: 0.5, "the page fills the screen above the strip")
        let indicator = Self.onScreen(tabs.tabStrip.indicatorView)
        XCTAssertEqual(indicator.minY, strip.minY, accuracy: 1e-9, "the indicator along the strip's top edge")
        XCTAssertEqual(indicator.height, 3)
        let line = Self.onScreen(try XCTUnwrap(Self.views(in: tabs.view) { $0.backgroundColor == .systemGray }.first))
        XCTAssertEqual(line.minY, strip.minY, accuracy: 1e-9, "the separator along the top edge too")

        // Mid-swipe the indicator stays on that edge, between the two tabs.
        device.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 105, y: 300), duration: 0.4)
        let moving = Self.onScreen(tabs.tabStrip.indicatorView)
        XCTAssertEqual(moving.minY, strip.minY, accuracy: 1e-9)
        let one = try XCTUnwrap(device.label("One")), two = try XCTUnwrap(device.label("Two", nearX: one.maxX))
        XCTAssertGreaterThan(moving.midX, one.midX + 5)
        XCTAssertLessThan(moving.midX, two.midX - 5)
        device.lift()
        XCTAssertTrue(device.settle())

        // Back to the top: the indicator and separator go back to the bottom edge.
        var options = tabs.options
        options.tabStripPosition = .top
        tabs.options = options
        device.settle()
        let top = Self.onScreen(tabs.tabStrip)
        XCTAssertEqual(top.minY, 47)
        XCTAssertEqual(Self.onScreen(tabs.tabStrip.indicatorView).maxY, top.maxY, accuracy: 1e-9)
        let moved = Self.onScreen(try XCTUnwrap(Self.views(in: tabs.view) { $0.backgroundColor == .systemGray }.first))
        XCTAssertEqual(moved.maxY, top.maxY, accuracy: 1e-9)
        XCTAssertEqual(device.violations, [])
    } }
}
