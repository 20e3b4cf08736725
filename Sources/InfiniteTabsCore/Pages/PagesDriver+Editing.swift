import Foundation

// Inserting and deleting one page, keeping the page on screen (PageEdit).

extension PagesDriver {
    /// The page count once a reload waiting for a transition has run (the current count without one), so that
    /// edits made during one transition add up.
    package var upcomingPageCount: Int { deferredReload?.count ?? pages.count }
    package var upcomingSelectedIndex: Int { deferredReload?.selectedIndex ?? selectedIndex }

    /// A page was inserted at `index` (clamped into `0...count`) in the factory's pages: reloads with one
    /// page more, the page on screen kept (its index moves up when the new page goes before it).
    package func insertPage(at index: Int, whenApplied: (() -> Void)? = nil) -> PagesOutcome {
        let count = upcomingPageCount
        let edit = PageEdit.insertion(at: index, count: count, selected: upcomingSelectedIndex)
        return reload(count: count + 1, selectedIndex: edit.selected, whenApplied: whenApplied)
    }

    /// Page `index` was deleted from the factory's pages: reloads with one page less, the page on screen
    /// kept, or its neighbour shown when it was the one deleted (``PageEdit/deletion(at:count:selected:)``).
    /// Nothing to apply when `index` names no page.
    package func deletePage(at index: Int, whenApplied: (() -> Void)? = nil) -> PagesOutcome {
        let count = upcomingPageCount
        guard let selected = PageEdit.deletion(at: index, count: count, selected: upcomingSelectedIndex) else {
            return PagesOutcome()
        }
        return reload(count: count - 1, selectedIndex: selected, whenApplied: whenApplied)
    }
}
