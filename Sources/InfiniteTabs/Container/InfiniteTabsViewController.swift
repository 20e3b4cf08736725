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
    var positionConstraints: [NSLayoutConstraint] = []
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
        NSLayoutConstraint.activate([
            height,
            tabStrip.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            tabStrip.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            stripBackground.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            stripBackground.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pages.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pages.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])

        tabStrip.onTap = { [weak self] index, direction in self?.link?.tabTapped(index: index, direction: direction) }
        tabStrip.items = items
        let link = TabsPagingLink(strip: tabStrip.driver, pages: pageController.driver)
        self.link = link
        applyOptions()
        link.stripReloaded()
    }

    /// Follows a new text size: the strip's height (the strip measures its
    /// tabs again itself).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        heightConstraint?.constant = stripHeight
    }

    /// The pages (and through them the page on screen) decide the status bar
    /// style.
    open override var childForStatusBarStyle: UIViewController? { pageController }

    /// The pages decide whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { pageController }
}
#endif
