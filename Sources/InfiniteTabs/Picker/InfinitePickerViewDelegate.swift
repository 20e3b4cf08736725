#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// Told when the user changes the option of an ``InfinitePickerView``.
@MainActor
public protocol InfinitePickerViewDelegate: AnyObject {
    /// The picker settled on a new item after a drag, a tap, an auto-scroll
    /// turn or a VoiceOver adjustment. Called exactly once per change, before
    /// ``InfinitePickerView/onSelect`` and `.valueChanged`; never for a
    /// recentring, a selection in code or a reload.
    func infinitePickerView(_ picker: InfinitePickerView, didSelectItemAt index: Int)
}
#endif
