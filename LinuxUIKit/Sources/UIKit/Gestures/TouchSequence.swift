/// One finger from down to up, delivered as UIKit delivers it (model only;
/// `SimulatedDevice`'s finger drives it):
///
/// - hit-testing picks the touch's view; every enabled recogniser on it and
///   its ancestors whose delegate lets it receive the touch
///   (`gestureRecognizer(_:shouldReceive:)`) sees the touch first, deepest
///   view first (Apple, "Attaching gesture recognizers to UIKit controls":
///   "gesture recognizers handle touch events before the views to which
///   they're attached");
/// - a recogniser leaving `possible` waits for those it must wait for
///   (`require(toFail:)`), asks its delegate and the touched views
///   (`gestureRecognizerShouldBegin`), and loses to one already recognised
///   unless either delegate allows both; once it recognises, the others
///   still possible fail ("by default, UIKit does not allow two gesture
///   recognizers to recognize simultaneously": Apple, "Allowing the
///   simultaneous recognition of multiple gestures"). At a tie the deeper
///   view's recogniser is asked first: a pager's pan inside a pushed
///   controller takes the back swipe unless it requires the pop gesture to
///   fail (uias/Pageboy#270, xmartlabs/XLPagerTabStrip#468);
/// - the view gets `touchesBegan` unless a recogniser that
///   `delaysTouchesBegan` is still deciding, or a scroll view above it
///   `delaysContentTouches` and may still pan (for ``contentDelay``, or
///   until the lift); `touchesEnded` after the recognisers (delaysTouchesEnded);
///   a recognition with `cancelsTouchesInView` cancels the view's touches.
@MainActor
public final class TouchSequence: FrameDriven {
    public let touch: UITouch
    private let event = UIEvent()
    private let chain: [UIView]
    private let recognizers: [UIGestureRecognizer]
    private let downTime: TimeInterval
    private var content = Content.waiting
    private var isOver = false

    enum Content { case waiting, began, cancelled, ended }

    /// How long a scroll view holds back a touch from its content: UIKit's
    /// delay is undocumented beyond "until it can determine if scrolling is
    /// the intent" (Apple, "delaysContentTouches"; the visible lag of
    /// Stack Overflow 3642547), so it is a switch:
    /// ``UIKitModel/Configuration/contentTouchDelayMilliseconds`` (150 ms, the
    /// figure developers quote, by default).
    public static var contentDelay: TimeInterval {
        TimeInterval(UIKitModel.configuration.contentTouchDelayMilliseconds) / 1000
    }

    /// A finger down at `point` (window coordinates) at `time`.
    public init(window: UIWindow, at point: CGPoint, time: TimeInterval) {
        let hit = window.hitTest(point, with: nil)
        touch = UITouch(view: hit, window: window, at: point, time: time)
        downTime = time
        var views: [UIView] = []
        var v = hit
        while let current = v { views.append(current); v = current.superview }
        chain = views
        let touch = self.touch
        recognizers = views.flatMap { $0.gestureRecognizers ?? [] }
            .filter { $0.isEnabled && $0.sequence == nil && ($0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true) }
        for r in recognizers {
            r.sequence = self
            r.touch = touch
            r.storedState = .possible
            r.pendingState = nil
        }
        for r in recognizers where r.storedState == .possible { r.touchesBegan([touch], with: event) }
        deliverContentIfDue()
        if content == .waiting || recognizers.contains(where: { $0 is UILongPressGestureRecognizer }) {
            UIKitModel.runLoop.drive(self)
        }
    }

    /// The view hit-testing chose (nil when the touch landed on nothing).
    public var hitView: UIView? { touch.view }

    /// The recognisers that saw this touch, in the order they were asked.
    public var participants: [UIGestureRecognizer] { recognizers }

    public func move(to point: CGPoint, at time: TimeInterval) {
        guard !isOver else { return }
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = point
        touch.timestamp = time
        touch.phase = .moved
        for r in recognizers where r.isInPlay { r.touchesMoved([touch], with: event) }
        deliverContentIfDue()
        if content == .began { touch.view?.touchesMoved([touch], with: event) }
    }

    /// The finger lifts at `time`.
    public func end(at time: TimeInterval) {
        guard !isOver else { return }
        touch.timestamp = time
        touch.phase = .ended
        let endsFirst = !recognizers.contains { $0.isInPlay && $0.delaysTouchesEnded }
        if endsFirst { endContent() }
        for r in recognizers where r.isInPlay { r.touchesEnded([touch], with: event) }
        // Whatever has not recognised by the lift fails, which may release
        // a recogniser waiting for it.
        for r in recognizers where r.storedState == .possible && r.pendingState == nil { fail(r) }
        for r in recognizers where r.storedState == .possible { fail(r) }
        if !endsFirst { endContent() }
        finish()
    }

    /// The system took the touch away (the model's stand-in for an incoming
    /// call): everything is cancelled.
    public func cancel() {
        guard !isOver else { return }
        touch.phase = .cancelled
        for r in recognizers where r.isInPlay { r.touchesCancelled([touch], with: event) }
        for r in recognizers where r.storedState == .possible { fail(r) }
        cancelContent()
        finish()
    }

    private func finish() {
        isOver = true
        for r in recognizers {
            r.lastWindowLocation = touch.windowLocation
            r.sequence = nil
            r.touch = nil
            r.pendingState = nil
            r.storedState = .possible
            r.reset()
        }
    }

    func stepFrame() -> Bool {
        guard !isOver else { return false }
        let now = UIKitModel.runLoop.now
        for case let press as UILongPressGestureRecognizer in recognizers { press.timePassed(now: now) }
        deliverContentIfDue()
        return content == .waiting || recognizers.contains { $0 is UILongPressGestureRecognizer && $0.isInPlay }
    }

    // MARK: - The touched view

    private func deliverContentIfDue() {
        guard content == .waiting, !isOver else { return }
        if recognizers.contains(where: { $0.delaysTouchesBegan && $0.storedState == .possible }) { return }
        if UIKitModel.runLoop.now - downTime < Self.contentDelay && delayingScrollView != nil { return }
        beginContent()
    }

    private func beginContent() {
        content = .began
        let phase = touch.phase
        touch.phase = .began
        touch.view?.touchesBegan([touch], with: event)
        touch.phase = phase
    }

    /// A scroll view above the touched view that holds its touches back
    /// while its pan may still begin.
    private var delayingScrollView: UIScrollView? {
        chain.dropFirst().lazy.compactMap { $0 as? UIScrollView }.first {
            $0.delaysContentTouches && $0.panGestureRecognizer.storedState == .possible
                && self.recognizers.contains($0.panGestureRecognizer)
        }
    }

    private func endContent() {
        if content == .waiting { beginContent() }
        guard content == .began else { return }
        content = .ended
        touch.view?.touchesEnded([touch], with: event)
    }

    private func cancelContent() {
        if content == .began { touch.view?.touchesCancelled([touch], with: event) }
        if content != .ended { content = .cancelled }
    }

    // MARK: - Arbitration

    func disabled(_ r: UIGestureRecognizer) {
        switch r.storedState {
        case .began, .changed: transition(r, to: .cancelled)
        case .possible: fail(r)
        default: break
        }
    }

    /// A recogniser asks for `state` (from its `touches…` methods or the app).
    func request(_ state: UIGestureRecognizer.State, from r: UIGestureRecognizer) {
        switch (r.storedState, state) {
        case (.possible, .began), (.possible, .ended):
            attemptRecognition(r, as: state)
        case (.possible, .failed), (.possible, .cancelled):
            fail(r)
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended),
             (.began, .cancelled), (.changed, .cancelled):
            transition(r, to: state)
        case (.began, .failed), (.changed, .failed):
            transition(r, to: .cancelled)
        default:
            break
        }
    }

    private func attemptRecognition(_ r: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
        guard r.isEnabled else { return fail(r) }
        for other in recognizers where other !== r && r.mustWait(for: other) {
            switch other.storedState {
            case .possible:
                r.pendingState = state
                return
            case .began, .changed, .ended:
                return fail(r)
            case .cancelled, .failed:
                continue
            }
        }
        r.pendingState = nil
        guard shouldBegin(r) else { return fail(r) }
        for other in recognizers where other !== r && other.hasRecognized {
            if !simultaneous(r, other) && other.canPrevent(r) && r.canBePrevented(by: other) { return fail(r) }
        }
        for other in recognizers where other !== r && other.storedState == .possible {
            if !simultaneous(r, other) && r.canPrevent(other) && other.canBePrevented(by: r) { fail(other) }
        }
        transition(r, to: state)
        if r.cancelsTouchesInView { cancelContent() }
    }

    /// The delegate's and the touched views' say (Apple, "gestureRecognizerShouldBegin(_:)"
    /// of UIView: UISlider refuses swipes that start in its thumb, so the
    /// touched views are asked, not only the recogniser's own); a scroll
    /// view's pan also needs leave to cancel content that began tracking
    /// (Apple, "canCancelContentTouches", "touchesShouldCancel(in:)").
    private func shouldBegin(_ r: UIGestureRecognizer) -> Bool {
        if r.delegate?.gestureRecognizerShouldBegin(r) == false { return false }
        for view in chain {
            if !view.gestureRecognizerShouldBegin(r) { return false }
            if view === r.view { break }
        }
        if let pan = r as? ScrollViewPanGestureRecognizer, let scrollView = pan.scrollView, content == .began,
           let hit = touch.view, hit !== scrollView, hit.isDescendant(of: scrollView) {
            return scrollView.canCancelContentTouches && scrollView.touchesShouldCancel(in: hit)
        }
        return true
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) == true
            || b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) == true
    }

    private func transition(_ r: UIGestureRecognizer, to state: UIGestureRecognizer.State) {
        r.storedState = state
        r.lastWindowLocation = touch.windowLocation
        r.stateDidChange(to: state)
        r.sendActions()
    }

    private func fail(_ r: UIGestureRecognizer) {
        guard r.storedState == .possible else { return }
        r.storedState = .failed
        r.pendingState = nil
        r.stateDidChange(to: .failed)
        for waiting in recognizers where waiting.pendingState != nil && waiting.mustWait(for: r) {
            if let state = waiting.pendingState { attemptRecognition(waiting, as: state) }
        }
        deliverContentIfDue()
    }
}

extension UIGestureRecognizer {
    /// Still deciding or recognising (it gets the finger's moves).
    var isInPlay: Bool { storedState == .possible || storedState == .began || storedState == .changed }
    var hasRecognized: Bool { storedState == .began || storedState == .changed || storedState == .ended }
}
