/// What a gesture recogniser's delegate may decide (Apple,
/// "UIGestureRecognizerDelegate"). Linux Swift has no optional
/// requirements: every method has UIKit's default (begin: true, receive:
/// true, simultaneous and failure requirements: false).
@MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// A gesture recogniser attached to a view, arbitrated against the others
/// the same touch reaches (``TouchSequence``). Actions are closures (Linux
/// has no selectors), run while their target lives, as UIKit keeps targets
/// weakly. Subclasses report what they see by setting ``state`` from the
/// `touches…` methods, as with `UIGestureRecognizerSubclass`.
@MainActor
open class UIGestureRecognizer: NSObject {
    /// Apple, "UIGestureRecognizer.State": discrete gestures go from
    /// possible to recognized (`ended`) or failed; continuous ones through
    /// began and changed to ended or cancelled.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    public internal(set) weak var view: UIView?
    public weak var delegate: UIGestureRecognizerDelegate?
    /// Apple, "isEnabled": disabling a recogniser while it recognises
    /// cancels it ("the gesture recognizer transitions to a cancelled state").
    open var isEnabled = true {
        didSet { if oldValue && !isEnabled { sequence?.disabled(self) } }
    }
    /// Apple, "cancelsTouchesInView" (default true): once recognised, the
    /// touches pending for the view are dropped and delivered ones cancelled.
    open var cancelsTouchesInView = true
    /// Apple, "delaysTouchesBegan" (default false): while true and the
    /// recogniser is still possible, the view gets no `touchesBegan`.
    open var delaysTouchesBegan = false
    /// Apple, "delaysTouchesEnded" (default true): the view's
    /// `touchesEnded` waits until the recogniser has decided.
    open var delaysTouchesEnded = true

    var storedState = State.possible
    /// The state a recogniser asked for while a recogniser it must wait for
    /// was still possible (Apple, "require(toFail:)").
    var pendingState: State?
    weak var sequence: TouchSequence?
    var touch: UITouch?
    private var failureRequirements: [WeakRecognizer] = []
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

    /// The current state. Set by subclasses (and the model); outside a touch
    /// the value is taken as is.
    open var state: State {
        get { storedState }
        set {
            if let sequence { sequence.request(newValue, from: self) } else { storedState = newValue }
        }
    }

    /// This recogniser recognises only after `other` failed (Apple,
    /// "require(toFail:)").
    public func require(toFail other: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil }
        failureRequirements.append(WeakRecognizer(recognizer: other))
    }

    /// Whether this recogniser must wait for `other` to fail: an explicit
    /// `require(toFail:)`, a subclass's or either delegate's say.
    func mustWait(for other: UIGestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
            || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
            || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
            || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
    }

    // MARK: - For subclasses (UIGestureRecognizerSubclass)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { state = .cancelled }
    /// Called when the touch sequence is over, to start afresh.
    open func reset() {}
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Model hook: the state just changed (after the actions ran).
    func stateDidChange(to state: State) {}

    // MARK: - Where

    public var numberOfTouches: Int { touch == nil ? 0 : 1 }

    /// Where the gesture is in `view`'s coordinates (the touch's location;
    /// the window's for nil).
    public func location(in view: UIView?) -> CGPoint {
        guard let touch else { return lastWindowLocation.map { view?.convert($0, from: nil) ?? $0 } ?? .zero }
        return touch.location(in: view)
    }

    /// The last location seen, kept after the touch ends for actions that
    /// read it late.
    var lastWindowLocation: CGPoint?

    /// Runs the actions (a change of state the app hears of).
    func sendActions() {
        for action in actions {
            if action.hasTarget && action.target() == nil { continue }
            action.body()
        }
    }
}

struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
