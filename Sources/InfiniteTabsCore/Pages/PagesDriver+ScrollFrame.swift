// One frame of the pages' scroll view, from the offset in to the one outcome returned to the shell: every line of the
// pages' core a swipe frame runs is in this file (the swipe map in CONTRIBUTING), the driver's part and the state
// machine's step.
import Foundation

extension PagesDriver {
    /// The host's inner scroll view moved: `offset` is its content offset x, `pageWidth` its width. Returns the
    /// frame's one outcome, which the shell applies with ``insideScrollCallback`` set; when bounces are off and
    /// this pulls past an end, only its ``PagesOutcome/heldOffset`` (the assignment reports the held offset again).
    package func pagesScrolled(offset: CGFloat, pageWidth: CGFloat, isDragging: Bool) -> PagesOutcome {
        if let held = bounceHeldOffset(offset: offset, pageWidth: pageWidth) { return PagesOutcome(heldOffset: held) }
        let gesture = gestureInFlight
        var progress = PageProgress.progress(offset: offset, pageWidth: pageWidth, direction: layoutDirection)
        offRestWithoutGesture = !gesture && !isDragging && progress != 0
        if !gesture && !isDragging && machine.state.isIdle { return takeOutcome() }
        if !gesture && !machine.state.isTransitioning {
            // Without `willTransitionTo` no neighbour is on its way in: a
            // drag (or a host reporting any offset) cannot arrive on it.
            progress = Swift.min(Swift.max(progress, -Self.progressWithoutTransition), Self.progressWithoutTransition)
        }
        if let arrived = machine.scrolled(progress: progress, isDragging: isDragging) {
            arrive(at: arrived)
        }
        if progress == 0 && !isDragging && !gestureInFlight && machine.state.isIdle {
            endSwipeAtRest()
        }
        emitStateIfChanged()
        return takeOutcome()
    }

    private func arrive(at index: Int) {
        run(machine.arrival(at: index))
    }

    /// A drag too small for UIKit to start a transition came back to rest: no didFinishAnimating will follow,
    /// so the swipe ends here (a request kept during it runs after this event).
    private func endSwipeAtRest() {
        run(machine.swipeFinished(showing: machine.state.index))
    }

    /// The most progress a drag reaches without a transition: just short of a whole page.
    static var progressWithoutTransition: CGFloat { 0.999 }

    /// Reports the state when it differs from the last one reported (each state once, however the inputs nest).
    func emitStateIfChanged() {
        let current = machine.state
        guard current != reportedState else { return }
        reportedState = current
        report(.stateChanged(current))
    }

    func report(_ event: PagesEvent) { outbox.append(.report(event)) }

    /// Where the inner scroll view must be put back so the pages do not bounce past an end, by
    /// ``PageEdgeBounce``; nil while ``bounces`` is on or the page on screen has a neighbour that way
    /// (looping pages always have one, unless there is a single page).
    func bounceHeldOffset(offset: CGFloat, pageWidth: CGFloat) -> CGFloat? {
        guard !bounces, pages.count > 0 else { return nil }
        let index = pages.instance(atPosition: position).page
        return PageEdgeBounce.heldOffset(offset: offset, pageWidth: pageWidth, direction: layoutDirection,
                                         hasPrevious: pages.index(before: index) != nil,
                                         hasNext: pages.index(after: index) != nil)
    }

    /// The steps of the scroll frame just handled as one outcome. The buffer handed out last time comes back as
    /// the outbox: the shell has let go of it by now, so no allocation per frame (a nested frame's copy is kept).
    func takeOutcome() -> PagesOutcome {
        guard !outbox.isEmpty else { return PagesOutcome() }
        swap(&outbox, &returnedSteps)
        outbox.removeAll(keepingCapacity: true)
        return PagesOutcome(steps: returnedSteps)
    }

    /// The steps of any other event just handled as its one outcome. It leaves the driver for good, so the
    /// last frame's buffer is emptied too: the driver keeps no page or closure alive once the shell is done.
    func finishEvent() -> PagesOutcome {
        returnedSteps.removeAll(keepingCapacity: true)
        guard !outbox.isEmpty else { return PagesOutcome() }
        var steps: [PagesOutcome.Step] = []
        swap(&steps, &outbox)
        outbox.reserveCapacity(steps.count) // a new buffer here, so that the scroll frames after it do not allocate
        return PagesOutcome(steps: steps)
    }
}

extension PagingMachine {
    /// ``pagesScrolled(progress:isDragging:)`` without building its commands: returns the index whose
    /// ``arrival(at:)`` commands are due (a swipe arrived on it, or came back to the page it arrived from),
    /// nil for the common frame that needs none (the pages driver calls it).
    mutating func scrolled(progress raw: CGFloat, isDragging: Bool) -> Int? {
        let p = raw.isFinite ? Swift.min(Swift.max(raw, -1), 1) : 0
        switch state {
        case .transitioning(var m):
            m.progress = Swift.max(m.progress, abs(p))
            state = .transitioning(m)
            return nil
        case .idle(let current):
            if let origin = arrivedFrom, swipeInFlight, origin != current {
                // The swipe arrived on `current` and the host may still measure from `origin` until
                // `didFinishAnimating`: a whole page is still `current`, and so is 0 (the host re-tiled on
                // `current`, as it does before finishing); in between is the finger going back from
                // `origin`'s neighbour.
                if abs(p) >= 1 { return nil }
                guard p != 0, let move = Self.swipe(in: pages, from: origin, progress: p) else { return nil }
                state = isDragging ? .dragging(move) : .settling(move)
                return nil
            }
            guard p != 0, let move = Self.swipe(in: pages, from: current, progress: p) else { return nil }
            state = isDragging ? .dragging(move) : .settling(move)
            swipeInFlight = true
            return nil
        case .dragging(let m), .settling(let m):
            if p == 0 && !isDragging {
                // Back at rest where it started: cancelled. didFinishAnimating still follows, so a kept
                // request waits for swipeFinished.
                state = .idle(index: m.from)
                // Back on the page it arrived from: that page is the selection again.
                return arrivedFrom == m.from && settledIndex != m.from ? m.from : nil
            }
            return scrolledFromMove(m, progress: p, isDragging: isDragging)
        }
    }

    /// A frame of the dragging or settling move `m` at `p` (finite, within -1...1, not the rest that cancels
    /// it): the move from `m.from` towards the neighbour `p` points at, rest on that neighbour at a whole
    /// page, or rest on `m.from` when there is none.
    mutating func scrolledFromMove(_ m: PagingMove, progress p: CGFloat, isDragging: Bool) -> Int? {
        let next = Self.swipe(in: pages, from: m.from, progress: p)
        if abs(p) >= 1, let move = next {
            state = .idle(index: move.to)
            swipeInFlight = true
            arrivedFrom = m.from
            return move.to
        }
        guard let move = next else {
            state = .idle(index: m.from)
            return arrivedFrom == m.from && settledIndex != m.from ? m.from : nil
        }
        state = isDragging ? .dragging(move) : .settling(move)
        return nil
    }

    /// The swipe from `from` towards the neighbour `p`'s sign points at, nil when there is none.
    static func swipe(in pages: PageCycle, from: Int, progress p: CGFloat) -> PagingMove? {
        let next = p > 0 ? pages.index(after: from) : pages.index(before: from)
        guard let to = next else { return nil }
        return PagingMove(from: from, to: to, steps: p > 0 ? 1 : -1, progress: abs(p))
    }
}
