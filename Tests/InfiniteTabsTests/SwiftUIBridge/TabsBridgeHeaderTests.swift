#if os(Linux)
import XCTest
@testable import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// `InfiniteTabsView.tabsHeader(height:minimumHeight:content:)` as the
/// bridge maps it (issue 30 point 4, SwiftUI): the container's collapsing
/// header, its content in one host, on the real container on the model.
final class TabsBridgeHeaderTests: XCTestCase {
    typealias Bridge = TabsBridge<ListHost, String>
    typealias Input = Bridge.Input

    /// A host standing in for a `UIHostingController` whose SwiftUI view is
    /// a `ScrollView`: a long scroll view with the content's text at its top.
    @MainActor
    final class ListHost: UIViewController, HostingContent {
        let list = UIScrollView()
        let label = UILabel()
        private(set) var shown: [String] = []
        var hostView: UIView { view }

        override func viewDidLoad() {
            super.viewDidLoad()
            list.addSubview(label)
            view.addSubview(list)
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            list.frame = view.bounds
            list.contentSize = CGSize(width: view.bounds.width, height: 3000)
            label.frame = CGRect(x: 20, y: 0, width: 200, height: 30)
        }

        func show(_ content: String) {
            shown.append(content)
            loadViewIfNeeded()
            label.text = content
        }
    }

    private static let titles = ["For You", "News", "Sport", "Music"]

    @MainActor
    private static func input(_ state: FakeState, header: Bridge.Header?) -> Input {
        Input(bound: state.value, items: titles.map { InfiniteTabItem(title: $0) }, content: { "Top of \($0)" },
              header: header)
    }

    @MainActor
    private static func show(_ state: FakeState, header: Bridge.Header?) -> (SimulatedDevice, Bridge) {
        let device = SimulatedDevice(width: 390, height: 844)
        let first = input(state, header: header)
        let bridge = Bridge(first, makeHost: { ListHost() },
                            makeTabs: { make in CustomTabContent(make: make) { cell, text in showInCell(text, cell) } },
                            scheduleFlush: state.scheduleFlush)
        bridge.update(first, selection: state.sink)
        device.show(bridge.controller)
        device.settle()
        return (device, bridge)
    }

    @MainActor
    private static func stripTop(_ bridge: Bridge) -> CGFloat {
        bridge.controller.tabStrip.convert(bridge.controller.tabStrip.bounds, to: nil).minY
    }

    @MainActor
    private static func scrollPage(_ device: SimulatedDevice, by dy: CGFloat) {
        let start: CGFloat = dy < 0 ? 760 : 320
        device.drag(from: CGPoint(x: 200, y: start), to: CGPoint(x: 200, y: start + dy), duration: 1.5)
        device.advance(by: 0.2) // the finger rests: no fling
        device.lift()
        device.settle()
    }

    func testTheHeaderCollapsesOverThePinnedStripAsInUIKit() { onMain {
        let state = FakeState(0)
        let (device, bridge) = Self.show(state, header: .init(height: 200, minimumHeight: 50, content: "Profile"))
        let tabs = bridge.controller
        XCTAssertEqual(tabs.headerHeight, 200)
        XCTAssertEqual(tabs.minimumHeaderHeight, 50)
        XCTAssertTrue(tabs.headerView === bridge.headerHost?.view)
        XCTAssertTrue(bridge.headerHost?.parent === tabs, "the host is the container's child")
        XCTAssertEqual(Self.stripTop(bridge), 200)
        XCTAssertEqual(device.frame(ofText: "Profile")?.minY ?? -1, 0, accuracy: 0.5)
        XCTAssertEqual(device.frame(ofText: "Top of 0")?.minY ?? -1, 244, accuracy: 0.5, "the page starts under the strip")
        Self.scrollPage(device, by: -400)
        XCTAssertEqual(Self.stripTop(bridge), 50, accuracy: 0.5, "collapsed to the minimum, the strip pinned under it")
        Self.scrollPage(device, by: 300)
        Self.scrollPage(device, by: 300)
        XCTAssertEqual(Self.stripTop(bridge), 200, accuracy: 0.5, "whole again at the page's top")
        XCTAssertEqual(device.violations, [])
    } }

    func testUpdatesReshowTheContentInOneHostAndRemovingTheHeaderDropsIt() { onMain {
        let state = FakeState(0)
        let (device, bridge) = Self.show(state, header: .init(height: 200, content: "Profile"))
        let host = bridge.headerHost
        bridge.update(Self.input(state, header: .init(height: 120, minimumHeight: 40, content: "Profile 2")), selection: state.sink)
        device.settle()
        XCTAssertTrue(bridge.headerHost === host, "one host: the header's @State stays")
        XCTAssertEqual(host?.shown, ["Profile", "Profile 2"])
        XCTAssertEqual(bridge.controller.headerHeight, 120)
        XCTAssertEqual(bridge.controller.minimumHeaderHeight, 40)
        XCTAssertEqual(Self.stripTop(bridge), 120)
        bridge.update(Self.input(state, header: nil), selection: state.sink)
        device.settle()
        XCTAssertNil(bridge.controller.headerView)
        XCTAssertNil(bridge.headerHost)
        XCTAssertNil(host?.parent, "the dropped host leaves the container")
        XCTAssertEqual(Self.stripTop(bridge), 0)
        XCTAssertNil(device.frame(ofText: "Profile 2"))
        XCTAssertEqual(device.frame(ofText: "Top of 0")?.minY ?? -1, 44, accuracy: 0.5)
        XCTAssertEqual(device.violations, [])
    } }
}
#endif
