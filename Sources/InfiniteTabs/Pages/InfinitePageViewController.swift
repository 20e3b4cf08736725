#if canImport(UIKit)
import UIKit
@_spi(Core) import InfiniteTabsCore

/// A page view controller that loops: swiping past the last page shows
/// the first again. It contains a `UIPageViewController` in the scroll style
/// and keeps it out of trouble:
///
/// - pages come from a factory, made lazily, with at most three controllers
///   kept alive (the page on screen and its neighbours), or from an array;
/// - one page does not swipe; two wrapping pages get two controllers each
///   from the factory, so the page before and the page after are never the
///   same object (an array of two pages does not wrap);
/// - ``select(_:animated:)`` makes one transition, the shortest
///   way round by default; requests made while a transition or a swipe runs
///   are coalesced to the latest and carried out when the pages come to rest,
///   so `setViewControllers` is never called during a transition;
/// - it reports the swipe progress (right-to-left aware) and the settled index
///   through ``delegate`` and closures;
/// - VoiceOver's three-finger swipe turns one page and announces "Page x of n";
///   pages off screen are hidden from VoiceOver.
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
    /// in code (``selectedIndex``, ``select(_:animated:)``, ``showNext(animated:)``,
    /// reloads). Default nil.
    public var onSelect: ((Int) -> Void)?

    /// Whether the pages turn without sliding when moved by code: nil (the
    /// default) follows the system's Reduce Motion, true or false overrides
    /// it. With reduced motion ``select(_:animated:)``,
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
    private lazy var pageHost = PageViewControllerHost(pageViewController)
    private var scrollViewTracker = ContentScrollViewTracker<UIViewController>()
    private let glue: PageViewControllerGlue
    let autoScroller = PageAutoScroller()
    private var ownPageControl: InfinitePageControl?
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
    /// full interval (see `AutoScroll`). Without wrapping it stops at the
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

    /// The page dots shown by ``showsPageControl``, nil while it is off.
    public var pageControl: InfinitePageControl? { ownPageControl }

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
        glue = PageViewControllerGlue(driver: driver, axis: axis)
        super.init(nibName: nil, bundle: nil)
        finishSetUp()
    }

    private static func makePageViewController(axis: ScrollAxis) -> UIPageViewController {
        UIPageViewController(transitionStyle: .scroll, navigationOrientation: axis == .vertical ? .vertical : .horizontal)
    }

    private func finishSetUp() {
        driver.onEvent = { [weak self] event in self?.handle(event) }
        reduceMotion = ReduceMotionSetting { [weak self] reduced in self?.driver.prefersReducedMotion = reduced }
        driver.onPageSettled = { [weak self] page in self?.pageSettled(page) }
        glue.owner = self
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
        glue = PageViewControllerGlue(driver: driver, axis: axis)
        super.init(nibName: nil, bundle: nil)
        finishSetUp()
    }

    /// Not supported: create the controller in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("InfinitePageViewController is created in code")
    }

    // MARK: - Reading

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
        set { driver.setWrapping(newValue) }
    }

    /// The controllers the page controller keeps alive (at most three with a
    /// factory: the page on screen and its neighbours).
    public var loadedViewControllers: [UIViewController] { driver.store.alivePages }

    /// The index the pages are at or heading for (the latest request during a
    /// transition).
    public var targetIndex: Int { driver.targetIndex }
    /// The controller on screen, nil without pages or before the view loads.
    public var currentViewController: UIViewController? { driver.shownPage }

    // MARK: - Moving

    /// Turns to item `index` in one transition, the shortest way round,
    /// animated (the default) or not, without calling ``onSelect``. While a
    /// transition or a swipe runs the request is kept (only the latest) and
    /// carried out when the pages come to rest. An index out of range, or
    /// the current index, does nothing.
    public func select(_ index: Int, animated: Bool = true) {
        driver.select(index, animated: animated)
    }

    /// A page dot the user tapped: as ``select(_:animated:)``, reported
    /// with ``onSelect`` when it settles.
    func selectForUser(_ index: Int) {
        driver.select(index, byUser: true)
    }

    /// Turns one page forward. Returns false when there is no next page (one
    /// page, or the last page without wrapping).
    @discardableResult
    public func showNext(animated: Bool = true) -> Bool {
        driver.step(1, animated: animated) != nil
    }

    /// Turns one page back. Returns false when there is no previous page.
    @discardableResult
    public func showPrevious(animated: Bool = true) -> Bool {
        driver.step(-1, animated: animated) != nil
    }

    /// Replaces the pages with `count` pages from `makePage`, at rest on
    /// `selectedIndex` (default nil: the current item, clamped into the new
    /// count), without animation and without an ``onSelect`` call. `loops`
    /// nil (the default) keeps the current setting. During a transition the
    /// reload waits for its end.
    public func reloadPages(count: Int, selectedIndex: Int? = nil, loops: Bool? = nil,
                            makePage: @escaping (Int) -> UIViewController) {
        driver.reload(count: count, selectedIndex: selectedIndex ?? driver.selectedIndex, wraps: loops, makesCopies: true,
                      makePage: makePage)
    }

    /// Replaces the pages with fixed controllers (see ``init(viewControllers:selectedIndex:loops:axis:)``):
    /// the controller on screen stays selected where it is still among them
    /// (by identity), else the current item, clamped; or `selectedIndex`
    /// when given.
    public func reloadPages(_ viewControllers: [UIViewController], selectedIndex: Int? = nil, loops: Bool? = nil) {
        let kept = selectedIndex ?? PickerReload.keptIndex(selected: driver.selectedIndex,
                                                           previous: currentViewController.map(ObjectIdentifier.init),
                                                           new: viewControllers.map(ObjectIdentifier.init))
        driver.reload(count: viewControllers.count, selectedIndex: kept, wraps: loops, makesCopies: false) {
            viewControllers[$0]
        }
    }

    /// Replaces the pages with pages that carry an identity, keeping the
    /// selected *page* selected wherever it moved and handing the controllers
    /// of surviving pages back to the page view controller instead of new ones
    /// from `makePage` (see `PagesDriver.reload(ids:wraps:makesCopies:makePage:whenApplied:)`).
    /// A removed selected page hands the selection to the next surviving page,
    /// else the previous (`IdentityReload`). The first reload by ids after
    /// pages made from a count keeps the current index, clamped. Repeated ids
    /// count once. During a transition the reload waits for its end and is
    /// worked out against the pages then on show. No ``onSelect`` call.
    public func reloadPages<ID: Hashable>(ids: [ID], loops: Bool? = nil,
                                          makePage: @escaping (Int) -> UIViewController) {
        driver.reload(ids: ids, wraps: loops, makesCopies: true, makePage: makePage)
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
        addChild(pageViewController)
        let pages = pageViewController.view!
        pages.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pages)
        NSLayoutConstraint.activate([
            pages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pages.topAnchor.constraint(equalTo: view.topAnchor),
            pages.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        pageViewController.didMove(toParent: self)
        pageViewController.dataSource = glue
        pageViewController.delegate = glue
        // The inner scroll view (found like Pageboy's `scrollView`): its delegate
        // reports progress, as Pageboy's does; UIPageViewController does its
        // own bookkeeping elsewhere. It never adjusts its insets for bars
        // (Parchment's paging scroll view neither): the pages then get the
        // safe area themselves instead of being shifted under a translucent
        // navigation bar.
        if let scrollView = innerScrollView {
            scrollView.delegate = glue
            scrollView.contentInsetAdjustmentBehavior = .never
        }
        driver.host = pageHost
        driver.updateLayoutDirection(axis.layoutDirection(LayoutDirection(view.effectiveUserInterfaceLayoutDirection)))
        driver.showInitialPage()
        placeOwnPageControl()
    }

    /// Points the navigation bar at the page on screen again (the
    /// controller may have been pushed or embedded since that page settled).
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        scrollViewTracker.reset()
        if let page = currentViewController { pageSettled(page) }
    }

    /// Keeps the driver's layout direction current (it refreshes the
    /// neighbours only when the direction really changed).
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        driver.updateLayoutDirection(axis.layoutDirection(LayoutDirection(view.effectiveUserInterfaceLayoutDirection)))
    }

    /// The page on screen decides the status bar style (UIPageViewController
    /// documents no such forwarding); updated each time the pages settle.
    open override var childForStatusBarStyle: UIViewController? { currentViewController }

    /// The page on screen decides whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { currentViewController }

    /// Large titles: on iOS 15 and later, each time the pages rest on a new
    /// page, the navigation bar is pointed at that page's scroll view, found
    /// by `ContentScrollViewRule`: `setContentScrollView(_:for: .top)` on
    /// this controller and each parent up to the navigation (or tab bar)
    /// controller, so it works pushed on its own or inside
    /// ``InfiniteTabsViewController``. Before iOS 15 that API does not exist:
    /// the bar follows only a scroll view it finds itself, which is never
    /// inside the pages, so a large title stays large (see the Accessibility
    /// article).
    private func pageSettled(_ page: UIViewController) {
        guard scrollViewTracker.pageSettled(page) else { return }
        guard #available(iOS 15.0, *) else { return }
        let scrollView = ContentScrollViewRule.find(
            root: page.view as UIView, chosen: page.contentScrollView(for: .top),
            isScrollView: { $0 is UIScrollView },
            pagesSideways: { ($0 as? UIScrollView)?.isPagingEnabled == true },
            children: { $0.subviews }) as? UIScrollView
        var owner: UIViewController? = self
        while let controller = owner, !(controller is UINavigationController), !(controller is UITabBarController) {
            controller.setContentScrollView(scrollView, for: .top)
            owner = controller.parent
        }
    }

    private func turnPageForVoiceOver(_ direction: UIAccessibilityScrollDirection) -> Bool {
        guard let core = AccessibilityScrollDirection(direction),
              let text = driver.accessibilityScroll(core, axis: axis) else { return false }
        UIAccessibility.postPageScrolled(text)
        return true
    }

    /// The driver's events: the container first, then the page controls,
    /// the delegate and the closures.
    private func handle(_ event: PagesEvent) {
        observingContainer?.pagesDidReport(event)
        if !pageControlObservers.isEmpty { tellPageControls() }
        switch event {
        case .stateChanged(let state):
            delegate?.infinitePageViewController(self, didUpdate: state)
            onProgress?(state)
        case .selectTab(let index):
            delegate?.infinitePageViewController(self, willSelectItemAt: index)
            onWillSelect?(index)
        case .selectionSettled:
            setNeedsStatusBarAppearanceUpdate()
        case .userSelected(let index):
            delegate?.infinitePageViewController(self, didSelectItemAt: index)
            onSelect?(index)
        }
    }

    /// Tells every page control following the pages the state. Out of
    /// ``handle(_:)``, so that an event without page controls does not set
    /// up room for the loop.
    private func tellPageControls() {
        for observer in pageControlObservers.values { observer(driver.state) }
    }
}

/// The root view of an ``InfinitePageViewController``: it turns VoiceOver's
/// three-finger swipe into a page turn.
@MainActor
final class InfinitePagesView: UIView {
    var onAccessibilityScroll: ((UIAccessibilityScrollDirection) -> Bool)?

    override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
        deliver(.scroll(direction)) // on the main thread (see UIKitCallback)
    }
}

extension InfinitePagesView: @preconcurrency UIKitCallbackReceiver {
    func receive(_ callback: UIKitCallback) -> Bool {
        guard case .scroll(let direction) = callback else { return false }
        return onAccessibilityScroll?(direction) ?? false
    }
}
#endif
