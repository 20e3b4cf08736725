#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The page host the pages driver talks to: each method is one call on a
/// `UIPageViewController`; the driver decides which and when. Owned by the
/// page controller that owns the page view controller (the driver holds its
/// host weakly). A type of its own, not a conformance of
/// `UIPageViewController`, so that no UIKit type gains the core's protocol.
@MainActor
final class PageViewControllerHost: PageHost {
    let pageViewController: UIPageViewController

    init(_ pageViewController: UIPageViewController) { self.pageViewController = pageViewController }

    /// The page on screen: `viewControllers?.first`.
    var shownPage: UIViewController? { pageViewController.viewControllers?.first }

    /// `setViewControllers([page], direction:animated:completion:)`.
    func show(_ page: UIViewController, direction: PageDirection, animated: Bool,
                     completion: @escaping @MainActor (Bool) -> Void) {
        // The completion is not `@Sendable` (Apple's declaration: `((Bool) -> Void)?`),
        // so this closure keeps the main-actor isolation of this method.
        pageViewController.setViewControllers([page], direction: .init(direction), animated: animated) { finished in
            completion(finished)
        }
    }

    /// Whether the view is in a window: off screen an animated set may never
    /// complete, so the driver sets pages without animation then.
    var canAnimate: Bool { pageViewController.viewIfLoaded?.window != nil }

    /// `DispatchQueue.main.async`: the driver's refresh after an animated set
    /// runs once the set's completion has returned.
    func afterCurrentEvent(_ body: @escaping @Sendable @MainActor () -> Void) {
        MainRunLoop.async { body() }
    }

    /// The inner scroll view is neither tracking, dragging nor decelerating
    /// (no scroll view: at rest).
    var isScrollAtRest: Bool {
        guard let scroll = pageViewController.viewIfLoaded?.subviews.lazy.compactMap({ $0 as? UIScrollView }).first
        else { return true }
        return !scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating
    }

    /// The inner scroll view's `isUserInteractionEnabled`: a touch that
    /// begins while it is false never reaches the pages (Apple,
    /// "isUserInteractionEnabled": such events "are ignored"), so it can
    /// neither catch the set's scroll nor swipe once the set is over.
    func setAcceptsSwipes(_ accepts: Bool) {
        pageViewController.viewIfLoaded?.subviews.lazy.compactMap { $0 as? UIScrollView }.first?.isUserInteractionEnabled = accepts
    }

    /// Sets an empty placeholder controller (a page view controller cannot show
    /// nothing).
    func showNoPage() {
        pageViewController.setViewControllers([UIViewController()], direction: .forward, animated: false, completion: nil)
    }

    /// `page.view.accessibilityElementsHidden`, and `isUserInteractionEnabled`
    /// the other way: a hardware keyboard's Tab never focuses what a page
    /// off screen holds (Apple, "canBecomeFocused": a view without user
    /// interaction cannot be focused); no touch reaches a page off screen.
    func setHiddenFromAccessibility(_ hidden: Bool, page: UIViewController) {
        page.view.accessibilityElementsHidden = hidden
        page.view.isUserInteractionEnabled = !hidden
    }
}

extension UIPageViewController.NavigationDirection {
    /// The UIKit direction of a core direction.
    init(_ direction: PageDirection) {
        switch direction {
        case .forward: self = .forward
        case .reverse: self = .reverse
        }
    }
}

extension AccessibilityScrollDirection {
    /// The core direction of a VoiceOver scroll; nil for a case UIKit adds
    /// later (see `AccessibilityScrollDirection.init(uiKitRawValue:)`).
    init?(_ direction: UIAccessibilityScrollDirection) {
        self.init(uiKitRawValue: direction.rawValue)
    }
}
#endif
