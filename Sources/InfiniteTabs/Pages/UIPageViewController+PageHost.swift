#if canImport(UIKit)
import UIKit

/// `UIPageViewController` is the page host `PagesDriver` talks to: each
/// method is one UIKit call, the driver decides which and when.
extension UIPageViewController: PageHost {
    /// The page on screen: `viewControllers?.first`.
    package var shownPage: UIViewController? { viewControllers?.first }

    /// `setViewControllers([page], direction:animated:completion:)`.
    package func show(_ page: UIViewController, direction: PageDirection, animated: Bool,
                     completion: @escaping @MainActor (Bool) -> Void) {
        // The completion is not `@Sendable` (Apple's declaration: `((Bool) -> Void)?`),
        // so this closure keeps the main-actor isolation of this method.
        setViewControllers([page], direction: NavigationDirection(direction), animated: animated) { finished in
            completion(finished)
        }
    }

    /// Whether the view is in a window: off screen an animated set may never
    /// complete, so the driver sets pages without animation then.
    package var canAnimate: Bool { viewIfLoaded?.window != nil }

    /// `DispatchQueue.main.async`: the driver's refresh after an animated set
    /// runs once the set's completion has returned.
    package func afterCurrentEvent(_ body: @escaping @Sendable @MainActor () -> Void) {
        MainRunLoop.async { body() }
    }

    /// Sets an empty placeholder controller (a page view controller cannot show
    /// nothing).
    package func showNoPage() {
        setViewControllers([UIViewController()], direction: .forward, animated: false, completion: nil)
    }

    /// `page.view.accessibilityElementsHidden`.
    package func setHiddenFromAccessibility(_ hidden: Bool, page: UIViewController) {
        page.view.accessibilityElementsHidden = hidden
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
