import Foundation
@testable import InfiniteTabsCore

/// The pages driver as the page view controller uses it: each event method hands its returned outcome to the
/// fake host to apply at once, so a test reads like an app calling the page controller. Reading goes straight to
/// the driver (``PagesDriver`` members by key path); ``core`` is the driver itself.
@MainActor @dynamicMemberLookup
struct ShellDrivenPages {
    typealias Driver = PagesDriver<FakePageHost>

    let core: Driver
    let host: FakePageHost

    init(_ core: Driver, host: FakePageHost) {
        self.core = core
        self.host = host
    }

    subscript<Value>(dynamicMember path: KeyPath<Driver, Value>) -> Value { core[keyPath: path] }

    subscript<Value>(dynamicMember path: ReferenceWritableKeyPath<Driver, Value>) -> Value {
        get { core[keyPath: path] }
        nonmutating set { core[keyPath: path] = newValue }
    }

    func showInitialPage() { host.apply(core.showInitialPage()) }

    func select(_ index: Int, direction: DirectionPreference = .shortest, animated: Bool = true, byUser: Bool = false) {
        host.apply(core.select(index, direction: direction, animated: animated, byUser: byUser))
    }

    @discardableResult
    func step(_ delta: Int, animated: Bool = true, byUser: Bool = false) -> Int? {
        let step = core.step(delta, animated: animated, byUser: byUser)
        host.apply(step.outcome)
        return step.target
    }

    func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> String? {
        let scroll = core.accessibilityScroll(direction)
        host.apply(scroll.outcome)
        return scroll.text
    }

    func accessibilityScroll(_ direction: AccessibilityScrollDirection, axis: ScrollAxis) -> String? {
        let scroll = core.accessibilityScroll(direction, axis: axis)
        host.apply(scroll.outcome)
        return scroll.text
    }

    @discardableResult
    func autoScrollTick(_ autoScroll: inout AutoScroll, now: TimeInterval,
                        conditions: AutoScrollConditions = AutoScrollConditions()) -> Int? {
        let tick = core.autoScrollTick(&autoScroll, now: now, conditions: conditions)
        host.apply(tick.outcome)
        return tick.target
    }

    func reload(count: Int, selectedIndex: Int, wraps: Bool? = nil, makesCopies: Bool? = nil,
                makePage: ((Int) -> FakePage)? = nil, whenApplied: (() -> Void)? = nil) {
        host.apply(core.reload(count: count, selectedIndex: selectedIndex, wraps: wraps, makesCopies: makesCopies,
                                makePage: makePage, whenApplied: whenApplied))
    }

    func reload<ID: Hashable>(ids: [ID], wraps: Bool? = nil, makesCopies: Bool? = nil,
                              makePage: ((Int) -> FakePage)? = nil, whenApplied: (() -> Void)? = nil) {
        host.apply(core.reload(ids: ids, wraps: wraps, makesCopies: makesCopies, makePage: makePage,
                                whenApplied: whenApplied))
    }

    func setWrapping(_ wraps: Bool) { host.apply(core.setWrapping(wraps)) }

    func updateLayoutDirection(_ direction: LayoutDirection) { host.apply(core.updateLayoutDirection(direction)) }

    func pagesEndedDragging(willDecelerate: Bool) { host.apply(core.pagesEndedDragging(willDecelerate: willDecelerate)) }

    func pagesCameToRest() { host.apply(core.pagesCameToRest()) }
}
