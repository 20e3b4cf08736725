/// A scroll view with UIKit's timing (the package's only model of
/// UIScrollView physics; tests: UIKitModelTests, ScrollView*Tests):
///
/// - assigning `contentOffset` calls `scrollViewDidScroll` at once,
///   re-entrantly, and a motion under way goes on from the new offset (a
///   fling keeps its velocity; a snap or animation moves by the same amount);
/// - `setContentOffset(_:animated: false)` stops a deceleration or an
///   animated move, then sets the offset (one `scrollViewDidScroll`);
///   animated, it travels an eased path (`animatedMoveCurve`) over 0.3 s, a `scrollViewDidScroll`
///   every frame, then `scrollViewDidEndScrollingAnimation` (Apple, *Scroll
///   View Programming Guide for iOS*, "Scrolling to a Specific Offset");
///   animated to the offset it already has, nothing moves (a running
///   animated move stops or not: `animatedSetToCurrentOffsetStopsMove`);
/// - a finger catches a motion without an end callback, drags (rubber band
///   beyond the edges, `c = 0.55`), and lifts with a velocity:
///   `scrollViewWillEndDragging` gets it in points per millisecond (Apple's
///   documentation of that method) and may change the target, then
///   `scrollViewDidEndDragging(willDecelerate:)`, the deceleration frame by
///   frame at the rate per millisecond (normal 0.998, fast 0.99: Apple,
///   "UIScrollView.DecelerationRate"), `scrollViewDidEndDecelerating`;
/// - paging snaps to whole bounds (at most one page from where the drag
///   began; a flick above 300 pt/s always turns one).
@MainActor
open class UIScrollView: UIView {
    public weak var delegate: UIScrollViewDelegate?

    /// The content's size; does not move the offset (Apple: changing it
    /// leaves `contentOffset` alone; it moves on the next scroll or set).
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var isPagingEnabled = false
    open var isScrollEnabled = true { didSet { if oldValue && !isScrollEnabled { scrollingTurnedOff() } } }
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsHorizontalScrollIndicator = true
    open var showsVerticalScrollIndicator = true
    open var scrollsToTop = true
    open var isDirectionalLockEnabled = false
    /// Apple, "delaysContentTouches" (default true): touches reach the
    /// content only once the pan cannot begin or after a short delay
    /// (``TouchSequence/contentDelay``).
    open var delaysContentTouches = true
    open var decelerationRate: DecelerationRate = .normal

    /// A finger is on the content (it may not have moved yet).
    public internal(set) var isTracking = false
    /// The finger moved the content.
    public var isDragging: Bool { motion == .dragging }
    /// The content moves after a lift (a fling, a snap, a bounce back).
    public var isDecelerating: Bool {
        switch motion {
        case .decelerating: return true
        case .animating(_, _, _, _, let programmatic): return !programmatic
        case .idle, .dragging: return false
        }
    }

    /// What the content is doing.
    enum Motion: Equatable {
        case idle, dragging
        /// `landing`: where a deceleration to a delegate-changed target stops
        /// (``UIKitModel/ChangedTargetMotion/deceleratesToTarget``).
        case decelerating(velocity: CGPoint, landing: CGPoint?)
        case animating(from: CGPoint, to: CGPoint, frame: Int, frames: Int, programmatic: Bool)
    }
    var motion = Motion.idle {
        didSet { UIKitModel.runLoop.setTracking(self, isDragging || isDecelerating) }
    }
    var dragStartPage = CGPoint.zero
    var scrollDepth = 0
    /// `scrollViewDidScroll` calls so far, and how many came re-entrantly.
    public private(set) var didScrollCount = 0
    public private(set) var reentrantDidScrollCount = 0
    /// Motions stopped by an edge (a scroll view that does not bounce).
    public private(set) var edgeHits = 0
    var observers: [(id: Int, handler: (UIScrollView) -> Void)] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        installPan()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installPan()
    }

    // MARK: - Gestures (UIScrollView+Gestures.swift)

    /// The pan that scrolls the content (Apple, "panGestureRecognizer": "the
    /// underlying gesture recognizer for pan gestures"); it is in
    /// `gestureRecognizers` like any other and can be required to fail.
    public let panGestureRecognizer: UIPanGestureRecognizer = ScrollViewPanGestureRecognizer()
    /// Apple, "canCancelContentTouches" (default true): false, and content
    /// that began tracking keeps the finger, whatever it does.
    open var canCancelContentTouches = true
    /// Whether the touch stopped a moving scroll (such a touch selects nothing).
    public internal(set) var touchCaughtMotion = false

    /// Apple, "touchesShouldCancel(in:)": "true if view is not a UIControl
    /// object; otherwise, it returns false."
    open func touchesShouldCancel(in view: UIView) -> Bool { !(view is UIControl) }

    /// Apple, "touchesShouldBegin(_:with:in:)": default true (the model
    /// does not ask it yet).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { true }

    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return panMayBegin()
    }

    // MARK: - Offset

    /// `bounds.origin`. Assigning it scrolls at once (one
    /// `scrollViewDidScroll`, re-entrant when set from inside one) and keeps
    /// any motion going from the new offset. NaN is refused and recorded.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard !(newValue.x.isNaN || newValue.y.isNaN) else {
                return UIKitModel.recordViolation("NaN contentOffset \(newValue) on \(type(of: self))")
            }
            shiftMotion(by: CGPoint(x: newValue.x - contentOffset.x, y: newValue.y - contentOffset.y))
            moveBoundsOrigin(to: newValue)
        }
    }

    /// Scrolls by setting the whole bounds: `bounds.origin = …` would go
    /// through the open property's modify accessor, which allocates on every
    /// call on Linux (measured by the benchmarks' allocation counter), and a
    /// scroll event must cost the controls' measurements nothing extra.
    func moveBoundsOrigin(to origin: CGPoint) {
        bounds = CGRect(origin: origin, size: bounds.size)
    }

    override func boundsOriginDidChange() {
        // Scrolling lays the scroll view out (the collection view shows its
        // cells there) and its superview (Stack Overflow 728372).
        setNeedsLayout()
        superview?.setNeedsLayout()
        if scrollDepth > 0 { reentrantDidScrollCount += 1 }
        scrollDepth += 1
        didScrollCount += 1
        scrolled()
        delegate?.scrollViewDidScroll(self)
        for observer in observers { observer.handler(self) }
        scrollDepth -= 1
    }

    /// Hook for subclasses that follow their own scrolling before the
    /// delegate does (the collection view's cells).
    func scrolled() {}

    /// Hook for subclasses: a deceleration or an animation came to rest,
    /// after the delegate heard of it.
    func didFinishMotion(programmatic: Bool) {}
    /// Hooks for subclasses around the finger: before a move (with the
    /// move), after it, the resting offset before the delegate sees it, and
    /// after `scrollViewDidEndDragging`.
    func fingerWillMove(by delta: CGPoint) {}
    func fingerMoved() {}
    func adjustTarget(_ target: inout CGPoint) {}
    func didEndDraggingHook(decelerates: Bool) {}
    /// Hooks for subclasses: a finger touches down (before it stops any
    /// motion); it stopped an animated `setContentOffset` (no end callback).
    func touchWillBegin() {}
    func touchStoppedAnimatedSet() {}

    public func setContentOffset(_ offset: CGPoint, animated: Bool) {
        guard !(offset.x.isNaN || offset.y.isNaN) else {
            return UIKitModel.recordViolation("NaN contentOffset \(offset) on \(type(of: self))")
        }
        UIKitModel.counters.offsetSets += 1
        if animated {
            if abs(offset.x - contentOffset.x) > 1e-9 || abs(offset.y - contentOffset.y) > 1e-9 {
                // ``UIKitModel/Configuration/animatedScrollMilliseconds`` (0.3 s by default).
                let seconds = Double(UIKitModel.configuration.animatedScrollMilliseconds) / 1000
                return animate(to: offset, seconds: seconds, programmatic: true)
            }
            // Already there: a running animated move stops or runs on (see
            // `animatedSetToCurrentOffsetStopsMove`).
            guard isAnimatingProgrammatically, UIKitModel.configuration.animatedSetToCurrentOffsetStopsMove else { return }
        }
        let wasAnimating = isAnimatingProgrammatically
        if motion != .dragging { motion = .idle }
        if wasAnimating && UIKitModel.configuration.stoppedAnimationReportsEnd {
            delegate?.scrollViewDidEndScrollingAnimation(self)
        }
        moveBoundsOrigin(to: offset)
    }

    /// Whether an animated `setContentOffset` runs.
    public var isAnimatingProgrammatically: Bool {
        if case .animating(_, _, _, _, true) = motion { return true }
        return false
    }

    /// Where an animated `setContentOffset` started and where it is heading
    /// (model only: tests bound how far a control animates), nil otherwise.
    public var programmaticAnimation: (from: CGPoint, to: CGPoint)? {
        if case .animating(let from, let to, _, _, true) = motion { return (from, to) }
        return nil
    }

    /// The smallest move that shows `rect` (its leading edge when it is
    /// larger than the bounds); nothing when it is visible. The offset stays
    /// within the content and its insets: a rect past the content's end
    /// shows the end, never empty space (Apple, "scrollRectToVisible(_:animated:)":
    /// it scrolls "so that the area defined by rect is just visible"; the
    /// clamping is the model's reading). A rect that is not finite does nothing.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        var target = contentOffset
        func fit(_ lo: CGFloat, _ hi: CGFloat, _ offset: CGFloat, _ length: CGFloat) -> CGFloat {
            if hi - lo > length || lo < offset { return lo }
            if hi > offset + length { return hi - length }
            return offset
        }
        target.x = fit(rect.minX, rect.maxX, target.x, bounds.width)
        target.y = fit(rect.minY, rect.maxY, target.y, bounds.height)
        target = clamp(target)
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }

    // MARK: - Insets and limits

    /// `contentInset` plus the safe area the behaviour adds (`.never`: none;
    /// `.always`: all of it; `.automatic` and `.scrollableAxes`: along the
    /// axes the content scrolls; Apple, "contentInsetAdjustmentBehavior").
    public var adjustedContentInset: UIEdgeInsets {
        let safe = safeAreaInsets
        var extra = UIEdgeInsets.zero
        switch contentInsetAdjustmentBehavior {
        case .never: break
        case .always: extra = safe
        case .automatic, .scrollableAxes:
            if contentSize.width > bounds.width || alwaysBounceHorizontal { extra.left = safe.left; extra.right = safe.right }
            if contentSize.height > bounds.height || alwaysBounceVertical { extra.top = safe.top; extra.bottom = safe.bottom }
        }
        return UIEdgeInsets(top: contentInset.top + extra.top, left: contentInset.left + extra.left,
                            bottom: contentInset.bottom + extra.bottom, right: contentInset.right + extra.right)
    }

    var minOffset: CGPoint { CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top) }

    var maxOffset: CGPoint {
        let i = adjustedContentInset
        return CGPoint(x: max(minOffset.x, contentSize.width + i.right - bounds.width),
                       y: max(minOffset.y, contentSize.height + i.bottom - bounds.height))
    }

    func clamp(_ p: CGPoint) -> CGPoint {
        CGPoint(x: min(max(p.x, minOffset.x), maxOffset.x), y: min(max(p.y, minOffset.y), maxOffset.y))
    }

    var isBeyondEdges: Bool { clamp(contentOffset) != contentOffset }

    func noteEdgeHit() { edgeHits += 1 }

    // MARK: - Key-value observation stand-in

    private var nextObserverID = 0

    func addOffsetObserver(_ handler: @escaping (UIScrollView) -> Void) -> Int {
        nextObserverID += 1
        observers.append((nextObserverID, handler))
        return nextObserverID
    }

    func removeOffsetObserver(_ id: Int) { observers.removeAll { $0.id == id } }

    public enum ContentInsetAdjustmentBehavior: Int, Sendable { case automatic, scrollableAxes, never, always }

    /// A rate per millisecond (`UIScrollView.DecelerationRate`). Apple's
    /// header declares the two rates without values; 0.998 and 0.99 are what
    /// they log on a device (Stack Overflow question 513396, an answer's
    /// NSLog of `decelerationRate`).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }
}
