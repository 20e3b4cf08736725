import Foundation

// Moving to a page: the first page, a chosen page, one page either way,
// and VoiceOver's three-finger swipe.

extension PagesDriver {
    /// Shows the selected page without animation; call once the host is ready
    /// (in `viewDidLoad`). Shows no page when there are none.
    package func showInitialPage() -> PagesOutcome {
        guard host != nil else { return PagesOutcome() }
        if pages.count > 0 {
            perform(.show(index: state.index, direction: .forward, animated: false))
        } else {
            outbox.append(.showNoPage)
        }
        return finishEvent()
    }

    /// Moves to `index` in one transition, the shortest way round unless told otherwise.
    package func select(_ index: Int, direction: DirectionPreference = .shortest, animated: Bool = true,
                       byUser: Bool = false) -> PagesOutcome {
        endGestureLeftAtRest()
        let slides = ReducedMotion.slides(animated: animated, prefersReducedMotion: prefersReducedMotion)
        run(machine.select(index, direction: direction, animated: slides, byUser: byUser))
        emitStateIfChanged()
        return finishEvent()
    }

    /// Moves one page forward (`delta` > 0) or back (`delta` < 0) from ``targetIndex``, always that way
    /// round. `target` is nil when there is no page that way.
    package func step(_ delta: Int, animated: Bool = true, byUser: Bool = false) -> (target: Int?, outcome: PagesOutcome) {
        guard delta != 0 else { return (nil, PagesOutcome()) }
        endGestureLeftAtRest()
        let base = targetIndex
        guard let target = delta > 0 ? pages.index(after: base) : pages.index(before: base) else {
            return (nil, finishEvent())
        }
        let outcome = select(target, direction: .always(delta > 0 ? .forward : .reverse), animated: animated,
                             byUser: byUser)
        return (target, outcome)
    }

    /// Handles a VoiceOver three-finger swipe: moves one page and returns the text to post with
    /// `.pageScrolled` ("Page x of n" of the page it goes to, or of the current page when there is none that
    /// way).
    package func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> (text: String?, outcome: PagesOutcome) {
        guard pages.count > 0, let delta = PageAccessibility.pageStep(for: direction, layout: layoutDirection) else {
            return (nil, PagesOutcome())
        }
        let moved = step(delta, byUser: true)
        return (PageAccessibility.pageText(index: moved.target ?? targetIndex, count: pages.count), moved.outcome)
    }
}
