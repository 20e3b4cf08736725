// The picker's auto-advance timer, and the UIKit callbacks it receives (timer ticks, VoiceOver increments).
#if canImport(UIKit)
import UIKit
@_spi(Core) import InfiniteTabsCore

extension InfinitePickerView {
    func restartTimer() {
        timer?.invalidate()
        timer = nil
        guard let interval = PickerScrollDriver.autoAdvanceInterval(autoScrollInterval, isOnScreen: window != nil,
                                                                    prefersReducedMotion: driver.prefersReducedMotion)
        else { return }
        // The main run loop fires the timer (see UIKitCallback); it stops
        // itself once the picker is gone.
        timer = RepeatingTimer(interval: interval, commonModes: false) { [weak self] in
            self?.deliver(.timerFired) ?? false
        }
    }
}

extension InfinitePickerView: @preconcurrency UIKitCallbackReceiver {
    func receive(_ callback: UIKitCallback) -> Bool {
        switch callback {
        case .timerFired: _ = driver.autoAdvanceTick()
        case .increment: driver.accessibilityIncrement()
        case .decrement: driver.accessibilityDecrement()
        default: return false
        }
        return true
    }
}
#endif
