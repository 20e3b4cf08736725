import Foundation

/// What an auto-scroll sees around it at a tick: anything that pauses it.
package struct AutoScrollConditions: Hashable, Sendable {
    package var isTouched: Bool
    package var isOnScreen: Bool
    package var isInForeground: Bool
    package var prefersReducedMotion: Bool
    /// VoiceOver is running: pages that turn by themselves would move the content away from under its cursor
    /// while it reads (WCAG 2.2.2 asks that moving content can be paused), so the carousel waits; VoiceOver
    /// users turn pages with the three-finger swipe.
    package var isVoiceOverRunning: Bool

    /// Creates conditions; every default lets the auto-scroll run.
    package init(isTouched: Bool = false, isOnScreen: Bool = true, isInForeground: Bool = true,
                prefersReducedMotion: Bool = false, isVoiceOverRunning: Bool = false) {
        self.isTouched = isTouched
        self.isOnScreen = isOnScreen
        self.isInForeground = isInForeground
        self.prefersReducedMotion = prefersReducedMotion
        self.isVoiceOverRunning = isVoiceOverRunning
    }

    package var pauseReason: AutoScroll.PauseReason? {
        if isTouched { return .touched }
        if !isOnScreen { return .offScreen }
        if !isInForeground { return .background }
        if prefersReducedMotion { return .reducedMotion }
        if isVoiceOverRunning { return .voiceOver }
        return nil
    }
}

/// What a user's drag of the pages does to their auto-scroll
/// (`InfinitePageViewController.autoScrollOnDrag`).
public enum AutoScrollDragBehavior: Hashable, Sendable {
    /// The auto-scroll waits while the finger is down and the pages move,
    /// then gives the page reached a full interval (the default).
    case pause
    /// The first drag stops the auto-scroll for good: no more turns until
    /// the app sets `autoScrollInterval` again (a carousel that leaves the
    /// user in charge once they touch it, as Pageboy's `cancelsOnScroll`).
    case cancel
}

/// The clock of a banner carousel that turns its pages by itself: it decides, at each tick it is given,
/// whether to turn one page forward now.
package struct AutoScroll: Hashable, Sendable {
    /// Why an auto-scroll does not run.
    package enum PauseReason: Hashable, Sendable {
        case touched
        case offScreen
        case background
        case reducedMotion
        case voiceOver
    }

    /// What the auto-scroll is doing after the latest tick.
    package enum Status: Hashable, Sendable {
        case off
        case paused(PauseReason)
        case waitingForRest
        case scheduled(at: TimeInterval)
        /// A drag stopped it (``AutoScrollDragBehavior/cancel``) until the interval is set again.
        case cancelled
    }

    package private(set) var interval: TimeInterval?
    /// What happened at the latest tick. Starts as ``Status/off`` without
    /// an interval, else ``Status/waitingForRest`` until the first tick.
    package private(set) var status: Status
    private var lastPage: Int?
    /// What a user's drag does (default ``AutoScrollDragBehavior/pause``).
    package var dragBehavior: AutoScrollDragBehavior = .pause

    /// Creates an auto-scroll turning every `interval` seconds (nil, the
    /// default, and any interval that is 0, negative, NaN or infinite: off).
    package init(interval: TimeInterval? = nil) {
        self.interval = Self.usableInterval(interval)
        status = self.interval == nil ? .off : .waitingForRest
    }

    /// The interval actually used: the requested one when finite and greater
    /// than 0, else nil.
    package static func usableInterval(_ requested: TimeInterval?) -> TimeInterval? {
        guard let value = requested, value.isFinite, value > 0 else { return nil }
        return value
    }

    /// How often the UIKit layer ticks for an interval: a tenth of it, between 1/60 s and 0.25 s (so a turn
    /// is at most that late).
    package static func tickStep(for interval: TimeInterval?) -> TimeInterval {
        guard let value = usableInterval(interval) else { return 0.25 }
        return Swift.min(Swift.max(value / 10, 1.0 / 60), 0.25)
    }

    /// Changes the interval (see ``init(interval:)`` for bad values) and starts it again from the next tick.
    package mutating func setInterval(_ requested: TimeInterval?) {
        let new = Self.usableInterval(requested)
        guard new != interval || status == .cancelled else { return } // setting it again restarts a cancelled one
        interval = new
        status = new == nil ? .off : .waitingForRest
    }

    /// Starts the interval again from the next tick (for example after the
    /// app came back to the foreground).
    package mutating func restart() {
        if interval != nil, status != .cancelled { status = .waitingForRest }
    }

    /// The user started dragging the pages: with ``AutoScrollDragBehavior/cancel`` a running auto-scroll
    /// stops for good (until ``setInterval(_:)``); with ``AutoScrollDragBehavior/pause`` the ticks pause it.
    package mutating func userBeganDragging() {
        guard interval != nil, dragBehavior == .cancel else { return }
        status = .cancelled
    }

    /// One tick at time `now` (seconds on any steady clock).
    package mutating func tick(now: TimeInterval, conditions: AutoScrollConditions, pagesAreMoving: Bool,
                              page: Int) -> Bool {
        guard let interval else { status = .off; return false }
        guard status != .cancelled else { return false }
        guard now.isFinite else { return false }
        let pageChanged = lastPage != page
        lastPage = page
        if let reason = conditions.pauseReason {
            status = .paused(reason)
            return false
        }
        if pagesAreMoving {
            status = .waitingForRest
            return false
        }
        guard case .scheduled(let due) = status, !pageChanged else {
            status = .scheduled(at: now + interval)
            return false
        }
        if due - now > interval {
            // The clock went back: count the interval from now.
            status = .scheduled(at: now + interval)
            return false
        }
        return isDue(now: now)
    }

    /// Whether the scheduled turn is due at `now` (within a relative 1e-9, so a timer's summed steps are not
    /// a tick late); if so, the turn is made: waiting for the pages to rest after it.
    private mutating func isDue(now: TimeInterval) -> Bool {
        guard case .scheduled(let due) = status, now >= due - 1e-9 * Swift.max(1, abs(due)) else { return false }
        status = .waitingForRest
        return true
    }
}
