// The page controller handling its driver's events: pages settling, VoiceOver page turns, page controls told the state.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfinitePageViewController {
    /// Large titles: each time the pages rest on a new
    /// page, the navigation bar is pointed at that page's scroll view, found
    /// by `ContentScrollViewRule`: `setContentScrollView(_:for: .top)` on
    /// this controller and each parent up to the navigation (or tab bar)
    /// controller, so it works pushed on its own or inside
    /// ``InfiniteTabsViewController`` (see the Accessibility article).
    func pageSettled(_ page: UIViewController) {
        observingContainer?.followCurrentPage()
        guard scrollViewTracker.pageSettled(page) else { return }
        let scrollView = Self.scrollView(of: page)
        var owner: UIViewController? = self
        while let controller = owner, !(controller is UINavigationController), !(controller is UITabBarController) {
            controller.setContentScrollView(scrollView, for: .top)
            owner = controller.parent
        }
    }

    /// Makes the pages' pan wait for the navigation controller's back
    /// swipe when `BackSwipePolicy` says so (see ``defersToNavigationPop``).
    func linkToBackSwipe() {
        let backSwipe = navigationController?.interactivePopGestureRecognizer
        guard BackSwipePolicy.linksPagesToBackSwipe(defers: defersToNavigationPop, hasBackSwipe: backSwipe != nil,
                                                    alreadyLinked: backSwipe != nil && backSwipe === linkedBackSwipe),
              let backSwipe, let pan = innerScrollView?.panGestureRecognizer else { return }
        pan.require(toFail: backSwipe)
        linkedBackSwipe = backSwipe
    }

    /// A three-finger swipe: a page that turns is announced when it rests
    /// (``voiceOverFollow(_:_:)``); at an end that does not wrap, the page
    /// that stays is announced at once.
    func turnPageForVoiceOver(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let core = AccessibilityScrollDirection(direction) else { return false }
        let scroll = driver.accessibilityScroll(core, axis: axis)
        apply(scroll.outcome)
        guard scroll.text != nil else { return false }
        if !driver.voiceOverScrollMoved { UIAccessibility.postPageScrolled(voiceOverText(index: driver.targetIndex)) }
        return true
    }

    /// The pages rest on a new page: VoiceOver's cursor goes to it, and a
    /// three-finger swipe's text is read.
    func voiceOverFollow(_ page: UIViewController, _ change: PageVoiceOverFollower.Change) {
        let view: UIView = page.view
        UIAccessibility.postLayoutChanged(focusing: view)
        if change.announces { UIAccessibility.postPageScrolled(voiceOverText(index: change.index)) }
    }

    /// "Page 2 of 5", or the container's tab title ("News, tab 2 of 5").
    func voiceOverText(index: Int) -> String {
        PageAccessibility.announcement(index: index, count: driver.pages.count, title: observingContainer?.voiceOverName(ofTab: index))
    }

    /// The one place the driver's decisions reach UIKit: every event's outcome, step by step in order. An
    /// outcome that arrives meanwhile (UIKit calling back inside a set) runs after this one.
    func apply(_ outcome: PagesOutcome) {
        guard outcomesWaiting == nil else { outcomesWaiting?.append(outcome); return }
        outcomesWaiting = []
        var next: PagesOutcome? = outcome
        while let current = next {
            for step in current.steps { perform(step) }
            next = outcomesWaiting?.isEmpty == false ? outcomesWaiting?.removeFirst() : nil
        }
        outcomesWaiting = nil
    }

    private func perform(_ step: PagesOutcome.Step) {
        switch step {
        case .show(let page as UIViewController, let direction, let animated, let token):
            pageHost.show(page, direction: direction, animated: animated) { [weak self] _ in
                guard let token, let self else { return }
                apply(driver.setFinished(token))
            }
        case .showNoPage: pageHost.showNoPage()
        case .acceptSwipes(let accepts): pageHost.setAcceptsSwipes(accepts)
        case .hideFromAccessibility(let hidden, let page as UIViewController): pageHost.setHiddenFromAccessibility(hidden, page: page)
        case .afterCurrentEvent(let wake):
            pageHost.afterCurrentEvent { [weak self] in
                guard let self else { return }
                apply(driver.wake(wake))
            }
        case .report(let event): handle(event)
        case .settled(let page as UIViewController): pageSettled(page)
        case .voiceOverChange(let page as UIViewController, let change): voiceOverFollow(page, change)
        case .reloaded: tellPageControls()
        case .whenApplied(let body): body()
        case .show, .hideFromAccessibility, .settled, .voiceOverChange: break // never: the driver's pages are this host's
        }
    }

    /// The driver's events: the container first, then the page controls,
    /// the delegate and the closures.
    func handle(_ event: PagesEvent) {
        observingContainer?.pagesDidReport(event)
        if !pageControlObservers.isEmpty { tellPageControls() }
        switch event {
        case .stateChanged(let state):
            delegate?.infinitePageViewController(self, didUpdate: state)
            onProgress?(state)
            finishMoves()
        case .selectTab(let index):
            delegate?.infinitePageViewController(self, willSelectItemAt: index)
            onWillSelect?(index)
        case .selectionSettled:
            setNeedsStatusBarAppearanceUpdate()
        case .userSelected(let index):
            delegate?.infinitePageViewController(self, didSelectItemAt: index)
            onSelect?(index)
        case .reloaded(let count, let selected):
            // The owner may let go of this controller in any of these: nothing after them.
            delegate?.infinitePageViewControllerDidReload(self)
            delegate?.infinitePageViewController(self, didReloadWith: count, selectedIndex: selected)
            onReload?(count, selected)
        }
    }

    /// Tells every page control following the pages the state (after every
    /// event, and after a reload, which may report none). Out of
    /// ``handle(_:)``, so that an event without page controls does not set
    /// up room for the loop.
    func tellPageControls() {
        for observer in pageControlObservers.values { observer(driver.state) }
    }
}
#endif
