/// A control sending actions for events. Linux Swift has no selectors: the
/// model takes a closure for the action (``addTarget(_:action:for:)``), held
/// with a weak target as UIKit holds targets ("the control does not retain
/// the object in the target parameter", Apple, "addTarget(_:action:for:)").
@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // Raw values as the iOS 16.5 SDK header UIKit/UIControl.h declares them.
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

    /// Apple, "UIControl.State".
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // Raw values as the iOS 16.5 SDK header UIKit/UIControl.h declares them.
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// The control's state from its flags (Apple, "state").
    open var state: State {
        var s = State.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// Apple, "addAction(_:for:)" (iOS 14): the action's handler runs for
    /// `events`, with the control as its `sender`.
    public func addAction(_ action: UIAction, for events: Event) {
        addTarget(nil, action: { [weak self, action] in
            action.sender = self
            action.handler(action)
        }, for: events)
    }

    private struct Action {
        weak var target: AnyObject?
        let hasTarget: Bool
        let events: Event
        let body: @MainActor () -> Void
    }
    private var actions: [Action] = []

    /// The Linux stand-in for `addTarget(_:action:for:)` with a selector:
    /// `action` runs for `events` while `target` lives (a nil target always).
    public func addTarget(_ target: AnyObject?, action: @escaping @MainActor () -> Void, for events: Event) {
        actions.append(Action(target: target, hasTarget: target != nil, events: events, body: action))
    }

    /// Sends the actions registered for any of `events`.
    open func sendActions(for events: Event) {
        for action in actions where !action.events.intersection(events).isEmpty {
            if action.hasTarget && action.target == nil { continue }
            action.body()
        }
    }

    /// A finger lifted inside the control at `point` (its coordinates); the
    /// base sends `.touchUpInside` and `.primaryActionTriggered`.
    open func handleTap(at point: CGPoint) {
        guard isEnabled else { return }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    // MARK: - Tracking a finger

    /// Whether the control follows a finger now.
    public private(set) var isTracking = false
    /// Whether the tracked finger is within ``touchTolerance`` of the bounds.
    public private(set) var isTouchInside = false
    /// How far outside its bounds a finger may lift and still be "inside":
    /// about 70 points on UIKit's controls (Stack Overflow 14340122, answer
    /// 30320206: "about 70 pixels, which is the default behavior of the
    /// UIControl"); Apple documents only "inside the bounds". "About" is a
    /// range: ``UIKitModel/Configuration/controlTouchTolerancePoints``.
    public static var touchTolerance: CGFloat { CGFloat(UIKitModel.configuration.controlTouchTolerancePoints) }

    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    private func isNear(_ touch: UITouch) -> Bool {
        let t = Self.touchTolerance
        return bounds.insetBy(dx: -t, dy: -t).contains(touch.location(in: self))
    }

    /// A disabled control takes the touch and does nothing (it does not pass
    /// it on: Apple, "isEnabled": a disabled control "ignores touch events").
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        isTracking = beginTracking(touch, with: event)
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        isTouchInside = isNear(touch)
        isHighlighted = isTouchInside
        if !continueTracking(touch, with: event) { isTracking = false }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isHighlighted || isTracking, let touch = touches.first else { return }
        let inside = isNear(touch)
        isTracking = false
        isHighlighted = false
        endTracking(touch, with: event)
        if inside && isEnabled { handleTap(at: touch.location(in: self)) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isHighlighted || isTracking else { return }
        isTracking = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    /// Apple, "Attaching gesture recognizers to UIKit controls": a single
    /// tap on a UIButton, UISwitch, UIStepper, UISegmentedControl or
    /// UIPageControl calls the control's action, not an ancestor's tap
    /// recogniser. Other controls (custom ones included) do not refuse.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if prefersOwnTap, let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether this kind of control keeps its single tap from an ancestor's
    /// tap recogniser (the kinds Apple lists).
    var prefersOwnTap: Bool { false }
}

/// Page dots. A tap on the dots' leading half goes back one page, on the
/// trailing half forward one, then `.valueChanged` is sent (Apple,
/// "UIPageControl": "the page control moves to the next or previous page
/// and sends the valueChanged event"). Its intrinsic size is one square box
/// per page, `pageControlPointsPerPage` wide and high (a switch: Apple
/// documents only `size(forNumberOfPages:)`, without figures).
@MainActor
open class UIPageControl: UIControl {
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(max(currentPage, 0), max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
        }
    }
    open var currentPage = 0 {
        didSet { currentPage = min(max(currentPage, 0), max(0, numberOfPages - 1)) }
    }
    open var hidesForSinglePage = false
    open var pageIndicatorTintColor: UIColor?
    open var currentPageIndicatorTintColor: UIColor?
    open var backgroundStyle: BackgroundStyle = .automatic
    open var direction: Direction = .natural

    public enum BackgroundStyle: Int, Sendable { case automatic, prominent, minimal }

    override var prefersOwnTap: Bool { true }
    public enum Direction: Int, Sendable { case natural, leftToRight, rightToLeft, topToBottom, bottomToTop }

    open override var intrinsicContentSize: CGSize {
        let box = CGFloat(UIKitModel.configuration.pageControlPointsPerPage)
        return CGSize(width: CGFloat(numberOfPages) * box, height: box)
    }

    open override func handleTap(at point: CGPoint) {
        guard isEnabled, numberOfPages > 0 else { return }
        var forward = point.x >= bounds.midX
        if effectiveUserInterfaceLayoutDirection == .rightToLeft { forward.toggle() }
        let next = min(max(currentPage + (forward ? 1 : -1), 0), numberOfPages - 1)
        guard next != currentPage else { return }
        currentPage = next
        sendActions(for: .valueChanged)
    }
}
