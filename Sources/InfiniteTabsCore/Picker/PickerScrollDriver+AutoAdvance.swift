import Foundation

extension PickerScrollDriver {
    /// The interval the picker's auto-advance timer runs with: the requested
    /// one when it is finite and positive and the picker is on screen; nil
    /// (no timer) when it is nil, 0, negative, NaN or infinite, or the picker
    /// is off screen.
    public nonisolated static func autoAdvanceInterval(_ requested: TimeInterval?, isOnScreen: Bool) -> TimeInterval? {
        guard isOnScreen, let interval = requested, interval.isFinite, interval > 0 else { return nil }
        return interval
    }
}
