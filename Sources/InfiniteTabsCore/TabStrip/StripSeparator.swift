import Foundation

/// The hairline a tab strip can draw along its bottom edge: one device pixel thick, as `UINavigationBar`'s shadow line.
package enum StripSeparator {
    /// One device pixel in points for a screen `scale` pixels per point (1 / scale); a scale below 1, NaN or infinite counts as 1, one
    /// above 1000 as 1000.
    package static func thickness(screenScale scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale >= 1 else { return 1 }
        return 1 / Swift.min(scale, 1000)
    }

    /// The separator's frame in a strip `width` × `height` points: across the whole width, along `edge` (empty sizes count as 0).
    package static func frame(width: CGFloat, height: CGFloat, screenScale scale: CGFloat, edge: TabStripEdge = .bottom) -> CGRect {
        let thickness = thickness(screenScale: scale)
        let w = width.usableWidth, h = height.usableWidth
        let y = edge == .top ? 0 : Swift.max(0, h - thickness)
        return CGRect(origin: CGPoint(x: 0, y: y), size: CGSize(width: w, height: Swift.min(thickness, h)))
    }
}
