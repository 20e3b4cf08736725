// The page view controller as the pages' child: its view, its data source, delegate and inner scroll view wired to the driver.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfinitePageViewController {
    /// Adds the page view controller as a child filling the view and wires it to the driver.
    func installPageViewController() {
        addChild(pageViewController)
        let pages = pageViewController.view!
        pages.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pages)
        NSLayoutConstraint.activate([
            // Left and right: the pages view is forced left to right below,
            // so its leading edge is not the controller's.
            pages.leftAnchor.constraint(equalTo: view.leftAnchor),
            pages.rightAnchor.constraint(equalTo: view.rightAnchor),
            pages.topAnchor.constraint(equalTo: view.topAnchor),
            pages.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        pageViewController.didMove(toParent: self)
        pageViewController.dataSource = scrollObserver
        pageViewController.delegate = scrollObserver
        // The inner scroll view (found like Pageboy's `scrollView`): its delegate
        // reports progress, as Pageboy's does; UIPageViewController does its
        // own bookkeeping elsewhere. It never adjusts its insets for bars
        // (Parchment's paging scroll view neither): the pages then get the
        // safe area themselves instead of being shifted under a translucent
        // navigation bar.
        // Whether UIKit mirrors the pages in right to left, and by which
        // view's direction, is undocumented (Stack Overflow 70295432: swipes
        // mirror, animated sets do not): both views are kept left to right
        // and the driver mirrors the order itself. The pages' own content
        // keeps its direction (Apple, "effectiveUserInterfaceLayoutDirection":
        // the value does not propagate through the subtree).
        pages.semanticContentAttribute = .forceLeftToRight
        if let scrollView = innerScrollView {
            scrollView.delegate = scrollObserver
            scrollView.contentInsetAdjustmentBehavior = .never
            scrollView.semanticContentAttribute = .forceLeftToRight
            scrollView.isScrollEnabled = isScrollEnabled
        }
    }
}
#endif
