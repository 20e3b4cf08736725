import Foundation

/// Where the option picker puts its paging scroll view inside its own view.
extension PaddedStrip {
    /// The frame of the picker's paging scroll view in a view `viewWidth`
    /// wide and `height` tall: `pageWidth` wide (the width from
    /// ``pageWidth(requested:viewWidth:)``, at most the view's), centred, full
    /// height, so that the neighbouring pages peek in at both sides.
    ///
    /// Bad input: a width or height that is negative, NaN or infinite counts
    /// as 0, so the frame is always finite.
    @_spi(Core) public static func scrollViewFrame(pageWidth: CGFloat, viewWidth: CGFloat, height: CGFloat) -> CGRect {
        let view = viewWidth.positiveOrZero
        let page = Swift.min(pageWidth.positiveOrZero, view)
        return CGRect(origin: CGPoint(x: (view - page) / 2, y: 0),
                      size: CGSize(width: page, height: height.positiveOrZero))
    }

    /// Whether the picker's scroll view clips its pages: only when a page is
    /// as wide as the view (nothing could peek in); a narrower page leaves its
    /// neighbours visible beside it. Bad widths count as 0 (so a view without
    /// width clips).
    @_spi(Core) public static func clipsPages(pageWidth: CGFloat, viewWidth: CGFloat) -> Bool {
        pageWidth.positiveOrZero >= viewWidth.positiveOrZero
    }
}
