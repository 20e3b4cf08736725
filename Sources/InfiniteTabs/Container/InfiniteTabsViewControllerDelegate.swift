#if canImport(UIKit)
import UIKit
@_spi(Core) import InfiniteTabsCore

/// Told what an ``InfiniteTabsViewController`` is doing. Every method has an
/// empty default.
@MainActor
public protocol InfiniteTabsViewControllerDelegate: AnyObject {
    /// The pages settled on a new index, after a tap, a swipe or
    /// ``InfiniteTabsViewController/select(index:animated:direction:)`` (once
    /// per change; not for the initial page or a reload).
    func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didSelect index: Int)
    /// The paging state changed (swipe progress, a transition, rest): the
    /// state the tab strip's indicator shows.
    func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didUpdate state: PagingState)
}

extension InfiniteTabsViewControllerDelegate {
    /// Does nothing.
    public func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didSelect index: Int) {}
    /// Does nothing.
    public func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didUpdate state: PagingState) {}
}
#endif
