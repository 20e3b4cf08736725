// The picker's options: setting them (titles, hashable items, custom pages) and showing them again.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfinitePickerView {
    /// Shows `items`, each as the default label page with `title(item)` (by
    /// default its description). Keeps the selected option when it is still
    /// among the new items, else the index clamped into range; does not notify.
    public func setItems<Item: Hashable>(_ items: [Item], title: @escaping (Item) -> String = { String(describing: $0) }) {
        setItems(items, title: title, makePage: { InfinitePickerLabel() }) { page, item, _ in
            page.label.text = title(item)
        }
    }

    /// Shows `items` with your own page views: `makePage` creates one (only a
    /// handful are ever made) and `configure` shows an item (with its index)
    /// in a page, reused as the picker scrolls. `title` is what VoiceOver reads.
    /// Keeps the selected option as ``setItems(_:title:)`` does.
    public func setItems<Item: Hashable, Page: UIView>(_ items: [Item], title: @escaping (Item) -> String,
                                                        makePage: @escaping () -> Page,
                                                        configure: @escaping (Page, Item, Int) -> Void) {
        let kept = PickerReload.keptIndex(selected: driver.selectedIndex, previousItem: erasedItem(driver.selectedIndex)?.base,
                                          new: items)
        itemCount = items.count
        erasedItems = nil
        eraseItems = { items.map { AnyHashable($0) } }
        erasedItem = { index in PickerReload.validIndex(index, count: items.count).map { AnyHashable(items[$0]) } }
        self.title = { index in PickerReload.validIndex(index, count: items.count).map { title(items[$0]) } ?? "" }
        cachedTitles = nil
        self.makePage = makePage
        self.configurePage = { view, index in
            guard let page = view as? Page, let index = PickerReload.validIndex(index, count: items.count) else { return }
            configure(page, items[index], index)
        }
        // A new kind of page: drop the old views and start a fresh pool.
        for slot in pool.visible { slot.view.removeFromSuperview() }
        for view in pool.spares { view.removeFromSuperview() }
        pool = OptionViewPool<UIView>()
        reconfigure(selectedIndex: kept)
    }

    /// Shows the options again (after their content changed), keeping the
    /// selection.
    public func reloadData() { reconfigure(selectedIndex: driver.selectedIndex) }

    /// Shows each visible page again through the current `configure`
    /// closure, without moving (a SwiftUI update gives custom pages new
    /// content).
    func refreshVisiblePages() {
        for slot in pool.visible {
            configurePage(slot.view, driver.strip.item(atVisualPage: slot.page, direction: driver.direction))
        }
    }

    /// The titles changed without new items (a SwiftUI update's new
    /// `title:`): forgets the cached titles and reads the value again.
    func titlesChanged() {
        cachedTitles = nil
        updateAccessibilityValue()
    }

    /// The title VoiceOver reads for the option at `index` ("" out of range).
    public func title(at index: Int) -> String { title(index) }
}
#endif
