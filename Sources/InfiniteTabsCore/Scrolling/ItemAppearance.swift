import Foundation

/// How an item of a carousel looks at some distance from the centre: its scale, its alpha and its tilt.
package struct ItemAppearance: Hashable, Sendable {
    package var scale: CGFloat
    package var alpha: CGFloat
    /// The rotation in radians about the axis across the paging direction (the vertical axis for horizontal pages):
    /// negative for an item after the centre, positive before it, so both sides turn towards the middle.
    package var tilt: CGFloat

    /// Creates an appearance.
    package init(scale: CGFloat, alpha: CGFloat, tilt: CGFloat) {
        self.scale = scale
        self.alpha = alpha
        self.tilt = tilt
    }

    package static let identity = ItemAppearance(scale: 1, alpha: 1, tilt: 0)
}
