#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// A looping tab strip joined to wrapping pages (Android's TabLayout +
/// ViewPager): tap a tab and the pages turn to it in one transition, the
/// indicator moving from the old tab to the new; swipe the pages and the
/// indicator follows the finger, across the seam from the last tab to the
/// first.
///
/// ```swift
/// let tabs = InfiniteTabsViewController(titles: ["News", "Sport", "Weather"]) { index in
///     FeedViewController(section: index)
/// }
/// tabs.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
/// navigationController.viewControllers = [tabs]
/// ```
///
/// It is a proper container: the page controller is a child view controller,
/// the strip sits inside the safe area (its background fills the area under
/// the status bar or home indicator), and it works as the root of a
/// `UINavigationController` and as a tab of a `UITabBarController` (its own
/// `tabBarItem` is used as is). Configure it with ``InfiniteTabsOptions``.
/// Built from view controllers (``init(viewControllers:selectedIndex:options:)``)
/// the tabs read their `title`s.
///
/// With no titles it shows an empty strip and an empty page.
@MainActor
open class InfiniteTabsViewController: UIViewController {
    /// The tab strip, joined to the pages. Style it through ``options`` (or
    /// set badges and items here); its selection follows the pages.
    public let tabStrip = InfiniteTabStripView()
    /// The wrapping pages, a child view controller.
    public let pageController: InfinitePageViewController

    /// Told about selection and progress. Default nil.
    public weak var delegate: InfiniteTabsViewControllerDelegate?
    /// Called once each time the pages settle on a new item the user chose
    /// (a tapped tab, a swipe, VoiceOver) or an auto-scroll turn brought,
    /// after the delegate; never for a change made in code (``selectedIndex``,
    /// ``select(_:animated:)-(Int,_)``, reloads). Default nil.
    public var onSelect: ((Int) -> Void)?
    /// Called with the item when the user taps the selected tab again (or
    /// activates it with VoiceOver) while the pages are at rest, after the
    /// delegate; ``onSelect`` is not called and nothing moves. Scroll the
    /// page to its top here, as a tab bar does (see <doc:InRealApp>).
    /// Default nil.
    public var onReselect: ((Int) -> Void)?
    /// Called with the number of tabs and the selected index once each time
    /// new tabs and pages took effect (a `reload(items:…)` or
    /// `reload(titles:makePage:)`, an inserted or deleted tab, when it runs:
    /// after the transition it waited for), the strip and the page on screen already showing
    /// them; after the delegate's
    /// ``InfiniteTabsViewControllerDelegate/infiniteTabsViewController(_:didReloadWith:selectedIndex:)``.
    /// No tabs: `(0, 0)`. Never for a page turn. Default nil.
    public var onReload: ((_ count: Int, _ selectedIndex: Int) -> Void)?
    /// Called with every paging state change (a swipe's progress, a tab's
    /// transition, rest): the state the strip's indicator shows; for example
    /// to blend a header with the swipe. Default nil.
    public var onProgress: ((PagingState) -> Void)?

    /// The configuration (see ``InfiniteTabsOptions`` for the defaults).
    /// Changing it restyles the strip, moves it, and reloads the pages only if
    /// wrapping changes.
    public var options: InfiniteTabsOptions {
        didSet { applyOptions() }
    }

    /// Whether the strip and the pages move without sliding: nil (the
    /// default) follows the system's Reduce Motion, true or false overrides
    /// it for both (``InfiniteTabStripView/prefersReducedMotion`` and
    /// ``InfinitePageViewController/prefersReducedMotion``). With reduced
    /// motion a tapped tab or a selection in code shows its page and places
    /// the indicator at once; swipes of the pages are untouched (see
    /// `TabsPagingLink.prefersReducedMotion`).
    public var prefersReducedMotion: Bool? {
        get { pageController.prefersReducedMotion }
        set {
            tabStrip.prefersReducedMotion = newValue
            pageController.prefersReducedMotion = newValue
        }
    }

    /// Whether the user can swipe between pages (default true). When false,
    /// a tapped tab, ``select(_:animated:)-(Int,_)``, ``selectedIndex`` and
    /// VoiceOver still change the page, and the strip still scrolls; only
    /// swipes of the pages are off (``InfinitePageViewController/isScrollEnabled``).
    public var isScrollEnabled: Bool {
        get { pageController.isScrollEnabled }
        set { pageController.isScrollEnabled = newValue }
    }

    /// A view shown above the strip that collapses as the page on screen
    /// scrolls up, the strip staying pinned under it (a profile's header
    /// over its tabs). Default nil (no header: the strip sits at the top of
    /// the safe area, the pages below it).
    ///
    /// With a header the pages run from the top of the safe area to the
    /// bottom, under the header and the strip, and the scroll view of each
    /// page (found as ``InfinitePageViewController/currentScrollView`` is)
    /// gets a top `contentInset` of ``headerHeight`` plus the strip's
    /// height, its content keeping its place. The header is given its whole
    /// height and the safe area's width; as it collapses it slides up
    /// under a clipping view, so its bottom ``minimumHeaderHeight`` points
    /// stay (put what must stay visible there); nothing in it is laid out
    /// again while it slides. At the page's top it is whole; pulled down
    /// (to refresh) the page scrolls as usual and the header stays whole.
    /// A page turned to mid-collapse starts scrolled just enough that the
    /// strip stays where it is and its content starts under the strip.
    /// With the strip at the bottom (``InfiniteTabsOptions/tabStripPosition``)
    /// only the header moves.
    public var headerView: UIView? {
        didSet { headerViewChanged(from: oldValue) }
    }
    /// The header's height when whole, in points (default 0). Negative,
    /// NaN or -infinity count as 0 (the header is not shown); more than
    /// 10,000 (+infinity too) counts as 10,000.
    public var headerHeight: CGFloat = 0 {
        didSet { headerHeightsChanged() }
    }
    /// How far the header collapses, as the height that stays (default 0:
    /// it slides away completely). Negative or NaN count as 0; more than
    /// ``headerHeight`` counts as ``headerHeight`` (the header never
    /// collapses).
    public var minimumHeaderHeight: CGFloat = 0 {
        didSet { headerHeightsChanged() }
    }
    var collapsingHeader = CollapsingHeader(headerHeight: 0)
    /// The clipping view the header slides in (made with the first header).
    var headerClip: UIView?
    let headerFollower = HeaderFollower()

    /// Whether the pages' swipe waits for the back swipe of the navigation
    /// controller holding this container (default true): an edge swipe
    /// pops, on every page; see ``InfinitePageViewController/defersToNavigationPop``.
    public var defersToNavigationPop: Bool {
        get { pageController.defersToNavigationPop }
        set { pageController.defersToNavigationPop = newValue }
    }

    /// The tabs shown in the strip, one per page.
    public internal(set) var items: [InfiniteTabItem]

    var link: TabsPagingLink<PageViewControllerHost>?
    /// The tabs once the edits waiting for a transition have run (``items``
    /// when none wait), so that edits made meanwhile add up.
    var upcomingItems: [InfiniteTabItem] {
        get { editedItems ?? items }
        set { editedItems = newValue }
    }
    var editedItems: [InfiniteTabItem]?
    let stripBackground = UIView()
    /// ``InfiniteTabsOptions/tabStripBackgroundEffect`` over the strip's background (made when first asked for).
    var stripEffectView: UIVisualEffectView?
    var positionConstraints: [NSLayoutConstraint] = []
    /// The strip's sides in the safe area, off while the strip is in the navigation bar.
    var stripSides: [NSLayoutConstraint] = []
    var pinnedPosition: TabStripPosition?
    var heightConstraint: NSLayoutConstraint?

    /// Creates the container with one tab per title and the pages `makePage`
    /// builds lazily for an index, at rest on `selectedIndex` (clamped).
    ///
    /// `makePage` may be called again for a page that was let go, and twice
    /// for one index when there are exactly two wrapping pages: return a new
    /// controller each time.
    public convenience init(titles: [String], selectedIndex: Int = 0, options: InfiniteTabsOptions = InfiniteTabsOptions(),
                            makePage: @escaping (Int) -> UIViewController) {
        self.init(items: titles.map { InfiniteTabItem(title: $0) }, selectedIndex: selectedIndex,
                  options: options, makePage: makePage)
    }

    /// Creates the container with one tab per view controller, titled with
    /// its `title` ("" when nil), each controller its own page, at rest on
    /// `selectedIndex` (clamped). Two controllers never loop (one controller
    /// cannot be both neighbours; use ``init(items:selectedIndex:options:makePage:)``
    /// to loop two pages). A designated initializer: a subclass can call it.
    public init(viewControllers: [UIViewController], selectedIndex: Int = 0,
                options: InfiniteTabsOptions = InfiniteTabsOptions()) {
        items = viewControllers.map { InfiniteTabItem(title: $0.title ?? "") }
        self.options = options
        pageController = InfinitePageViewController(viewControllers: viewControllers, selectedIndex: selectedIndex,
                                                    loops: options.loops)
        super.init(nibName: nil, bundle: nil)
        // Weak: the page controller can outlive this container.
        pageController.observingContainer = self
    }

    /// Creates the container with one tab per item (title, image or both); see
    /// ``init(titles:selectedIndex:options:makePage:)``. A designated
    /// initializer: a subclass can call it.
    public init(items: [InfiniteTabItem], selectedIndex: Int = 0, options: InfiniteTabsOptions = InfiniteTabsOptions(),
                makePage: @escaping (Int) -> UIViewController) {
        self.items = items
        self.options = options
        pageController = InfinitePageViewController(count: items.count, selectedIndex: selectedIndex,
                                                    loops: options.loops, makePage: makePage)
        super.init(nibName: nil, bundle: nil)
        if let ids = IdentityReload.completeIDs(items.map(\.id)) {
            pageController.reloadPages(ids: ids, makePage: makePage) // remembers the ids for reloads by identity
        }
        // Weak: the page controller can outlive this container.
        pageController.observingContainer = self
    }

    /// Not supported: create the controller in code.
    @available(*, unavailable)
    public required init?(coder: NSCoder) {
        fatalError("InfiniteTabsViewController is created in code")
    }

    // MARK: - View

    /// Adds the pages as a child view controller, places the strip in the
    /// safe area (top or bottom, per ``options``) and links the two.
    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        addChild(pageController)
        let pages = pageController.view!
        pages.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pages)
        pageController.didMove(toParent: self)

        stripBackground.translatesAutoresizingMaskIntoConstraints = false
        tabStrip.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stripBackground)
        view.addSubview(tabStrip)

        let guide = view.safeAreaLayoutGuide
        let height = tabStrip.heightAnchor.constraint(equalToConstant: stripHeight)
        heightConstraint = height
        stripSides = [tabStrip.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                      tabStrip.trailingAnchor.constraint(equalTo: guide.trailingAnchor)]
        NSLayoutConstraint.activate([
            height,
            stripSides[0],
            stripSides[1],
            stripBackground.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stripBackground.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        tabStrip.onTap = { [weak self] index, direction in
            guard let self, let link = self.link else { return }
            pageController.apply(link.tabTapped(index: index, direction: direction))
        }
        tabStrip.onReselectTap = { [weak self] index in self?.tabReselected(index) }
        headerFollower.container = self
        if headerView != nil { installHeader() }
        tabStrip.items = items
        let link = TabsPagingLink(strip: tabStrip.driver, pages: pageController.driver)
        self.link = link
        applyOptions()
        tabStrip.apply(link.stripReloaded())
    }

    /// Follows a new text size: the strip's height (the strip measures its
    /// tabs again itself) and the pages' insets under a header.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        heightConstraint?.constant = stripHeight
        if headerView != nil { insetLoadedPages() }
    }

    /// Lays the strip out again once on screen: a navigation controller's
    /// slide (a pop by the back swipe) moves this view without resizing it,
    /// and the strip follows the safe area, which the slide changed.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        view.setNeedsLayout()
    }

    /// Places the header for the new size and follows the page on screen.
    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard headerView != nil else { return }
        followCurrentPage()
        placeHeader()
    }

    /// ⌘⇧] and ⌘⇧[ turn to the next and previous tab ("Next Tab",
    /// "Previous Tab" in the keyboard shortcuts overlay), looping like the
    /// pages, reported like a tapped tab.
    open override var keyCommands: [UIKeyCommand]? { items.isEmpty ? nil : tabKeyCommands }

    /// The pages (and through them the page on screen) decide the status bar
    /// style.
    open override var childForStatusBarStyle: UIViewController? { pageController }

    /// The pages decide whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { pageController }
}
#endif
