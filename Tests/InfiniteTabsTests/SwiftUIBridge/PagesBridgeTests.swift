#if os(Linux)
import XCTest
@testable import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// `InfinitePages`' decisions (`PagesBridge`) replayed the way SwiftUI calls
/// `updateUIViewController`, on the real page controller on the model.
final class PagesBridgeTests: XCTestCase {
    typealias Bridge = PagesBridge<LabelPage>

    @MainActor
    private static func makePages(_ state: FakeState, count: Int) -> (SimulatedDevice, Bridge) {
        let device = SimulatedDevice(width: 320, height: 600)
        let bridge = Bridge(.init(bound: state.value, count: count, content: { "page \($0)" }),
                            makeHost: { LabelPage() }, scheduleFlush: state.scheduleFlush)
        state.isUpdating = { [weak bridge] in bridge?.outbox.isUpdating ?? false }
        bridge.update(.init(bound: state.value, count: count, content: { "page \($0)" }), selection: state.sink)
        device.show(bridge.controller)
        device.settle()
        return (device, bridge)
    }

    /// Defect 7: two binding changes in one turn lost the second: the first
    /// queued a write of 3, the flush wrote it over the 5.
    func testTwoUpdatesInOneTurnKeepTheSecond() { onMain {
        let state = FakeState(0)
        let (device, bridge) = Self.makePages(state, count: 8)
        let animated = BridgeTransaction(hasAnimation: true)
        state.value = 3
        bridge.update(.init(bound: 3, count: 8, content: { "page \($0)" }, transaction: animated), selection: state.sink)
        state.value = 5
        bridge.update(.init(bound: 5, count: 8, content: { "page \($0)" }, transaction: animated), selection: state.sink)
        state.nextTurn(bridge.outbox)
        device.settle()
        state.nextTurn(bridge.outbox)
        bridge.update(.init(bound: state.value, count: 8, content: { "page \($0)" }), selection: state.sink)
        device.settle()
        XCTAssertEqual(state.writes, [], "the binding already says where to go")
        XCTAssertEqual(state.value, 5, "writes \(state.writes)")
        XCTAssertEqual(bridge.controller.selectedIndex, 5)
        XCTAssertEqual(state.writesDuringUpdate, 0)
    } }

    /// Defect 8: `.disabled(true)` was ignored: a swipe still wrote the binding.
    func testDisabledPagesTakeNoSwipe() { onMain {
        let state = FakeState(0)
        let (device, bridge) = Self.makePages(state, count: 5)
        bridge.update(.init(bound: 0, count: 5, content: { "page \($0)" }, isEnabled: false), selection: state.sink)
        device.swipe(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 20, y: 300), duration: 0.2)
        state.nextTurn(bridge.outbox)
        XCTAssertEqual(state.writes, [])
        XCTAssertEqual(bridge.controller.selectedIndex, 0)
    } }

    /// Defect 11: a page two swipes away lost its state (its host was made
    /// again). Pages are now kept by id within a bound.
    func testAPageKeepsItsHostTwoSwipesAwayAndBack() { onMain {
        let state = FakeState(0)
        let (device, bridge) = Self.makePages(state, count: 6)
        weak var first: UIViewController? // weak: the test must not keep it
        first = bridge.controller.currentViewController
        XCTAssertNotNil(first)
        device.swipe(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 20, y: 300), duration: 0.2)
        device.swipe(from: CGPoint(x: 300, y: 300), to: CGPoint(x: 20, y: 300), duration: 0.2)
        state.nextTurn(bridge.outbox)
        XCTAssertEqual(state.value, 2)
        bridge.update(.init(bound: state.value, count: 6, content: { "page \($0)" }), selection: state.sink)
        device.swipe(from: CGPoint(x: 20, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.2)
        device.swipe(from: CGPoint(x: 20, y: 300), to: CGPoint(x: 300, y: 300), duration: 0.2)
        state.nextTurn(bridge.outbox)
        XCTAssertEqual(bridge.controller.selectedIndex, 0)
        XCTAssertNotNil(first, "page 0's host is kept")
        XCTAssertTrue(bridge.controller.currentViewController === first, "page 0 keeps its host (and its @State)")
    } }

    /// Defect 11: a new count rebuilt every page; the pages that remain keep
    /// their hosts.
    func testANewCountKeepsTheHostsOfRemainingPages() { onMain {
        let state = FakeState(1)
        let (device, bridge) = Self.makePages(state, count: 6)
        weak var shown: UIViewController?
        shown = bridge.controller.currentViewController
        bridge.update(.init(bound: 1, count: 7, content: { "page \($0)" }), selection: state.sink)
        device.settle()
        XCTAssertNotNil(shown)
        XCTAssertTrue(bridge.controller.currentViewController === shown)
    } }

    /// Defect 12: a binding change without animation turned the pages with
    /// their slide.
    func testABindingChangeWithoutAnimationTurnsAtOnce() { onMain {
        let state = FakeState(0)
        let (_, bridge) = Self.makePages(state, count: 5)
        state.value = 2
        bridge.update(.init(bound: 2, count: 5, content: { "page \($0)" }), selection: state.sink)
        XCTAssertEqual(bridge.controller.selectedIndex, 2, "no slide without an animation")
        XCTAssertEqual(bridge.controller.pagingState, .idle(index: 2))
    } }
    /// Defect 10: the pages' `scrollAxis` was read only when they were made:
    /// a change did nothing. Now the bridge makes the pages again along the
    /// new axis, in the same container, on the bound page.
    func testANewScrollAxisMakesThePagesAlongIt() { onMain {
        let state = FakeState(2)
        let device = SimulatedDevice(width: 320, height: 600)
        let bridge = Bridge(.init(bound: 2, count: 5, content: { "page \($0)" }), makeHost: { LabelPage() },
                            scheduleFlush: state.scheduleFlush)
        state.isUpdating = { [weak bridge] in bridge?.outbox.isUpdating ?? false }
        bridge.update(.init(bound: 2, count: 5, content: { "page \($0)" }), selection: state.sink)
        device.show(bridge.container)
        device.settle()
        let horizontal = WeakReference(bridge.controller)
        var vertical = InfiniteControlSettings()
        vertical.scrollAxis = .vertical
        bridge.update(.init(bound: 2, count: 5, content: { "page \($0)" }, settings: vertical), selection: state.sink)
        device.settle()
        XCTAssertEqual(bridge.controller.axis, .vertical)
        XCTAssertTrue(bridge.container.shown === bridge.controller, "the container shows the new pages")
        XCTAssertEqual(bridge.controller.selectedIndex, 2, "on the bound page")
        XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("page") }, ["page 2"])
        XCTAssertNil(horizontal.object, "the old pages are let go")
        device.swipe(from: CGPoint(x: 160, y: 520), to: CGPoint(x: 160, y: 80), duration: 0.2)
        state.nextTurn(bridge.outbox)
        XCTAssertEqual(state.value, 3, "an upward swipe turns the vertical pages")
        XCTAssertEqual(state.writesDuringUpdate, 0)
        bridge.update(.init(bound: 3, count: 5, content: { "page \($0)" }, settings: vertical), selection: state.sink)
        XCTAssertEqual(bridge.controller.axis, .vertical, "the same axis again makes nothing")
        XCTAssertEqual(device.violations, [])
    } }
}
#endif
