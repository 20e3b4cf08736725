// The container's selection: the selected tab, the paging state, selecting in code.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabsViewController {
    /// The selected item (0 without tabs): the one the pages rest on, or the
    /// one a tapped tab or a selection in code is turning them to, from the
    /// moment the move starts (as `UITabBarController`); a swipe of the pages
    /// changes it when it lands. Setting it shows that tab and page without
    /// animation and without calling ``onSelect``; an index out of range is
    /// ignored.
    public var selectedIndex: Int {
        get { link?.selectedIndex ?? pageController.selectedIndex }
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

    /// ``select(_:animated:)-(Int,_)``, then `completion(finished)` once the move is
    /// over: true when the tab and its page came to rest on `index`, false
    /// for an index out of range, a later request that took over, or a rest
    /// elsewhere (see ``InfinitePageViewController/select(_:animated:completion:)``).
    public func select(_ index: Int, animated: Bool = true, completion: @escaping (_ finished: Bool) -> Void) {
        pageController.select(index, animated: animated, completion: completion)
    }

    /// Turns one tab and page forward, then reports as
    /// ``select(_:animated:completion:)`` does. Returns whether there is a
    /// next page.
    @discardableResult
    public func showNext(animated: Bool = true, completion: @escaping (_ finished: Bool) -> Void) -> Bool {
        pageController.showNext(animated: animated, completion: completion)
    }

    /// Turns one tab and page back, then reports as
    /// ``select(_:animated:completion:)`` does. Returns whether there is a
    /// previous page.
    @discardableResult
    public func showPrevious(animated: Bool = true, completion: @escaping (_ finished: Bool) -> Void) -> Bool {
        pageController.showPrevious(animated: animated, completion: completion)
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
}
#endif
