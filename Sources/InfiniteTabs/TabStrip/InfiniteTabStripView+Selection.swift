// The tab strip's selection in code (a tab, a swipe's progress, a paging state) or followed from a paging scroll view.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabStripView {
    /// Selects tab `index` and centres it (its nearest copy), animated (the
    /// default) or not, without calling ``onSelect``. An index out of range
    /// is ignored.
    public func select(_ index: Int, animated: Bool = true) {
        apply(driver.setSelectedIndex(index, animated: animated))
    }

    /// `select(_:animated:)` for an optional index, so that an `Int?` does
    /// not compile into UIKit's edit action `select(_:)` (which every
    /// `UIResponder` has and which does nothing here): nil does nothing, any
    /// other value is handled as the `Int` selection handles it.
    public func select(_ index: Int?, animated: Bool) {
        guard let index else { return }
        select(index, animated: animated)
    }

    /// The animated selection of an optional index: nil does nothing.
    public func select(_ index: Int?) {
        guard let index else { return }
        select(index, animated: true)
    }

    /// Places the indicator `progress` (0...1, clamped) of the way from tab
    /// `from` to tab `to`, the shortest way round, keeping it centred; the
    /// selection does not change. Indices out of range are ignored.
    public func update(progress: CGFloat, from: Int, to: Int) {
        apply(driver.update(progress: progress, from: from, to: to))
    }

    /// Shows a core paging state (for example a `PagingMachine`'s): at
    /// rest it selects the index; during a move the indicator sits between
    /// the two tabs by the move's progress and steps. Indices out of range are
    /// ignored.
    public func apply(state: PagingState, animated: Bool) {
        apply(driver.apply(state, animated: animated))
    }
}

extension InfiniteTabStripView {
    /// Makes the strip follow any horizontally paging scroll view (a content
    /// collection view, say): its page `p` shows tab `p mod items.count`,
    /// pages are `pageWidth` wide (default: the scroll view's width), and the
    /// indicator follows the swipe progress. A page at rest selects its tab
    /// without notifying. Pass nil to stop following.
    public func follow(_ scrollView: UIScrollView?, pageWidth: CGFloat? = nil) {
        guard let scrollView else { followObservation = nil; return }
        followedPageWidth = pageWidth
        // KVO calls its handler on the thread that changed the offset: the
        // main thread for a scroll view (see UIKitCallback).
        followObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, _ in
            _ = self?.deliver(.contentOffsetChanged(scrollView))
        }
    }

    /// Moves the indicator for a paging scroll view's current offset (call it
    /// from that scroll view's `scrollViewDidScroll` instead of ``follow(_:pageWidth:)``
    /// if you prefer). `pageWidth` defaults to the scroll view's width.
    public func followScroll(of scrollView: UIScrollView, pageWidth: CGFloat? = nil) {
        apply(driver.follow(offset: scrollView.contentOffset.x, pageWidth: pageWidth, scrollViewWidth: scrollView.bounds.width,
                            contentWidth: scrollView.contentSize.width))
    }
}
#endif
