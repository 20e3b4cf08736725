/// A tap (Apple, "UITapGestureRecognizer"): discrete, recognised when the
/// finger lifts. A finger that moves more than ``UITapGestureRecognizer/slop``
/// from where it went down fails the tap, whatever happens after (the
/// distance is the switch `tapAllowableMovementPoints`: Apple documents
/// none). The model has one finger: taps with more than one tap or touch
/// required never recognise.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
    /// The movement allowance before a tap fails, in points (the switch `tapAllowableMovementPoints`).
    public static var slop: CGFloat { CGFloat(UIKitModel.configuration.tapAllowableMovementPoints) }
    private var start = CGPoint.zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        start = touch.location(in: nil)
        if numberOfTapsRequired != 1 || numberOfTouchesRequired != 1 { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let p = touches.first?.location(in: nil), state == .possible else { return }
        if hypot(p.x - start.x, p.y - start.y) > Self.slop { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        state = .ended
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
}

/// A long press (Apple, "UILongPressGestureRecognizer"): continuous, begins
/// after `minimumPressDuration` (0.5 s by default) with the finger within
/// `allowableMovement` (10 points by default), as Apple documents. The model
/// checks the duration on each finger event and frame.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    private var start = CGPoint.zero
    private var downTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        start = touch.location(in: nil)
        downTime = touch.timestamp
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let p = touch.location(in: nil)
        switch state {
        case .possible:
            if hypot(p.x - start.x, p.y - start.y) > allowableMovement { state = .failed; return }
            timePassed(now: touch.timestamp)
        case .began, .changed: state = .changed
        default: break
        }
    }

    func timePassed(now: TimeInterval) {
        if state == .possible && now - downTime >= minimumPressDuration { state = .began }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }
}
