#if os(Linux)
import XCTest
@testable import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// `InfinitePicker`'s decisions (`PickerBridge`) replayed the way SwiftUI
/// calls `updateUIView`, on the real picker on the model.
final class PickerBridgeTests: XCTestCase {
    typealias Bridge = PickerBridge<String, LabelHost>

    @MainActor
    private static func makePicker(_ state: FakeState, items: [String], page: Bridge.Input.Page? = nil)
        -> (SimulatedDevice, Bridge, [LabelHost]) {
        let device = SimulatedDevice(width: 320, height: 600)
        var made: [LabelHost] = []
        let hosts = PageHosts<String, LabelHost> {
            let host = LabelHost()
            made.append(host)
            return host
        }
        let bridge = Bridge(hosts: hosts, scheduleFlush: state.scheduleFlush)
        state.isUpdating = { [weak bridge] in bridge?.outbox.isUpdating ?? false }
        var settings = InfiniteControlSettings()
        settings.pageWidth = 80
        bridge.update(.init(bound: state.value, items: items, page: page, settings: settings), selection: state.sink)
        device.show(view: bridge.picker, height: 44)
        device.settle()
        return (device, bridge, made)
    }

    /// Defect 2: the pooled hosts took any item's content, so a page's
    /// `@State` (a favourite toggled on item 3) showed on item 8. Each host
    /// now only ever shows one item.
    func testAHostNeverShowsTwoItems() { onMain {
        let state = FakeState(0)
        let items = (0..<10).map { "item \($0)" }
        var made: [LabelHost] = []
        let (device, bridge, _) = Self.makePicker(state, items: items, page: { item, _ in item })
        for target in [3, 8, 5, 0, 9] {
            bridge.update(.init(bound: target, items: items, page: { item, _ in item },
                                settings: bridge.currentSettings, transaction: BridgeTransaction(hasAnimation: true)),
                          selection: state.sink)
            device.settle()
        }
        made = bridge.hostsForTests
        XCTAssertFalse(made.isEmpty)
        for host in made {
            XCTAssertLessThanOrEqual(Set(host.shown).count, 1, "one host showed \(Set(host.shown).sorted())")
        }
    } }

    /// Defect 10: custom pages given later, with equal items, were ignored.
    func testSwitchingFromTextToCustomPagesWithEqualItems() { onMain {
        let state = FakeState(0)
        let items = ["a", "b", "c"]
        let (device, bridge, _) = Self.makePicker(state, items: items)
        XCTAssertTrue(device.visibleTexts().contains("a"))
        bridge.update(.init(bound: 0, items: items, page: { item, _ in "custom \(item)" }, settings: bridge.currentSettings),
                      selection: state.sink)
        device.settle()
        XCTAssertTrue(device.visibleTexts().contains("custom a"), "\(device.visibleTexts())")
    } }

    /// Defect 14: a new `title:` with equal items was ignored (stale labels
    /// and VoiceOver value).
    func testANewTitleClosureWithEqualItemsIsShown() { onMain {
        let state = FakeState(0)
        let items = ["a", "b", "c"]
        let (device, bridge, _) = Self.makePicker(state, items: items)
        bridge.update(.init(bound: 0, items: items, title: { $0.uppercased() }, settings: bridge.currentSettings),
                      selection: state.sink)
        device.settle()
        XCTAssertEqual(bridge.picker.title(at: 0), "A")
        XCTAssertTrue(device.visibleTexts().contains("A"), "\(device.visibleTexts())")
    } }

    /// Defect 13: removed while settling, the picker reported from
    /// `didMoveToWindow(nil)` and the binding was written at once, inside
    /// SwiftUI's update; now after it.
    func testRemovedMidAnimationWritesAfterTheUpdate() { onMain {
        let state = FakeState(0)
        let items = (0..<10).map { "o\($0)" }
        let (device, bridge, _) = Self.makePicker(state, items: items)
        guard let next = device.frame(ofText: "o1") else { return XCTFail("o1 on screen: \(device.visibleTexts())") }
        device.tap(at: CGPoint(x: next.midX, y: next.midY))
        device.advance(by: 0.05)
        XCTAssertTrue(device.isMoving, "the picker is settling")
        bridge.picker.removeFromSuperview() // SwiftUI removing the view during its update
        XCTAssertEqual(state.writes, [], "nothing written while SwiftUI removes the view")
        state.nextTurn(bridge.outbox)
        XCTAssertEqual(state.writes.last ?? 1, 1, "what the user chose is written after the update, or not at all")
        XCTAssertEqual(state.writesDuringUpdate, 0)
    } }

    /// `.disabled(true)`: the picker takes no tap.
    func testADisabledPickerTakesNoTap() { onMain {
        let state = FakeState(0)
        let items = (0..<10).map { "o\($0)" }
        let (device, bridge, _) = Self.makePicker(state, items: items)
        bridge.update(.init(bound: 0, items: items, settings: bridge.currentSettings, isEnabled: false), selection: state.sink)
        device.tap(text: "o1")
        device.settle()
        state.nextTurn(bridge.outbox)
        XCTAssertEqual(state.writes, [])
        XCTAssertEqual(bridge.picker.selectedIndex, 0)
    } }
    /// Defect 13: the picker's hosting controllers were never children of a
    /// view controller (no appearance callbacks, traits or presentation).
    func testPickerHostsAreChildViewControllers() { onMain {
        let device = SimulatedDevice(width: 320, height: 600)
        let state = FakeState(0)
        let bridge = PickerBridge<String, LabelPage>(hosts: PageHosts { LabelPage() }, scheduleFlush: state.scheduleFlush)
        var settings = InfiniteControlSettings()
        settings.pageWidth = 80
        let items = (0..<10).map { "o\($0)" }
        bridge.update(.init(bound: 0, items: items, page: { item, _ in item }, settings: settings), selection: state.sink)
        let parent = device.show(view: bridge.picker, height: 44)
        device.settle()
        let onScreen = bridge.hostsForTests.filter { $0.view.window != nil }
        XCTAssertFalse(onScreen.isEmpty)
        for host in onScreen { XCTAssertTrue(host.parent === parent, "\(host.label.text ?? "")") }
        bridge.picker.removeFromSuperview()
        XCTAssertTrue(bridge.hostsForTests.allSatisfy { $0.parent == nil }, "off screen, no parent")
    } }
}
#endif
