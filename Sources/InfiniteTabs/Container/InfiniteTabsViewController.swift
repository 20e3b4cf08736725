#if canImport(UIKit)
import UIKit
@_spi(Core) import InfiniteTabsCore

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
    /// ``select(_:animated:)``, reloads). Default nil.
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
    public private(set) var items: [InfiniteTabItem]

    private var link: TabsPagingLink<PageViewControllerHost>?
    private let stripBackground = UIView()
    private var positionConstraints: [NSLayoutConstraint] = []
    private var pinnedPosition: TabStripPosition?
    private var heightConstraint: NSLayoutConstraint?

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

    // MARK: - Selection

    /// The item the pages last settled on (0 without tabs). Setting it shows
    /// that tab and page without animation and without calling ``onSelect``;
    /// an index out of range is ignored.
    public var selectedIndex: Int {
        get { pageController.selectedIndex }
        set { select(newValue, animated: false) }
    }
    /// What the strip and the pages are doing.
    public var pagingState: PagingState { pageController.pagingState }

    /// Turns to item `index` in one transition, the shortest way round,
    /// animated (the default) or not, the indicator moving from the current
    /// tab to the new one, without calling ``onSelect``. Requests during a
    /// transition are coalesced to the latest. An index out of range does
    /// nothing.
    public func select(_ index: Int, animated: Bool = true) {
        pageController.select(index, animated: animated)
    }

    /// Replaces the tabs and pages, at rest on `selectedIndex` (clamped),
    /// without animation and without an ``onSelect`` call. Strip and pages
    /// change together (`TabsPagingLink`):
    /// during a transition or a swipe both keep the old tabs and pages until
    /// it ends, and ``items`` changes then.
    public func reload(items: [InfiniteTabItem], selectedIndex: Int, makePage: @escaping (Int) -> UIViewController) {
        let showTabs = { [weak self] in
            guard let self else { return }
            self.items = items
            self.tabStrip.items = items
        }
        guard let link else { // before the view loads: nothing is on screen yet
            showTabs()
            pageController.reloadPages(count: items.count, selectedIndex: selectedIndex, makePage: makePage)
            return
        }
        link.reload(count: items.count, selectedIndex: selectedIndex, makePage: makePage, reloadStrip: showTabs)
    }

    /// Replaces the tabs and pages, keeping the selected *tab*: when every
    /// tab has an ``InfiniteTabItem/id``, the strip and the pages reload by
    /// identity (the selected tab stays selected wherever it moved, a
    /// removed one hands the selection to its next surviving neighbour, else
    /// the previous, and the pages of surviving tabs keep their controllers,
    /// see `IdentityReload`); otherwise the selected *title* is kept the
    /// same way (`IdentityReload.keptSelection(oldIDs:oldTitles:selectedIndex:newIDs:newTitles:)`),
    /// else the index, clamped. Without animation and without an
    /// ``onSelect`` call. Strip and pages change together: during a
    /// transition or a swipe both keep the old tabs and pages until it ends.
    public func reload(items: [InfiniteTabItem], makePage: @escaping (Int) -> UIViewController) {
        guard let ids = IdentityReload.completeIDs(items.map(\.id)) else {
            let kept = IdentityReload.keptSelection(oldIDs: self.items.map(\.id), oldTitles: self.items.map(\.title),
                                                    selectedIndex: pageController.selectedIndex,
                                                    newIDs: items.map(\.id), newTitles: items.map(\.title))
            reload(items: items, selectedIndex: kept, makePage: makePage)
            return
        }
        let showTabs = { [weak self] in
            guard let self else { return }
            self.items = items
            self.tabStrip.items = items
        }
        guard let link else { // before the view loads: nothing is on screen yet
            showTabs()
            pageController.reloadPages(ids: ids, makePage: makePage)
            return
        }
        link.reload(ids: ids, makePage: makePage, reloadStrip: showTabs)
    }

    /// Sets the badge of tab `index` (nil removes it) without a reload; the
    /// pages are untouched. An index out of range is ignored.
    public func setBadge(_ badge: TabBadge?, forItem index: Int) {
        guard items.indices.contains(index) else { return }
        items[index].badge = badge
        tabStrip.setBadge(badge, forItem: index)
    }

    /// Updates tab `index` in place: its title, image, badge or label. The
    /// pages are not reloaded and the selection does not change (a new title
    /// or image measures the strip again; a badge alone updates the tab's
    /// cells). An index out of range is ignored.
    public func setItem(_ item: InfiniteTabItem, at index: Int) {
        guard items.indices.contains(index) else { return }
        items[index] = item
        tabStrip.items = items
    }

    /// Replaces the tabs with text tabs and the pages, keeping the selected
    /// title where it is still there (see ``reload(items:makePage:)``), else
    /// the index, clamped.
    public func reload(titles: [String], makePage: @escaping (Int) -> UIViewController) {
        reload(items: titles.map { InfiniteTabItem(title: $0) }, makePage: makePage)
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

    /// Applies what `ContainerOptionsUpdate.plan(isViewLoaded:pinnedPosition:wanted:)`
    /// says can and must be applied now.
    private func applyOptions() {
        let update = ContainerOptionsUpdate.plan(isViewLoaded: isViewLoaded, pinnedPosition: pinnedPosition,
                                                 wanted: options.tabStripPosition)
        if update.contains(.pages) {
            pageController.loops = options.loops
            link?.animatesTaps = options.animatesTabTaps
        }
        if update.contains(.strip) {
            stripBackground.backgroundColor = options.tabStripBackgroundColor
            heightConstraint?.constant = stripHeight
            // Only what changed: each of these lays the strip out again.
            assign(\.loops, options.loops)
            assign(\.widthMode, options.tabWidthMode)
            assign(\.spacing, options.tabSpacing)
            assign(\.appearance, options.tabAppearance)
            assign(\.indicatorStyle, options.indicatorStyle)
        }
        if update.contains(.position) {
            NSLayoutConstraint.deactivate(positionConstraints)
            positionConstraints = constraints(for: options.tabStripPosition)
            NSLayoutConstraint.activate(positionConstraints)
            pinnedPosition = options.tabStripPosition
        }
    }

    /// The requested strip height grown with the titles' text size, up to
    /// the bound `TabStripHeight` documents.
    private var stripHeight: CGFloat {
        let appearance = options.tabAppearance
        let normal = UITraitCollection(preferredContentSizeCategory: .large)
        return TabStripHeight.height(requested: options.tabStripHeight,
                                     titleLineHeight: appearance.titleFont(compatibleWith: traitCollection).lineHeight,
                                     defaultTitleLineHeight: appearance.titleFont(compatibleWith: normal).lineHeight)
    }

    /// Follows a new text size: the strip's height (the strip measures its
    /// tabs again itself).
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        heightConstraint?.constant = stripHeight
    }

    private func assign<Value: Equatable>(_ property: ReferenceWritableKeyPath<InfiniteTabStripView, Value>, _ value: Value) {
        guard SettingSync.needsWrite(current: tabStrip[keyPath: property], wanted: value) else { return }
        tabStrip[keyPath: property] = value
    }

    private func constraints(for position: TabStripPosition) -> [NSLayoutConstraint] {
        let pages = pageController.view!
        let guide = view.safeAreaLayoutGuide
        switch position {
        case .top:
            return [
                tabStrip.topAnchor.constraint(equalTo: guide.topAnchor),
                stripBackground.topAnchor.constraint(equalTo: view.topAnchor),
                stripBackground.bottomAnchor.constraint(equalTo: tabStrip.bottomAnchor),
                pages.topAnchor.constraint(equalTo: tabStrip.bottomAnchor),
                pages.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ]
        case .bottom:
            return [
                tabStrip.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
                stripBackground.topAnchor.constraint(equalTo: tabStrip.topAnchor),
                stripBackground.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                pages.topAnchor.constraint(equalTo: view.topAnchor),
                pages.bottomAnchor.constraint(equalTo: tabStrip.topAnchor),
            ]
        }
    }

    /// The pages (and through them the page on screen) decide the status bar
    /// style.
    open override var childForStatusBarStyle: UIViewController? { pageController }

    /// The pages decide whether the status bar is hidden.
    open override var childForStatusBarHidden: UIViewController? { pageController }

    // MARK: - Glue

    /// The pages reported `event` (called by ``pageController`` while this
    /// container is alive).
    func pagesDidReport(_ event: PagesEvent) {
        switch event {
        case .stateChanged(let state):
            pagesDidChangeState(state)
        case .selectTab:
            break // the strip selects from the state at rest
        case .selectionSettled:
            break
        case .userSelected(let index):
            delegate?.infiniteTabsViewController(self, didSelectItemAt: index)
            onSelect?(index)
        }
    }

    /// The pages reported a state change: the link moves the strip, then
    /// the delegate is told, then ``onProgress``.
    func pagesDidChangeState(_ state: PagingState) {
        link?.pagesChangedState(to: state)
        delegate?.infiniteTabsViewController(self, didUpdate: state)
        onProgress?(state)
    }
}
#endif
