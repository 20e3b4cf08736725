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
public final class ScrollSimulator {
    /// What the simulated scroll view is doing.
    public enum Phase: Hashable, Sendable {
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

    /// The frame rate of the simulation: 120 Hz, 1000 / 120 ms a frame.
    public static let millisecondsPerFrame: CGFloat = 1000 / 120

    /// The content offset (x).
    public private(set) var offset: CGFloat
    /// The visible width.
    public private(set) var viewportWidth: CGFloat
    /// The content width.
    public private(set) var contentWidth: CGFloat
    /// Snap to multiples of this width when released (`isPagingEnabled`); nil for free scrolling.
    public var pageWidth: CGFloat?
    /// The deceleration rate of a fling (default normal, 0.998 per ms).
    public var rate: DecelerationRate = .normal
    /// What the scroll view is doing now.
    public private(set) var phase: Phase = .idle
    /// How many times a motion was stopped by the edge of the content.
    public private(set) var edgeHits = 0
    /// How many times ``onScroll`` was entered while already running (re-entry).
    public private(set) var reentrantScrolls = 0

    /// Called after every offset change (`scrollViewDidScroll`), re-entrantly
    /// when it sets the offset itself.
    public var onScroll: ((ScrollSimulator) -> Void)?
    /// Called when a drag ends, with the release velocity (points per second)
    /// and the proposed resting offset, which it may change
    /// (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
    public var onWillEndDragging: ((ScrollSimulator, CGFloat, inout CGFloat) -> Void)?
    /// Called when a fling, a snap or an animation comes to rest
    /// (`scrollViewDidEndDecelerating` / `scrollViewDidEndScrollingAnimation`).
    public var onDidEndScrolling: ((ScrollSimulator) -> Void)?

    private var scrollDepth = 0
    private var dragStartPage = 0

    /// Creates a scroll view `viewportWidth` wide over content `contentWidth`
    /// wide, at `offset`. Widths that are not finite and positive count as 0.
    public init(viewportWidth: CGFloat, contentWidth: CGFloat, offset: CGFloat = 0) {
        self.viewportWidth = viewportWidth.positiveOrZero
        self.contentWidth = contentWidth.positiveOrZero
        self.offset = 0
        self.offset = clamp(offset.finiteOr(0))
    }

    /// The largest offset the content allows.
    public var maxOffset: CGFloat { Swift.max(0, contentWidth - viewportWidth) }

    /// Whether a finger is down.
    public var isDragging: Bool { phase == .dragging }

    /// Whether nothing moves.
    public var isIdle: Bool { phase == .idle }

    /// Sets the offset without animation, as assigning `contentOffset` does:
    /// ``onScroll`` runs at once. A motion under way is moved by the same
    /// amount and goes on; so is the page a paging drag started on, by the
    /// nearest whole number of pages.
    public func setOffset(_ x: CGFloat) {
        let target = clamp(x.finiteOr(offset))
        let delta = target - offset
        if case .animating(let from, let to, let frame, let frames) = phase {
            phase = .animating(from: from + delta, to: to + delta, frame: frame, frames: frames)
        }
        if phase == .dragging, let w = pageWidth, w > 0 {
            dragStartPage += Int(Swift.min(Swift.max((delta / w).rounded(), -1e9), 1e9))
        }
        move(to: target)
    }

    /// Starts an animation to `x` over `frames` frames (default 36, 0.3 s),
    /// as `setContentOffset(_:animated: true)` does.
    public func animate(to x: CGFloat, frames: Int = 36) {
        phase = .animating(from: offset, to: clamp(x.finiteOr(offset)), frame: 0, frames: Swift.max(1, frames))
    }

    /// Puts a finger down: any motion stops.
    public func beginDrag() {
        phase = .dragging
        if let w = pageWidth, w > 0 { dragStartPage = Int((offset / w).rounded()) }
    }

    /// Moves the content under the finger by `dx` points (positive scrolls
    /// forward, towards larger offsets). Starts a drag if none is under way.
    public func drag(by dx: CGFloat) {
        if phase != .dragging { beginDrag() }
        moveAllowingOvershoot(to: offset + dx.finiteOr(0))
    }

    /// Lifts the finger with `velocity` points per second: asks
    /// ``onWillEndDragging`` for the resting offset, then decelerates, snaps
    /// to a page (paging), or comes to rest at once when there is no motion.
    public func endDrag(velocity: CGFloat) {
        let v = velocity.finiteOr(0)
        var target: CGFloat
        if let w = pageWidth, w > 0 {
            let page = ScrollPhysics.pagingTarget(startPage: dragStartPage, offset: offset, velocity: v, pageWidth: w, rate: rate)
            target = CGFloat(page) * w
        } else {
            target = ScrollPhysics.projectedOffset(offset, velocity: v, rate: rate)
        }
        let natural = target
        onWillEndDragging?(self, v, &target)
        target = target.finiteOr(natural)
        if pageWidth != nil || target != natural {
            if abs(target - offset) < 0.5 { move(to: target); finish(); return }
            animate(to: target, frames: 30)
        } else if abs(v) < 1 {
            finish()
        } else {
            phase = .decelerating(velocity: v)
        }
    }

    /// Advances one frame (1/120 s). Returns false when nothing moves.
    @discardableResult
    public func step() -> Bool {
        switch phase {
        case .idle, .dragging:
            return false
        case .decelerating(let v):
            let dt = Self.millisecondsPerFrame
            let travelled = ScrollPhysics.distance(afterMilliseconds: dt, velocity: v, rate: rate)
            let next = ScrollPhysics.velocity(afterMilliseconds: dt, velocity: v, rate: rate)
            phase = .decelerating(velocity: next)
            let target = offset + travelled
            if moveAllowingOvershoot(to: target) {
                finish()
                return false
            }
            if case .decelerating = phase, abs(next) < 5 { finish(); return false }
            return true
        case .animating(let from, let to, let frame, let frames):
            let f = frame + 1
            let t = CGFloat(f) / CGFloat(frames)
            let eased = 1 - (1 - t) * (1 - t) * (1 - t)
            phase = f >= frames ? .idle : .animating(from: from, to: to, frame: f, frames: frames)
            move(to: f >= frames ? to : from + (to - from) * eased)
            if f >= frames { finish(); return false }
            return true
        }
    }

    /// Runs frames until nothing moves or `maxFrames` frames have passed;
    /// returns the number of frames run.
    @discardableResult
    public func settle(maxFrames: Int = 10_000) -> Int {
        var n = 0
        while n < maxFrames, step() { n += 1 }
        return n
    }

    /// Changes the viewport and content widths (rotation, reload). The offset
    /// is clamped into the new content and ``onScroll`` runs if it moved.
    public func resize(viewportWidth: CGFloat, contentWidth: CGFloat) {
        self.viewportWidth = viewportWidth.positiveOrZero
        self.contentWidth = contentWidth.positiveOrZero
        let clamped = clamp(offset)
        if clamped != offset { move(to: clamped) }
    }

    private func clamp(_ x: CGFloat) -> CGFloat { Swift.min(Swift.max(x, 0), maxOffset) }

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

    private func finish() {
        phase = .idle
        onDidEndScrolling?(self)
    }
}
