#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// A page view controller that loops: swiping past the last page shows
/// the first again. It contains a `UIPageViewController` in the scroll style
/// and keeps it out of trouble:
///
/// - pages come from a factory, made lazily, with at most three controllers
///   kept alive (the page on screen and its neighbours), or from an array;
/// - one page does not swipe; two wrapping pages get two controllers each
///   from the factory, so the page before and the page after are never the
///   same object (an array of two pages does not wrap);
/// - ``select(_:animated:)-(Int,_)`` makes one transition, the shortest
///   way round by default; requests made while a transition or a swipe runs
///   are coalesced to the latest and carried out when the pages come to rest,
///   so `setViewControllers` is never called during a transition;
/// - it reports the swipe progress (right-to-left aware) and the settled index
///   through ``delegate`` and closures;
/// - VoiceOver's three-finger swipe turns one page and announces "Page x of n";
///   pages off screen are hidden from VoiceOver and from a hardware
///   keyboard's focus (their view's `isUserInteractionEnabled` is false
///   until they are shown: to turn a page's interaction off yourself, do it
///   on a subview, not on the page's own view).
///
/// For a banner carousel it can turn its pages by itself
/// (``autoScrollInterval``), show page dots (``showsPageControl``), scale,
/// fade and tilt the pages beside the centre (``itemTransform``) and page
/// vertically (``axis``, chosen when created). See <doc:BannerCarousels>.
///
/// ```swift
/// let pages = InfinitePageViewController(count: 5) { index in
///     DetailViewController(item: items[index])
/// }
/// pages.onSelect = { index in print("the user turned to", index) }
/// ```
///
/// Every decision is taken by the core's `PagesDriver`; this class wires UIKit
/// to it.
@MainActor
open class InfinitePageViewController: UIViewController {
    /// The contained page view controller (scroll style, along ``axis``). Change
    /// its appearance if you like; do not change its data source, delegate or
    /// view controllers.
    public let pageViewController: UIPageViewController

    /// Told about progress and the user's selections. Default nil.
    public weak var delegate: InfinitePageViewControllerDelegate?
    /// Called with every paging state change: a swipe's progress (right to
    /// left aware), a transition starting or moving, rest. Default nil.
    public var onProgress: ((PagingState) -> Void)?
    /// Called when the selection heads to a new index (see
    /// ``InfinitePageViewControllerDelegate/infinitePageViewController(_:willSelectItemAt:)``);
    /// the SwiftUI wrapper writes an auto-scroll turn's target with it.
    var onWillSelect: ((Int) -> Void)?
    /// Called once each time the pages settle on a new item the user chose
    /// (a swipe, VoiceOver's three-finger swipe, a tapped page dot) or an
    /// auto-scroll turn brought, after the delegate; never for a change made
    /// in code (``selectedIndex``, ``select(_:animated:)-(Int,_)``, ``showNext(animated:)``,
    /// reloads). Default nil.
    public var onSelect: ((Int) -> Void)?
    /// Called with the number of pages and the selected index once each
    /// time new pages took effect (a reload, an inserted or deleted page,
    /// when it runs: after the transition it waited for), the page on
    /// screen already the new one; after the delegate's
    /// ``InfinitePageViewControllerDelegate/infinitePageViewController(_:didReloadWith:selectedIndex:)``.
    /// No pages: `(0, 0)`. Never for a page turn. Default nil.
    public var onReload: ((_ count: Int, _ selectedIndex: Int) -> Void)?

    /// Whether the pages turn without sliding when moved by code: nil (the
    /// default) follows the system's Reduce Motion, true or false overrides
    /// it. With reduced motion ``select(_:animated:)-(Int,_)``,
    /// ``showNext(animated:)``, ``showPrevious(animated:)`` and VoiceOver's
    /// three-finger swipe show the page at once; the user's swipes are
    /// untouched. See `ReducedMotion`.
    public var prefersReducedMotion: Bool? {
        get { reduceMotion?.override }
        set { reduceMotion?.override = newValue }
    }
    private var reduceMotion: ReduceMotionSetting?

    /// The container listening in (``InfiniteTabsViewController``), told
    /// every event before the delegate and closures; weak (the container
    /// owns this controller).
    weak var observingContainer: InfiniteTabsViewController?

    /// Every page control following the pages (by identity), told the state
    /// after every event.
    var pageControlObservers: [ObjectIdentifier: (PagingState) -> Void] = [:]

    let driver: PagesDriver<PageViewControllerHost>
    /// The page view controller as the driver's host (held here: the driver's is weak).
    lazy var pageHost = PageViewControllerHost(pageViewController)
    /// Kept: UIKit calls back inside a set, and the outcome of that new event must follow the rest of this one.
    var outcomesWaiting: [PagesOutcome]?
    var scrollViewTracker = ContentScrollViewTracker<UIViewController>()
    let scrollObserver: PageScrollObserver
    let autoScroller = PageAutoScroller()
    /// The completions of moves asked for in code, waiting for the pages to rest.
    var moveCompletions = MoveCompletions<(Bool) -> Void>()
    var ownPageControl: InfinitePageControl?
    func setOwnPageControl(_ control: InfinitePageControl?) { ownPageControl = control }
    /// Whether page views carry a look from ``itemTransform`` (when it is
    /// the identity and they do not, the views are left alone).
    var carriesItemTransform = false

    /// The axis the pages turn along: horizontal (the default) or vertical
    /// (the next page below; right to left then changes nothing). Chosen
    /// when created.
    public let axis: ScrollAxis

    /// When set, the pages turn one page forward by themselves every this many
    /// seconds of rest (a banner carousel): always forward, across the seam
    /// from the last page to the first, never back to page 0. Paused while
    /// a finger is on the pages or they move, while the view is off screen or
    /// hidden, while the app is not active, with reduced motion
    /// (``prefersReducedMotion``, by default the system's Reduce Motion) and
    /// while VoiceOver runs (its users turn pages with the three-finger
    /// swipe); each
    /// page, also one reached by a swipe, a tapped dot or a reload, stays a
    /// full interval (see `AutoScroll`); the first turn comes one interval
    /// after the interval is set. Without wrapping it stops at the
    /// last page. Nil (the default) turns it off; 0, negative, NaN and
    /// infinite count as off.
    public var autoScrollInterval: TimeInterval? {
        didSet { autoScroller.setInterval(autoScrollInterval) }
    }

    /// Whether the controller shows page dots (an ``InfinitePageControl``)
    /// over the bottom of the pages (the trailing edge, centred vertically,
    /// for vertical pages). Default false. Read the dots with
    /// ``pageControl``; to place them yourself, leave this off and
    /// attach your own ``InfinitePageControl``.
    public var showsPageControl = false {
        didSet { updateOwnPageControl() }
    }

    /// How the pages beside the centre look while they scroll: scale, alpha
    /// and tilt by distance from the centre (``ItemTransform``), applied to
    /// each page's view (alpha) and its content (the layer's
    /// `sublayerTransform`, which leaves the view's frame to the page view
    /// controller; a page's own background colour therefore is not scaled:
    /// put it on a subview). The page at rest in the centre is untouched.
    /// Default ``ItemTransform/identity`` (nothing changes).
    public var itemTransform: ItemTransform = .identity {
        didSet { applyItemTransform() }
    }

    /// Whether the user can swipe the pages (default true). When false,
    /// swipes do nothing (a drag in a page goes to the page's own views, a
    /// horizontal carousel inside it too), while ``select(_:animated:)-(Int,_)``,
    /// ``showNext(animated:)``, a tapped page dot, a tapped tab of
    /// ``InfiniteTabsViewController`` and VoiceOver's three-finger swipe
    /// still turn them. Turned off during a swipe, the pages settle on a
    /// whole page. Sets the inner scroll view's `isScrollEnabled`.
    public var isScrollEnabled = true {
        didSet { innerScrollView?.isScrollEnabled = isScrollEnabled }
    }

    /// Whether a drag may pull past the first or the last page of pages that
    /// do not loop (and past the single page of one looping page), showing
    /// the background before the drag springs back (default true, as
    /// UIPageViewController does). When false, the pages stay put at their
    /// ends; swipes between pages are unchanged. Looping pages always have a
    /// neighbour and are unaffected.
    public var bounces: Bool {
        get { driver.bounces }
        set { driver.bounces = newValue }
    }

    /// Whether the pages' swipe waits for the back swipe of the navigation
    /// controller holding them (its `interactivePopGestureRecognizer`) to
    /// fail (default true): a swipe that starts at the leading edge of the
    /// screen (the right edge in right to left) pops the stack, on every
    /// page, even the first of looping pages, which always has a page to
    /// its left; a swipe from anywhere else turns the page. Set it to false
    /// before the pages appear in a navigation controller to let them take
    /// the edge too (UIKit cannot undo the link once made, so turning it
    /// off later does not release a navigation controller already linked).
    public var defersToNavigationPop = true {
        didSet { linkToBackSwipe() }
    }
    /// The back swipe the pages' pan already waits for.
    weak var linkedBackSwipe: UIGestureRecognizer?

    /// Creates a looping page controller of `count` pages that `makePage`
    /// builds lazily for an index in `0..<count`, at rest on `selectedIndex`
    /// (clamped; 0 without pages).
    ///
    /// `makePage` may be called again for an index whose controller was let
    /// go, and twice for the same index when there are exactly two wrapping
    /// pages: return a new controller each time. A negative count gives no
    /// pages (an empty placeholder is shown).
    ///
    /// - Parameters:
    ///   - count: the number of pages (negative counts as 0).
    ///   - selectedIndex: the page shown first (default 0, clamped).
    ///   - loops: whether swiping past the last page comes back to the
    ///     first (default true).
    ///   - axis: horizontal (the default) or vertical pages.
    ///   - makePage: builds the controller of a page index.
    public init(count: Int, selectedIndex: Int = 0, loops: Bool = true, axis: ScrollAxis = .horizontal,
                makePage: @escaping (Int) -> UIViewController) {
        self.axis = axis
        pageViewController = Self.makePageViewController(axis: axis)
        driver = PagesDriver(count: count, selectedIndex: selectedIndex, wraps: loops, makesCopies: true, makePage: makePage)
        scrollObserver = PageScrollObserver(driver: driver, axis: axis)
        super.init(nibName: nil, bundle: nil)
        finishSetUp()
    }

    private static func makePageViewController(axis: ScrollAxis) -> UIPageViewController {
        UIPageViewController(transitionStyle: .scroll, navigationOrientation: axis == .vertical ? .vertical : .horizontal)
    }

    private func finishSetUp() {
        reduceMotion = ReduceMotionSetting { [weak self] reduced in self?.driver.prefersReducedMotion = reduced }
        scrollObserver.owner = self
        autoScroller.tick = { [weak self] clock, now in self?.autoScrollTick(&clock, now: now) }
    }

    /// Creates a page controller over fixed controllers, at rest on
    /// `selectedIndex` (clamped). They are all kept alive by the array. Two
    /// pages never loop (one controller cannot be both neighbours; use the
    /// factory initialiser to loop two pages). An empty array shows an empty
    /// placeholder. A designated initializer: a subclass can call it.
    public init(viewControllers: [UIViewController], selectedIndex: Int = 0, loops: Bool = true,
                axis: ScrollAxis = .horizontal) {
        self.axis = axis
        pageViewController = Self.makePageViewController(axis: axis)
        driver = PagesDriver(count: viewControllers.count, selectedIndex: selectedIndex, wraps: loops, makesCopies: false,
                             makePage: { viewControllers[$0] })
        scrollObserver = PageScrollObserver(driver: driver, axis: axis)
        super.init(nibName: nil, bundle: nil)
        finishSetUp()
    }

    /// Not supported: create the controller in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("InfinitePageViewController is created in code")
    }

    // MARK: - View

    /// A view that answers VoiceOver's three-finger swipe.
    open override func loadView() {
        let pagesView = InfinitePagesView()
        pagesView.onAccessibilityScroll = { [weak self] direction in
            self?.turnPageForVoiceOver(direction) ?? false
        }
        view = pagesView
    }

    /// Adds the page view controller as a child filling the view, wires its
    /// data source, delegate and scroll view to the driver and shows the
    /// selected page.
    open override func viewDidLoad() {
        super.viewDidLoad()
        installPageViewController()
        driver.host = pageHost
        apply(driver.updateLayoutDirection(axis.layoutDirection(LayoutDirection(view.effectiveUserInterfaceLayoutDirection))))
        apply(driver.showInitialPage())
        placeOwnPageControl()
    }

    /// Points the navigation bar at the page on screen again (the
    /// controller may have been pushed or embedded since that page settled).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        linkToBackSwipe()
        scrollViewTracker.reset()
        if let page = currentViewController { pageSettled(page) }
    }

    /// Waits for the back swipe of a navigation controller it now belongs
    /// to (see ``defersToNavigationPop``).
    open override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        linkToBackSwipe()
    }

    /// Keeps the driver's layout direction current (it refreshes the
    /// neighbours only when the direction really changed).
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        apply(driver.updateLayoutDirection(axis.layoutDirection(LayoutDirection(view.effectiveUserInterfaceLayoutDirection))))
    }

    /// The page on screen decides the status bar style (UIPageViewController
    /// documents no such forwarding); updated each time the pages settle.
    open override var childForStatusBarStyle: UIViewController? { currentViewController }

    /// The page on screen decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { currentViewController }
}

#endif
