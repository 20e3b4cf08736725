import Foundation

/// The narrow view of a horizontal scroll view that the drivers
/// (`PickerScrollDriver`, `TabStripDriver`) need. `UIScrollView` (and so
/// `UICollectionView`) conforms in the UIKit module with an extension that
/// holds no state; tests conform with fakes that behave like it.
///
/// Like `UIScrollView`, a conforming host is expected to call the driver's
/// `didScroll()` again, at once, when its offset is set in code; the drivers
/// guard against that re-entry.
@MainActor
package protocol ScrollHost: AnyObject {
    /// The horizontal content offset (`contentOffset.x`), in the host's own
    /// (visual, left-to-right) coordinates.
    var offsetAlongAxis: CGFloat { get }
    /// Moves the horizontal content offset, keeping the vertical one;
    /// animated or at once (`setContentOffset(_:animated:)`). Like UIKit, a
    /// move at once (`animated: false`) stops a deceleration or an animated
    /// move under way: the drivers use it for jumps they mean to end motion.
    func setOffsetAlongAxis(_ x: CGFloat, animated: Bool)
    /// Moves the horizontal content offset at once *without* stopping the
    /// drag or deceleration under way (in UIKit: assigning `contentOffset`,
    /// which keeps decelerating from the new offset, unlike
    /// `setContentOffset(_:animated: false)`, which stops it). The drivers
    /// recentre with it. An animated move (`setContentOffset(_:animated: true)`)
    /// is not shifted by it, so the drivers never recentre during one.
    /// Default: `setOffsetAlongAxis(x, animated: false)`.
    func recenterOffsetAlongAxis(_ x: CGFloat)
    /// The width of the host's bounds (the viewport).
    var boundsWidth: CGFloat { get }
    /// Whether a finger is down on the host (`isTracking`).
    var isTracking: Bool { get }
    /// Whether the user is dragging the content (`isDragging`).
    var isDragging: Bool { get }
    /// Whether the content is moving after the finger lifted (`isDecelerating`).
    var isDecelerating: Bool { get }
}

extension ScrollHost {
    /// Default for hosts without a motion-preserving setter: a plain set.
    package func recenterOffsetAlongAxis(_ x: CGFloat) { setOffsetAlongAxis(x, animated: false) }
}
