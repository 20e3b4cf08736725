// The paging scroll view the simulated strip follows: putting it under the strip and scrolling it.
#if os(Linux)
import InfiniteTabs
import InfiniteTabsCore
import UIKit

extension StripScreen {
    /// Puts a paging `UIScrollView` of `pageCount` pages `pageWidth` wide under
    /// the strip, resting on the page of the selected tab's first copy, and
    /// makes the strip follow it.
    @discardableResult
    package func followPages(pageWidth: CGFloat, pageCount: Int) -> UIScrollView {
        let scrollView = UIScrollView()
        scrollView.isPagingEnabled = true
        scrollView.contentSize = CGSize(width: CGFloat(pageCount) * pageWidth, height: 300)
        stage.pages = scrollView
        stage.pageWidth = pageWidth
        stage.addSubview(scrollView)
        stage.setNeedsLayout()
        if device.window.bounds.width < pageWidth { device.resize(width: pageWidth, height: 844) }
        device.settle()
        let rtl = strip.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let page = rtl ? pageCount - 1 - strip.selectedIndex : strip.selectedIndex
        scrollView.contentOffset = CGPoint(x: CGFloat(page) * pageWidth, y: 0)
        pages = scrollView
        strip.follow(scrollView)
        device.settle()
        return scrollView
    }

    /// Scrolls the followed pages, animated, to the nearest page of `index`.
    package func showPage(of index: Int) {
        guard let pages, pages.bounds.width > 0, !titles.isEmpty else { return }
        note("pages to \(index)")
        let n = titles.count
        let w = pages.bounds.width
        let count = Int((pages.contentSize.width / w).rounded())
        let rtl = strip.effectiveUserInterfaceLayoutDirection == .rightToLeft
        var page = Int((pages.contentOffset.x / w).rounded())
        if rtl { page = count - 1 - page }
        let cycle = Cycle(count: n)
        var target = page + cycle.distance(from: cycle.wrap(page), to: index)
        target = Swift.min(Swift.max(target, 0), count - 1)
        if rtl { target = count - 1 - target }
        pages.setContentOffset(CGPoint(x: CGFloat(target) * w, y: 0), animated: true)
        UIKitModel.runLoop.finishEvent()
        events += 1
    }
}
#endif
