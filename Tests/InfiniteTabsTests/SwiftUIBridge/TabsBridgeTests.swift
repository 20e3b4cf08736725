#if os(Linux)
import XCTest
@testable import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// `InfiniteTabsView`'s decisions (`TabsBridge`) replayed the way SwiftUI
/// calls `updateUIViewController`, on the real container on the model.
final class TabsBridgeTests: XCTestCase {
    typealias Bridge = TabsBridge<LabelPage, String>
    typealias Input = Bridge.Input

    static func items(_ titles: [String], ids: Bool = false) -> [InfiniteTabItem] {
        titles.map { InfiniteTabItem(title: $0, id: ids ? AnyHashable($0.prefix(2)) : nil) }
    }

    @MainActor
    private static func makeTabs(_ state: FakeState, items: [InfiniteTabItem],
                                 tab: CustomTabContent<String>.Make? = nil) -> (SimulatedDevice, Bridge) {
        let device = SimulatedDevice(width: 390, height: 700)
        let input = Input(bound: state.value, items: items, content: { "page \($0)" }, tab: tab)
        let bridge = Bridge(input, makeHost: { LabelPage() }, makeTabs: { make in CustomTabContent(make: make) { cell, text in showInCell(text, cell) } },
                            scheduleFlush: state.scheduleFlush)
        state.isUpdating = { [weak bridge] in bridge?.outbox.isUpdating ?? false }
        bridge.update(input, selection: state.sink)
        device.show(bridge.controller)
        device.settle()
        return (device, bridge)
    }

    /// Defect 1 in the container: while a transition defers the reload, the
    /// new `tab:` closure of 4 items was asked for tab 4.
    func testCustomTabsShrinkingDuringATransitionNeverAskForARemovedTab() { onMain {
        let state = FakeState(0)
        let five = ["A", "B", "C", "D", "E"]
        let (device, bridge) = Self.makeTabs(state, items: Self.items(five), tab: { index, _, _ in five[index] })
        state.value = 2
        bridge.update(Input(bound: 2, items: Self.items(five), content: { "page \($0)" }, tab: { index, _, _ in five[index] },
                            transaction: BridgeTransaction(hasAnimation: true)), selection: state.sink)
        device.advance(by: 0.05)
        var asked: [Int] = []
        let four = Array(five.prefix(4))
        for _ in 0..<3 { // every update during the transition
            bridge.update(Input(bound: 2, items: Self.items(four), content: { "page \($0)" }, tab: { index, _, _ in
                asked.append(index)
                return index < four.count ? four[index] : "out of range"
            }), selection: state.sink)
            device.advance(by: 0.05)
        }
        device.settle()
        XCTAssertFalse(asked.contains { $0 >= 4 }, "asked for \(asked.filter { $0 >= 4 })")
        XCTAssertEqual(bridge.controller.items.count, 4)
        XCTAssertFalse(device.visibleTexts().contains("out of range"))
    } }

    /// Defect 4: titles changed during a transition defer the reload; a
    /// badge set meanwhile went to the old items and the reload undid it.
    func testABadgeSetWhileAReloadWaitsIsKept() { onMain {
        let state = FakeState(0)
        let titles = ["A", "B", "C", "D", "E"]
        let (device, bridge) = Self.makeTabs(state, items: Self.items(titles))
        state.value = 2
        bridge.update(Input(bound: 2, items: Self.items(titles), content: { "page \($0)" },
                            transaction: BridgeTransaction(hasAnimation: true)), selection: state.sink)
        device.advance(by: 0.05)
        var renamed = Self.items(["A", "B", "C", "D", "E2"])
        bridge.update(Input(bound: 2, items: renamed, content: { "page \($0)" }), selection: state.sink)
        renamed[0].badge = .count(3)
        bridge.update(Input(bound: 2, items: renamed, content: { "page \($0)" }), selection: state.sink)
        device.settle()
        XCTAssertEqual(bridge.controller.items, renamed)
        XCTAssertEqual(bridge.controller.tabStrip.items, renamed)
    } }

    /// Defect 8: `.disabled(true)` was ignored: a tab tap still wrote the binding.
    func testDisabledTabsTakeNoTap() { onMain {
        let state = FakeState(0)
        let (device, bridge) = Self.makeTabs(state, items: Self.items(["A", "B", "C", "D"]))
        bridge.update(Input(bound: 0, items: bridge.controller.items, content: { "page \($0)" }, isEnabled: false),
                      selection: state.sink)
        device.tap(text: "B")
        device.settle()
        state.nextTurn(bridge.outbox)
        XCTAssertEqual(state.writes, [])
        XCTAssertEqual(bridge.controller.selectedIndex, 0)
    } }

    /// Defect 11: a title change rebuilt every page; pages are kept by id.
    func testATitleChangeKeepsThePageOnShow() { onMain {
        let state = FakeState(0)
        let (device, bridge) = Self.makeTabs(state, items: Self.items(["A0", "B1", "C2", "D3"], ids: true))
        weak var shown: UIViewController?
        shown = bridge.controller.pageController.currentViewController
        XCTAssertNotNil(shown)
        bridge.update(Input(bound: 0, items: Self.items(["A0", "B1 new", "C2", "D3"], ids: true), content: { "page \($0)" }),
                      selection: state.sink)
        device.settle()
        XCTAssertEqual(bridge.controller.tabStrip.items[1].title, "B1 new")
        XCTAssertNotNil(shown)
        XCTAssertTrue(bridge.controller.pageController.currentViewController === shown, "the page keeps its host")
    } }

    /// Defect 15: `onWillSelect` was not wired: an update during a tab tap's
    /// transition (an `onProgress` writing `@State`) sent the pages back
    /// while `onSelect(3)` still fired.
    func testAnUpdateDuringATapsTransitionDoesNotSendThePagesBack() { onMain {
        let state = FakeState(0)
        var selected: [Int] = []
        var settings = InfiniteControlSettings()
        settings.onSelect = { selected.append($0) }
        let (device, bridge) = Self.makeTabs(state, items: Self.items(["A", "B", "C", "D", "E", "F"]))
        let input = { Input(bound: state.value, items: bridge.controller.items, content: { "page \($0)" }, settings: settings) }
        bridge.update(input(), selection: state.sink)
        device.tap(text: "D")
        device.advance(by: 0.05)
        bridge.update(input(), selection: state.sink) // onProgress wrote some @State: the view updates
        state.nextTurn(bridge.outbox)
        device.settle()
        state.nextTurn(bridge.outbox)
        bridge.update(input(), selection: state.sink)
        device.settle()
        XCTAssertEqual(bridge.controller.selectedIndex, 3)
        XCTAssertEqual(state.value, 3)
        XCTAssertEqual(selected, [3])
    } }
}
#endif
