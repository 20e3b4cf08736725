import Foundation

/// The narrow view of a page view controller that `PagesDriver` talks to.
///
/// `UIPageViewController` conforms in the UIKit module (with `Page` being
/// `UIViewController`); the Linux tests conform a fake that behaves like it
/// (an animated set completes later, a set during a transition is a crash).
/// The driver decides *what* to show and *when*; a host only carries it out.
@MainActor
package protocol PageHost: AnyObject {
    /// The type of one page (a view controller in UIKit).
    associatedtype Page: AnyObject

    /// The page on screen (`viewControllers?.first`), nil before the first set.
    var shownPage: Page? { get }

    /// Puts `page` on screen (`setViewControllers([page], direction:animated:completion:)`).
    /// `direction` is already in the host's visual terms: right to left has
    /// been flipped by the driver. The driver never calls this while a
    /// transition of the host runs. `completion` may be called later (animated)
    /// or at once; the driver copes with both.
    func show(_ page: Page, direction: PageDirection, animated: Bool,
              completion: @escaping @MainActor (Bool) -> Void)

    /// Whether an animated set will animate and call its completion (in UIKit:
    /// the view is in a window). When false the driver sets pages without
    /// animation, so a transition can never wait forever for a completion.
    var canAnimate: Bool { get }

    /// Whether the pages' scroll view is still: no finger on it, no
    /// deceleration or snap under way (in UIKit: the inner scroll view is
    /// neither tracking, dragging nor decelerating). A gesture whose
    /// `didFinishAnimating` never came ends once this is true and the app
    /// asks for a move (issue 26: a snap caught by a touch and left still).
    var isScrollAtRest: Bool { get }

    /// Lets a swipe begin on the pages (`true`) or not. The driver turns
    /// swipes off for the length of each animated set it starts: a swipe
    /// during one crashes UIKit ("Duplicate states in queue":
    /// cwRichardKim/RKSwipeBetweenViewControllers#21). In UIKit: the inner
    /// scroll view's `isUserInteractionEnabled` (a touch begun meanwhile
    /// stays off the pages until it lifts).
    func setAcceptsSwipes(_ accepts: Bool)

    /// Shows no page at all (there are no pages after a reload to 0).
    func showNoPage()

    /// Runs `body` once the event being handled is over (in UIKit:
    /// `DispatchQueue.main.async`). The driver re-sets the page after an
    /// animated set from here, not from inside the set's completion, as
    /// Pageboy's `PatchedPageViewController` does: inside the completion the
    /// page view controller has not finished its transition. Default: runs
    /// `body` at once.
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
