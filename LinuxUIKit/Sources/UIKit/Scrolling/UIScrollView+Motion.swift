/// The finger and the motion of a scroll view, frame by frame on the display
/// link (sources here and in UIScrollView.swift). Offsets are points of
/// content; a positive finger move scrolls towards larger offsets.
extension UIScrollView: FrameDriven {
    // MARK: - The finger

    /// A finger touches the content: a deceleration or animated move stops
    /// where it is, without an end callback; an animated `setContentOffset`
    /// does as ``UIKitModel/Configuration/touchDuringAnimatedSet`` says.
    /// Returns whether it caught a motion (a touch that catches a motion is
    /// not a tap).
    @discardableResult
    public func touchDown() -> Bool {
        isTracking = true
        touchWillBegin()
        guard motion != .idle, motion != .dragging else { return false }
        if isAnimatingProgrammatically {
            switch UIKitModel.configuration.touchDuringAnimatedSet {
            case .catchesLikeAFling: break
            case .stopsAndTaps: motion = .idle; touchStoppedAnimatedSet(); return false
            case .passesThrough: return false
            }
            motion = .idle
            touchStoppedAnimatedSet()
            return true
        }
        motion = .idle
        return true
    }

    /// The finger moves the content by `delta`; the first move starts the
    /// drag (`scrollViewWillBeginDragging`). Beyond an edge the content
    /// follows by the rubber band's slope `0.55 × (1 − overshoot / bounds)²`
    /// (the derivative of `(1 − 1 / (x·c / d + 1))·d`, the curve measured on
    /// UIKit's scroll views, as in Squawk's `rubberBandDistance`); without
    /// `bounces` it stops at the edge.
    public func moveFinger(by delta: CGPoint) {
        guard isTracking, isScrollEnabled else { return }
        fingerWillMove(by: delta)
        if motion != .dragging {
            motion = .dragging
            let w = bounds.width, h = bounds.height
            dragStartPage = CGPoint(x: w > 0 ? (contentOffset.x / w).rounded() : 0, y: h > 0 ? (contentOffset.y / h).rounded() : 0)
            delegate?.scrollViewWillBeginDragging(self)
        }
        let lo = minOffset, hi = maxOffset
        var target = contentOffset
        if canScrollHorizontally { target.x = banded(target.x, by: delta.x, lo.x, hi.x, bounds.width) }
        if canScrollVertically { target.y = banded(target.y, by: delta.y, lo.y, hi.y, bounds.height) }
        moveBoundsOrigin(to: target)
        fingerMoved()
    }

    /// Whether a horizontal pan can scroll it (content wider than the
    /// bounds with the insets, or `alwaysBounceHorizontal`).
    public var canScrollHorizontallyForPan: Bool { canScrollHorizontally }
    /// Whether a vertical pan can scroll it.
    public var canScrollVerticallyForPan: Bool { canScrollVertically }

    var canScrollHorizontally: Bool { contentSize.width + adjustedContentInset.left + adjustedContentInset.right > bounds.width || alwaysBounceHorizontal }
    var canScrollVertically: Bool { contentSize.height + adjustedContentInset.top + adjustedContentInset.bottom > bounds.height || alwaysBounceVertical }

    /// The finger lifts with `velocity` (points per second of content): the
    /// delegate may change the target, then the content decelerates, snaps
    /// (paging or a changed target), bounces back, or rests.
    public func lift(velocity: CGPoint) {
        guard isTracking else { return }
        isTracking = false
        guard motion == .dragging else { return }
        let v = CGPoint(x: velocity.x.isFinite ? velocity.x : 0, y: velocity.y.isFinite ? velocity.y : 0)
        let rate = decelerationRate.rawValue
        var natural = CGPoint(x: contentOffset.x + projected(v.x, rate), y: contentOffset.y + projected(v.y, rate))
        if isPagingEnabled {
            natural = CGPoint(x: pagingTarget(contentOffset.x, v.x, bounds.width, dragStartPage.x, rate),
                              y: pagingTarget(contentOffset.y, v.y, bounds.height, dragStartPage.y, rate))
        }
        if !canScrollHorizontally { natural.x = contentOffset.x; }
        if !canScrollVertically { natural.y = contentOffset.y }
        natural = clamp(natural)
        adjustTarget(&natural)
        var target = natural
        // Points per millisecond (Apple,
        // "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)").
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000),
                                            targetContentOffset: &target)
        if target.x.isNaN || target.y.isNaN {
            UIKitModel.recordViolation("NaN targetContentOffset from scrollViewWillEndDragging")
            target = natural
        }
        if isPagingEnabled && target != natural {
            // UIKit keeps its own page and logs "Stop offset can not be
            // modified for paging scroll views" (issue 26, from a phone's
            // console): recorded so a control that relies on it is caught.
            UIKitModel.recordViolation("Stop offset can not be modified for paging scroll views")
            target = natural
        }
        if isBeyondEdges && !isPagingEnabled && target == natural {
            startAnimation(to: clamp(contentOffset), seconds: bounceBackSeconds, programmatic: false)
            endDragging(decelerates: true)
        } else if isPagingEnabled || target != natural {
            if abs(target.x - contentOffset.x) < 0.5 && abs(target.y - contentOffset.y) < 0.5 {
                motion = .idle
                moveBoundsOrigin(to: target)
                endDragging(decelerates: false)
                return
            }
            if !isPagingEnabled && UIKitModel.configuration.changedTargetMotion == .deceleratesToTarget {
                motion = .decelerating(velocity: landingVelocity(towards: target), landing: target)
                UIKitModel.runLoop.drive(self)
            } else {
                startAnimation(to: target, seconds: snapSeconds, programmatic: false)
            }
            endDragging(decelerates: true)
        } else if abs(v.x) < 1 && abs(v.y) < 1 {
            motion = .idle
            endDragging(decelerates: false)
        } else {
            motion = .decelerating(velocity: CGPoint(x: canScrollHorizontally ? v.x : 0, y: canScrollVertically ? v.y : 0), landing: nil)
            UIKitModel.runLoop.drive(self)
            endDragging(decelerates: true)
        }
    }

    /// `isScrollEnabled` turned off: a drag under way ends as
    /// ``UIKitModel/Configuration/scrollDisabledMidDrag`` says.
    func scrollingTurnedOff() {
        guard isTracking else { return }
        switch UIKitModel.configuration.scrollDisabledMidDrag {
        case .keepsDragUntilLift:
            return
        case .cancelsAndAsksForTarget:
            lift(velocity: .zero)
        case .cancelsWithoutAskingForTarget:
            isTracking = false
            guard motion == .dragging else { return }
            motion = .idle
            endDragging(decelerates: false)
        }
    }

    private func endDragging(decelerates: Bool) {
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerates)
        if decelerates && isDecelerating { delegate?.scrollViewWillBeginDecelerating(self) }
        didEndDraggingHook(decelerates: decelerates)
    }

    /// The touch is cancelled, or ended without a pan: no lift, no
    /// callback. The content stays where it is, except that a paging scroll
    /// view left between pages (a touch caught its snap and lifted) goes on
    /// to the nearest page, and content left beyond an edge bounces back:
    /// a paging scroll view "stops on multiples of the scroll view's bounds"
    /// (Apple, "isPagingEnabled"), however little is left (issue 26: a
    /// snap caught 0.2 pt short of its page must still end).
    public func cancelTouch() {
        isTracking = false
        if motion == .dragging { motion = .idle }
        guard motion == .idle else { return }
        var rest = contentOffset
        if isPagingEnabled {
            if bounds.width > 0 { rest.x = (rest.x / bounds.width).rounded() * bounds.width }
            if bounds.height > 0 { rest.y = (rest.y / bounds.height).rounded() * bounds.height }
        }
        rest = clamp(rest)
        let least: CGFloat = isPagingEnabled ? 0 : 0.5
        guard abs(rest.x - contentOffset.x) > least || abs(rest.y - contentOffset.y) > least else { return }
        startAnimation(to: rest, seconds: snapSeconds, programmatic: false)
    }

    /// How far a deceleration at `v` points per second travels at `rate`.
    func projected(_ v: CGFloat, _ rate: CGFloat) -> CGFloat { v / 1000 * rate / (1 - rate) }

    /// The lift velocity (points per second) whose deceleration at this
    /// rate travels exactly to `target`: the inverse of `projected`.
    private func landingVelocity(towards target: CGPoint) -> CGPoint {
        let rate = decelerationRate.rawValue
        let perDistance = 1000 * (1 - rate) / rate
        return CGPoint(x: (target.x - contentOffset.x) * perDistance, y: (target.y - contentOffset.y) * perDistance)
    }

    /// The page nearest the projected rest, at most one page from the start;
    /// a flick above ``UIKitModel/Configuration/pagingFlickPointsPerSecond``
    /// (300 pt/s by default) turns one page its way.
    private func pagingTarget(_ x: CGFloat, _ v: CGFloat, _ page: CGFloat, _ start: CGFloat, _ rate: CGFloat) -> CGFloat {
        guard page > 0 else { return x }
        var target: CGFloat
        let flick = CGFloat(UIKitModel.configuration.pagingFlickPointsPerSecond)
        if v > flick { target = (x / page).rounded(.up) } else if v < -flick { target = (x / page).rounded(.down) } else {
            target = ((x + projected(v, rate)) / page).rounded()
        }
        target = min(max(target, start - 1), start + 1)
        return target * page
    }
}
