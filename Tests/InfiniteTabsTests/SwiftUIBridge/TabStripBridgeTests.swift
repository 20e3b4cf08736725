#if os(Linux)
import XCTest
@testable import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// `InfiniteTabStrip`'s decisions (`TabStripBridge`) replayed the way
/// SwiftUI calls `updateUIView`, on the real strip on the model.
final class TabStripBridgeTests: XCTestCase {
    @MainActor
    private static func makeStrip(_ state: FakeState, items: [String], tab: CustomTabContent<String>.Make? = nil)
        -> (SimulatedDevice, TabStripBridge<String>) {
        let device = SimulatedDevice(width: 320, height: 600)
        let bridge = TabStripBridge<String>(makeTabs: { make in CustomTabContent(make: make) { cell, text in showInCell(text, cell) } }, scheduleFlush: state.scheduleFlush)
        state.isUpdating = { [weak bridge] in bridge?.outbox.isUpdating ?? false }
        bridge.update(.init(bound: state.value, items: items.map { InfiniteTabItem(title: $0) }, tab: tab),
                      selection: state.sink)
        device.show(view: bridge.strip, height: 44)
        device.settle()
        return (device, bridge)
    }

    /// Defect 1: the new `tab:` closure reached the visible cells before the
    /// strip had the new items, so going from 5 to 4 items asked for tab 4.
    func testCustomTabsShrinkingNeverAskForARemovedTab() { onMain {
        let state = FakeState(0)
        var asked: [Int] = []
        let five = ["A", "B", "C", "D", "E"]
        let (_, bridge) = Self.makeStrip(state, items: five, tab: { index, _, _ in five[index] })
        let four = Array(five.prefix(4))
        bridge.update(.init(bound: 0, items: four.map { InfiniteTabItem(title: $0) }, tab: { index, _, _ in
            asked.append(index)
            return index < four.count ? four[index] : "out of range"
        }), selection: state.sink)
        XCTAssertFalse(asked.contains { $0 >= 4 }, "the closure of 4 tabs was asked for \(asked.filter { $0 >= 4 })")
        XCTAssertEqual(bridge.strip.items.count, 4)
    } }

    /// Defect 5: a driven paging state selected tab 3 without the binding,
    /// and the next unrelated update selected 0 again.
    func testADrivenPagingStateIsNotUndoneByTheNextUpdate() { onMain {
        let state = FakeState(0)
        let (device, bridge) = Self.makeStrip(state, items: ["A", "B", "C", "D", "E"])
        var settings = InfiniteControlSettings()
        settings.pagingState = .idle(index: 3)
        let input = TabStripBridge<String>.Input(bound: 0, items: bridge.strip.items, settings: settings)
        bridge.update(input, selection: state.sink)
        device.settle()
        XCTAssertEqual(bridge.strip.selectedIndex, 3)
        bridge.update(input, selection: state.sink) // an unrelated update: same input
        device.settle()
        XCTAssertEqual(bridge.strip.selectedIndex, 3, "the strip keeps showing the driven state")
        XCTAssertEqual(state.writes, [], "a driven state writes nothing")
    } }

    /// Defect 6: custom tabs were measured once, unselected, and cached: a
    /// selected tab's longer content, or content that grew, was clipped.
    func testCustomTabsAreMeasuredSelectedAndAgainWhenTheirContentGrows() { onMain {
        let state = FakeState(0)
        let titles = ["A", "B", "C", "D"]
        let (device, bridge) = Self.makeStrip(state, items: titles, tab: { index, selected, _ in
            selected ? "[\(titles[index]) selected]" : titles[index]
        })
        @MainActor func clipped() -> [String] {
            bridge.strip.collectionView.visibleCells.compactMap { cell -> String? in
                guard let label = cell.contentView.subviews.first as? UILabel else { return nil }
                return cell.bounds.width + 0.5 >= label.intrinsicContentSize.width + 16 ? nil : label.text
            }
        }
        XCTAssertEqual(clipped(), [], "the selected tab fits its selected content")
        bridge.update(.init(bound: 0, items: titles.map { InfiniteTabItem(title: $0) }, tab: { index, _, _ in
            "\(titles[index]) 1000 unread"
        }), selection: state.sink)
        device.settle()
        XCTAssertEqual(clipped(), [], "grown content is measured again")
    } }

    /// Defect 8: `.disabled(true)` was ignored: a tap still wrote the binding.
    func testADisabledStripTakesNoTap() { onMain {
        let state = FakeState(0)
        let (device, bridge) = Self.makeStrip(state, items: ["A", "B", "C", "D", "E"])
        bridge.update(.init(bound: 0, items: bridge.strip.items, isEnabled: false), selection: state.sink)
        device.tap(text: "B")
        device.settle()
        state.nextTurn(bridge.outbox)
        XCTAssertEqual(state.writes, [])
        XCTAssertEqual(bridge.strip.selectedIndex, 0)
    } }

    /// Defect 9: `.onProgress` on the strip never fired.
    func testOnProgressReportsATap() { onMain {
        let state = FakeState(0)
        let (device, bridge) = Self.makeStrip(state, items: ["A", "B", "C", "D", "E"])
        var reported: [PagingState] = []
        var settings = InfiniteControlSettings()
        settings.onProgress = { reported.append($0) }
        bridge.update(.init(bound: 0, items: bridge.strip.items, settings: settings), selection: state.sink)
        device.tap(text: "C")
        device.settle()
        state.nextTurn(bridge.outbox)
        XCTAssertEqual(reported.last, .idle(index: 2), "\(reported)")
        XCTAssertEqual(state.value, 2)
    } }

    /// Defect 10: switching from custom tabs back to the built-in ones was
    /// ignored (the inputs were read only when the strip was made).
    func testSwitchingBetweenCustomAndBuiltInTabs() { onMain {
        let state = FakeState(0)
        let titles = ["A", "B", "C"]
        let items = titles.map { InfiniteTabItem(title: $0) }
        let (device, bridge) = Self.makeStrip(state, items: titles)
        bridge.update(.init(bound: 0, items: items, tab: { index, _, _ in "custom \(index)" }), selection: state.sink)
        device.settle()
        XCTAssertTrue(device.visibleTexts().contains("custom 0"), "\(device.visibleTexts())")
        bridge.update(.init(bound: 0, items: items), selection: state.sink)
        device.settle()
        XCTAssertFalse(device.visibleTexts().contains("custom 0"), "\(device.visibleTexts())")
        XCTAssertTrue(device.visibleTexts().contains("A"), "\(device.visibleTexts())")
    } }

    /// Defect 12: a binding change without animation slid the strip.
    func testABindingChangeWithoutAnimationDoesNotSlide() { onMain {
        let state = FakeState(0)
        let (device, bridge) = Self.makeStrip(state, items: (0..<12).map { "T\($0)" })
        state.value = 6
        bridge.update(.init(bound: 6, items: bridge.strip.items, transaction: BridgeTransaction(hasAnimation: false)),
                      selection: state.sink)
        XCTAssertFalse(device.isMoving, "no slide without an animation")
        state.value = 2
        bridge.update(.init(bound: 2, items: bridge.strip.items, transaction: BridgeTransaction(hasAnimation: true)),
                      selection: state.sink)
        XCTAssertTrue(device.isMoving, "withAnimation slides")
    } }
    /// Closures and settings changed between updates: the latest are used
    /// (the strip's settings, and the `onSelect` a later tap calls).
    func testSettingsAndCallbacksChangedBetweenUpdatesAreTheLatest() { onMain {
        let state = FakeState(0)
        let (device, bridge) = Self.makeStrip(state, items: ["A", "B", "C", "D", "E"])
        var calls: [String] = []
        var first = InfiniteControlSettings()
        first.onSelect = { calls.append("first \($0)") }
        first.tabSpacing = 4
        bridge.update(.init(bound: 0, items: bridge.strip.items, settings: first), selection: state.sink)
        var second = InfiniteControlSettings()
        second.onSelect = { calls.append("second \($0)") }
        second.tabSpacing = 12
        second.loops = false
        bridge.update(.init(bound: 0, items: bridge.strip.items, settings: second), selection: state.sink)
        XCTAssertEqual(bridge.strip.spacing, 12)
        XCTAssertFalse(bridge.strip.loops)
        device.settle()
        device.tap(text: "C")
        device.settle()
        state.nextTurn(bridge.outbox)
        XCTAssertEqual(calls, ["second 2"])
    } }
}
#endif
