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
        guard scrollViewTracker.pageSettled(page) else { return }
        let scrollView = ContentScrollViewRule.find(
            root: page.view as UIView, chosen: page.contentScrollView(for: .top),
            isScrollView: { $0 is UIScrollView },
            pagesSideways: { ($0 as? UIScrollView)?.isPagingEnabled == true },
            children: { $0.subviews }) as? UIScrollView
        var owner: UIViewController? = self
        while let controller = owner, !(controller is UINavigationController), !(controller is UITabBarController) {
            controller.setContentScrollView(scrollView, for: .top)
            owner = controller.parent
        }
    }

    func turnPageForVoiceOver(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let core = AccessibilityScrollDirection(direction),
              let text = driver.accessibilityScroll(core, axis: axis) else { return false }
        UIAccessibility.postPageScrolled(text)
        return true
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
        case .reloaded:
            delegate?.infinitePageViewControllerDidReload(self)
        }
    }

    /// Tells every page control following the pages the state. Out of
    /// ``handle(_:)``, so that an event without page controls does not set
    /// up room for the loop.
    private func tellPageControls() {
        for observer in pageControlObservers.values { observer(driver.state) }
    }
}
#endif
