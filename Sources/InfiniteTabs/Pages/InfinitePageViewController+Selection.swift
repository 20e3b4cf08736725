// The page controller's selection: reading where the pages are, and turning them in code or for the user.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfinitePageViewController {
    /// The number of pages.
    public var numberOfPages: Int { driver.pages.count }
    /// The item the pages last settled on (0 without pages). Setting it
    /// shows that page without animation and without calling ``onSelect``
    /// (during a transition it runs when the pages come to rest); an index
    /// out of range is ignored.
    public var selectedIndex: Int {
        get { driver.selectedIndex }
        set { select(newValue, animated: false) }
    }
    /// What the pages are doing: at rest, dragged, settling or in a
    /// programmatic transition with its progress.
    public var pagingState: PagingState { driver.state }
    /// Whether the pages loop, the last page leading to the first (default:
    /// as created, true). Reads false for two pages from an array even when
    /// looping was asked for. Changing it reloads the pages at rest on the
    /// current index when the page order really changes (after any running
    /// transition).
    public var loops: Bool {
        get { driver.pages.wraps }
        set { apply(driver.setWrapping(newValue)) }
    }

    /// The controllers the page controller keeps alive (at most three with a
    /// factory: the page on screen and its neighbours).
    public var loadedViewControllers: [UIViewController] { driver.store.alivePages }

    /// The index the pages are at or heading for (the latest request during a
    /// transition).
    public var targetIndex: Int { driver.targetIndex }
    /// The controller on screen, nil without pages or before the view loads.
    public var currentViewController: UIViewController? { driver.shownPage }
    /// The scroll view of the page on screen that a navigation bar follows
    /// (the page's own choice through `setContentScrollView(_:for: .top)`,
    /// else its view when it is a scroll view, else the
    /// first vertical scroll view a few levels down); nil when it has none,
    /// without pages or before the view loads. Scroll it to its top when a
    /// tab is tapped again (see <doc:InRealApp>).
    public var currentScrollView: UIScrollView? {
        guard let page = currentViewController else { return nil }
        return Self.scrollView(of: page)
    }

    /// The scroll view `ContentScrollViewRule` finds in `page`.
    static func scrollView(of page: UIViewController) -> UIScrollView? {
        ContentScrollViewRule.find(
            root: page.view as UIView, chosen: page.contentScrollView(for: .top),
            isScrollView: { $0 is UIScrollView },
            pagesSideways: { ($0 as? UIScrollView)?.isPagingEnabled == true },
            children: { $0.subviews }) as? UIScrollView
    }

    /// Turns to item `index` in one transition, the shortest way round,
    /// animated (the default) or not, without calling ``onSelect``. While a
    /// transition or a swipe runs the request is kept (only the latest) and
    /// carried out when the pages come to rest. An index out of range, or
    /// the current index, does nothing.
    public func select(_ index: Int, animated: Bool = true) {
        apply(driver.select(index, animated: animated))
    }

    /// `select(_:animated:)` for an optional index, so that an `Int?` does
    /// not compile into UIKit's edit action `select(_:)` (which every
    /// `UIResponder` has and which does nothing here): nil does nothing, any
    /// other value is handled as the `Int` selection handles it.
    public func select(_ index: Int?, animated: Bool) {
        guard let index else { return }
        select(index, animated: animated)
    }

    /// The animated selection of an optional index: nil does nothing.
    public func select(_ index: Int?) {
        guard let index else { return }
        select(index, animated: true)
    }

    /// A page dot the user tapped: as ``select(_:animated:)-(Int,_)``, reported
    /// with ``onSelect`` when it settles.
    func selectForUser(_ index: Int) {
        apply(driver.select(index, byUser: true))
    }

    /// Turns one page forward. Returns false when there is no next page (one
    /// page, or the last page without wrapping).
    @discardableResult
    public func showNext(animated: Bool = true) -> Bool {
        turn(1, animated: animated) != nil
    }

    /// Turns one page back. Returns false when there is no previous page.
    @discardableResult
    public func showPrevious(animated: Bool = true) -> Bool {
        turn(-1, animated: animated) != nil
    }

    /// One page forward (`delta` 1) or back (-1): the page it turns to, nil when there is none.
    func turn(_ delta: Int, animated: Bool) -> Int? {
        let step = driver.step(delta, animated: animated)
        apply(step.outcome)
        return step.target
    }
}
#endif
