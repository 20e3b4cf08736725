#if canImport(UIKit)
import UIKit

/// The data source and delegate of the inner `UIPageViewController` and the
/// delegate of its scroll view: each callback is handed to the ``PagesDriver``
/// unchanged.
@MainActor
final class PageViewControllerGlue: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate,
    UIScrollViewDelegate {
    private let driver: PagesDriver<UIPageViewController>

    init(driver: PagesDriver<UIPageViewController>) {
        self.driver = driver
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        driver.page(before: viewController)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        driver.page(after: viewController)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        driver.gestureWillBegin()
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        driver.gestureDidFinish()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        driver.pagesScrolled(offset: scrollView.contentOffset.x, pageWidth: scrollView.bounds.width,
                             isDragging: scrollView.isDragging)
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        driver.pagesCameToRest()
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        driver.pagesEndedDragging(willDecelerate: decelerate)
    }
}
#endif
