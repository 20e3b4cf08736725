import Foundation

/// A headless model of a horizontal `UIScrollView`, for the tests, the
/// benchmarks and the terminal demo: finger drags, flings that decelerate
/// frame by frame at 120 Hz by the rate per millisecond, paging snaps, and
/// plain and animated offset changes.
///
/// Like UIKit, setting the offset calls ``onScroll`` at once, re-entrantly, so
/// a delegate that recentres from inside it is exercised exactly as on a
/// device. A recentring during a fling or an animation moves the whole motion
/// by the same amount (the velocity, or the animation's start and end), as
/// UIKit keeps decelerating from the new offset.
///
/// A drag or a fling that goes beyond the content is reported to ``onScroll``
/// first, as a bouncing `UIScrollView` reports it, so a looping control can
/// recentre it; if the offset is still beyond the content when ``onScroll``
/// returns, the motion is stopped by the edge: the offset is clamped and
/// ``edgeHits`` grows (a looping control should keep it at 0).
@_spi(Core) public final class ScrollSimulator {
    /// What the simulated scroll view is doing.
    @_spi(Core) public enum Phase: Hashable, Sendable {
        /// At rest.
        case idle
        /// A finger is down and moving the content.
        case dragging
        /// Released and slowing down at `velocity` points per second.
        case decelerating(velocity: CGFloat)
        /// Moving to `to` from `from` over `frames` frames (an animated set or a
        /// paging snap); `frame` of them are done.
        case animating(from: CGFloat, to: CGFloat, frame: Int, frames: Int)
    }

    /// The default frame rate of the simulation: 120 Hz, 1000 / 120 ms a frame.
    @_spi(Core) public static let millisecondsPerFrame: CGFloat = 1000 / 120

    /// Frames per second, 120 (ProMotion) by default; 60 for other iPhones.
    /// A value that is not finite and at least 1 counts as 120.
    @_spi(Core) public var framesPerSecond: CGFloat = 120 {
        didSet { if !(framesPerSecond.isFinite && framesPerSecond >= 1) { framesPerSecond = 120 } }
    }

    /// The length of one frame in milliseconds (`1000 / framesPerSecond`).
    @_spi(Core) public var frameMilliseconds: CGFloat { 1000 / framesPerSecond }

    /// The number of frames (at least 1) that `seconds` take at ``framesPerSecond``.
    @_spi(Core) public func frames(forSeconds seconds: CGFloat) -> Int {
        let n = (seconds.finiteOr(0) * framesPerSecond).rounded()
        return Int(Swift.min(Swift.max(n, 1), 1e6))
    }

    /// Whether a motion that reaches beyond the content rubber-bands and
    /// bounces back, as a `UIScrollView` with `bounces` (its default) does.
    /// Default false: the edge stops the motion and the offset is clamped.
    ///
    /// A finger beyond an edge moves the content by the derivative of the
    /// rubber-band curve `b(x) = (1 − 1 / (x·c / d + 1))·d` with `c = 0.55` and
    /// `d` the viewport width (the constant UIKit's scroll views are measured
    /// to use, as in Janum Trivedi's and Squawk's `rubberBandDistance`); a
    /// release or a fling beyond an edge eases back to it over 0.3 s.
    /// ``edgeHits`` counts every motion that reached beyond either way.
    @_spi(Core) public var bounces = false

    /// Whether a plain ``setContentOffset(_:animated:)`` that stops an
    /// animated move reports the animation's end
    /// (``onDidEndScrollingAnimation``) first. UIKit's documentation does not
    /// say; jverkoey/nimbus#623 reports that it can. Default false; test both.
    @_spi(Core) public var stoppedAnimationReportsEnd = false

    /// Whether offsets set in code (``setOffset(_:)``, ``animate(to:frames:)``,
    /// ``setContentOffset(_:animated:)``) are clamped into the content.
    /// Default true; `UIScrollView` does not clamp them (it shows whatever
    /// lies there, empty space beyond the content), so a model of it sets
    /// this to false and lets the checks see such offsets.
    @_spi(Core) public var clampsOffsetsSetInCode = true

    /// What assigning the offset (``setOffset(_:)``) does to an animated move
    /// set in code. UIKit's documentation does not say (its animated move runs
    /// on the scroll view's own display link, not a Core Animation animation);
    /// default ``AnimatedMoveAssignment/shiftsAnimation``. Motion after a
    /// release (a fling, a snap) always moves with the offset.
    @_spi(Core) public var assignmentDuringAnimatedMove: AnimatedMoveAssignment = .shiftsAnimation

    /// What assigning the offset does to an animated move set in code.
    @_spi(Core) public enum AnimatedMoveAssignment: Hashable, Sendable {
        /// The animation's start and end move by the same amount and it goes on.
        case shiftsAnimation
        /// The animation goes on towards its old end from the new offset.
        case keepsTarget
    }

    /// The content offset (x).
    @_spi(Core) public private(set) var offset: CGFloat
    /// The visible width.
    @_spi(Core) public private(set) var viewportWidth: CGFloat
    /// The content width.
    @_spi(Core) public private(set) var contentWidth: CGFloat
    /// Snap to multiples of this width when released (`isPagingEnabled`); nil for free scrolling.
    /// A width that is 0, negative, NaN, infinite or beyond
    /// `CGFloat.maximumLayoutWidth` scrolls freely too.
    @_spi(Core) public var pageWidth: CGFloat?

    /// ``pageWidth`` when it is usable, else nil.
    private var pagingWidth: CGFloat? {
        guard let w = pageWidth?.usableWidth, w > 0 else { return nil }
        return w
    }
    /// The deceleration rate of a fling (default normal, 0.998 per ms).
    @_spi(Core) public var rate: DecelerationRate = .normal
    /// What the scroll view is doing now.
    @_spi(Core) public private(set) var phase: Phase = .idle
    /// How many times a motion was stopped by the edge of the content.
    @_spi(Core) public private(set) var edgeHits = 0
    /// How many times ``onScroll`` was entered while already running (re-entry).
    @_spi(Core) public private(set) var reentrantScrolls = 0

    /// Called after every offset change (`scrollViewDidScroll`), re-entrantly
    /// when it sets the offset itself.
    @_spi(Core) public var onScroll: ((ScrollSimulator) -> Void)?
    /// Called when a drag ends, with the release velocity (points per second)
    /// and the proposed resting offset, which it may change
    /// (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
    @_spi(Core) public var onWillEndDragging: ((ScrollSimulator, CGFloat, inout CGFloat) -> Void)?
    /// Called when a fling, a snap or an animation comes to rest
    /// (`scrollViewDidEndDecelerating` / `scrollViewDidEndScrollingAnimation`).
    @_spi(Core) public var onDidEndScrolling: ((ScrollSimulator) -> Void)?
    /// Called when a finger starts a drag (`scrollViewWillBeginDragging`).
    @_spi(Core) public var onWillBeginDragging: ((ScrollSimulator) -> Void)?
    /// Called after ``onWillEndDragging`` with whether a motion follows
    /// (`scrollViewDidEndDragging(_:willDecelerate:)`).
    @_spi(Core) public var onDidEndDragging: ((ScrollSimulator, Bool) -> Void)?
    /// Called when the motion after a release comes to rest
    /// (`scrollViewDidEndDecelerating`), before ``onDidEndScrolling``.
    @_spi(Core) public var onDidEndDecelerating: ((ScrollSimulator) -> Void)?
    /// Called when an animated ``setContentOffset(_:animated:)`` or
    /// ``animate(to:frames:)`` ends (`scrollViewDidEndScrollingAnimation`),
    /// before ``onDidEndScrolling``.
    @_spi(Core) public var onDidEndScrollingAnimation: ((ScrollSimulator) -> Void)?

    private var scrollDepth = 0
    private var dragStartPage = 0
    /// Whether the running `.animating` phase is a programmatic move (true)
    /// or the motion after a release (a snap or a bounce back; false).
    private var animationIsProgrammatic = false

    /// Creates a scroll view `viewportWidth` wide over content `contentWidth`
    /// wide, at `offset`. Widths that are not finite and positive count as 0.
    @_spi(Core) public init(viewportWidth: CGFloat, contentWidth: CGFloat, offset: CGFloat = 0) {
        self.viewportWidth = viewportWidth.positiveOrZero
        self.contentWidth = contentWidth.positiveOrZero
        self.offset = 0
        self.offset = clamp(offset.finiteOr(0))
    }

    /// The largest offset the content allows.
    @_spi(Core) public var maxOffset: CGFloat { Swift.max(0, contentWidth - viewportWidth) }

    /// Whether a finger is down.
    @_spi(Core) public var isDragging: Bool { phase == .dragging }

    /// Whether nothing moves.
    @_spi(Core) public var isIdle: Bool { phase == .idle }

    /// Whether the content moves after a release (`isDecelerating`): a fling,
    /// a paging or target snap, a bounce back.
    @_spi(Core) public var isDecelerating: Bool {
        switch phase {
        case .decelerating: return true
        case .animating: return !animationIsProgrammatic
        case .idle, .dragging: return false
        }
    }

    /// Whether an animated move set in code runs (``animate(to:frames:)``).
    @_spi(Core) public var isAnimatingProgrammatically: Bool {
        if case .animating = phase { return animationIsProgrammatic }
        return false
    }

    /// `UIScrollView.setContentOffset(_:animated:)`. Animated: a programmatic
    /// move over 0.3 s (``frames(forSeconds:)``) from the current offset,
    /// replacing any motion; a move to where the content already is does
    /// nothing and reports no end (UIKit sends
    /// `scrollViewDidEndScrollingAnimation` only after a real animation).
    /// Not animated: stops a deceleration or an animated move (reporting the
    /// animation's end first when ``stoppedAnimationReportsEnd``), then sets
    /// the offset, calling ``onScroll`` at once. A finger down stays down.
    ///
    /// Source: Apple's *Scroll View Programming Guide for iOS*, "Scrolling to
    /// a Specific Offset": without animation the delegate gets a single
    /// `scrollViewDidScroll:`, with animation a series of them and then
    /// `scrollViewDidEndScrollingAnimation:`.
    @_spi(Core) public func setContentOffset(_ x: CGFloat, animated: Bool) {
        let target = codeClamp(x.finiteOr(offset))
        if animated {
            guard abs(target - offset) > 1e-9 else { return }
            animate(to: target, frames: frames(forSeconds: 0.3))
            return
        }
        let wasAnimating = isAnimatingProgrammatically
        if phase != .dragging { phase = .idle }
        animationIsProgrammatic = false
        if wasAnimating && stoppedAnimationReportsEnd { onDidEndScrollingAnimation?(self) }
        move(to: target)
    }

    /// Sets the offset without animation, as assigning `contentOffset` does:
    /// ``onScroll`` runs at once. A motion under way is moved by the same
    /// amount and goes on; so is the page a paging drag started on, by the
    /// nearest whole number of pages.
    @_spi(Core) public func setOffset(_ x: CGFloat) {
        let target = codeClamp(x.finiteOr(offset))
        let delta = target - offset
        if case .animating(let from, let to, let frame, let frames) = phase {
            if animationIsProgrammatic && assignmentDuringAnimatedMove == .keepsTarget {
                // Re-base the remaining path so it starts at the new offset.
                let t = CGFloat(frame) / CGFloat(frames)
                let eased = 1 - (1 - t) * (1 - t) * (1 - t)
                let newFrom = eased < 1 ? (target - to * eased) / (1 - eased) : target
                phase = .animating(from: newFrom, to: to, frame: frame, frames: frames)
            } else {
                phase = .animating(from: from + delta, to: to + delta, frame: frame, frames: frames)
            }
        }
        if phase == .dragging, let w = pagingWidth {
            dragStartPage += (delta / w).clampedInt()
        }
        move(to: target)
    }

    /// Starts an animation to `x` over `frames` frames (default 36, 0.3 s),
    /// as `setContentOffset(_:animated: true)` does.
    @_spi(Core) public func animate(to x: CGFloat, frames: Int = 36) {
        phase = .animating(from: offset, to: codeClamp(x.finiteOr(offset)), frame: 0, frames: Swift.max(1, frames))
        animationIsProgrammatic = true
    }

    /// The motion after a release that ends on `x` (a snap, a bounce back).
    private func snap(to x: CGFloat, frames: Int) {
        phase = .animating(from: offset, to: clamp(x), frame: 0, frames: Swift.max(1, frames))
        animationIsProgrammatic = false
    }

    /// Stops any motion where it is, without a callback (a finger catching a
    /// deceleration or an animated move; UIKit then sends neither
    /// `scrollViewDidEndDecelerating` nor `scrollViewDidEndScrollingAnimation`
    /// for it). A drag under way goes on.
    @_spi(Core) public func stopWithoutCallbacks(includingDrag: Bool = false) {
        guard phase != .dragging || includingDrag else { return }
        phase = .idle
        animationIsProgrammatic = false
    }

    /// Puts a finger down: any motion stops.
    @_spi(Core) public func beginDrag() {
        phase = .dragging
        animationIsProgrammatic = false
        if let w = pagingWidth { dragStartPage = (offset / w).clampedInt() }
        onWillBeginDragging?(self)
    }

    /// Moves the content under the finger by `dx` points (positive scrolls
    /// forward, towards larger offsets). Starts a drag if none is under way.
    @_spi(Core) public func drag(by dx: CGFloat) {
        if phase != .dragging { beginDrag() }
        let d = dx.finiteOr(0)
        if bounces {
            moveBeyondEdges(to: rubberBanded(offset, by: d))
        } else {
            moveAllowingOvershoot(to: offset + d)
        }
    }

    /// Where a finger moving `dx` from `x` puts the content: one to one
    /// inside the content, slowed by the rubber band's slope `c·(1 − o/d)²`
    /// beyond an edge (`o` the overshoot, `d` the viewport).
    private func rubberBanded(_ x: CGFloat, by dx: CGFloat) -> CGFloat {
        let d = Swift.max(viewportWidth, 1)
        var position = x
        var left = dx
        // At most three pieces: inside, then beyond the edge it moves towards.
        for _ in 0..<3 where left != 0 {
            let overshoot = position < 0 ? -position : (position > maxOffset ? position - maxOffset : 0)
            let outward = (position <= 0 && left < 0) || (position >= maxOffset && left > 0)
            if overshoot > 0 || outward {
                if !outward {
                    // Back towards the content: the band gives way one to one
                    // until the edge.
                    let toEdge = position < 0 ? -position : maxOffset - position
                    let step = left > 0 ? Swift.min(left, toEdge) : Swift.max(left, toEdge)
                    position += step; left -= step
                    continue
                }
                let slope = 0.55 * pow(Swift.max(0, 1 - overshoot / d), 2)
                position += left * slope
                left = 0
            } else {
                let room = left > 0 ? maxOffset - position : -position
                let step = left > 0 ? Swift.min(left, room) : Swift.max(left, room)
                position += step; left -= step
            }
        }
        return position
    }

    /// Moves to `x` (which may lie beyond the content) while bouncing:
    /// reported to ``onScroll``; counts an edge hit when it is still beyond.
    @discardableResult
    private func moveBeyondEdges(to x: CGFloat) -> Bool {
        move(to: x)
        guard offset < 0 || offset > maxOffset else { return false }
        edgeHits += 1
        return true
    }

    /// Lifts the finger with `velocity` points per second: asks
    /// ``onWillEndDragging`` for the resting offset, then decelerates, snaps
    /// to a page (paging), or comes to rest at once when there is no motion.
    @_spi(Core) public func endDrag(velocity: CGFloat) {
        let v = velocity.finiteOr(0)
        var target: CGFloat
        if let w = pagingWidth {
            let page = ScrollPhysics.pagingTarget(startPage: dragStartPage, offset: offset, velocity: v, pageWidth: w, rate: rate)
            target = CGFloat(page) * w
        } else {
            target = ScrollPhysics.projectedOffset(offset, velocity: v, rate: rate)
        }
        // UIKit proposes a target inside the content (a bouncing scroll view
        // never rests beyond it). A target the delegate leaves as proposed is
        // a free fling (it bounces at an edge and, moved by a recentring,
        // goes on from the new offset); only a changed target is a motion
        // that ends there.
        if bounces { target = clamp(target) }
        let natural = target
        onWillEndDragging?(self, v, &target)
        target = target.finiteOr(natural)
        let beyond = offset < 0 || offset > maxOffset
        // The motion is set up first, then `scrollViewDidEndDragging` says
        // whether it runs (UIKit reports `isDecelerating` inside it).
        if bounces && beyond && pagingWidth == nil && target == natural {
            // Released beyond an edge: the band pulls the content back.
            snap(to: clamp(offset), frames: frames(forSeconds: 0.3))
            onDidEndDragging?(self, true)
        } else if pagingWidth != nil || target != natural {
            if abs(target - offset) < 0.5 {
                phase = .idle
                move(to: target)
                onDidEndDragging?(self, false)
                finish(.release)
                return
            }
            snap(to: target, frames: frames(forSeconds: 0.25))
            onDidEndDragging?(self, true)
        } else if abs(v) < 1 {
            phase = .idle
            onDidEndDragging?(self, false)
            finish(.release)
        } else {
            phase = .decelerating(velocity: v)
            onDidEndDragging?(self, true)
        }
    }

    /// Advances one frame (``frameMilliseconds``). Returns false when nothing moves.
    @discardableResult
    @_spi(Core) public func step() -> Bool {
        switch phase {
        case .idle, .dragging:
            return false
        case .decelerating(let v):
            let dt = frameMilliseconds
            let travelled = ScrollPhysics.distance(afterMilliseconds: dt, velocity: v, rate: rate)
            let next = ScrollPhysics.velocity(afterMilliseconds: dt, velocity: v, rate: rate)
            phase = .decelerating(velocity: next)
            let target = offset + travelled
            if bounces {
                if moveBeyondEdges(to: target) {
                    // Beyond an edge: the bounce eases back to it.
                    if case .decelerating = phase { snap(to: clamp(offset), frames: frames(forSeconds: 0.3)) }
                    return true
                }
            } else if moveAllowingOvershoot(to: target) {
                finish()
                return false
            }
            if case .decelerating = phase, abs(next) < 5 { finish(); return false }
            return true
        case .animating(let from, let to, let frame, let frames):
            let f = frame + 1
            let t = CGFloat(f) / CGFloat(frames)
            let eased = 1 - (1 - t) * (1 - t) * (1 - t)
            let programmatic = animationIsProgrammatic
            phase = f >= frames ? .idle : .animating(from: from, to: to, frame: f, frames: frames)
            move(to: f >= frames ? to : from + (to - from) * eased)
            if f >= frames {
                // A plain set or a finger inside the last didScroll may have
                // started something new: only an undisturbed end is reported.
                if phase == .idle { finish(programmatic ? .animation : .deceleration) }
                return false
            }
            return true
        }
    }

    /// Runs frames until nothing moves or `maxFrames` frames have passed;
    /// returns the number of frames run.
    @discardableResult
    @_spi(Core) public func settle(maxFrames: Int = 10_000) -> Int {
        var n = 0
        while n < maxFrames, step() { n += 1 }
        return n
    }

    /// Changes the viewport and content widths (rotation, reload). The offset
    /// is clamped into the new content and ``onScroll`` runs if it moved.
    @_spi(Core) public func resize(viewportWidth: CGFloat, contentWidth: CGFloat) {
        resize(viewportWidth: viewportWidth, contentWidth: contentWidth, clampsOffset: true)
    }

    /// Changes the viewport and content widths; with `clampsOffset` false the
    /// offset stays where it is, as `UIScrollView` leaves `contentOffset`
    /// alone when `contentSize` or `bounds.size` change (it moves only on the
    /// next scroll or set).
    @_spi(Core) public func resize(viewportWidth: CGFloat, contentWidth: CGFloat, clampsOffset: Bool) {
        self.viewportWidth = viewportWidth.positiveOrZero
        self.contentWidth = contentWidth.positiveOrZero
        guard clampsOffset else { return }
        let clamped = clamp(offset)
        if clamped != offset { move(to: clamped) }
    }

    private func clamp(_ x: CGFloat) -> CGFloat { Swift.min(Swift.max(x, 0), maxOffset) }

    private func codeClamp(_ x: CGFloat) -> CGFloat { clampsOffsetsSetInCode ? clamp(x) : x }

    private func move(to x: CGFloat) {
        offset = x
        if scrollDepth > 0 { reentrantScrolls += 1 }
        scrollDepth += 1
        onScroll?(self)
        scrollDepth -= 1
    }

    /// Moves to `x`, which may lie beyond the content; if ``onScroll`` leaves
    /// the offset beyond it, clamps it, counts an edge hit and returns true.
    @discardableResult
    private func moveAllowingOvershoot(to x: CGFloat) -> Bool {
        move(to: x)
        guard offset < 0 || offset > maxOffset else { return false }
        edgeHits += 1
        move(to: clamp(offset))
        return true
    }

    /// What came to rest.
    private enum End { case release, deceleration, animation }

    private func finish(_ end: End = .deceleration) {
        // A release without motion ends nothing: `onDidEndDragging` may have
        // started an animated move, which must go on.
        if end != .release {
            phase = .idle
            animationIsProgrammatic = false
        }
        switch end {
        case .release: break
        case .deceleration: onDidEndDecelerating?(self)
        case .animation: onDidEndScrollingAnimation?(self)
        }
        onDidEndScrolling?(self)
    }
}
