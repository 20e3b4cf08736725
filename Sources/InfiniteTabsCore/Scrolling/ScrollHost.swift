import Foundation

/// The narrow view of a horizontal scroll view that the drivers (`PickerScrollDriver`, `TabStripDriver`) need.
@MainActor
package protocol ScrollHost: AnyObject {
    /// The horizontal content offset (`contentOffset.x`), in the host's own (visual, left-to-right) coordinates.
    var offsetAlongAxis: CGFloat { get }
    /// Moves the horizontal content offset, keeping the vertical one; animated or at once
    /// (`setContentOffset(_:animated:)`).
    func setOffsetAlongAxis(_ x: CGFloat, animated: Bool)
    /// Moves the horizontal content offset at once *without* stopping the drag or deceleration under way (in UIKit:
    /// assigning `contentOffset`, which keeps decelerating from the new offset, unlike `setContentOffset(_:animated:
    /// false)`, which stops it).
    func recenterOffsetAlongAxis(_ x: CGFloat)
    var boundsWidth: CGFloat { get }
    var isTracking: Bool { get }
    var isDragging: Bool { get }
    var isDecelerating: Bool { get }
}

extension ScrollHost {
    /// Default for hosts without a motion-preserving setter: a plain set.
    package func recenterOffsetAlongAxis(_ x: CGFloat) { setOffsetAlongAxis(x, animated: false) }
}
