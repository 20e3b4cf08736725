import Foundation

// Turning pages by themselves: the banner carousel's clock meets the driver.

extension PagesDriver {
    /// Whether the pages are moving or about to: a gesture, a settle, an animated set or the refresh after
    /// it, or a request or reload waiting for one of those to end.
    package var isMoving: Bool {
        isHostBusy || !state.isIdle || machine.pending != nil || !deferred.isEmpty || deferredReload != nil
    }

    /// One tick of an auto-scroll at time `now`: asks `autoScroll` (see ``AutoScroll`` for the rules) and,
    /// when it is time, turns one page forward, animated, through ``step(_:animated:byUser:)``: across the
    /// seam from the last page to the first, never a rewind. `target` is the page it turns to, nil when not
    /// turning.
    package func autoScrollTick(_ autoScroll: inout AutoScroll, now: TimeInterval,
                               conditions: AutoScrollConditions = AutoScrollConditions())
        -> (target: Int?, outcome: PagesOutcome) {
        var conditions = conditions
        conditions.prefersReducedMotion = conditions.prefersReducedMotion || prefersReducedMotion
        guard autoScroll.tick(now: now, conditions: conditions, pagesAreMoving: isMoving, page: position) else {
            return (nil, PagesOutcome())
        }
        return step(1, byUser: true) // the app did not ask for it: reported like the user's
    }

    /// Handles a VoiceOver three-finger swipe on pages laid out along `axis`: like
    /// ``accessibilityScroll(_:)``, but vertical pages turn on up (next) and down (previous) and ignore left
    /// and right.
    package func accessibilityScroll(_ direction: AccessibilityScrollDirection, axis: ScrollAxis)
        -> (text: String?, outcome: PagesOutcome) {
        guard pages.count > 0,
              let delta = PageAccessibility.pageStep(for: direction, layout: layoutDirection, axis: axis) else {
            return (nil, PagesOutcome())
        }
        voiceOver.scrolled(true) // before the step: a step without animation rests at once
        let moved = step(delta, byUser: true)
        if moved.target == nil { voiceOver.scrolled(false) }
        return (PageAccessibility.pageText(index: moved.target ?? targetIndex, count: pages.count), moved.outcome)
    }
}

extension PagesDriver {
    /// Whether the last VoiceOver scroll turned a page (its text is posted
    /// when the pages rest) rather than staying (post it at once).
    package var voiceOverScrollMoved: Bool { voiceOver.lastScrollMoved }
}
