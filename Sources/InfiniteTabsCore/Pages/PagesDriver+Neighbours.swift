import Foundation

// The data source side: the pages either side of a page, kept alive in the
// instance store, and which alive pages VoiceOver reads.

extension PagesDriver {
    /// The page to put after `page` (`viewControllerAfter`): the next page left to right, the previous one
    /// right to left; nil when there is none or `page` is unknown.
    package func page(after page: Page) -> (page: Page?, outcome: PagesOutcome) {
        let next = neighbour(of: page, visualStep: 1)
        return (next, finishEvent())
    }

    /// The page to put before `page` (`viewControllerBefore`); see ``page(after:)``.
    package func page(before page: Page) -> (page: Page?, outcome: PagesOutcome) {
        let previous = neighbour(of: page, visualStep: -1)
        return (previous, finishEvent())
    }

    func neighbour(of page: Page, visualStep: Int) -> Page? {
        guard let p = store.position(of: page) else { return nil }
        let delta = layoutDirection == .rightToLeft ? -visualStep : visualStep
        let index = pages.instance(atPosition: p).page
        guard (delta > 0 ? pages.index(after: index) : pages.index(before: index)) != nil else { return nil }
        store.keep(around: p)
        let next = store.page(atPosition: p + delta)
        if next !== host?.shownPage { outbox.append(.hideFromAccessibility(true, page: next)) }
        return next
    }

    /// `shown` is the page on screen once the outcome is applied (the host may still show the one before).
    func updateAccessibility(shown: Page?) {
        guard host != nil else { return }
        for page in store.alivePages {
            outbox.append(.hideFromAccessibility(page !== shown, page: page))
        }
        guard let shown else { return }
        outbox.append(.settled(shown))
        if let p = store.position(of: shown), let change = voiceOver.rested(on: pages.instance(atPosition: p).page) {
            outbox.append(.voiceOverChange(shown, change))
        }
    }
}
