import Foundation

/// Whether pages that do not loop let the user pull past their first and last page (a bounce), and where the
/// inner scroll view goes when they do not.
package enum PageEdgeBounce {
    /// The offset the inner scroll view is put back at (its rest, one page width) when bounces are off and
    /// `offset` has moved towards a side without a page; nil to leave it.
    package static func heldOffset(offset: CGFloat, pageWidth: CGFloat, direction: LayoutDirection,
                                   hasPrevious: Bool, hasNext: Bool) -> CGFloat? {
        guard pageWidth.isFinite, pageWidth > 0, offset.isFinite else { return nil }
        let progress = PageProgress.progress(offset: offset, pageWidth: pageWidth, direction: direction)
        if (progress < 0 && !hasPrevious) || (progress > 0 && !hasNext) { return pageWidth }
        return nil
    }
}
