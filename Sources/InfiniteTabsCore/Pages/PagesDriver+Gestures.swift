import Foundation

// The delegate and scroll-view side: swipes, drags and rest.

extension PagesDriver {
    /// A gesture-driven transition began (`willTransitionTo`).
    package func gestureWillBegin() -> PagesOutcome {
        beginGesture()
        return finishEvent()
    }

    func beginGesture() {
        restCheck = nil
        awaitingBounceEnd = nil
        offRestWithoutGesture = false
        if gestureInFlight, deferred.isEmpty, let shown = host?.shownPage, let p = store.position(of: shown) {
            position = p
            store.keep(around: p)
            // Still in a gesture: a request this runs waits (taken back below).
            run(machine.swipeFinished(showing: pages.instance(atPosition: p).page))
        }
        gestureInFlight = true
        let waitingShows = deferred.contains { if case .show = $0 { return true } else { return false } }
        if waitingShows, let shown = host?.shownPage, let p = store.position(of: shown) {
            deferred.removeAll { if case .show = $0 { return true } else { return false } }
            position = p
            machine.swipeWillBegin(showing: pages.instance(atPosition: p).page)
        } else {
            machine.swipeWillBegin()
        }
    }

    /// A gesture-driven transition ended (`didFinishAnimating`), completed or not: the swipe ends on the page
    /// the host shows, and anything that waited runs.
    package func gestureDidFinish() -> PagesOutcome {
        finishGesture()
        return finishEvent()
    }

    func finishGesture() {
        gestureInFlight = false
        restCheck = nil
        if let shown = host?.shownPage, let p = store.position(of: shown) {
            position = p
            store.keep(around: p)
            // With sets waiting, the machine already ended the swipe and
            // moved on; the waiting sets start from the page really shown.
            if deferred.isEmpty {
                run(machine.swipeFinished(showing: pages.instance(atPosition: p).page))
            }
            updateAccessibility(shown: shown)
        }
        flush()
        emitStateIfChanged()
    }

    /// The finger left the host's inner scroll view (`scrollViewDidEndDragging`): without deceleration it is
    /// at rest (see ``pagesCameToRest()``).
    package func pagesEndedDragging(willDecelerate: Bool) -> PagesOutcome {
        willDecelerate ? finishEvent() : pagesCameToRest()
    }

    /// A gesture (or a spring-back) whose end never came while the pages are still ends now, on the page
    /// shown, so a selection or reload asked for does not wait for an event that may never come.
    func endGestureLeftAtRest() {
        if let token = awaitingBounceEnd, !insideScrollCallback, host?.isScrollAtRest ?? true {
            bounceEnded(token) // a spring-back whose end was never reported
        }
        guard gestureInFlight, !insideScrollCallback, let host, host.isScrollAtRest else { return }
        finishGesture()
    }

    /// The host's inner scroll view came to rest (`scrollViewDidEndDecelerating`, or
    /// `scrollViewDidEndDragging` without deceleration).
    package func pagesCameToRest() -> PagesOutcome {
        offRestWithoutGesture = false
        if let token = awaitingBounceEnd, host != nil {
            // The spring-back is over: what waited runs after this callback.
            outbox.append(.afterCurrentEvent(.bounceEnded(token)))
        }
        if gestureInFlight, host != nil {
            serial += 1
            restCheck = serial
            outbox.append(.afterCurrentEvent(.restCheck(serial)))
        }
        return finishEvent()
    }

    func bounceEnded(_ token: Int) {
        guard awaitingBounceEnd == token else { return }
        awaitingBounceEnd = nil
        flush()
        emitStateIfChanged()
    }
}
