#if os(Linux)
import UIKit

/// The VoiceOver cursor on a ``SimulatedDevice`` (Linux only), acting on the
/// real controls through the entry points UIKit calls, on any view tree:
///
/// - **Elements.** Hidden views, views with alpha 0 and everything inside a
///   view with `accessibilityElementsHidden` are skipped ("Marks all the
///   accessible elements contained within as hidden", UIAccessibility.h). A
///   view with `isAccessibilityElement` is one element; a container gives
///   its elements "in order, based on index" (`accessibilityElementCount`,
///   `accessibilityElement(at:)`, UIAccessibilityContainer.h) or its
///   `accessibilityElements`; other views are searched inside. Siblings read
///   top to bottom, then in the reading direction (left to right, right to
///   left in a right-to-left layout).
/// - **Moving.** Swipe right moves to the next element, left to the
///   previous; the cursor stops at both ends (it does not wrap). The element
///   left hears `accessibilityElementDidLoseFocus`, the new one
///   `accessibilityElementDidBecomeFocused`; a view element inside a scroll
///   view that is off its bounds is scrolled into view (UIKit does;
///   animated or not is undocumented: ``scrollsIntoViewAnimated``).
/// - **Double tap** calls `accessibilityActivate()`; when it returns false
///   the finger taps the element's centre ("activation point", by default
///   the middle of its frame, UIAccessibility.h).
/// - **Swipe up / down** call `accessibilityIncrement()` /
///   `accessibilityDecrement()`; VoiceOver then reads the element's value if
///   it changed ("When a user changes a control's value, VoiceOver instantly
///   announces the new value", createwithswift.com, "Preparing your App for
///   VoiceOver: Accessibility Value"). A double tap reads nothing by itself.
/// - **Three-finger swipe** calls `accessibilityScroll(_:)` on the focused
///   element, then on each view above it while that returns false ("If the
///   action failed, the method will be called on a view higher in the
///   hierarchy", UIAccessibility.h); a `.pageScrolled` text posted is read.
/// - **Lost focus.** When the focused element is no longer an element,
///   VoiceOver moves the cursor (where is undocumented: to the first element
///   here).
@MainActor
public final class VoiceOverCursor {
    private unowned let device: SimulatedDevice
    /// The element the cursor is on (after applying what the app posted).
    public var focused: NSObject? { applyPosted(); return focusedElement }
    private var focusedElement: NSObject?
    /// What VoiceOver said: each focused element's label (and value), each
    /// `.pageScrolled` and `.announcement` text.
    public var spoken: [String] { applyPosted(); return said }
    private var said: [String] = []
    /// How many of the model's posted notifications were applied.
    private var applied = 0
    /// Whether a focused element is scrolled into view with animation
    /// (default false).
    public var scrollsIntoViewAnimated = false

    init(device: SimulatedDevice) {
        self.device = device
        applied = UIAccessibility.postedNotifications.count
    }

    /// The elements on screen, in reading order.
    public func elements() -> [NSObject] {
        elements(in: device.window)
    }

    /// The labels of ``elements()``.
    public func labels() -> [String] { elements().map { Self.label(of: $0) } }

    /// The focused element's label, nil without focus.
    public var focusedLabel: String? { focused.map { Self.label(of: $0) } }

    /// The focused element's value.
    public var focusedValue: String? { focused.flatMap { Self.value(of: $0) } }

    /// The focused element's traits (empty without focus).
    public var focusedTraits: UIAccessibilityTraits { focused.map { Self.traits(of: $0) } ?? [] }

    /// The focused element's frame in the window.
    public var focusedFrame: CGRect? { focused.map { Self.frame(of: $0) } }

    /// Touch exploration: a finger resting at `point` (window coordinates)
    /// focuses the element there, the frontmost when frames overlap; returns
    /// false (focus unchanged) when no element is there.
    @discardableResult
    public func touch(at point: CGPoint) -> Bool {
        applyPosted()
        guard let element = elements().last(where: { Self.frame(of: $0).contains(point) }) else { return false }
        move(to: element)
        return true
    }

    /// Puts the cursor on the first element whose label is `label`.
    @discardableResult
    public func focus(label: String) -> Bool {
        applyPosted() // a focus the app posted came first: the user's touch moves on from it
        guard let element = elements().first(where: { Self.label(of: $0) == label }) else { return false }
        move(to: element)
        return true
    }

    /// Swipe right: the next element (stays at the last).
    public func next() { step(1) }
    /// Swipe left: the previous element (stays at the first).
    public func previous() { step(-1) }

    /// Double tap.
    public func activate() {
        guard let element = currentFocus() else { return }
        let handled = (element as? UIResponder)?.accessibilityActivate()
            ?? (element as? UIAccessibilityElement)?.accessibilityActivate() ?? false
        UIKitModel.runLoop.finishEvent()
        if !handled {
            let frame = Self.frame(of: element)
            device.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        }
    }

    /// Swipe up on an adjustable element.
    public func increment() {
        guard let element = currentFocus() else { return }
        let before = Self.value(of: element)
        (element as? UIResponder)?.accessibilityIncrement()
        (element as? UIAccessibilityElement)?.accessibilityIncrement()
        finish()
        readValue(of: element, ifChangedFrom: before)
    }

    /// Swipe down on an adjustable element.
    public func decrement() {
        guard let element = currentFocus() else { return }
        let before = Self.value(of: element)
        (element as? UIResponder)?.accessibilityDecrement()
        (element as? UIAccessibilityElement)?.accessibilityDecrement()
        finish()
        readValue(of: element, ifChangedFrom: before)
    }

    /// After an adjustment: what the app posted, then the new value, if any.
    private func readValue(of element: NSObject, ifChangedFrom before: String?) {
        applyPosted()
        guard focusedElement === element, let value = Self.value(of: element), value != before else { return }
        said.append(value)
    }

    /// A three-finger swipe; returns whether something scrolled.
    @discardableResult
    public func scroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let element = currentFocus() else { return false }
        var handled = (element as? UIAccessibilityElement)?.accessibilityScroll(direction) ?? false
        var view: UIView? = (element as? UIView) ?? ((element as? UIAccessibilityElement)?.accessibilityContainer as? UIView)
        while !handled, let current = view {
            handled = current.accessibilityScroll(direction)
            view = current.superview
        }
        finish()
        return handled
    }

    // MARK: - Private

    private func step(_ delta: Int) {
        let list = elements()
        guard !list.isEmpty else { return }
        let index = currentFocus().flatMap { f in list.firstIndex { $0 === f } }
        let next = index.map { min(max($0 + delta, 0), list.count - 1) } ?? 0
        if let index, next == index { return }
        move(to: list[next])
    }

    /// The focused element, moved to the first element if it stopped being one.
    private func currentFocus() -> NSObject? {
        applyPosted()
        let list = elements()
        if let focused = focusedElement, list.contains(where: { $0 === focused }) { return focused }
        guard let first = list.first else { focusedElement = nil; return nil }
        move(to: first)
        return first
    }

    /// Applies, in order, what the app posted since the last call.
    private func applyPosted() {
        let posted = UIAccessibility.postedNotifications
        if applied > posted.count { applied = 0 } // the model was reset
        guard applied < posted.count else { return }
        let new = posted[applied...]
        applied = posted.count
        guard UIAccessibility.isVoiceOverRunning else { return }
        for (notification, argument) in new {
            if let text = argument as? String {
                said.append(text)
            } else if notification == .layoutChanged || notification == .screenChanged {
                let target = (argument as? NSObject).flatMap(firstElement(of:))
                    ?? (notification == .screenChanged ? elements().first : nil)
                if let target { move(to: target) }
            }
        }
    }

    /// The element VoiceOver moves to when handed `object`: itself, or the
    /// first element inside a view; nil when it is not on screen.
    private func firstElement(of object: NSObject) -> NSObject? {
        let list = elements()
        if list.contains(where: { $0 === object }) { return object }
        guard let view = object as? UIView else { return nil }
        let inside = elements(in: view)
        return inside.first { candidate in list.contains { $0 === candidate } }
    }

    private func move(to element: NSObject) {
        if let old = focusedElement, old !== element {
            (old as? UIResponder)?.accessibilityElementDidLoseFocus()
            (old as? UIAccessibilityElement)?.accessibilityElementDidLoseFocus()
        }
        focusedElement = element
        (element as? UIResponder)?.accessibilityElementDidBecomeFocused()
        (element as? UIAccessibilityElement)?.accessibilityElementDidBecomeFocused()
        if let view = element as? UIView { scrollIntoView(view) }
        finish()
        let value = Self.value(of: element)
        said.append(value.map { "\(Self.label(of: element)), \($0)" } ?? Self.label(of: element))
    }

    private func scrollIntoView(_ view: UIView) {
        var ancestor = view.superview
        while let current = ancestor, !(current is UIScrollView) { ancestor = current.superview }
        guard let scrollView = ancestor as? UIScrollView else { return }
        let rect = view.convert(view.bounds, to: scrollView)
        guard !scrollView.bounds.contains(rect) else { return }
        scrollView.scrollRectToVisible(rect, animated: scrollsIntoViewAnimated)
    }

    private func finish() { UIKitModel.runLoop.finishEvent() }

    private func elements(in view: UIView) -> [NSObject] {
        guard !view.isHidden, view.alpha > 0, !view.accessibilityElementsHidden else { return [] }
        if view.isAccessibilityElement { return [view] }
        let count = view.accessibilityElementCount()
        if count != NSNotFound && count > 0 {
            return (0..<count).flatMap { i -> [NSObject] in
                switch view.accessibilityElement(at: i) {
                case let child as UIView: return elements(in: child)
                case let element as UIAccessibilityElement: return element.isAccessibilityElement ? [element] : []
                default: return []
                }
            }
        }
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let children = view.subviews.sorted { a, b in
            let fa = a.frame, fb = b.frame
            if abs(fa.minY - fb.minY) > 1 { return fa.minY < fb.minY }
            return rtl ? fa.maxX > fb.maxX : fa.minX < fb.minX
        }
        return children.flatMap { elements(in: $0) }
    }

    static func label(of element: NSObject) -> String {
        (element as? UIResponder)?.accessibilityLabel ?? (element as? UIAccessibilityElement)?.accessibilityLabel ?? ""
    }

    static func value(of element: NSObject) -> String? {
        (element as? UIResponder)?.accessibilityValue ?? (element as? UIAccessibilityElement)?.accessibilityValue
    }

    static func traits(of element: NSObject) -> UIAccessibilityTraits {
        (element as? UIResponder)?.accessibilityTraits ?? (element as? UIAccessibilityElement)?.accessibilityTraits ?? []
    }

    static func frame(of element: NSObject) -> CGRect {
        if let view = element as? UIView { return view.convert(view.bounds, to: nil) }
        return (element as? UIAccessibilityElement)?.accessibilityFrame ?? .zero
    }
}

extension SimulatedDevice {
    /// The VoiceOver cursor (turn VoiceOver on with ``setVoiceOver(_:)`` so
    /// the controls know it runs).
    public var voiceOver: VoiceOverCursor { voiceOverCursor(for: self) }
}
#endif
