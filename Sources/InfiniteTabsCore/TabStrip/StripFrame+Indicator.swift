import Foundation

extension StripFrame {
    /// The rectangle of the tab strip's indicator view under the tab this
    /// frame describes: `height` tall, standing on the bottom of a strip
    /// `stripHeight` tall, raised by `bottomInset`, and narrowed by
    /// `leftInset` and `rightInset` (negative insets widen or lower it).
    ///
    /// Bad input never gives NaN or infinite geometry: a height or strip
    /// height that is negative, NaN or infinite counts as 0, a non-finite
    /// inset or x counts as 0, and insets wider than the tab give a width of 0;
    /// a coordinate that overflows (sums of values near the largest `CGFloat`)
    /// is 0.
    package func indicatorRect(stripHeight: CGFloat, height: CGFloat,
                              leftInset: CGFloat = 0, rightInset: CGFloat = 0, bottomInset: CGFloat = 0) -> CGRect {
        let h = height.positiveOrZero
        let left = leftInset.finiteOr(0)
        let right = rightInset.finiteOr(0)
        let width = (self.width.finiteOr(0) - left - right).positiveOrZero
        let y = (stripHeight.positiveOrZero - h - bottomInset.finiteOr(0)).finiteOr(0)
        // Sums of huge finite values can still overflow: such a coordinate is 0.
        return CGRect(origin: CGPoint(x: (x.finiteOr(0) + left).finiteOr(0), y: y), size: CGSize(width: width, height: h))
    }
}
