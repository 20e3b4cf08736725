// The page controller told that one page was inserted or deleted, keeping the page on screen (PageEdit).
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfinitePageViewController {
    /// Tells the controller that your `makePage` factory now has one page
    /// more, at `index` (any `Int`: clamped into `0...numberOfPages`). The
    /// page on screen stays on screen (its index moves up by one when the new
    /// page goes before it), without an ``onSelect`` call; the neighbours are
    /// made again from the factory. During a transition or a swipe the edit
    /// waits for its end, and edits made meanwhile add up. `animated` is
    /// accepted for symmetry with the container: the page on screen does not
    /// move, so nothing slides. Pages given as fixed controllers
    /// (``init(viewControllers:selectedIndex:loops:axis:)``) cannot grow this
    /// way: use ``reloadPages(_:selectedIndex:loops:)``.
    public func insertPage(at index: Int, animated: Bool = true) {
        apply(driver.insertPage(at: index))
    }

    /// Tells the controller that page `index` was removed from your
    /// `makePage` factory. The page on screen stays on screen; when it is the
    /// one deleted its next neighbour shows (the previous one when it was the
    /// last), without sliding and without an ``onSelect`` call. An index out
    /// of range does nothing. During a transition or a swipe the edit waits
    /// for its end, and edits made meanwhile add up.
    public func deletePage(at index: Int, animated: Bool = true) {
        apply(driver.deletePage(at: index))
    }
}
#endif
