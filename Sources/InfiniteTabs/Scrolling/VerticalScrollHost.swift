#if canImport(UIKit)
import UIKit

/// A scroll view seen along its vertical axis: the drivers, written for
/// horizontal offsets, read and move `contentOffset.y` through it (a
/// vertical ``InfinitePickerView``). Holds the scroll view weakly; each
/// member is the vertical twin of the horizontal `UIScrollView` conformance.
@MainActor
final class VerticalScrollHost: ScrollHost {
    private weak var scrollView: UIScrollView?

    init(_ scrollView: UIScrollView) { self.scrollView = scrollView }

    /// `contentOffset.y`.
    var contentOffsetX: CGFloat { scrollView?.contentOffset.y ?? 0 }

    /// Sets `contentOffset.y`, keeping x, animated or not.
    func setContentOffsetX(_ x: CGFloat, animated: Bool) {
        guard let scrollView else { return }
        scrollView.setContentOffset(CGPoint(x: scrollView.contentOffset.x, y: x), animated: animated)
    }

    /// Assigns `contentOffset.y` without stopping a deceleration.
    func recenterContentOffsetX(_ x: CGFloat) {
        guard let scrollView else { return }
        scrollView.contentOffset = CGPoint(x: scrollView.contentOffset.x, y: x)
    }

    /// `bounds.height`.
    var boundsWidth: CGFloat { scrollView?.bounds.height ?? 0 }
    var isTracking: Bool { scrollView?.isTracking ?? false }
    var isDragging: Bool { scrollView?.isDragging ?? false }
    var isDecelerating: Bool { scrollView?.isDecelerating ?? false }
}
#endif
