#if canImport(UIKit)
import UIKit
@_spi(Core) import InfiniteTabsCore

/// Told when the user changes the option of an ``InfinitePickerView``.
@MainActor
public protocol InfinitePickerViewDelegate: AnyObject {
    /// The picker settled on a new option after a drag, a tap, an auto-advance
    /// or a VoiceOver adjustment. Called exactly once per change; never for a
    /// recentring, a programmatic selection or a reload.
    func infiniteScrollView(_ picker: InfinitePickerView, optionChangedTo index: Int)
}
#endif
