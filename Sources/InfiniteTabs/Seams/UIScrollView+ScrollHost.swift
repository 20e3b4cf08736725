#if canImport(UIKit)
import UIKit

/// `UIScrollView` (and so `UICollectionView`) is the scroll host the drivers
/// talk to. `isTracking`, `isDragging` and `isDecelerating` are its own.
extension UIScrollView: @retroactive ScrollHost {
    /// `contentOffset.x`.
    public var contentOffsetX: CGFloat { contentOffset.x }

    /// Sets `contentOffset.x`, keeping `contentOffset.y`, animated or not.
    public func setContentOffsetX(_ x: CGFloat, animated: Bool) {
        setContentOffset(CGPoint(x: x, y: contentOffset.y), animated: animated)
    }

    /// `bounds.width`.
    public var boundsWidth: CGFloat { bounds.width }
}
#endif
