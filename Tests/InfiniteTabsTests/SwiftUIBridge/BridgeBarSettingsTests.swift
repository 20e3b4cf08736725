#if os(Linux)
import XCTest
@testable import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// The SwiftUI modifiers of issue 31 points 3 and 4 (`tabStripBackgroundEffect`,
/// `tabStripSeparator`, `tabStripPosition`, `autoScrollOnDrag`) as the
/// bridges apply them, on the real controls on the model.
final class BridgeBarSettingsTests: XCTestCase {
    func testTheStripTakesTheMaterialAndSeparatorAndLosesThemWhenTheModifiersGo() { onMain {
        let state = FakeState(0)
        let device = SimulatedDevice(width: 320, height: 600)
        let bridge = TabStripBridge<String>(makeTabs: { make in CustomTabContent(make: make) { cell, text in showInCell(text, cell) } },
                                            scheduleFlush: state.scheduleFlush)
        let items = ["A", "B", "C"].map { InfiniteTabItem(title: $0) }
        var settings = InfiniteControlSettings()
        settings.tabStripBackgroundEffect = .some(UIBlurEffect(style: .systemThinMaterial))
        settings.tabStripSeparatorColor = .some(.systemGray)
        bridge.update(.init(bound: 0, items: items, settings: settings), selection: state.sink)
        device.show(view: bridge.strip, height: 44)
        device.settle()
        XCTAssertEqual(bridge.strip.backgroundEffect, UIBlurEffect(style: .systemThinMaterial))
        XCTAssertEqual(bridge.strip.separatorColor, .systemGray)
        XCTAssertEqual(bridge.strip.subviews.compactMap { $0 as? UIVisualEffectView }.count, 1)
        bridge.update(.init(bound: 0, items: items), selection: state.sink)
        XCTAssertNil(bridge.strip.backgroundEffect, "without the modifier: none")
        XCTAssertNil(bridge.strip.separatorColor)
        XCTAssertEqual(device.violations, [])
    } }

    func testTheContainerPutsItsStripAtTheBottomWithTheMaterialAndSeparator() { onMain {
        typealias Bridge = TabsBridge<LabelPage, String>
        let state = FakeState(0)
        let device = SimulatedDevice(width: 390, height: 700, safeAreaInsets: UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        var settings = InfiniteControlSettings()
        settings.tabStripPosition = .bottom
        settings.tabStripBackgroundEffect = .some(UIBlurEffect(style: .systemChromeMaterial))
        settings.tabStripSeparatorColor = .some(.systemGray)
        let input = Bridge.Input(bound: 0, items: ["A", "B", "C"].map { InfiniteTabItem(title: $0) },
                                 content: { "page \($0)" }, settings: settings)
        let bridge = Bridge(input, makeHost: { LabelPage() },
                            makeTabs: { make in CustomTabContent(make: make) { cell, text in showInCell(text, cell) } },
                            scheduleFlush: state.scheduleFlush)
        bridge.update(input, selection: state.sink)
        device.show(bridge.controller)
        device.settle()
        let options = bridge.controller.options
        XCTAssertEqual(options.tabStripPosition, .bottom)
        XCTAssertEqual(options.tabStripBackgroundEffect, UIBlurEffect(style: .systemChromeMaterial))
        XCTAssertEqual(options.tabStripSeparatorColor, .systemGray)
        let strip = bridge.controller.tabStrip
        let frame = strip.convert(strip.bounds, to: nil)
        XCTAssertEqual(frame.maxY, 700 - 30, "at the bottom, above the home indicator")
        XCTAssertEqual(strip.indicatorEdge, .top, "the indicator faces the pages")
        XCTAssertEqual(strip.separatorColor, .systemGray)
        var without = input
        without.settings = InfiniteControlSettings()
        bridge.update(without, selection: state.sink)
        device.settle()
        XCTAssertEqual(bridge.controller.options.tabStripPosition, .top)
        XCTAssertNil(bridge.controller.options.tabStripBackgroundEffect)
        XCTAssertNil(strip.separatorColor)
        XCTAssertEqual(strip.indicatorEdge, .bottom)
        XCTAssertEqual(device.violations, [])
    } }

    func testAStripAskedForInTheNavigationBarStaysAtTheTopInSwiftUI() { onMain {
        var settings = InfiniteControlSettings()
        settings.tabStripPosition = .navigationBar
        XCTAssertEqual(settings.applied(to: InfiniteTabsOptions()).tabStripPosition, .top)
        var options = InfiniteTabsOptions()
        options.tabStripPosition = .navigationBar
        XCTAssertEqual(InfiniteControlSettings().applied(to: options).tabStripPosition, .top, "through the options too")
    } }

    func testThePagesTakeTheDragBehaviourOfTheirAutoScroll() { onMain {
        typealias Bridge = PagesBridge<LabelPage>
        let state = FakeState(0)
        var settings = InfiniteControlSettings()
        settings.autoScrollInterval = .some(2)
        settings.autoScrollOnDrag = .cancel
        let input = Bridge.Input(bound: 0, count: 3, content: { "page \($0)" }, settings: settings)
        let bridge = Bridge(input, makeHost: { LabelPage() }, scheduleFlush: state.scheduleFlush)
        bridge.update(input, selection: state.sink)
        XCTAssertEqual(bridge.controller.autoScrollOnDrag, .cancel)
        XCTAssertEqual(bridge.controller.autoScrollInterval, 2)
        bridge.update(Bridge.Input(bound: 0, count: 3, content: { "page \($0)" }), selection: state.sink)
        XCTAssertEqual(bridge.controller.autoScrollOnDrag, .pause, "the default without the modifier")
    } }
}
#endif
