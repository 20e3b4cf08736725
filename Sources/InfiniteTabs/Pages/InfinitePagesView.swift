// The page controller's root view, which turns VoiceOver's three-finger swipe into a page turn.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The root view of an ``InfinitePageViewController``: it turns VoiceOver's
/// three-finger swipe into a page turn.
@MainActor
final class InfinitePagesView: UIView {
    var onAccessibilityScroll: ((UIAccessibilityScrollDirection) -> Bool)?

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        deliver(.scroll(direction)) // on the main thread (see UIKitCallback)
    }
}

extension InfinitePagesView: @preconcurrency UIKitCallbackReceiver {
    func receive(_ callback: UIKitCallback) -> Bool {
        guard case .scroll(let direction) = callback else { return false }
        return onAccessibilityScroll?(direction) ?? false
    }
}
#endif
