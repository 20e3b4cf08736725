// The container inserting and deleting one tab and its page, keeping the page on screen (PageEdit).
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabsViewController {
    /// Inserts `item` as tab `index` (any `Int`: clamped into
    /// `0...items.count`); your `makePage` factory must already give its page
    /// at that index. The tab and page on screen stay (their index moves up
    /// when the new tab goes before them), strip and pages change together,
    /// without an ``onSelect`` call. During a transition or a swipe the edit
    /// waits for its end (``items`` changes then), and edits made meanwhile
    /// add up. `animated` is accepted for symmetry: nothing on screen moves.
    public func insertTab(_ item: InfiniteTabItem, at index: Int, animated: Bool = true) {
        var edited = upcomingItems
        edited.insert(item, at: PageEdit.insertion(at: index, count: edited.count, selected: 0).position)
        upcomingItems = edited
        pageController.apply(pageController.driver.insertPage(at: index, whenApplied: showTabs(edited)))
    }

    /// Deletes tab `index` and its page (your `makePage` factory must no
    /// longer give it). The tab and page on screen stay; when they are the
    /// ones deleted, the next tab shows (the previous when it was the last),
    /// without an ``onSelect`` call. An index out of range does nothing.
    /// During a transition or a swipe the edit waits for its end.
    public func deleteTab(at index: Int, animated: Bool = true) {
        var edited = upcomingItems
        guard edited.indices.contains(index) else { return }
        edited.remove(at: index)
        upcomingItems = edited
        pageController.apply(pageController.driver.deletePage(at: index, whenApplied: showTabs(edited)))
    }

    /// Shows `items` in the strip as the pages take the edit over.
    private func showTabs(_ items: [InfiniteTabItem]) -> () -> Void {
        { [weak self] in
            guard let self else { return }
            self.items = items
            if self.editedItems == items { self.editedItems = nil }
            self.tabStrip.items = items
            if let link = self.link { self.tabStrip.apply(link.stripReloaded()) }
        }
    }
}
#endif
