#if canImport(UIKit)
import UIKit

/// `UIScrollView` (and so `UICollectionView`) is the scroll host the drivers
/// talk to. `isTracking`, `isDragging` and `isDecelerating` are its own.
extension UIScrollView: ScrollHost {
    /// `contentOffset.x`.
    package var contentOffsetX: CGFloat { contentOffset.x }

    /// Sets `contentOffset.x`, keeping `contentOffset.y`, animated or not.
    package func setContentOffsetX(_ x: CGFloat, animated: Bool) {
        setContentOffset(CGPoint(x: x, y: contentOffset.y), animated: animated)
    }

    /// Assigns `contentOffset.x` (keeping `contentOffset.y`): unlike
    /// `setContentOffset(_:animated: false)`, assigning the property does not
    /// stop a deceleration, so a fling goes on across a recentring.
    package func recenterContentOffsetX(_ x: CGFloat) {
        contentOffset = CGPoint(x: x, y: contentOffset.y)
    }

    /// `bounds.width`.
    package var boundsWidth: CGFloat { bounds.width }
}
#endif
