import Foundation

/// The option picker laid out along either axis: the strip's "width" is its
/// length along the axis (x for horizontal, y for vertical), and the
/// picker's scroll view, content and pages are placed with these frames.
/// Horizontal gives exactly the frames of the horizontal-only helpers.
extension PaddedStrip {
    /// The frame of the picker's paging scroll view in a view of `viewSize`:
    /// one page long along `axis`, centred, the view's full size across it
    /// (see ``scrollViewFrame(pageWidth:viewWidth:height:)``; bad lengths
    /// count as 0).
    package static func scrollViewFrame(pageLength: CGFloat, viewSize: CGSize, axis: ScrollAxis) -> CGRect {
        let view = axis.along(viewSize).positiveOrZero
        let page = Swift.min(pageLength.positiveOrZero, view)
        return CGRect(origin: axis.point(along: (view - page) / 2, across: 0),
                      size: axis.size(along: page, across: axis.across(viewSize).positiveOrZero))
    }

    /// The scroll view's content size: ``contentWidth`` along `axis`,
    /// `crossLength` (the scroll view's size across it; bad values give 0)
    /// across.
    package func contentSize(crossLength: CGFloat, axis: ScrollAxis) -> CGSize {
        axis.size(along: contentWidth, across: crossLength.positiveOrZero)
    }

    /// The frame of visual page `page` in the scroll view's content: at
    /// ``x(ofVisualPage:)`` along `axis`, one page long, `crossLength` across.
    package func frame(ofVisualPage page: Int, crossLength: CGFloat, axis: ScrollAxis) -> CGRect {
        CGRect(origin: axis.point(along: x(ofVisualPage: page), across: 0),
               size: axis.size(along: pageWidth, across: crossLength.positiveOrZero))
    }
}
