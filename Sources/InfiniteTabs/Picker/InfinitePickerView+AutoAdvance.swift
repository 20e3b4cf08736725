// The picker's auto-advance timer, and the UIKit callbacks it receives (timer ticks, VoiceOver increments).
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfinitePickerView {
    /// What the user's drag of the picker does to ``autoScrollInterval``'s
    /// turns, as for the pages: ``AutoScrollDragBehavior/pause`` (the
    /// default) waits while the finger is down and the picker moves, then
    /// counts a full interval; ``AutoScrollDragBehavior/cancel`` stops the
    /// turns at the first drag until the app sets ``autoScrollInterval``
    /// again (the same value restarts it). A touch that does not drag only
    /// pauses either way. The decision is the core's (`PickerScrollDriver`).
    public var autoScrollOnDrag: AutoScrollDragBehavior {
        get { driver.autoAdvanceOnDrag }
        set { driver.autoAdvanceOnDrag = newValue }
    }

    func restartTimer() {
        timer?.invalidate()
        timer = nil
        guard let interval = PickerScrollDriver.autoAdvanceInterval(autoScrollInterval, isOnScreen: window != nil,
                                                                    prefersReducedMotion: driver.prefersReducedMotion,
                                                                    isAppActive: driver.isAppActive)
        else { return }
        // The main run loop fires the timer (see UIKitCallback); it stops
        // itself once the picker is gone.
        timer = RepeatingTimer(interval: interval, commonModes: false) { [weak self] in
            self?.deliver(.timerFired) ?? false
        }
    }

    /// Follows the app into the background and back (auto-advance pauses
    /// while it is not active), as the pages' auto-scroll does.
    func observeAppState() {
        for name in [UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
                     UIApplication.didBecomeActiveNotification] {
            appStateObservers.observe(name) { [weak self] in _ = self?.deliver(.notification(name)) }
        }
    }
}

extension InfinitePickerView: @preconcurrency UIKitCallbackReceiver {
    func receive(_ callback: UIKitCallback) -> Bool {
        switch callback {
        case .timerFired: apply(driver.autoAdvanceTick())
        case .increment: apply(driver.accessibilityIncrement())
        case .decrement: apply(driver.accessibilityDecrement())
        case .activate:
            guard let commands = driver.accessibilityActivate() else { return false }
            apply(commands)
        case .notification(let name):
            driver.isAppActive = name == UIApplication.didBecomeActiveNotification
            restartTimer()
        default: return false
        }
        return true
    }
}
#endif
