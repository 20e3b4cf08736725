import Foundation

/// The narrow view of a page view controller that `PagesDriver` talks to.
@MainActor
package protocol PageHost: AnyObject {
    /// The type of one page (a view controller in UIKit).
    associatedtype Page: AnyObject

    var shownPage: Page? { get }

    /// Puts `page` on screen (`setViewControllers([page], direction:animated:completion:)`); `direction` is
    /// already visual. Never called during a transition; `completion` may come at once or later.
    func show(_ page: Page, direction: PageDirection, animated: Bool,
              completion: @escaping @MainActor (Bool) -> Void)

    /// Whether an animated set will animate and call its completion (in UIKit: the view is in a window).
    var canAnimate: Bool { get }

    /// Whether the pages' scroll view is still: no finger on it, no deceleration or snap under way (in UIKit:
    /// the inner scroll view is neither tracking, dragging nor decelerating).
    var isScrollAtRest: Bool { get }

    /// Lets a swipe begin on the pages (`true`) or not: off during each animated set, since a swipe during
    /// one crashes UIKit ("Duplicate states in queue", cwRichardKim/RKSwipeBetweenViewControllers#21).
    func setAcceptsSwipes(_ accepts: Bool)

    /// Shows no page at all (there are no pages after a reload to 0).
    func showNoPage()

    /// Runs `body` once the event being handled is over (in UIKit: `DispatchQueue.main.async`).
    func afterCurrentEvent(_ body: @escaping @Sendable @MainActor () -> Void)

    /// Hides a page that is not on screen from VoiceOver (`true`), or shows the
    /// page on screen to it again (`false`).
    func setHiddenFromAccessibility(_ hidden: Bool, page: Page)
}

extension PageHost {
    /// Default: runs `body` at once (a host without an event loop).
    package func afterCurrentEvent(_ body: @escaping @Sendable @MainActor () -> Void) { body() }
    /// Default: nothing (a host without a finger).
    package func setAcceptsSwipes(_ accepts: Bool) {}
}
