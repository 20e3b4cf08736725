@MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
}

@MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
}

/// A page view controller in the scroll style:
///
/// - its view holds one inner scroll view (a `UIScrollView` subclass, as
///   UIKit's `_UIQueuingScrollView`, named in the crash logs of
///   ermalkaleci/CarbonKit#112), three pages long, at rest at the middle
///   one, so progress = (offset − w) / w (Pageboy's
///   `UIPageViewController+ScrollView` reads the inner scroll view so);
/// - after a page is installed it asks the data source for both
///   neighbours; a drag's first move towards a side with a neighbour sends
///   `willTransitionTo`; on lift it pages to that neighbour or back; at rest
///   the offset returns to one page, the neighbours are asked for again,
///   then `didFinishAnimating` (gestures only: Apple,
///   "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)":
///   "called after a gesture-driven transition completes");
/// - `setViewControllers(_:direction:animated: true)` scrolls one page the
///   given way over 0.3 s, reporting every frame, then installs the page and
///   calls the completion with true; cut short (another set, a touch) its
///   completion gets false (Apple, "setViewControllers(_:direction:animated:completion:)":
///   finished is "true if the animation finished").
/// - Misuse UIKit crashes on is allowed and recorded as a violation: a set
///   while a set or a swipe runs, or during the bounce at a page with no
///   neighbour ("Duplicate states in queue" / "No view controller managing
///   visible view": ermalkaleci/CarbonKit#112, hons82/THSegmentedPager#17,
///   openradar 24607701, uias/Pageboy#265), and a swipe during an animated
///   set (cwRichardKim/RKSwipeBetweenViewControllers#21, TabPageViewController #67).
@MainActor
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }

    public weak var dataSource: UIPageViewControllerDataSource?
    public weak var delegate: UIPageViewControllerDelegate?
    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    public private(set) var viewControllers: [UIViewController]?

    let scroller = PageQueuingScrollView()
    var before: UIViewController?
    var after: UIViewController?
    /// Whether the data source was asked for each neighbour since the page on screen changed (see
    /// `UIPageViewController+Neighbours.swift`).
    var beforeKnown = false
    var afterKnown = false
    var pendingSet: (page: UIViewController, side: Int, completion: ((Bool) -> Void)?)?
    /// The page a gesture brings in and its side (+1 towards larger offsets).
    var gesture: (target: UIViewController, side: Int)?
    var installing = false

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [String: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
        scroller.pageController = self
        scroller.isPagingEnabled = true
        scroller.showsHorizontalScrollIndicator = false
        scroller.showsVerticalScrollIndicator = false
        scroller.scrollsToTop = false
    }

    public required init?(coder: NSCoder) { fatalError("created in code in the model") }

    open override func loadView() {
        let root = UIView()
        scroller.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(scroller)
        view = root
    }

    /// The page view controller calls its pages' appearance methods itself (see `UIPageViewController+Appearance.swift`):
    /// its own appearance goes to the page on screen and a page a transition brings in, never to a cached neighbour.
    override var managesChildAppearance: Bool { true }

    override var appearanceForwardedChildren: [UIViewController] {
        var pages = [viewControllers?.first, gesture?.target, pendingSet?.page].compactMap { $0 }
            .filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
        pages = pages.enumerated().filter { i, p in !pages[..<i].contains { $0 === p } }.map(\.element)
        return pages
    }

    /// The neighbours the page view controller holds (model only): nil until asked for, at the first move of the next
    /// swipe after the page on screen changed.
    public var cachedNeighbourBefore: UIViewController? { before }
    public var cachedNeighbourAfter: UIViewController? { after }

    /// Asks the data source for the neighbours not asked for since the page on screen changed, as the first move of a
    /// swipe does (model only: lets a test look at the neighbours a swipe would bring without swiping).
    public func askForNeighboursAsASwipeWould() { askForNeighboursIfNeeded() }

    /// Whether an animated set runs.
    public var isAnimatingSet: Bool { pendingSet != nil }
    /// Whether a transition runs (an animated set or a gesture).
    public var isTransitioning: Bool { pendingSet != nil || gesture != nil }

    /// The pages spring back from a side without a page (no gesture began;
    /// the inner scroll view moves on its own, away from the middle).
    var isBouncingWithoutNeighbour: Bool {
        gesture == nil && scroller.isDecelerating
            && abs(scroller.alongAxis(scroller.contentOffset) - scroller.offset(ofSlot: 0)) > 0.5
    }

    // MARK: - Setting pages

    open func setViewControllers(_ controllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        if isTransitioning {
            UIKitModel.recordViolation("setViewControllers during a \(pendingSet != nil ? "running animated set" : "swipe")")
            interruptSet()
        } else if isBouncingWithoutNeighbour {
            // openradar 24607701: a set while the pages bounce back from a
            // side with no page crashes "most of the time".
            UIKitModel.recordViolation("setViewControllers during the bounce at a page with no neighbour")
        }
        guard let page = controllers?.first else {
            UIKitModel.recordViolation("setViewControllers with no view controller")
            return
        }
        let side = direction == .forward ? 1 : -1
        if animated && isViewLoaded && view.window != nil, viewControllers?.first != nil, page !== viewControllers?.first {
            if scroller.isTracking { scroller.cancelTouch() }
            beginTurn(from: viewControllers?.first, to: page, animated: true)
            pendingSet = (page, side, completion)
            // Forward comes in from the larger offsets even when swipes
            // mirror (Stack Overflow 70295432: "the page comes from the right").
            let slot = side
            if let shownThere = neighbour(onSide: slot), shownThere !== page { shownThere.viewIfLoaded?.removeFromSuperview() }
            place(page, slot: slot)
            let target = scroller.offset(ofSlot: slot)
            if scroller.alongAxis(scroller.contentOffset) == target {
                UIKitModel.runLoop.async { [weak self] in self?.animationEnded() }
            } else {
                scroller.setContentOffset(scroller.point(along: target), animated: true)
            }
            return
        }
        let old = viewControllers?.first
        beginTurn(from: old, to: page, animated: false)
        show(page)
        install()
        endTurn(old, page)
        completion?(true)
    }

    /// An animated set arrived. Whether UIKit asks for both neighbours
    /// again is open (Pageboy's `PatchedPageViewController` re-sets the page
    /// without animation because the cache can be stale; openradar 13162693:
    /// after an animated set the old page is shown, unasked):
    /// with ``UIKitModel/Configuration/pageViewControllerRefreshesNeighboursAfterSet``
    /// false (the default) the page left behind stays cached as the
    /// neighbour on its side, unasked; the other side is asked for at the next swipe.
    func animationEnded() {
        guard let set = pendingSet else { return }
        pendingSet = nil
        let previous = viewControllers?.first
        if !UIKitModel.configuration.pageViewControllerRefreshesNeighboursAfterSet, let previous, previous !== set.page {
            // Forward: the old page is the one before.
            keepAsNeighbour(previous, isBefore: set.side > 0)
            show(set.page)
            install(keeping: previous)
        } else {
            show(set.page)
            install()
        }
        endTurn(previous, set.page)
        set.completion?(true)
    }

    /// An animated set cut short by another set or a touch: its page is
    /// installed at once and its completion gets false (Apple,
    /// "setViewControllers(_:direction:animated:completion:)": finished is
    /// "true if the animation finished; otherwise, false"). Where UIKit then
    /// leaves the content is unknown (it crashes first, see the header).
    func interruptSet() {
        guard let set = pendingSet else { return }
        pendingSet = nil
        let previous = viewControllers?.first
        show(set.page)
        install()
        endTurn(previous, set.page)
        set.completion?(false)
    }

    /// Makes `page` the one on screen (a child, its view in the middle slot).
    func show(_ page: UIViewController) {
        let old = viewControllers?.first
        if page !== old {
            if page.parent !== self { addChild(page) }
            viewControllers = [page]
        }
        place(page, slot: 0)
        if let old, old !== page, old !== before, old !== after { retire(old) }
    }

    func retire(_ page: UIViewController) {
        guard page !== viewControllers?.first else { return }
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    /// Puts `page`'s view in a slot (-1 before, 0 shown, +1 after, by offset).
    func place(_ page: UIViewController, slot: Int) {
        if page.parent !== self { addChild(page) }
        let view = page.view!
        view.frame = scroller.frame(ofSlot: slot)
        if view.superview !== scroller {
            scroller.addSubview(view)
            page.didMove(toParent: self)
        }
    }

    /// The neighbour on a side (+1 towards larger offsets).
    func neighbour(onSide side: Int) -> UIViewController? {
        let beforeSide = scroller.slot(forNeighbourBefore: true)
        return side == beforeSide ? before : after
    }
}
