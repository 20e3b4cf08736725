import Foundation

/// Reads the paging state of any horizontally paging scroll view (a content collection view, a page view's inner scroll view laid out as
/// plain pages) so that a tab strip can follow it.
package enum FollowedPaging {
    /// The state a scroll view paging through `itemCount` items shows at `offset`: page `p` shows item `p mod itemCount` (so content
    /// holding several copies of the items works), a position between two pages is a drag from the lower to the next with the fraction as
    /// progress.
    package static func state(offset: CGFloat, pageWidth: CGFloat, contentWidth: CGFloat,
                             itemCount: Int, direction: LayoutDirection = .leftToRight) -> PagingState? {
        let width = pageWidth.usableWidth
        guard itemCount > 0, width > 0, offset.isFinite else { return nil }
        let pageLimit: CGFloat = 1e12
        let pages = Swift.min(Swift.max(1, (contentWidth.positiveOrZero / width).rounded()), pageLimit)
        var position = Swift.min(Swift.max(offset / width, -pageLimit), pageLimit)
        if direction == .rightToLeft { position = pages - 1 - position }
        position = Swift.min(Swift.max(position, 0), pages - 1)
        var page = position.rounded(.down)
        var fraction = position - page
        // Offsets within a millionth of a page count as resting on it.
        if fraction > 1 - 1e-6 { page += 1; fraction = 0 }
        if !(fraction >= 1e-6) { fraction = 0 }
        let cycle = Cycle(count: itemCount)
        let from = cycle.wrap(page.clampedInt(limit: pageLimit))
        guard fraction > 0, itemCount > 1 else { return .idle(index: from) }
        return .dragging(PagingMove(from: from, to: cycle.wrap(from + 1), steps: 1, progress: fraction))
    }
}
