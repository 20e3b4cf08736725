#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// A callback UIKit makes on the main thread without marking it main-actor
/// in every SDK this package builds with: VoiceOver's actions, declared on
/// `NSObject` with no actor before iOS 17 (`accessibilityIncrement()`,
/// `accessibilityActivate()`, …), a timer's block and a key-value
/// observation's handler (both `@Sendable`).
enum UIKitCallback: Sendable {
    case increment, decrement, activate, focus, loseFocus
    case scroll(UIAccessibilityScrollDirection)
    case timerFired
    /// A system setting or the app's state changed (a notification).
    case notification(Notification.Name)
    case contentOffsetChanged(UIScrollView)
}

/// A main-actor object that receives ``UIKitCallback``s. The controls conform
/// with `@preconcurrency`: their main-actor method then answers this
/// nonisolated requirement, and Swift checks at run time that each call
/// comes on the main actor, trapping otherwise (SE-0423). The call is
/// synchronous, inside UIKit's callback.
protocol UIKitCallbackReceiver: AnyObject {
    /// Handles `callback`; returns whether it was handled (what VoiceOver's
    /// `accessibilityActivate()` and `accessibilityScroll(_:)` report).
    func receive(_ callback: UIKitCallback) -> Bool
}

extension UIKitCallbackReceiver {
    /// Calls ``receive(_:)`` from a context UIKit left without an actor.
    func deliver(_ callback: UIKitCallback) -> Bool {
        (self as any UIKitCallbackReceiver).receive(callback)
    }
}
#endif
