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
}

/// What `PagesDriver` reports to the tab strip, the delegate and closures.
package enum PagesEvent: Hashable, Sendable {
    /// The paging state changed (drag progress, a transition starting or
    /// ending): the tab strip moves its indicator from it.
    case stateChanged(PagingState)
    /// The tab strip should mark this tab as selected.
    case selectTab(index: Int)
    /// The selection settled on a new index (sent exactly once per change).
    case selectionSettled(index: Int)
    /// Right after ``selectionSettled(index:)`` when the change was not made
    /// in code: a swipe, a tapped tab, VoiceOver or an auto-scroll turn. The
    /// controls call `onSelect` and their delegates' `didSelectItemAt` on it.
    case userSelected(index: Int)
    /// A reload (new pages, an inserted or deleted page) took effect, after
    /// its state change: `count` pages now.
    case reloaded(count: Int)
}
