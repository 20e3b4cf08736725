import Foundation

/// Where the selection goes when one page (or tab) is inserted or deleted, so that the page on screen stays
/// on screen: the rules of `InfinitePageViewController.insertPage(at:animated:)` and
/// `deletePage(at:animated:)`.
package enum PageEdit {
    /// A page inserted at `index` among `count` pages, with `selected` on screen: where it goes (`index`
    /// clamped into `0...count`, so any `Int` inserts somewhere: `Int.min` first, `Int.max` last) and the new
    /// index of the page on screen (one more when the new page goes before it; 0 for the first page of none).
    package static func insertion(at index: Int, count: Int, selected: Int) -> (position: Int, selected: Int) {
        let n = Swift.max(0, count)
        let position = Swift.min(Swift.max(index, 0), n)
        guard n > 0 else { return (position, 0) }
        let shown = Swift.min(Swift.max(selected, 0), n - 1)
        return (position, position <= shown ? shown + 1 : shown)
    }

    /// The new index of the page on screen after page `index` of `count` was deleted, `selected` on screen:
    /// one less when the deleted page came before it; the deleted page's next neighbour (now at its index)
    /// when it was the page on screen, or its previous one when it was the last.
    package static func deletion(at index: Int, count: Int, selected: Int) -> Int? {
        guard count > 0, index >= 0, index < count else { return nil }
        let shown = Swift.min(Swift.max(selected, 0), count - 1)
        let remaining = count - 1
        guard remaining > 0 else { return 0 }
        if index < shown { return shown - 1 }
        if index > shown { return shown }
        return Swift.min(shown, remaining - 1)
    }
}
