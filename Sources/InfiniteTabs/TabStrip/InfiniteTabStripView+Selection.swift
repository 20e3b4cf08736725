// The tab strip's selection in code: selecting a tab, a swipe's progress, a paging state.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabStripView {
    /// Selects tab `index` and centres it (its nearest copy), animated (the
    /// default) or not, without calling ``onSelect``. An index out of range
    /// is ignored.
    public func select(_ index: Int, animated: Bool = true) {
        driver.setSelectedIndex(index, animated: animated)
    }

    /// Places the indicator `progress` (0...1, clamped) of the way from tab
    /// `from` to tab `to`, the shortest way round, keeping it centred; the
    /// selection does not change. Indices out of range are ignored.
    public func update(progress: CGFloat, from: Int, to: Int) {
        driver.update(progress: progress, from: from, to: to)
    }

    /// Shows a core paging state (for example a `PagingCoordinator`'s): at
    /// rest it selects the index; during a move the indicator sits between
    /// the two tabs by the move's progress and steps. Indices out of range are
    /// ignored.
    public func apply(state: PagingState, animated: Bool) {
        driver.apply(state, animated: animated)
    }
}
#endif
