/// The scroll view's own pan: its states drive the scroll view's finger
/// (`touchDown`, `moveFinger`, `lift`, `cancelTouch` in UIScrollView+Motion).
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    var scrollView: UIScrollView? { view as? UIScrollView }

    /// The finger touches the content: a moving scroll stops (Apple,
    /// *Scroll View Programming Guide for iOS*: a touch during deceleration
    /// stops the scrolling), whether or not a pan follows.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let scrollView else { return }
        scrollView.touchCaughtMotion = scrollView.touchDown()
    }

    override func stateDidChange(to state: State) {
        guard let scrollView else { return }
        switch state {
        case .began:
            // The content moves with the finger from where it went down,
            // along the move's main axis.
            let t = translation(in: nil)
            let horizontal = abs(t.x) >= abs(t.y)
            scrollView.moveFinger(by: CGPoint(x: horizontal ? -t.x : 0, y: horizontal ? 0 : -t.y))
        case .changed:
            scrollView.moveFinger(by: CGPoint(x: -lastDelta.x, y: -lastDelta.y))
        case .ended:
            let v = velocity(in: nil)
            scrollView.lift(velocity: CGPoint(x: -v.x, y: -v.y))
        case .cancelled, .failed:
            scrollView.cancelTouch()
        case .possible:
            break
        }
    }

    override func reset() {
        super.reset()
        scrollView?.touchCaughtMotion = false
    }
}

extension UIScrollView {
    func installPan() {
        addGestureRecognizer(panGestureRecognizer)
    }

    /// The pan begins only along an axis the scroll view can scroll
    /// (content larger than the bounds, or `alwaysBounce…`), so a vertical
    /// drag passes through a horizontal scroll view to the vertical one
    /// around it (Apple, *Scroll View Programming Guide for iOS*, "Nesting
    /// Scroll Views": cross-directional nesting "is supported and provided
    /// by default"); `isScrollEnabled = false` keeps it from beginning.
    func panMayBegin() -> Bool {
        guard isScrollEnabled else { return false }
        let t = panGestureRecognizer.translation(in: self)
        return abs(t.x) >= abs(t.y) ? canScrollHorizontallyForPan : canScrollVerticallyForPan
    }
}
