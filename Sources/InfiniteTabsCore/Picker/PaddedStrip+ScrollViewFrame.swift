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
    package static func scrollViewFrame(pageWidth: CGFloat, viewWidth: CGFloat, height: CGFloat) -> CGRect {
        let view = viewWidth.positiveOrZero
        let page = Swift.min(pageWidth.positiveOrZero, view)
        return CGRect(origin: CGPoint(x: (view - page) / 2, y: 0),
                      size: CGSize(width: page, height: height.positiveOrZero))
    }

    /// Whether the picker's scroll view clips its pages: only when a page is
    /// as wide as the view (nothing could peek in); a narrower page leaves its
    /// neighbours visible beside it. Bad widths count as 0 (so a view without
    /// width clips).
    package static func clipsPages(pageWidth: CGFloat, viewWidth: CGFloat) -> Bool {
        pageWidth.positiveOrZero >= viewWidth.positiveOrZero
    }

    /// The room the picker's scroll view gets before and after its content
    /// along its axis (its `contentInset`), 4,000 points when the picker
    /// loops, else none. UIKit resists a drag beyond the content and its
    /// insets (the rubber band); the driver keeps a dragged offset only half
    /// a page from the content's edges, and a finger may move farther in one
    /// frame. With this room such a move reaches no edge, and the driver
    /// recentres out of the room on the `scrollViewDidScroll` that entered it.
    package var dragRoom: CGFloat { isPadded && pageWidth > 0 ? 4_000 : 0 }
}
