#if canImport(UIKit)
// UIKit declares its accessibility notifications as mutable globals, which
// Swift 6 rejects outside a `@preconcurrency` import. This file is the one
// place the controls read them.
@preconcurrency import UIKit
import InfiniteTabsCore

extension UIAccessibility {
    /// Posts `.pageScrolled` with `text` ("Page 2 of 5"), what VoiceOver reads
    /// after a three-finger swipe.
    @MainActor
    static func postPageScrolled(_ text: String) {
        post(notification: .pageScrolled, argument: text)
    }

    /// Posts `.layoutChanged` with `element`: VoiceOver moves to it (a view:
    /// to its first element).
    @MainActor
    static func postLayoutChanged(focusing element: Any) {
        post(notification: .layoutChanged, argument: element)
    }

    /// Posts `.announcement` with `text`: VoiceOver speaks it (the picker's
    /// new option after a double tap).
    @MainActor
    static func postAnnouncement(_ text: String) {
        post(notification: .announcement, argument: text)
    }
}
#endif
