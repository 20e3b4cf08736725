// The picker's selection and the settings that move it: in code, for the user, by a tap, with or without sliding; its spoken value.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfinitePickerView {
    /// The selected option, in `0..<items.count` (0 without options). Setting
    /// it shows the option without animation and without calling
    /// ``onSelect``; an index out of range is ignored.
    public var selectedIndex: Int {
        get { driver.selectedIndex }
        set { select(newValue, animated: false) }
    }

    /// The selected option itself, or nil without options.
    public var selectedItem: AnyHashable? {
        PickerReload.validIndex(selectedIndex, count: itemCount).flatMap { erasedItem($0) }
    }

    /// Whether the picker moves without sliding: nil (the default) follows
    /// the system's Reduce Motion, true or false overrides it. With reduced
    /// motion taps and animated selections show the option at once and
    /// auto-advance pauses (it resumes when the setting goes off); drags are
    /// untouched. See `ReducedMotion`.
    public var prefersReducedMotion: Bool? {
        get { reduceMotion?.override }
        set { reduceMotion?.override = newValue }
    }

    /// Whether the options loop, the last followed by the first (default
    /// true). False gives a finite picker that stops at both ends. A change
    /// lays the picker out again, keeping the selected option.
    public var loops: Bool {
        get { driver.loops }
        set {
            guard newValue != driver.loops else { return }
            driver.loops = newValue
            reconfigure(selectedIndex: driver.selectedIndex)
        }
    }

    /// Whether a tap on the centred option advances to the next one (default
    /// true). A tap on a neighbour peeking in selects that neighbour either way.
    public var advancesOnTap: Bool {
        get { driver.advancesOnTap }
        set { driver.advancesOnTap = newValue }
    }

    /// The spoken name until the app sets `accessibilityLabel`: a neutral
    /// "Picker" in the user's language (``InfiniteTabsStrings/Key/pickerName``),
    /// so VoiceOver and Voice Control have something to say.
    static var defaultAccessibilityLabel: String { InfiniteTabsStrings.text(.pickerName) }

    func updateAccessibilityValue() {
        accessibilityValue = PickerReload.validIndex(driver.selectedIndex, count: itemCount).map(title)
    }

    /// Shows item `index`, animated (the default) or not, without calling
    /// ``onSelect``. A neighbour is reached through the seam; a farther
    /// option by scrolling straight to it; called again before the slide
    /// ends, the latest call wins. An index out of range is ignored.
    public func select(_ index: Int, animated: Bool = true) {
        apply(driver.setSelectedIndex(index, animated: animated))
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
        apply(driver.setSelectedIndex(index, animated: true, byUser: true))
    }

    /// The driver decides from where the finger landed: a neighbour is
    /// selected, the centred option advances (`PickerScrollDriver.tap(at:)`).
    func tapped() {
        apply(driver.tap(at: axis.along(tapRecognizer.location(in: self))))
    }
}
#endif
