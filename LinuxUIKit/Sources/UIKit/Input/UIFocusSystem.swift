/// The keyboard's focus on an iPad (iPadOS 15): focus groups, Tab between
/// them, arrow keys within one, focus updates and focus effects.
///
/// Facts modelled:
/// - Apple, "Navigating an app's user interface using a keyboard" and WWDC21
///   "Focus on iPad keyboard navigation": Tab moves the focus to the next
///   focus group (Shift-Tab the previous), the arrow keys move it between
///   the items of the focused group. The model orders groups by their first
///   focusable view in the window's tree order, wrapping, and moves an arrow
///   to the nearest item of the group in the arrow's direction (none there:
///   the focus stays).
/// - Apple, "focusGroupIdentifier": a view whose identifier is nil is in its
///   superview's group. Whether UIKit makes a scroll view without one a group
///   of its own (iPadOS 15) is the switch `scrollViewsAreFocusGroups`. A focusable view in no named group is a group of its
///   own in the model (each such view stays a Tab stop).
/// - Apple, "focusGroupPriority": entering a group, the focus goes to the
///   item of highest priority; the item focused last in that group counts
///   as `.previouslyFocused` (the model: ties go to the first in tree order).
/// - A view that is hidden, has alpha 0 or has user interaction off, itself
///   or in a superview, is not focusable (Apple, "canBecomeFocused";
///   tommyb.com "Making Apple TV Apps, part 8" for the superviews). Whether
///   the focus reaches a view scrolled out of sight is a switch
///   (`UIKitModel.Configuration.focusReachesViewsOffScreen`).
/// - Apple, "setNeedsFocusUpdate()": nothing when the environment does not
///   contain the focused view; otherwise the focus goes to the preferred
///   focused view on the run loop turn (a parent's request wins). Apple,
///   "updateFocusIfNeeded()": a pending update happens at once.
/// - A focused view that can no longer be focused (or left the window) at
///   the end of a turn: where UIKit sends the focus then is undocumented, so
///   it is the switch `UIKitModel.Configuration.lostFocus` (nowhere, the
///   harsher; or the window's first focusable view, as the initial focus is
///   found: Apple, "preferredFocusedView", "the closest focusable subview to
///   the top-leading corner").
/// - Apple, "focusEffect": nil shows nothing when the view is focused.

/// A part of the interface the focus system can look into (Apple,
/// "UIFocusEnvironment"; views are the model's only environments).
@MainActor
public protocol UIFocusEnvironment: AnyObject {}

extension UIView: UIFocusEnvironment {}

/// How strongly an item asks for the focus entering its group (Apple,
/// "UIFocusGroupPriority").
public struct UIFocusGroupPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority as a number (higher wins).
    public let rawValue: Int
    /// A priority of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }
    // Raw values as the iOS 16.5 SDK header UIKit/UIFocus.h declares them.
    /// No claim (the default).
    public static let ignored = UIFocusGroupPriority(rawValue: 0)
    /// The item focused last in its group.
    public static let previouslyFocused = UIFocusGroupPriority(rawValue: 1000)
    /// An item the app marks as the one to enter on.
    public static let prioritized = UIFocusGroupPriority(rawValue: 2000)
    /// The item focused now.
    public static let currentlyFocused = UIFocusGroupPriority(rawValue: Int.max)
    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// The corner shape of a rounded rectangle (Apple, "CALayerCornerCurve").
public struct CALayerCornerCurve: Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A curve named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve (the shape of iOS's rounded corners).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A visual focus effect (Apple, "UIFocusEffect").
@MainActor
open class UIFocusEffect: NSObject {}

/// A halo drawn around the focused item (Apple, "UIFocusHaloEffect"): the
/// model keeps its shape's bounding rectangle, in the item's coordinates.
@MainActor
open class UIFocusHaloEffect: UIFocusEffect {
    /// The halo's rectangle in the focused view's coordinates.
    public let rect: CGRect
    /// The view to place the halo in (Apple, "containerView"; kept only).
    public weak var containerView: UIView?
    /// The view to place the halo above (Apple, "referenceView"; kept only).
    public weak var referenceView: UIView?

    /// A rectangular halo (Apple, "init(rect:)").
    public init(rect: CGRect) {
        self.rect = rect
        super.init()
    }

    /// A rounded halo (Apple, "init(roundedRect:cornerRadius:curve:)"): the
    /// model keeps its rectangle.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve) {
        self.init(rect: rect)
    }
}

extension UIKeyboardModel {
    /// The view asking for a focus update (see `setNeedsFocusUpdate()`).
    private static weak var pendingUpdate: UIView?
    /// The view focused last in each group.
    private static var lastFocused: [AnyHashable: Weak] = [:]
    /// The window the focus is in (a focused view that leaves it no longer knows it).
    private static weak var focusWindow: UIWindow?

    private final class Weak {
        weak var view: UIView?
        init(_ view: UIView) { self.view = view }
    }

    static func resetFocus() {
        pendingUpdate = nil
        focusWindow = nil
        lastFocused = [:]
    }

    /// The identifier of the focus group `view` is in (its own or the
    /// nearest superview's), nil for none. With `scrollViewsAreFocusGroups`
    /// a scroll view without one is a group of its own.
    public static func focusGroup(of view: UIView) -> String? {
        let automatic = UIKitModel.configuration.scrollViewsAreFocusGroups
        var current: UIView? = view
        while let v = current {
            if let id = v.focusGroupIdentifier { return id }
            if automatic, v is UIScrollView { return "UIScrollView-\(ObjectIdentifier(v).hashValue)" }
            current = v.superview
        }
        return nil
    }

    private static func groupKey(_ view: UIView) -> AnyHashable {
        focusGroup(of: view).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier(view))
    }

    /// The views of `window` the focus can reach now, in tree order.
    public static func focusableViews(in window: UIWindow) -> [UIView] {
        let offScreenToo = UIKitModel.configuration.focusReachesViewsOffScreen
        var all: [UIView] = []
        func visit(_ view: UIView, clip: CGRect) {
            guard !view.isHidden, view.alpha > 0, view.isUserInteractionEnabled else { return }
            let visible = view.convert(view.bounds, to: window).intersection(clip)
            let onScreen = !visible.isNull && visible.width > 0 && visible.height > 0
            if view.canBecomeFocused && (onScreen || offScreenToo) { all.append(view) }
            let inner = view.clipsToBounds ? (visible.isNull ? .zero : visible) : clip
            for sub in view.subviews { visit(sub, clip: inner) }
        }
        visit(window, clip: window.bounds)
        return all
    }

    /// Whether the focus can reach `view` now (the rules of
    /// ``focusableViews(in:)`` for one view).
    public static func canReach(_ view: UIView) -> Bool {
        guard let window = view.window, view.canBecomeFocused else { return false }
        var current: UIView? = view
        while let v = current {
            guard !v.isHidden, v.alpha > 0, v.isUserInteractionEnabled else { return false }
            current = v.superview
        }
        if UIKitModel.configuration.focusReachesViewsOffScreen { return true }
        var visible = view.convert(view.bounds, to: window).intersection(window.bounds)
        current = view.superview
        while let v = current, v !== window {
            if v.clipsToBounds { visible = visible.intersection(v.convert(v.bounds, to: window)) }
            current = v.superview
        }
        return !visible.isNull && visible.width > 0 && visible.height > 0
    }

    /// Focuses `view` when the focus can reach it; true if it did.
    @discardableResult
    public static func focus(_ view: UIView) -> Bool {
        guard canReach(view) else { return false }
        setFocus(view)
        return true
    }

    private static func setFocus(_ view: UIView?) {
        focusedView = view
        if let view {
            lastFocused[groupKey(view)] = Weak(view)
            focusWindow = view.window
        }
    }

    /// Tab: the focus moves to the next focus group of `window` (Shift-Tab,
    /// `reverse`: the previous), onto its item of highest priority.
    public static func moveFocus(in window: UIWindow, reverse: Bool = false) {
        commitFocus()
        let all = focusableViews(in: window)
        var order: [AnyHashable] = []
        for view in all where !order.contains(groupKey(view)) { order.append(groupKey(view)) }
        guard !order.isEmpty else { return }
        let current = focusedView.flatMap { f in order.firstIndex(of: groupKey(f)) }
        let next = current.map { (reverse ? $0 - 1 + order.count : $0 + 1) % order.count } ?? (reverse ? order.count - 1 : 0)
        let members = all.filter { groupKey($0) == order[next] }
        let remembered = lastFocused[order[next]]?.view
        func priority(_ view: UIView) -> UIFocusGroupPriority {
            Swift.max(view.focusGroupPriority, view === remembered ? .previouslyFocused : .ignored)
        }
        var best = members[0]
        for view in members.dropFirst() where priority(view) > priority(best) { best = view }
        setFocus(best)
    }

    /// An arrow key the focus system keeps: the focus moves to the nearest
    /// item of its group in the arrow's direction. True if it moved.
    static func moveFocusWithinGroup(_ input: String, in window: UIWindow) -> Bool {
        guard let focused = focusedView, focused.window === window else { return false }
        let from = focused.convert(focused.bounds, to: window)
        let key = groupKey(focused)
        var best: (view: UIView, distance: CGFloat)?
        for view in focusableViews(in: window) where view !== focused && groupKey(view) == key {
            let to = view.convert(view.bounds, to: window)
            let dx = to.midX - from.midX, dy = to.midY - from.midY
            let along: CGFloat
            switch input {
            case UIKeyCommand.inputRightArrow: along = dx
            case UIKeyCommand.inputLeftArrow: along = -dx
            case UIKeyCommand.inputDownArrow: along = dy
            case UIKeyCommand.inputUpArrow: along = -dy
            default: return false
            }
            guard along > 0 else { continue }
            let distance = (dx * dx + dy * dy).squareRoot()
            if best.map({ distance < $0.distance }) ?? true { best = (view, distance) }
        }
        guard let target = best?.view else { return false }
        setFocus(target)
        return true
    }

    /// `setNeedsFocusUpdate()` of `view`: pending when the focus is in it,
    /// unless a superview of it already asked.
    static func requestFocusUpdate(to view: UIView) {
        guard let focused = focusedView, focused.isDescendant(of: view) else { return }
        if let pending = pendingUpdate, view.isDescendant(of: pending) { return }
        pendingUpdate = view
    }

    /// Makes the pending focus update: the first focusable view among the
    /// pending view's preferred environments (searched depth first) takes
    /// the focus; with none the focus stays.
    static func updateFocusIfNeeded() {
        guard let environment = pendingUpdate else { return }
        pendingUpdate = nil
        var seen: [ObjectIdentifier] = []
        func search(_ view: UIView) -> UIView? {
            guard !seen.contains(ObjectIdentifier(view)) else { return nil }
            seen.append(ObjectIdentifier(view))
            for case let preferred as UIView in view.preferredFocusEnvironments {
                if canReach(preferred) { return preferred }
                if let found = search(preferred) { return found }
            }
            return nil
        }
        if let target = search(environment) { setFocus(target) }
    }

    /// The end of a run loop turn: the pending update, then a focused view
    /// that can no longer be focused loses the focus (see `lostFocus`).
    static func commitFocus() {
        updateFocusIfNeeded()
        guard let focused = focusedView, !canReach(focused) else { return }
        focusedView = nil
        if UIKitModel.configuration.lostFocus == .windowsFirstItem, let window = focusWindow,
           let first = focusableViews(in: window).first {
            setFocus(first)
        }
    }
}
