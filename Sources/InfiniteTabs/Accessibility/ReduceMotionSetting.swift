#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// Feeds a control's driver with Reduce Motion: the control's override when
/// set, else `UIAccessibility.isReduceMotionEnabled`
/// (`ReducedMotion.effective(override:system:)`), again each time the
/// system setting changes (`reduceMotionStatusDidChangeNotification`) and
/// each time the override changes.
@MainActor
final class ReduceMotionSetting: NSObject {
    /// The control's own choice; nil follows the system.
    var override: Bool? { didSet { push() } }
    /// The value last pushed to the control.
    private(set) var value = false
    private let apply: @MainActor (Bool) -> Void
    private let observers = NotificationObservers()

    /// Pushes the current value at once, then on every change. The
    /// selector-based observation ends by itself when this object goes.
    init(apply: @escaping @MainActor (Bool) -> Void) {
        self.apply = apply
        super.init()
        observers.observe(UIAccessibility.reduceMotionStatusDidChangeNotification) { [weak self] in
            _ = self?.deliver(.notification(UIAccessibility.reduceMotionStatusDidChangeNotification))
        }
        push()
    }

    private func push() {
        value = ReducedMotion.effective(override: override, system: UIAccessibility.isReduceMotionEnabled)
        apply(value)
    }
}

/// The setting's notification is posted on the main thread (see UIKitCallback).
extension ReduceMotionSetting: @preconcurrency UIKitCallbackReceiver {
    func receive(_ callback: UIKitCallback) -> Bool {
        guard case .notification = callback else { return false }
        push()
        return true
    }
}
#endif
