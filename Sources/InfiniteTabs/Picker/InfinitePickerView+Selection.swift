// The picker's selection: in code, for the user, and by a tap on the picker.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfinitePickerView {
    /// Shows item `index`, animated (the default) or not, without calling
    /// ``onSelect``. A neighbour is reached through the seam; a farther
    /// option by scrolling straight to it; called again before the slide
    /// ends, the latest call wins. An index out of range is ignored.
    public func select(_ index: Int, animated: Bool = true) {
        driver.setSelectedIndex(index, animated: animated)
        updateAccessibilityValue()
    }

    /// `select(_:animated:)` for an optional index, so that an `Int?` does
    /// not compile into UIKit's edit action `select(_:)` (which every
    /// `UIResponder` has and which does nothing here): nil does nothing, any
    /// other value is handled as the `Int` selection handles it.
    public func select(_ index: Int?, animated: Bool) {
        guard let index else { return }
        select(index, animated: animated)
    }

    /// The animated selection of an optional index: nil does nothing.
    public func select(_ index: Int?) {
        guard let index else { return }
        select(index, animated: true)
    }

    /// Shows item `index` for the user (a tapped page dot): animated, and
    /// reported through ``onSelect`` once the picker settles on it.
    func selectForUser(_ index: Int) {
        driver.setSelectedIndex(index, animated: true, byUser: true)
    }

    /// The driver decides from where the finger landed: a neighbour is
    /// selected, the centred option advances (`PickerScrollDriver.tap(at:)`).
    func tapped() {
        driver.tap(at: axis.along(tapRecognizer.location(in: self)))
    }
}
#endif
