#if canImport(UIKit)
import UIKit

/// The latest content of a SwiftUI picker's custom pages. The pages read it
/// each time they are shown, so a view update that hands in new content
/// (later state) reaches the pages on screen and the ones shown later. Free
/// of SwiftUI so that Linux tests run it: `show` puts content in a page (a
/// hosting controller's root view in the wrapper).
@MainActor
package final class CustomPickerContent<Item: Hashable, Content> {
    /// The content of the page showing `item` at `index`.
    package typealias Make = (_ item: Item, _ index: Int) -> Content

    package private(set) var make: Make

    package init(make: @escaping Make) { self.make = make }

    /// Gives `picker` these items, with pages made by `makePage` that show
    /// the latest content.
    package func setItems<Page: UIView>(_ items: [Item], title: @escaping (Item) -> String, of picker: InfinitePickerView,
                                makePage: @escaping () -> Page, show: @escaping (Page, Item, Content) -> Void) {
        picker.setItems(items, title: title, makePage: makePage) { [weak self] page, item, index in
            guard let self else { return }
            show(page, item, self.make(item, index))
        }
    }

    /// Takes the latest content and shows it in the visible pages.
    package func update(_ make: @escaping Make, in picker: InfinitePickerView) {
        self.make = make
        picker.refreshVisiblePages()
    }
}
#endif
