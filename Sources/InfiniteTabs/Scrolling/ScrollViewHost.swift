#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// A scroll view as the drivers see it, along one axis: they read and move
/// `offsetAlongAxis`, which is `contentOffset.x` here for a horizontal host and
/// `contentOffset.y` for a vertical one (a vertical ``InfinitePickerView``).
/// The view that owns the scroll view owns this host too (the drivers hold
/// their host weakly). A type of its own, not a conformance of `UIScrollView`,
/// so that no UIKit type gains the core's protocol.
@MainActor
final class ScrollViewHost: ScrollHost {
    let scrollView: UIScrollView
    let axis: ScrollAxis

    init(_ scrollView: UIScrollView, axis: ScrollAxis = .horizontal) {
        self.scrollView = scrollView
        self.axis = axis
    }

    var offsetAlongAxis: CGFloat { axis.along(scrollView.contentOffset) }

    /// Sets the offset along the axis, keeping the other, animated or not.
    func setOffsetAlongAxis(_ x: CGFloat, animated: Bool) {
        scrollView.setContentOffset(axis.replacing(scrollView.contentOffset, along: x), animated: animated)
    }

    /// Assigns the offset along the axis: unlike `setContentOffset(_:animated: false)`,
    /// assigning the property does not stop a deceleration, so a fling goes
    /// on across a recentring.
    func recenterOffsetAlongAxis(_ x: CGFloat) {
        scrollView.contentOffset = axis.replacing(scrollView.contentOffset, along: x)
    }

    var viewportLength: CGFloat { axis.along(scrollView.bounds.size) }
    var isTracking: Bool { scrollView.isTracking }
    var isDragging: Bool { scrollView.isDragging }
    var isDecelerating: Bool { scrollView.isDecelerating }
}
#endif
