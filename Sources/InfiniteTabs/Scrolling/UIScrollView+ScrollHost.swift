#if canImport(UIKit)
import UIKit

/// `UIScrollView` (and so `UICollectionView`) is the scroll host the drivers
/// talk to. `isTracking`, `isDragging` and `isDecelerating` are its own.
// Retroactive on Apple platforms (UIKit is the SDK's); on Linux the UIKit
// model is a package of its own and the compiler rejects the attribute.
#if os(Linux)
extension UIScrollView: ScrollHost {}
#else
extension UIScrollView: @retroactive ScrollHost {}
#endif

extension UIScrollView {
    /// `contentOffset.x`.
    public var contentOffsetX: CGFloat { contentOffset.x }

    /// Sets `contentOffset.x`, keeping `contentOffset.y`, animated or not.
    public func setContentOffsetX(_ x: CGFloat, animated: Bool) {
        setContentOffset(CGPoint(x: x, y: contentOffset.y), animated: animated)
    }

    /// Assigns `contentOffset.x` (keeping `contentOffset.y`): unlike
    /// `setContentOffset(_:animated: false)`, assigning the property does not
    /// stop a deceleration, so a fling goes on across a recentring.
    public func recentreContentOffsetX(_ x: CGFloat) {
        contentOffset = CGPoint(x: x, y: contentOffset.y)
    }

    /// `bounds.width`.
    public var boundsWidth: CGFloat { bounds.width }
}
#endif
