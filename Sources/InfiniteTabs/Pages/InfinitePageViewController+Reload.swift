// The page controller replacing its pages: by count, by view controllers, by identity.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfinitePageViewController {
    /// Replaces the pages with `count` pages from `makePage`, at rest on
    /// `selectedIndex` (default nil: the current item, clamped into the new
    /// count), without animation and without an ``onSelect`` call. `loops`
    /// nil (the default) keeps the current setting. During a transition the
    /// reload waits for its end.
    public func reloadPages(count: Int, selectedIndex: Int? = nil, loops: Bool? = nil,
                            makePage: @escaping (Int) -> UIViewController) {
        apply(driver.reload(count: count, selectedIndex: selectedIndex ?? driver.selectedIndex, wraps: loops,
                            makesCopies: true, makePage: makePage))
    }

    /// Replaces the pages with fixed controllers (see ``init(viewControllers:selectedIndex:loops:axis:)``):
    /// the controller on screen stays selected where it is still among them
    /// (by identity), else the current item, clamped; or `selectedIndex`
    /// when given.
    public func reloadPages(_ viewControllers: [UIViewController], selectedIndex: Int? = nil, loops: Bool? = nil) {
        let kept = selectedIndex ?? PickerReload.keptIndex(selected: driver.selectedIndex,
                                                           previous: currentViewController.map(ObjectIdentifier.init),
                                                           new: viewControllers.map(ObjectIdentifier.init))
        apply(driver.reload(count: viewControllers.count, selectedIndex: kept, wraps: loops, makesCopies: false) {
            viewControllers[$0]
        })
    }

    /// Replaces the pages with pages that carry an identity, keeping the
    /// selected *page* selected wherever it moved and handing the controllers
    /// of surviving pages back to the page view controller instead of new ones
    /// from `makePage` (see `PagesDriver.reload(ids:wraps:makesCopies:makePage:whenApplied:)`).
    /// A removed selected page hands the selection to the next surviving page,
    /// else the previous (`IdentityReload`). The first reload by ids after
    /// pages made from a count keeps the current index, clamped. Repeated ids
    /// count once. During a transition the reload waits for its end and is
    /// worked out against the pages then on show. No ``onSelect`` call.
    public func reloadPages<ID: Hashable>(ids: [ID], loops: Bool? = nil,
                                          makePage: @escaping (Int) -> UIViewController) {
        apply(driver.reload(ids: ids, wraps: loops, makesCopies: true, makePage: makePage))
    }
}
#endif
