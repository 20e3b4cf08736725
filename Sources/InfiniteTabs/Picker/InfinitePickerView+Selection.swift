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
