// The container's tabs and pages changing: reloads (by index, by identity, by title), badges and single tabs updated in place.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabsViewController {
    /// Replaces the tabs and pages, at rest on `selectedIndex` (clamped),
    /// without animation and without an ``onSelect`` call. Strip and pages
    /// change together (`TabsPagingLink`):
    /// during a transition or a swipe both keep the old tabs and pages until
    /// it ends, and ``items`` changes then.
    public func reload(items: [InfiniteTabItem], selectedIndex: Int, makePage: @escaping (Int) -> UIViewController) {
        let showTabs = { [weak self] in
            guard let self else { return }
            self.items = items
            self.editedItems = nil // a reload replaces any edit waiting
            self.tabStrip.items = items
            if let link = self.link { self.tabStrip.apply(link.stripReloaded()) }
        }
        guard let link else { // before the view loads: nothing is on screen yet
            showTabs()
            pageController.reloadPages(count: items.count, selectedIndex: selectedIndex, makePage: makePage)
            return
        }
        pageController.apply(link.reload(count: items.count, selectedIndex: selectedIndex, makePage: makePage,
                                         reloadStrip: showTabs))
    }

    /// Replaces the tabs and pages, keeping the selected *tab*: when every
    /// tab has an ``InfiniteTabItem/id``, the strip and the pages reload by
    /// identity (the selected tab stays selected wherever it moved, a
    /// removed one hands the selection to its next surviving neighbour, else
    /// the previous, and the pages of surviving tabs keep their controllers,
    /// see `IdentityReload`); otherwise the selected *title* is kept the
    /// same way (`IdentityReload.keptSelection(old:selectedIndex:new:id:title:)`),
    /// else the index, clamped. Without animation and without an
    /// ``onSelect`` call. Strip and pages change together: during a
    /// transition or a swipe both keep the old tabs and pages until it ends.
    public func reload(items: [InfiniteTabItem], makePage: @escaping (Int) -> UIViewController) {
        guard let ids = IdentityReload.completeIDs(items.map(\.id)) else {
            let kept = IdentityReload.keptSelection(old: self.items, selectedIndex: pageController.selectedIndex, new: items,
                                                    id: \.id, title: \.title)
            reload(items: items, selectedIndex: kept, makePage: makePage)
            return
        }
        let showTabs = { [weak self] in
            guard let self else { return }
            self.items = items
            self.editedItems = nil // a reload replaces any edit waiting
            self.tabStrip.items = items
            if let link = self.link { self.tabStrip.apply(link.stripReloaded()) }
        }
        guard let link else { // before the view loads: nothing is on screen yet
            showTabs()
            pageController.reloadPages(ids: ids, makePage: makePage)
            return
        }
        pageController.apply(link.reload(ids: ids, makePage: makePage, reloadStrip: showTabs))
    }

    /// Sets the badge of tab `index` (nil removes it) without a reload; the
    /// pages are untouched. An index out of range is ignored.
    public func setBadge(_ badge: TabBadge?, forItem index: Int) {
        guard items.indices.contains(index) else { return }
        items[index].badge = badge
        tabStrip.setBadge(badge, forItem: index)
    }

    /// Updates tab `index` in place: its title, image, badge or label. The
    /// pages are not reloaded and the selection does not change (a new title
    /// or image measures the strip again; a badge alone updates the tab's
    /// cells). An index out of range is ignored.
    public func setItem(_ item: InfiniteTabItem, at index: Int) {
        guard items.indices.contains(index) else { return }
        items[index] = item
        tabStrip.setItem(item, at: index)
    }

    /// Replaces the tabs with text tabs and the pages, keeping the selected
    /// title where it is still there (see ``reload(items:makePage:)``), else
    /// the index, clamped.
    public func reload(titles: [String], makePage: @escaping (Int) -> UIViewController) {
        reload(items: titles.map { InfiniteTabItem(title: $0) }, makePage: makePage)
    }
}
#endif
