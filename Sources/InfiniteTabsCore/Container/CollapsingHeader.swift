import Foundation

/// The collapsing header of the tabs container: how far the header has collapsed as the page on screen scrolls, and where a page shown
/// after a turn must start so the strip stays put.
package struct CollapsingHeader: Equatable, Sendable {
    package static let maximumHeight: CGFloat = 10_000

    package private(set) var expandedHeight: CGFloat
    package private(set) var collapsedHeight: CGFloat
    package private(set) var collapse: CGFloat = 0
    private var lastScrolled: CGFloat?

    /// A whole header of `headerHeight` that collapses down to `minimumHeaderHeight` (both cleaned as the type documents).
    package init(headerHeight: CGFloat, minimumHeaderHeight: CGFloat = 0) {
        expandedHeight = Self.usable(headerHeight)
        collapsedHeight = Swift.min(Self.usable(minimumHeaderHeight), expandedHeight)
    }

    private static func usable(_ length: CGFloat) -> CGFloat {
        guard !length.isNaN, length > 0 else { return 0 }
        return Swift.min(length, maximumHeight)
    }

    package var range: CGFloat { expandedHeight - collapsedHeight }
    package var height: CGFloat { Swift.max(expandedHeight - collapse, collapsedHeight) }

    /// The same header with new heights, keeping as much of its collapse as the new range allows.
    package func resized(headerHeight: CGFloat, minimumHeaderHeight: CGFloat) -> CollapsingHeader {
        var header = CollapsingHeader(headerHeight: headerHeight, minimumHeaderHeight: minimumHeaderHeight)
        header.collapse = Swift.min(collapse, header.range)
        header.lastScrolled = lastScrolled
        return header
    }

    /// The top inset every page's scroll view gets: the whole header plus the strip above the pages (`stripHeight`; 0 for a strip at the
    /// bottom; not finite or negative counts as 0).
    package func pageTopInset(stripHeight: CGFloat) -> CGFloat {
        expandedHeight + (stripHeight.isFinite ? Swift.max(stripHeight, 0) : 0)
    }

    /// The followed page scrolled to `offset` (its `contentOffset.y`) with a top inset of `topInset` (its `adjustedContentInset.top`): the
    /// header collapses by what it scrolled up, capped at ``range`` and at how far the page is from its top.
    @discardableResult
    package mutating func pageScrolled(offset: CGFloat, topInset: CGFloat) -> Bool {
        let scrolled = offset + topInset
        guard scrolled.isFinite else { return false }
        let up = Swift.max(scrolled - (lastScrolled ?? scrolled), 0)
        lastScrolled = scrolled
        let new = Swift.min(Swift.max(Swift.min(collapse + up, scrolled), 0), range)
        guard new != collapse else { return false }
        collapse = new
        return true
    }

    /// The offset to give a page about to be shown (a neighbour before a swipe, a tab's target, the page the pages settled on) whose scroll
    /// view is at `offset` with a top inset of `topInset`, so that the strip can stay where it is: a page nearer its top than the header's
    /// collapse starts scrolled by exactly the collapse (its top just under the strip); nil leaves the page as it is.
    package func offsetForShownPage(offset: CGFloat, topInset: CGFloat) -> CGFloat? {
        let scrolled = offset + topInset
        guard collapse > 0, scrolled.isFinite, scrolled < collapse else { return nil }
        return collapse - topInset
    }

    /// Starts following another page (the pages settled on it), at `offset` with `topInset` (after ``offsetForShownPage(offset:topInset:)``
    /// was applied): the header keeps its collapse.
    package mutating func follow(offset: CGFloat, topInset: CGFloat) {
        let scrolled = offset + topInset
        lastScrolled = scrolled.isFinite ? scrolled : nil
    }

    /// The offset that keeps a page's content where it was when its top inset changes from `oldInset` to `newInset` (the page keeps how far
    /// it has scrolled from its top); nil when nothing changes or for values that are not finite.
    package static func offset(keepingScrollOf offset: CGFloat, from oldInset: CGFloat, to newInset: CGFloat) -> CGFloat? {
        guard offset.isFinite, oldInset.isFinite, newInset.isFinite, oldInset != newInset else { return nil }
        return offset + oldInset - newInset
    }
}
