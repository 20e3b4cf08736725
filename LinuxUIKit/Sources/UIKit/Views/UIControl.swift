/// A control sending actions for events. Linux Swift has no selectors: the
/// model takes a closure for the action (``addTarget(_:action:for:)``), held
/// with a weak target as UIKit holds targets ("the control does not retain
/// the object in the target parameter", Apple, "addTarget(_:action:for:)").
@MainActor
open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false

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

    /// A finger tapped the control at `point` (its coordinates); the base
    /// sends `.touchUpInside` and `.primaryActionTriggered`.
    open func handleTap(at point: CGPoint) {
        guard isEnabled else { return }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }
}

/// Page dots. A tap on the dots' leading half goes back one page, on the
/// trailing half forward one, then `.valueChanged` is sent (Apple,
/// "UIPageControl": "the page control moves to the next or previous page
/// and sends the valueChanged event"). Its intrinsic size is 26 points high
/// and 26 points per page wide in the model (an estimate: Apple documents
/// only `size(forNumberOfPages:)`, without figures).
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
    public enum Direction: Int, Sendable { case natural, leftToRight, rightToLeft, topToBottom, bottomToTop }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(numberOfPages) * 26, height: 26)
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

/// A gesture recogniser attached to a view. The model fires taps only (see
/// ``UITapGestureRecognizer``); actions are closures (no selectors on Linux),
/// with a weak target as UIKit keeps.
@MainActor
open class UIGestureRecognizer: NSObject {
    public internal(set) weak var view: UIView?
    open var isEnabled = true
    open var cancelsTouchesInView = true
    private var actions: [(target: () -> AnyObject?, hasTarget: Bool, body: @MainActor () -> Void)] = []

    public override init() { super.init() }

    /// The Linux stand-in for `init(target:action:)` with a selector.
    public init(target: AnyObject?, action: @escaping @MainActor () -> Void) {
        super.init()
        addTarget(target, action: action)
    }

    public func addTarget(_ target: AnyObject?, action: @escaping @MainActor () -> Void) {
        actions.append(({ [weak target] in target }, target != nil, action))
    }

    /// Where the gesture happened in `view`'s coordinates (the last touch).
    public func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return lastLocation }
        return own.convert(lastLocation, to: view)
    }

    /// The touch location in the recogniser's view.
    var lastLocation = CGPoint.zero

    /// The model's finger recognised this gesture at `point` (the view's
    /// coordinates): the actions run.
    public func simulateRecognition(at point: CGPoint) {
        lastLocation = point
        for action in actions {
            if action.hasTarget && action.target() == nil { continue }
            action.body()
        }
    }
}

/// A tap: a finger down and up without moving more than 10 points (the
/// model's threshold; UIKit's is not documented).
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
}

@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {}
