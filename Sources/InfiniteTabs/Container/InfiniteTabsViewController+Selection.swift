// The container's selection: the selected tab, the paging state, selecting in code.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabsViewController {
    /// The item the pages last settled on (0 without tabs). Setting it shows
    /// that tab and page without animation and without calling ``onSelect``;
    /// an index out of range is ignored.
    public var selectedIndex: Int {
        get { pageController.selectedIndex }
        set { select(newValue, animated: false) }
    }
    /// What the strip and the pages are doing.
    public var pagingState: PagingState { pageController.pagingState }

    /// Turns to item `index` in one transition, the shortest way round,
    /// animated (the default) or not, the indicator moving from the current
    /// tab to the new one, without calling ``onSelect``. Requests during a
    /// transition are coalesced to the latest. An index out of range does
    /// nothing.
    public func select(_ index: Int, animated: Bool = true) {
        pageController.select(index, animated: animated)
    }
}
#endif
