import Foundation

extension PickerScrollDriver {
    /// The interval the picker's auto-advance timer runs with: the requested
    /// one when it is finite and positive and the picker is on screen; nil
    /// (no timer) when it is nil, 0, negative, NaN or infinite, or the picker
    /// is off screen. The same rule as the pages' auto-scroll
    /// (`AutoScroll.usableInterval(_:)`).
    package nonisolated static func autoAdvanceInterval(_ requested: TimeInterval?, isOnScreen: Bool) -> TimeInterval? {
        guard isOnScreen else { return nil }
        return AutoScroll.usableInterval(requested)
    }

    /// The interval of the auto-advance timer as
    /// ``autoAdvanceInterval(_:isOnScreen:)`` decides, and nil (no timer:
    /// auto-advance pauses) while the user prefers reduced motion
    /// (`ReducedMotion.allowsAutoAdvance(prefersReducedMotion:)`) or the app
    /// is not active (`isAppActive` false: inactive or in the background,
    /// as the pages' auto-scroll pauses). The picker asks again when Reduce
    /// Motion or the app's state changes, so either coming back resumes, one
    /// full interval later.
    package nonisolated static func autoAdvanceInterval(_ requested: TimeInterval?, isOnScreen: Bool,
                                                       prefersReducedMotion: Bool,
                                                       isAppActive: Bool = true) -> TimeInterval? {
        guard isAppActive, ReducedMotion.allowsAutoAdvance(prefersReducedMotion: prefersReducedMotion) else { return nil }
        return autoAdvanceInterval(requested, isOnScreen: isOnScreen)
    }
}
