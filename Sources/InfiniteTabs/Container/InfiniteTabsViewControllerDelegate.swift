#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// Told what an ``InfiniteTabsViewController`` is doing. Every method has an
/// empty default.
@MainActor
public protocol InfiniteTabsViewControllerDelegate: AnyObject {
    /// The pages settled on a new item the user chose (a tapped tab, a
    /// swipe, VoiceOver) or an auto-scroll turn brought: once per change,
    /// before ``InfiniteTabsViewController/onSelect``; never for the initial
    /// page, a reload or a change made in code.
    func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didSelectItemAt index: Int)
    /// The paging state changed (swipe progress, a transition, rest): the
    /// state the tab strip's indicator shows (what
    /// ``InfiniteTabsViewController/onProgress`` gets).
    func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didUpdate state: PagingState)
    /// The user tapped the selected tab `index` again (or activated it with
    /// VoiceOver) while the pages were at rest: before
    /// ``InfiniteTabsViewController/onReselect``; never a selection.
    func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didReselectItemAt index: Int)
    /// New tabs and pages took effect: a reload, an inserted or a deleted
    /// tab (once each, when it runs: after the transition it waited for),
    /// the strip already showing them. Never for a page turn.
    func infiniteTabsViewControllerDidReload(_ controller: InfiniteTabsViewController)
    /// New tabs and pages took effect (as
    /// ``infiniteTabsViewControllerDidReload(_:)``, right after it): `count`
    /// tabs now, at rest on `selectedIndex` (0 without tabs), the strip and
    /// the page on screen already showing them; before
    /// ``InfiniteTabsViewController/onReload``. Once per reload, insert or
    /// delete; never for a page turn.
    func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didReloadWith count: Int, selectedIndex: Int)
}

extension InfiniteTabsViewControllerDelegate {
    /// Does nothing.
    public func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didSelectItemAt index: Int) {}
    /// Does nothing.
    public func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didUpdate state: PagingState) {}
    /// Does nothing.
    public func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didReselectItemAt index: Int) {}
    /// Does nothing.
    public func infiniteTabsViewControllerDidReload(_ controller: InfiniteTabsViewController) {}
    /// Does nothing.
    public func infiniteTabsViewController(_ controller: InfiniteTabsViewController, didReloadWith count: Int,
                                           selectedIndex: Int) {}
}
#endif
