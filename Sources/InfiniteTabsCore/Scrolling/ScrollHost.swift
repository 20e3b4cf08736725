import Foundation

/// The narrow view of a scroll view that the drivers (`PickerScrollDriver`, `TabStripDriver`) need, along the axis it scrolls.
@MainActor
package protocol ScrollHost: AnyObject {
    /// The content offset along the axis (`contentOffset.x`, or `.y` on a vertical picker), in the host's own (visual) coordinates.
    var offsetAlongAxis: CGFloat { get }
    /// Moves the offset along the axis, keeping the other; animated or at once
    /// (`setContentOffset(_:animated:)`).
    func setOffsetAlongAxis(_ x: CGFloat, animated: Bool)
    /// Moves the offset along the axis at once *without* stopping the drag or deceleration under way (in UIKit:
    /// assigning `contentOffset`, which keeps decelerating from the new offset, unlike `setContentOffset(_:animated:
    /// false)`, which stops it).
    func recenterOffsetAlongAxis(_ x: CGFloat)
    /// The scroll view's length along the axis it scrolls (`bounds.width`, or `bounds.height` on a vertical picker).
    var viewportLength: CGFloat { get }
    var isTracking: Bool { get }
    var isDragging: Bool { get }
    var isDecelerating: Bool { get }
}

extension ScrollHost {
    /// Default for hosts without a motion-preserving setter: a plain set.
    package func recenterOffsetAlongAxis(_ x: CGFloat) { setOffsetAlongAxis(x, animated: false) }
}
