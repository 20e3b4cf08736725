#if canImport(UIKit)
import UIKit
@_spi(Core) import InfiniteTabsCore

/// Told what an ``InfinitePageViewController`` is doing. Every method has an
/// empty default.
@MainActor
public protocol InfinitePageViewControllerDelegate: AnyObject {
    /// The paging state changed: a swipe's progress (right-to-left aware), a
    /// programmatic transition starting or moving, or the pages coming to rest.
    func infinitePageViewController(_ controller: InfinitePageViewController, didUpdate state: PagingState)
    /// The selection is heading to `index`: a programmatic transition started
    /// towards it, or a swipe reached it. ``infinitePageViewController(_:didSelect:)``
    /// follows once it settles.
    func infinitePageViewController(_ controller: InfinitePageViewController, willSelect index: Int)
    /// The pages settled on a new index (once per change; not for the initial
    /// page or a reload).
    func infinitePageViewController(_ controller: InfinitePageViewController, didSelect index: Int)
}

extension InfinitePageViewControllerDelegate {
    /// Does nothing.
    public func infinitePageViewController(_ controller: InfinitePageViewController, didUpdate state: PagingState) {}
    /// Does nothing.
    public func infinitePageViewController(_ controller: InfinitePageViewController, willSelect index: Int) {}
    /// Does nothing.
    public func infinitePageViewController(_ controller: InfinitePageViewController, didSelect index: Int) {}
}
#endif
