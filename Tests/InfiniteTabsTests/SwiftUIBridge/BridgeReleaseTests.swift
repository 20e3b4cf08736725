#if os(Linux)
import XCTest
@testable import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// A wrapper SwiftUI removes before the next turn of the main queue: its
/// bridge goes with writes still queued (the flush hook holds the outbox
/// weakly, so the flush never runs). Nothing may stay alive in a cycle.
final class BridgeReleaseTests: XCTestCase {
    /// A correction queued by a reload (the items shrank under the bound
    /// index) held the outbox in its own queue: outbox, binding and state leaked.
    func testATabsBridgeWithAQueuedCorrectionIsFreed() { onMain {
        var state: FakeState? = FakeState(4)
        var bridge: TabsBridge<LabelPage, String>? = Self.tabs(state!)
        let outbox = WeakReference(bridge?.outbox)
        let held = WeakReference(state)
        bridge?.update(.init(bound: 4, items: TabsBridgeTests.items(["A", "B"]), content: { "page \($0)" }),
                       selection: state!.sink)
        XCTAssertGreaterThan(bridge?.outbox.waitingCount ?? 0, 0, "the correction waits for the flush")
        bridge = nil
        state = nil
        XCTAssertNil(outbox.object, "the outbox is freed with its bridge")
        XCTAssertNil(held.object, "the binding's state is not kept by a queued write")
    } }

    /// A turn the pages start by themselves during an update queues a write
    /// of its target (`writeSettled`): it held the outbox the same way.
    func testAPagesBridgeWithAQueuedWriteIsFreed() { onMain {
        let state = FakeState(0)
        var bridge: PagesBridge<LabelPage>? = PagesBridge(.init(bound: 0, count: 5, content: { "page \($0)" }),
                                                          makeHost: { LabelPage() }, scheduleFlush: state.scheduleFlush)
        let device = SimulatedDevice(width: 320, height: 600)
        device.show(bridge!.controller)
        device.settle()
        let outbox = WeakReference(bridge?.outbox)
        bridge?.outbox.update { bridge?.outbox.writeSettled(3, target: { 3 }) }
        XCTAssertEqual(bridge?.outbox.waitingCount, 1)
        device.window.rootViewController = nil
        bridge = nil
        XCTAssertNil(outbox.object, "the outbox is freed with its bridge")
        XCTAssertEqual(state.writes, [], "a write for a view that is gone never runs")
    } }

    @MainActor
    private static func tabs(_ state: FakeState) -> TabsBridge<LabelPage, String> {
        let input = TabsBridge<LabelPage, String>.Input(bound: state.value, items: TabsBridgeTests.items(["A", "B", "C", "D", "E"]),
                                                        content: { "page \($0)" })
        let bridge = TabsBridge<LabelPage, String>(input, makeHost: { LabelPage() },
                                                   makeTabs: { make in CustomTabContent(make: make) { cell, text in showInCell(text, cell) } },
                                                   scheduleFlush: state.scheduleFlush)
        bridge.update(input, selection: state.sink)
        return bridge
    }
}
#endif
