import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// The `UIScrollViewDelegate` callbacks a control implements, as closures.
package struct ScrollViewDelegate {
    /// `scrollViewDidScroll`, after every offset change, re-entrantly when
    /// the handler sets the offset itself.
    package var didScroll: (() -> Void)?
    /// `scrollViewWillBeginDragging`.
    package var willBeginDragging: (() -> Void)?
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the
    /// velocity in points per millisecond (as UIKit gives it) and the proposed
    /// resting offset, which the handler may change.
    package var willEndDragging: ((CGFloat, inout CGFloat) -> Void)?
    /// `scrollViewDidEndDragging(_:willDecelerate:)`.
    package var didEndDragging: ((Bool) -> Void)?
    /// `scrollViewDidEndDecelerating`.
    package var didEndDecelerating: (() -> Void)?
    /// `scrollViewDidEndScrollingAnimation`.
    package var didEndScrollingAnimation: (() -> Void)?

    /// No callbacks.
    package init() {}
}

/// A horizontal `UIScrollView` on the simulated device: the drivers' real
/// ``ScrollHost``, moved by a finger, by its own deceleration and by the
/// drivers, one display frame at a time. Its physics is the core's
/// ``ScrollSimulator`` with UIKit's behaviour switched on (`bounces`, the
/// delegate callbacks, the frame rate); each modelled fact names its source
/// there and here.
///
/// - A finger down stops a deceleration or an animated move (UIKit's
///   "catch"); no end callback comes for the stopped motion (the picker
///   driver's `acceptsTouches` documents why it refuses touches meanwhile).
/// - The first finger move starts the drag (`scrollViewWillBeginDragging`);
///   a lift asks `scrollViewWillEndDragging` for the target (velocity in
///   points per millisecond, Apple's documentation of that method), then
///   `scrollViewDidEndDragging(willDecelerate:)`, then the deceleration runs
///   frame by frame and ends with `scrollViewDidEndDecelerating`.
/// - Assigning the offset (``recenterContentOffsetX(_:)``) calls
///   `scrollViewDidScroll` at once and keeps the motion going;
///   `setContentOffset(_:animated: false)` stops it (Apple's *Scroll View
///   Programming Guide*: a single `scrollViewDidScroll:`).
/// - `setContentOffset(_:animated: true)` travels an eased path over 0.3 s,
///   a `scrollViewDidScroll` every frame, then
///   `scrollViewDidEndScrollingAnimation` (same guide).
///
/// The offsets it moves the content by are tallied per frame so the checks
/// can tell motion the user sees (finger, deceleration, animation, a plain
/// set) from recentring (``recenteredSinceMark``).
@MainActor
package final class SimulatedScrollView: ScrollHost {
    /// Its name in recordings.
    package let name: String
    /// The physics (offset, phase, rates, bounce).
    package let physics: ScrollSimulator
    /// The delegate's callbacks.
    package var delegate = ScrollViewDelegate()
    /// Whether touches reach it (`isUserInteractionEnabled`); default true.
    package var isUserInteractionEnabled = true
    /// Whether a finger can scroll it (`isScrollEnabled`); default true.
    package var isScrollEnabled = true

    /// A finger is down (`isTracking`).
    package private(set) var isTracking = false
    /// Every offset change made by assignment (recentring) since ``mark()``.
    package private(set) var recenteredSinceMark: CGFloat = 0
    /// Plain `setContentOffset(_:animated: false)` calls that moved the
    /// offset since ``mark()``.
    package private(set) var plainSetsSinceMark = 0
    /// Animated `setContentOffset` calls since ``mark()``, with where each
    /// started and was heading.
    package private(set) var animatedSetsSinceMark: [(from: CGFloat, to: CGFloat)] = []
    /// How far the finger asked to move the content since ``mark()``.
    package private(set) var fingerTravelSinceMark: CGFloat = 0
    /// `scrollViewDidScroll` calls in all.
    package private(set) var didScrollCount = 0

    private var isInDidScroll = false

    /// Creates a scroll view `boundsWidth` wide over content `contentWidth`
    /// wide at `offset`, stepping at `framesPerSecond`.
    package init(name: String, boundsWidth: CGFloat, contentWidth: CGFloat = 0, offset: CGFloat = 0,
                framesPerSecond: Double = 120) {
        self.name = name
        physics = ScrollSimulator(viewportWidth: boundsWidth, contentWidth: contentWidth, offset: offset)
        physics.framesPerSecond = CGFloat(framesPerSecond)
        // `UIScrollView.bounces` defaults to true, and the controls keep it.
        physics.bounces = true
        // UIKit shows any offset set in code, even beyond the content.
        physics.clampsOffsetsSetInCode = false
        physics.onScroll = { [unowned self] _ in
            self.didScrollCount += 1
            self.delegate.didScroll?()
        }
        physics.onWillBeginDragging = { [unowned self] _ in self.delegate.willBeginDragging?() }
        physics.onWillEndDragging = { [unowned self] _, velocity, target in
            self.delegate.willEndDragging?(velocity / 1000, &target)
        }
        physics.onDidEndDragging = { [unowned self] _, decelerates in self.delegate.didEndDragging?(decelerates) }
        physics.onDidEndDecelerating = { [unowned self] _ in self.delegate.didEndDecelerating?() }
        physics.onDidEndScrollingAnimation = { [unowned self] _ in self.delegate.didEndScrollingAnimation?() }
    }

    // MARK: - ScrollHost

    /// `contentOffset.x`.
    package var contentOffsetX: CGFloat { physics.offset }

    /// `setContentOffset(_:animated:)`.
    package func setContentOffsetX(_ x: CGFloat, animated: Bool) {
        if animated {
            animatedSetsSinceMark.append((physics.offset, x))
        } else if x != physics.offset {
            plainSetsSinceMark += 1
        }
        physics.setContentOffset(x, animated: animated)
    }

    /// Assigning `contentOffset`: keeps the motion going.
    package func recenterContentOffsetX(_ x: CGFloat) {
        let before = physics.offset
        physics.setOffset(x)
        recenteredSinceMark += physics.offset - before
    }

    /// `bounds.width`.
    package var boundsWidth: CGFloat { physics.viewportWidth }
    /// `isDragging`.
    package var isDragging: Bool { physics.isDragging }
    /// `isDecelerating`.
    package var isDecelerating: Bool { physics.isDecelerating }
    /// Whether an animated `setContentOffset` runs.
    package var isAnimating: Bool { physics.isAnimatingProgrammatically }
    /// `contentSize.width`.
    package var contentWidth: CGFloat { physics.contentWidth }

    /// Sets `bounds.width` and `contentSize.width`. Like UIKit, the offset
    /// does not move (even when it now lies beyond the content) and no
    /// `scrollViewDidScroll` comes.
    package func resize(boundsWidth: CGFloat, contentWidth: CGFloat) {
        physics.resize(viewportWidth: boundsWidth, contentWidth: contentWidth, clampsOffset: false)
    }

    /// `scrollRectToVisible(_:animated:)` for a horizontal span: the smallest
    /// move that shows the span (its leading edge when it is wider than the
    /// bounds); nothing when it is already visible.
    package func scrollSpanToVisible(minX: CGFloat, maxX: CGFloat, animated: Bool) {
        let x = contentOffsetX, w = boundsWidth
        guard minX.isFinite, maxX.isFinite else { return }
        var target = x
        if maxX - minX > w || minX < x { target = minX } else if maxX > x + w { target = maxX - w }
        guard target != x else { return }
        setContentOffsetX(target, animated: animated)
    }

    // MARK: - The finger

    /// A finger touches the scroll view: a deceleration or animated move
    /// stops where it is (without an end callback). Ignored when touches do
    /// not reach it. Returns whether the touch landed.
    @discardableResult
    package func touchDown() -> Bool {
        guard isUserInteractionEnabled else { return false }
        isTracking = true
        if !physics.isIdle && !physics.isDragging {
            physics.stopWithoutCallbacks()
        }
        return true
    }

    /// The finger moves the content by `dx` (positive: towards larger
    /// offsets, the finger moving left). The first move starts the drag.
    package func moveFinger(by dx: CGFloat) {
        guard isTracking, isScrollEnabled else { return }
        fingerTravelSinceMark += dx
        physics.drag(by: dx)
    }

    /// The finger lifts with `velocity` points per second (of the content,
    /// positive towards larger offsets). A touch that never moved is a tap:
    /// nothing else happens.
    package func lift(velocity: CGFloat) {
        guard isTracking else { return }
        isTracking = false
        if physics.isDragging { physics.endDrag(velocity: velocity) }
    }

    /// The touch is cancelled (its gesture recogniser is reset): no lift, no
    /// deceleration, no callback; the content stays where it is.
    package func cancelTouch() {
        isTracking = false
        physics.stopWithoutCallbacks(includingDrag: true)
    }

    /// Runs one display frame of the motion under way.
    package func step() { physics.step() }

    /// Starts a new tally of recentring and sets.
    package func mark() {
        recenteredSinceMark = 0
        plainSetsSinceMark = 0
        fingerTravelSinceMark = 0
        animatedSetsSinceMark.removeAll(keepingCapacity: true)
    }

    /// The scroll view as a recorded value.
    package var record: ScrollViewFrame {
        ScrollViewFrame(name: name, offset: Double(contentOffsetX), boundsWidth: Double(boundsWidth),
                        contentWidth: Double(contentWidth), isTracking: isTracking,
                        isDecelerating: isDecelerating, isAnimating: isAnimating)
    }
}
