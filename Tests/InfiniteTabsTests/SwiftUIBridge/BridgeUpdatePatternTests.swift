#if os(Linux)
import XCTest
@testable import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// SwiftUI's everyday update patterns against the bridges: the same input
/// again and again, an update while a finger is on the pages, and the size
/// the wrappers take.
final class BridgeUpdatePatternTests: XCTestCase {
    @MainActor
    private static func makePages(_ state: FakeState, count: Int) -> (SimulatedDevice, PagesBridge<LabelPage>) {
        let device = SimulatedDevice(width: 320, height: 600)
        let bridge = PagesBridge<LabelPage>(.init(bound: state.value, count: count, content: { "page \($0)" }),
                                            makeHost: { LabelPage() }, scheduleFlush: state.scheduleFlush)
        state.isUpdating = { [weak bridge] in bridge?.outbox.isUpdating ?? false }
        bridge.update(.init(bound: state.value, count: count, content: { "page \($0)" }), selection: state.sink)
        device.show(bridge.controller)
        device.settle()
        return (device, bridge)
    }

    /// SwiftUI calls `updateUIView` for any change above the wrapper: equal
    /// updates make no page, write nothing and move nothing.
    func testRepeatedEqualUpdatesChangeNothing() { onMain {
        let state = FakeState(2)
        let (device, bridge) = Self.makePages(state, count: 6)
        let made = bridge.hosts.madeCount
        weak var shown: UIViewController?
        shown = bridge.controller.currentViewController
        for _ in 0..<20 {
            bridge.update(.init(bound: 2, count: 6, content: { "page \($0)" }), selection: state.sink)
            XCTAssertFalse(device.isMoving)
        }
        state.nextTurn(bridge.outbox)
        XCTAssertEqual(bridge.hosts.madeCount, made)
        XCTAssertTrue(bridge.controller.currentViewController === shown)
        XCTAssertEqual(state.writes, [])
    } }

    /// An update while the finger is down (an `onProgress` writing `@State`)
    /// leaves the swipe alone; its end is written once, after the update.
    func testAnUpdateDuringASwipeLeavesTheSwipeAlone() { onMain {
        let state = FakeState(0)
        let (device, bridge) = Self.makePages(state, count: 6)
        // The settings are read through a box held weakly: a closure stored in
        // the settings it captures would keep itself alive (a test-side cycle).
        let latest = SettingsBox()
        var settings = InfiniteControlSettings()
        settings.onProgress = { [weak bridge, weak latest] _ in // weak: the bridge keeps its settings
            guard let settings = latest?.settings else { return }
            bridge?.update(.init(bound: state.value, count: 6, content: { "page \($0)" }, settings: settings),
                          selection: state.sink)
        }
        latest.settings = settings
        bridge.update(.init(bound: 0, count: 6, content: { "page \($0)" }, settings: settings), selection: state.sink)
        device.drag(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 60, y: 300), duration: 0.3)
        bridge.update(.init(bound: state.value, count: 6, content: { "page \($0)" }, settings: settings),
                      selection: state.sink)
        device.lift()
        device.settle()
        state.nextTurn(bridge.outbox)
        XCTAssertEqual(bridge.controller.selectedIndex, 1)
        XCTAssertEqual(state.writes, [1])
        XCTAssertEqual(state.writesDuringUpdate, 0)
        XCTAssertEqual(device.violations, [])
    } }

    /// Before iOS 16 SwiftUI sizes a representable by its intrinsic size: the
    /// strip had none and took all the height offered. The wrapper's strip
    /// now has its own height as intrinsic height, the one `sizeThatFits`
    /// gives, following Dynamic Type and `.font`.
    func testTheStripHasItsOwnIntrinsicHeight() { onMain {
        let state = FakeState(0)
        let bridge = TabStripBridge<String>(makeTabs: { CustomTabContent(make: $0) { _, _ in } }, scheduleFlush: state.scheduleFlush)
        let items = ["A", "B", "C"].map { InfiniteTabItem(title: $0) }
        bridge.update(.init(bound: 0, items: items), selection: state.sink)
        XCTAssertEqual(bridge.strip.intrinsicContentSize.height, 44, "the container's strip height")
        XCTAssertEqual(bridge.strip.intrinsicContentSize.width, UIView.noIntrinsicMetric, "the width is SwiftUI's")
        // Laid out with no height of its own, as SwiftUI does with a view
        // that only has an intrinsic height.
        let device = SimulatedDevice(width: 320, height: 600)
        let holder = device.show(view: UIView())
        let strip = bridge.strip
        strip.translatesAutoresizingMaskIntoConstraints = false
        holder.view.addSubview(strip)
        NSLayoutConstraint.activate([
            strip.topAnchor.constraint(equalTo: holder.view.topAnchor),
            strip.leadingAnchor.constraint(equalTo: holder.view.leadingAnchor),
            strip.trailingAnchor.constraint(equalTo: holder.view.trailingAnchor),
        ])
        device.settle()
        XCTAssertEqual(strip.frame.height, 44)
        device.setTraits(contentSizeCategory: .accessibilityExtraLarge)
        device.settle()
        XCTAssertGreaterThan(strip.intrinsicContentSize.height, 44, "it grows with Dynamic Type")
        XCTAssertEqual(strip.frame.height, strip.intrinsicContentSize.height)
        XCTAssertEqual(bridge.fittingSize(proposedWidth: 320).height, strip.intrinsicContentSize.height, "as sizeThatFits")
        device.setTraits(contentSizeCategory: .large) // a view without a window reads the model's last traits
        strip.removeFromSuperview()
    } }

    /// Sizing: the proposed width and the control's own height; any bad
    /// proposal gives a usable size.
    func testTheWrappersTakeTheirOwnHeight() { onMain {
        XCTAssertEqual(BridgeSizing.size(proposedWidth: 300, height: 44, fallbackWidth: 320), CGSize(width: 300, height: 44))
        for bad in [nil, -1, .nan, .infinity, -.infinity] as [CGFloat?] {
            XCTAssertEqual(BridgeSizing.size(proposedWidth: bad, height: 44, fallbackWidth: 320),
                           CGSize(width: 320, height: 44), "\(String(describing: bad))")
        }
        XCTAssertEqual(BridgeSizing.size(proposedWidth: 10, height: .nan, fallbackWidth: .nan), CGSize(width: 10, height: 0))
        let state = FakeState(0)
        let strip = TabStripBridge<String>(makeTabs: { CustomTabContent(make: $0) { _, _ in } }, scheduleFlush: state.scheduleFlush)
        XCTAssertEqual(strip.fittingSize(proposedWidth: 390), CGSize(width: 390, height: 44), "the container's strip height")
        let picker = PickerBridge<String, LabelHost>(hosts: PageHosts { LabelHost() }, scheduleFlush: state.scheduleFlush)
        XCTAssertEqual(picker.fittingSize(proposedWidth: 390, proposedHeight: 800)?.height,
                       picker.picker.intrinsicContentSize.height)
        picker.picker.axis = .vertical
        XCTAssertNil(picker.fittingSize(proposedWidth: 390, proposedHeight: 800), "a vertical picker takes what is offered")
    } }
}

/// The latest settings of a test whose `onProgress` updates the bridge again.
@MainActor
private final class SettingsBox {
    var settings = InfiniteControlSettings()
}
#endif
