#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The data source and delegate of the inner `UIPageViewController` and the
/// delegate of its scroll view: each callback is handed to the `PagesDriver`
/// unchanged, and its outcome to the owner to apply.
@MainActor
final class PageScrollObserver: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate,
    UIScrollViewDelegate {
    private let driver: PagesDriver<PageViewControllerHost>
    private let axis: ScrollAxis
    /// The page controller that owns this observer, told after the driver on
    /// every scroll of the inner scroll view (its item transform).
    weak var owner: InfinitePageViewController?

    init(driver: PagesDriver<PageViewControllerHost>, axis: ScrollAxis = .horizontal) {
        self.driver = driver
        self.axis = axis
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let before = driver.page(before: viewController)
        owner?.apply(before.outcome)
        return before.page
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let after = driver.page(after: viewController)
        owner?.apply(after.outcome)
        return after.page
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        owner?.apply(driver.gestureWillBegin())
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        owner?.apply(driver.gestureDidFinish())
    }

    /// The swipe map's first step: the frame's outcome is applied here, inside UIKit's callback.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let outer = driver.insideScrollCallback
        driver.insideScrollCallback = true
        defer { driver.insideScrollCallback = outer }
        let frame = driver.pagesScrolled(offset: axis.along(scrollView.contentOffset),
                                         pageWidth: axis.along(scrollView.bounds.size), isDragging: scrollView.isDragging)
        if let held = frame.heldOffset {
            scrollView.contentOffset = axis.point(along: held, across: 0) // bounces off: held at the end
            return
        }
        owner?.apply(frame)
        owner?.applyItemTransform(in: scrollView)
    }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        owner?.autoScroller.userBeganDragging()
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        owner?.apply(driver.pagesCameToRest())
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        owner?.apply(driver.pagesEndedDragging(willDecelerate: decelerate))
    }
}
#endif
