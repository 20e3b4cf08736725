import Foundation
import InfiniteTabsCore

/// A scroll host that behaves like `UIScrollView` where the drivers care:
/// setting the offset without animation calls `didScroll` again at once
/// (re-entrantly); an animated set is remembered and delivered later as
/// intermediate frames followed by an end callback; a drag moves the offset
/// with `isTracking`/`isDragging` set; a release decelerates in frames to the
/// target the driver chose. Like UIKit, `setOffsetAlongAxis(_:animated: false)`
/// stops a deceleration or an animated move under way, while
/// `recenterOffsetAlongAxis` (assigning `contentOffset`) keeps the motion
/// going and does not shift an animated move's target.
@MainActor
final class FakeScrollHost: ScrollHost {
    var offsetAlongAxis: CGFloat {
        get {
            if depth >= 2 { nestedReads += 1 }
            return offset
        }
        set { offset = newValue }
    }
    private var offset: CGFloat = 0
    /// How often a driver read the offset from inside a re-entrant
    /// `didScroll` (a guarded driver never does).
    private(set) var nestedReads = 0
    var viewportLength: CGFloat
    var isTracking = false
    var isDragging = false
    var isDecelerating = false

    /// Called like `scrollViewDidScroll`.
    var onDidScroll: (() -> Void)?
    /// Called like `scrollViewDidEndScrollingAnimation`.
    var onAnimationEnd: (() -> Void)?
    /// Every offset set by code, in order.
    private(set) var sets: [(x: CGFloat, animated: Bool)] = []
    /// Every motion-preserving recentre, in order.
    private(set) var recenters: [CGFloat] = []
    /// When true, a plain set that stops an animated move calls
    /// ``onAnimationEnd`` first, before the new offset is in place.
    var reportsStoppedAnimationEnd = false
    /// How many decelerations or animated moves a plain set stopped.
    private(set) var stoppedMotions = 0
    /// The target of an animated set not yet delivered.
    private(set) var pendingAnimation: CGFloat?
    /// How deep `didScroll` calls are nested right now, and the deepest seen.
    private(set) var depth = 0
    private(set) var maxDepth = 0

    init(width: CGFloat) { viewportLength = width }

    func setOffsetAlongAxis(_ x: CGFloat, animated: Bool) {
        sets.append((x, animated))
        if animated { pendingAnimation = x; return }
        if isDecelerating || pendingAnimation != nil { stoppedMotions += 1 }
        // Seen in UIKit (jverkoey/nimbus#623): a plain set that stops an
        // animation can report the animation's end from inside the set.
        if reportsStoppedAnimationEnd, pendingAnimation != nil {
            pendingAnimation = nil
            onAnimationEnd?()
        }
        isDecelerating = false
        pendingAnimation = nil
        offsetAlongAxis = x
        scrolled()
    }

    func recenterOffsetAlongAxis(_ x: CGFloat) {
        recenters.append(x)
        offsetAlongAxis = x
        scrolled()
    }

    /// Delivers a pending animated set in `frames` steps, then the end callback.
    func finishAnimation(frames: Int = 4) {
        guard let target = pendingAnimation else { return }
        let start = offsetAlongAxis
        for i in 1...max(1, frames) {
            guard pendingAnimation != nil else { return }
            offsetAlongAxis = i == max(1, frames) ? target : start + (target - start) * CGFloat(i) / CGFloat(max(1, frames))
            scrolled()
        }
        pendingAnimation = nil
        onAnimationEnd?()
    }

    /// Moves the offset by `dx` as a finger would (one `didScroll`); a
    /// positive `dx` moves the content offset right.
    func drag(by dx: CGFloat) {
        isTracking = true
        isDragging = true
        pendingAnimation = nil
        offsetAlongAxis += dx
        scrolled()
    }

    /// Lifts the finger.
    func lift() { isTracking = false; isDragging = false }

    /// Decelerates to `target` in `frames` steps (one `didScroll` each).
    /// A recentring on the way moves the rest of the path with it, as UIKit
    /// keeps decelerating from the new offset; a plain set stops it.
    func decelerate(to target: CGFloat, frames: Int = 6) {
        isDecelerating = true
        var start = offsetAlongAxis
        var end = target
        for i in 1...max(1, frames) {
            let next = i == max(1, frames) ? end : start + (end - start) * CGFloat(i) / CGFloat(max(1, frames))
            offsetAlongAxis = next
            scrolled()
            guard isDecelerating else { return } // stopped by a plain set
            let moved = offsetAlongAxis - next // a recentring during this frame
            start += moved
            end += moved
        }
        isDecelerating = false
    }

    func scrolled() {
        depth += 1
        maxDepth = max(maxDepth, depth)
        onDidScroll?()
        depth -= 1
    }
}

