import Foundation

// One frame of the pages' scroll view: the offset in, the state reported once if it changed.

extension PagesDriver {
    /// The host's inner scroll view moved: `offset` is its content offset x, `pageWidth` its width. Returns
    /// the offset to put the scroll view back at when bounces are off and this pulls past an end (nothing
    /// else happens then: the assignment reports the held offset again), nil to leave it.
    @discardableResult
    package func pagesScrolled(offset: CGFloat, pageWidth: CGFloat, isDragging: Bool) -> CGFloat? {
        if let held = bounceHeldOffset(offset: offset, pageWidth: pageWidth) { return held }
        let outer = insideScrollCallback
        insideScrollCallback = true // through the delivery: the shell applies it inside `scrollViewDidScroll`
        defer { deliver(); insideScrollCallback = outer }
        let gesture = gestureInFlight
        var progress = PageProgress.progress(offset: offset, pageWidth: pageWidth, direction: layoutDirection)
        offRestWithoutGesture = !gesture && !isDragging && progress != 0
        if !gesture && !isDragging && machine.state.isIdle { return nil }
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
        return nil
    }

    /// Runs the commands of a swipe that arrived on `index`.
    private func arrive(at index: Int) {
        run(machine.arrival(at: index))
    }

    /// A drag too small for UIKit to start a transition came back to rest: no didFinishAnimating will follow,
    /// so the swipe ends here (a request kept during it runs after this event).
    private func endSwipeAtRest() {
        run(machine.swipeFinished(showing: machine.state.index))
    }

    /// The most progress a drag reaches without a transition: just short of a
    /// whole page.
    static var progressWithoutTransition: CGFloat { 0.999 }

    /// Reports the state when it differs from the last one reported (each
    /// state once, however the inputs nest).
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
}
