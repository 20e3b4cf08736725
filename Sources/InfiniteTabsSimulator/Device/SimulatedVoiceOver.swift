import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// What the VoiceOver cursor can rest on among the controls.
package enum VoiceOverElement: Hashable, Sendable {
    /// The tab strip's element of an item (never one per copy).
    case tab(Int)
}

/// The VoiceOver cursor on the simulated device, acting on the controls
/// through the same entry points UIKit calls on the real ones (the UIKit
/// files forward each to the driver call named here):
///
/// - **Order.** Swipe right moves to the next element, swipe left to the
///   previous one, and the cursor stops at the first and the last (it does
///   not wrap). The screen reads the strip (the pages and the container run as the real controls: `PagesVoiceOverTests`).
///   (The option picker runs as the real control: `PickerVoiceOverTests`.) The strip is a container of exactly `itemCount`
///   elements (`accessibilityElementCount`, `accessibilityElement(at:)`);
///   UIKit's header says the container "returns the accessibility element in
///   order, based on index" (UIAccessibilityContainer.h), which is
///   ``TabOrder/containerIndex``. VoiceOver's order for plain views is by
///   position, left to right (right to left in a right-to-left layout);
///   whether it re-sorts a container's elements by their frames is not
///   documented, so ``TabOrder/layoutPosition`` models that too (for up to
///   ``layoutOrderLimit`` tabs; more keep the index order).
/// - **Focus.** A tab's element becoming focused calls
///   `accessibilityElementDidBecomeFocused`, which the strip forwards to
///   ``TabStripDriver/accessibilityFocus(item:)`` (its elements live in a
///   plain view, so UIKit scrolls nothing itself).
/// - **Double tap** calls `accessibilityActivate` ("The accessibility system
///   calls this method when a VoiceOver user double taps the selected
///   element", Apple's documentation): a tab's element calls
///   ``TabStripDriver/tapItem(_:)``.
/// - **Three-finger swipe** calls `accessibilityScroll(_:)` on the focused
///   element and each view above it; the strip does not implement it.
/// - **Lost focus.** When the focused element stops being an element (the
///   strip lost the tab) VoiceOver moves the cursor; where to is not
///   documented: this model puts it on the first element.
@MainActor
package final class SimulatedVoiceOver {
    /// How VoiceOver orders the strip's elements (see the type's notes).
    package enum TabOrder: Hashable, Sendable, CaseIterable {
        /// The container's index order (item 0 first).
        case containerIndex
        /// By the elements' frames in the reading direction.
        case layoutPosition
    }

    /// The tab strip on screen, if any.
    package let strip: StripRig?
    /// How the strip's elements are ordered.
    package var tabOrder: TabOrder
    /// Up to how many tabs ``TabOrder/layoutPosition`` sorts (more keep the
    /// index order; default 64).
    package var layoutOrderLimit = 64

    /// Where the cursor is (nil before the first swipe).
    package private(set) var focus: VoiceOverElement?
    /// What VoiceOver said, in order (the focused element's label and value,
    /// a `.pageScrolled` text).
    package private(set) var announcements: [String] = []
    /// Gestures made.
    package private(set) var gestures = 0
    /// Entry points of the controls called (focus, activate, adjust, scroll).
    package private(set) var controlCalls = 0
    /// A VoiceOver user on a screen holding `strip` (may be nil).
    package init(strip: StripRig? = nil, tabOrder: TabOrder = .containerIndex) {
        self.strip = strip
        self.tabOrder = tabOrder
    }

    // MARK: - Gestures

    /// Swipe right: the next element. Returns whether the cursor moved
    /// (not past the last element).
    @discardableResult
    package func swipeRight() -> Bool { move(by: 1) }

    /// Swipe left: the previous element. Returns whether the cursor moved.
    @discardableResult
    package func swipeLeft() -> Bool { move(by: -1) }

    /// The screen changed under the cursor: when its element is gone,
    /// VoiceOver moves it (see the type's notes).
    package func screenChanged() { refocusIfLost() }

    /// Double tap: activates the focused element.
    package func doubleTap() {
        gestures += 1
        refocusIfLost()
        switch focus {
        case .tab(let item)?:
            controlCalls += 1
            strip?.voiceOverActivate(item: item)
        case nil:
            break
        }
    }

    /// Swipe up (increment) or down (decrement) on the focused element:
    /// neither the strip's tabs nor the pages are adjustable.
    package func adjust(up: Bool) {
        gestures += 1
        refocusIfLost()
    }

    /// A three-finger swipe (`direction`: the scroll direction VoiceOver
    /// asks for): the strip does not scroll. Returns false.
    @discardableResult
    package func threeFingerSwipe(_ direction: AccessibilityScrollDirection) -> Bool {
        gestures += 1
        refocusIfLost()
        return false
    }

    // MARK: - What VoiceOver sees

    /// The number of tab elements (the strip's `accessibilityElementCount`).
    package var tabElementCount: Int { strip?.driver.itemCount ?? 0 }

    /// Whether `element` is one VoiceOver can focus now.
    package func isElement(_ element: VoiceOverElement) -> Bool {
        switch element {
        case .tab(let item): return (0..<tabElementCount).contains(item)
        }
    }

    /// The strip's element frame of `item` on screen (x from the strip's
    /// leading edge; `accessibilityFrameInContainerSpace`).
    package func tabFrame(_ item: Int) -> StripFrame? {
        guard let strip, (0..<strip.driver.itemCount).contains(item) else { return nil }
        return strip.driver.accessibilityFrame(ofItem: item)
    }

    // MARK: - Private

    private enum Section { case tabs }

    private var sections: [Section] {
        var s: [Section] = []
        if tabElementCount > 0 { s.append(.tabs) }
        return s
    }

    private func move(by step: Int) -> Bool {
        gestures += 1
        refocusIfLost()
        guard let next = neighbour(of: focus, step: step) else { return false }
        land(on: next)
        return true
    }

    /// The element `step` (±1) away from `element` in reading order; the
    /// first (or last) element from nowhere; nil past either end.
    private func neighbour(of element: VoiceOverElement?, step: Int) -> VoiceOverElement? {
        let sections = self.sections
        guard !sections.isEmpty else { return nil }
        guard let element else { return first(of: step > 0 ? sections[0] : sections[sections.count - 1], last: step < 0) }
        let section: Section
        switch element {
        case .tab: section = .tabs
        }
        guard let s = sections.firstIndex(of: section) else { return nil }
        if let inside = neighbourInside(section, of: element, step: step) { return inside }
        let t = s + step
        guard sections.indices.contains(t) else { return nil }
        return first(of: sections[t], last: step < 0)
    }

    private func first(of section: Section, last: Bool) -> VoiceOverElement? {
        switch section {
        case .tabs:
            let order = tabOrderList()
            if let order { return .tab(last ? order[order.count - 1] : order[0]) }
            return .tab(last ? tabElementCount - 1 : 0)
        }
    }

    private func neighbourInside(_ section: Section, of element: VoiceOverElement, step: Int) -> VoiceOverElement? {
        switch (section, element) {
        case (.tabs, .tab(let item)):
            if let order = tabOrderList(), let i = order.firstIndex(of: item) {
                let j = i + step
                return order.indices.contains(j) ? .tab(order[j]) : nil
            }
            let j = item + step
            return (0..<tabElementCount).contains(j) ? .tab(j) : nil
        default:
            return nil
        }
    }

    /// The items in layout order, or nil for the index order.
    private func tabOrderList() -> [Int]? {
        guard tabOrder == .layoutPosition, let strip, tabElementCount <= layoutOrderLimit else { return nil }
        let rtl = strip.driver.direction == .rightToLeft
        let frames = (0..<tabElementCount).map { ($0, strip.driver.accessibilityFrame(ofItem: $0)) }
        return frames.sorted { rtl ? $0.1.x + $0.1.width > $1.1.x + $1.1.width : $0.1.x < $1.1.x }.map { $0.0 }
    }

    private func land(on element: VoiceOverElement) {
        leaveTab(for: element)
        focus = element
        switch element {
        case .tab(let item):
            guard let strip else { return }
            controlCalls += 1
            strip.voiceOverFocus(item: item)
            let selected = strip.driver.selectedIndex == item ? ", selected" : ""
            announcements.append("tab \(item)\(selected)")
        }
    }

    /// The tab element the cursor leaves for `next` loses focus
    /// (`accessibilityElementDidLoseFocus`, which UIKit sends before the next
    /// element's `accessibilityElementDidBecomeFocused`).
    private func leaveTab(for next: VoiceOverElement?) {
        guard case .tab(let item) = focus, next != focus, let strip else { return }
        controlCalls += 1
        strip.voiceOverFocusLost(item: item)
    }

    /// Moves the cursor when its element is gone (see the type's notes).
    private func refocusIfLost() {
        guard let f = focus, !isElement(f) else { return }
        leaveTab(for: nil)
        focus = nil
        if let first = neighbour(of: nil, step: 1) { land(on: first) }
    }
}
