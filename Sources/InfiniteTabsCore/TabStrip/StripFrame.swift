import Foundation

/// The horizontal extent of one cell of a strip: where it starts and how wide it is, in content coordinates.
package struct StripFrame: Hashable, Sendable {
    package var x: CGFloat
    package var width: CGFloat

    package init(x: CGFloat, width: CGFloat) { self.x = x; self.width = width }

    package var minX: CGFloat { x }
    package var midX: CGFloat { x + width / 2 }
    package var maxX: CGFloat { x + width }

    /// The same frame moved by `dx`.
    package func offsetBy(_ dx: CGFloat) -> StripFrame { StripFrame(x: x + dx, width: width) }

    /// The frame a fraction `t` of the way to `other` (x and width both linear; `t` is clamped to 0...1, NaN counts as 0).
    package func interpolated(to other: StripFrame, fraction t: CGFloat) -> StripFrame {
        let f = t.isNaN ? 0 : Swift.min(Swift.max(t, 0), 1)
        return StripFrame(x: x + (other.x - x) * f, width: width + (other.width - width) * f)
    }

    /// A `CGRect` with this x and width, at `y` with `height`.
    package func rect(y: CGFloat = 0, height: CGFloat) -> CGRect {
        CGRect(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
}

extension StripFrame {
    /// The rectangle of the tab strip's indicator view under the tab this frame describes: `height` tall, standing on the bottom of a strip
    /// `stripHeight` tall, raised by `bottomInset`, and narrowed by `leftInset` and `rightInset` (negative insets widen or lower it).
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
