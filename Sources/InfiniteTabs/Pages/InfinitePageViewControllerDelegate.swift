#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// Told what an ``InfinitePageViewController`` is doing. Every method has an
/// empty default.
@MainActor
public protocol InfinitePageViewControllerDelegate: AnyObject {
    /// The paging state changed: a swipe's progress (right-to-left aware), a
    /// transition starting or moving, or the pages coming to rest (what
    /// ``InfinitePageViewController/onProgress`` gets).
    func infinitePageViewController(_ controller: InfinitePageViewController, didUpdate state: PagingState)
    /// The selection is heading to `index`: a transition started towards it
    /// (in code too), or a swipe reached it. Only for a change: never for
    /// the index it already heads to (a reload or a change of `loops` that
    /// keeps the page reports nothing).
    func infinitePageViewController(_ controller: InfinitePageViewController, willSelectItemAt index: Int)
    /// The pages settled on a new item the user chose (a swipe, VoiceOver, a
    /// tapped page dot) or an auto-scroll turn brought: once per change,
    /// before ``InfinitePageViewController/onSelect``; never for the initial
    /// page, a reload or a change made in code.
    func infinitePageViewController(_ controller: InfinitePageViewController, didSelectItemAt index: Int)
    /// New pages took effect: a reload, an inserted or a deleted page (once
    /// each, when it runs: after the transition it waited for), after the
    /// state change it made. Never for a page turn.
    func infinitePageViewControllerDidReload(_ controller: InfinitePageViewController)
    /// New pages took effect (as ``infinitePageViewControllerDidReload(_:)``,
    /// right after it): `count` pages now, at rest on `selectedIndex` (0
    /// without pages), the page on screen already the new one; before
    /// ``InfinitePageViewController/onReload``. Once per reload, insert or
    /// delete; never for a page turn (Pageboy's `didReloadWith` call).
    func infinitePageViewController(_ controller: InfinitePageViewController, didReloadWith count: Int, selectedIndex: Int)
}

extension InfinitePageViewControllerDelegate {
    /// Does nothing.
    public func infinitePageViewController(_ controller: InfinitePageViewController, didUpdate state: PagingState) {}
    /// Does nothing.
    public func infinitePageViewController(_ controller: InfinitePageViewController, willSelectItemAt index: Int) {}
    /// Does nothing.
    public func infinitePageViewController(_ controller: InfinitePageViewController, didSelectItemAt index: Int) {}
    /// Does nothing.
    public func infinitePageViewControllerDidReload(_ controller: InfinitePageViewController) {}
    /// Does nothing.
    public func infinitePageViewController(_ controller: InfinitePageViewController, didReloadWith count: Int,
                                           selectedIndex: Int) {}
}
#endif
