// When a page view controller asks its data source for neighbours. Not at a set: at the first move of the next swipe,
// the page after first, then the page before (wisdomskyduan.blogspot.com, "[iOS] UIPageViewController Test Note",
// iOS 9.1: a slight scroll logs viewControllerAfter, viewControllerBefore, then willTransitionTo; techbird.site,
// yajamon's note on when viewControllerBefore/After are called: once each at the first paging after a set). After a
// completed swipe only the page beyond the new one is asked for, once the transition has finished (the same note and
// the blog's log: didFinishAnimating, then viewControllerAfter of the new page); the page left stays cached as the
// neighbour on its side. A swipe that springs back asks for nothing.
extension UIPageViewController {
    /// The page on screen changed by a set: the inner scroll view goes back to the middle (a `scrollViewDidScroll`) and
    /// the neighbours are forgotten, except `kept` (see ``keepAsNeighbour(_:isBefore:)``).
    func install(keeping kept: UIViewController? = nil) {
        recentre()
        let forgotten = [before, after].compactMap { $0 }.filter { $0 !== kept }
        if before !== kept { before = nil; beforeKnown = false }
        if after !== kept { after = nil; afterKnown = false }
        for page in forgotten where page !== before && page !== after { retire(page) }
    }

    /// Makes `page` the cached neighbour on one side without asking the data source.
    func keepAsNeighbour(_ page: UIViewController, isBefore: Bool) {
        let replaced = isBefore ? before : after
        if isBefore { before = page; beforeKnown = true } else { after = page; afterKnown = true }
        if let replaced, replaced !== page, replaced !== before, replaced !== after { retire(replaced) }
        place(page, slot: scroller.slot(forNeighbourBefore: isBefore))
    }

    /// The inner scroll view goes back to the middle page (a `scrollViewDidScroll`).
    func recentre() {
        scroller.layOutForPages()
        installing = true
        scroller.contentOffset = scroller.point(along: scroller.offset(ofSlot: 0))
        installing = false
    }

    /// A swipe landed on `target`: it is shown, the page left becomes its neighbour on the other side, and the side
    /// beyond is to be asked for (returned) once the transition has finished.
    func land(on target: UIViewController) -> (isBefore: Bool, Void)? {
        let cameFromAfter = target === after
        let previous = viewControllers?.first
        let beyondOld = cameFromAfter ? before : after
        if cameFromAfter { after = nil; afterKnown = false } else { before = nil; beforeKnown = false }
        if let previous { keepAsNeighbour(previous, isBefore: cameFromAfter) }
        show(target)
        if let beyondOld, beyondOld !== before, beyondOld !== after { retire(beyondOld) }
        return (isBefore: !cameFromAfter, ())
    }

    /// A swipe is about to start: asks for each neighbour not asked since the page changed, the page after first.
    func askForNeighboursIfNeeded() {
        askForNeighbour(isBefore: false)
        askForNeighbour(isBefore: true)
    }

    /// Asks the data source for the neighbour on one side of the page on screen, unless it was asked already.
    func askForNeighbour(isBefore: Bool) {
        guard isBefore ? !beforeKnown : !afterKnown, let shown = viewControllers?.first, let dataSource else { return }
        let page = isBefore ? dataSource.pageViewController(self, viewControllerBefore: shown)
            : dataSource.pageViewController(self, viewControllerAfter: shown)
        // The data source may have set pages meanwhile: the answer is for a page no longer shown.
        guard viewControllers?.first === shown else { return }
        if isBefore { before = page; beforeKnown = true } else { after = page; afterKnown = true }
        if let page, page === (isBefore ? after : before) {
            UIKitModel.recordViolation("the data source returned the same controller before and after (SwiftUIX/SwiftUIX#473: cycling two pages crashes; uias/Pageboy#265)")
        }
        if let page { place(page, slot: scroller.slot(forNeighbourBefore: isBefore)) }
    }
}
