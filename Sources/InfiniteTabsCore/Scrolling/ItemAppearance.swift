import Foundation

/// How an item of a carousel looks at some distance from the centre: its
/// scale, its alpha and its tilt. The identity (1, 1, 0) at the centre.
package struct ItemAppearance: Hashable, Sendable {
    /// The scale, in `0.1...1`.
    package var scale: CGFloat
    /// The alpha, in `0.1...1`.
    package var alpha: CGFloat
    /// The rotation in radians about the axis across the paging direction
    /// (the vertical axis for horizontal pages): negative for an item after
    /// the centre, positive before it, so both sides turn towards the middle.
    package var tilt: CGFloat

    /// Creates an appearance.
    package init(scale: CGFloat, alpha: CGFloat, tilt: CGFloat) {
        self.scale = scale
        self.alpha = alpha
        self.tilt = tilt
    }

    /// Scale 1, alpha 1, no tilt: how every item looks without transforms.
    package static let identity = ItemAppearance(scale: 1, alpha: 1, tilt: 0)
}
