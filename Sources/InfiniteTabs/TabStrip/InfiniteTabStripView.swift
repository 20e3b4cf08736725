#if canImport(UIKit)
import UIKit
@_spi(Core) import InfiniteTabsCore

/// A looping tab strip: a `UICollectionView` that repeats its tabs side by
/// side and recentres by whole copies as it scrolls, so it never ends. An
/// indicator sits under the selected tab and can follow a swipe between two
/// tabs, crossing the seam from the last tab to the first going forward.
///
/// Every decision comes from the core's `TabStripDriver`; this view reads
/// geometry, forwards events and applies the driver's commands.
///
/// ```swift
/// let tabs = InfiniteTabStripView()
/// tabs.titles = ["News", "Sport", "Weather"]
/// tabs.onSelect = { index in pages.select(index) }
/// ```
///
/// With no items the strip is empty; with `loops == false` it is a plain
/// finite strip with the same API. Subclass it, or embed it anywhere,
/// through `init(frame:)` (or a storyboard's `init(coder:)`).
@MainActor
open class InfiniteTabStripView: UIView {
    /// Told when the user selects a tab. Default nil.
    public weak var delegate: InfiniteTabStripViewDelegate?
    /// Called with the item when the user selects a tab (a tap, VoiceOver),
    /// after the delegate; never for a change made in code
    /// (``selectedIndex``, ``select(_:animated:)``, reloads). Default nil.
    public var onSelect: ((Int) -> Void)?
    /// Called with the state the indicator shows each time it changes while
    /// the strip follows a paging scroll view (``follow(_:pageWidth:)``,
    /// ``followScroll(of:pageWidth:)``): a swipe's progress between two
    /// tabs, then rest. Default nil.
    public var onProgress: ((PagingState) -> Void)?
    /// The container's hook: a tapped tab with the way the selection moves
    /// along the strip, before the delegate.
    @_spi(Core) public var onTap: ((Int, PageDirection) -> Void)?

    /// The tabs (default none). Setting them reloads the strip. When every old
    /// and new tab has an ``InfiniteTabItem/id`` the selected *tab* stays
    /// selected wherever it moved (a removed one hands the selection to its
    /// neighbour, else the previous one); otherwise the selected *title*
    /// is kept the same way, else the index, clamped. When only badges
    /// changed, the visible tabs (every copy) update in place without a
    /// reload; when nothing changed, nothing happens. Images compare by
    /// ``InfiniteTabItem/imageID`` when given.
    public var items: [InfiniteTabItem] = [] { didSet { itemsChanged(from: oldValue) } }

    /// The tab titles: a convenience over ``items`` for text-only tabs (a tab
    /// without a title reads ""). Built once per change of the items, so
    /// reading it again costs nothing however many tabs there are.
    public var titles: [String] {
        get {
            if let titles = cachedTitles { return titles }
            let titles = items.map { $0.title ?? "" }
            cachedTitles = titles
            return titles
        }
        set {
            items = newValue.map { InfiniteTabItem(title: $0) }
            cachedTitles = newValue
        }
    }
    private var cachedTitles: [String]?

    /// The selected tab, in `0..<items.count` (0 without items). Setting it
    /// centres the tab without animation and without calling ``onSelect``;
    /// an index out of range is ignored.
    public var selectedIndex: Int {
        get { driver.selectedIndex }
        set { select(newValue, animated: false) }
    }

    /// Whether the strip loops (default true). When false it is a finite strip.
    public var loops = true { didSet { reloadLayout() } }
    /// How wide the tabs are (default ``TabWidthMode/fitting``).
    public var widthMode: TabWidthMode = .fitting { didSet { reloadLayout() } }
    /// The gap between two tabs (default 0; negative counts as 0).
    public var spacing: CGFloat = 0 { didSet { reloadLayout() } }
    /// How the built-in cells look. Changing it measures the tabs again.
    public var appearance = InfiniteTabAppearance() { didSet { titleStyle = nil; titleLooks = nil; reloadData() } }
    /// How the indicator looks: its shape (underline, background, dot),
    /// colour, size, radius and insets. Its geometry is decided in the core
    /// (`TabIndicatorGeometry`).
    public var indicatorStyle = InfiniteTabIndicatorStyle() {
        didSet {
            styleIndicator()
            placeIndicator(lastIndicatorFrame, animated: false)
        }
    }
    /// The duration of animated indicator moves (default 0.25 s). A duration
    /// of 0, negative, NaN or infinite moves the indicator without animation
    /// (see `IndicatorMove`).
    public var animationDuration: TimeInterval = 0.25
    /// Whether the strip moves without sliding: nil (the default) follows the
    /// system's Reduce Motion, true or false overrides it. With reduced
    /// motion a tap or an animated selection scrolls the strip and places
    /// the indicator at once; dragging the strip and the indicator following
    /// a swipe are untouched. See `ReducedMotion`.
    public var prefersReducedMotion: Bool? {
        get { reduceMotion?.override }
        set { reduceMotion?.override = newValue }
    }
    private var reduceMotion: ReduceMotionSetting?
    private let observers = NotificationObservers()

    /// When true (the default) a tap selects and centres the tapped tab
    /// before telling the delegate. Set it to false when a container drives
    /// the selection through ``apply(state:animated:)`` (it then only reports
    /// taps).
    public var selectsOnTap: Bool {
        get { driver.selectsOnTap }
        set { driver.selectsOnTap = newValue }
    }

    /// The collection view showing the tabs: machinery the package's device
    /// tests read, not API.
    @_spi(Core) public let collectionView: UICollectionView
    /// The collection view's data source and delegate (it holds them weakly).
    private let collectionDelegate = StripCollectionDelegate()
    /// The indicator view (a subview of the collection view's content).
    public let indicatorView = UIView()

    /// The strip's driver (for the simulator's tests).
    @_spi(Core) public let driver = TabStripDriver()
    /// The collection view as the driver's host (held here: the driver's is weak).
    private lazy var collectionHost = ScrollViewHost(collectionView)
    private let layout = InfiniteTabLayout()
    private var measuredWidths: [CGFloat]?
    private var lastIndicatorFrame = StripFrame(x: 0, width: 0)
    private var followObservation: NSKeyValueObservation?
    private var followedPageWidth: CGFloat?
    private lazy var cellKind = CellKind.builtIn(in: self)
    private var pendingSelection: Int?
    private var titleStyle: TabTitleStyle?
    private var titleLooks: TitleLookRamp?
    /// The state the visible titles show (see `TitleEmphasisTracker`).
    private var shownLooks = TitleEmphasisTracker()
    /// The built-in tab cells UIKit displays, kept from `willDisplay` and
    /// `didEndDisplaying`: the title refresh of every frame walks these
    /// (`visibleCells` builds a new array on each call).
    private var displayedTabs = DisplayedCells<InfiniteTabCell>()
    var accessibilityCache: [Int: InfiniteTabAccessibilityElement] = [:]

    /// How the strip's cells are made, shown and measured: the built-in
    /// ``InfiniteTabCell`` or the class given to ``useCustomCell(_:width:configure:)``.
    /// Which cell shows which item, selected or not, is the driver's
    /// `TabCellContent`.
    @MainActor
    private struct CellKind {
        var reuseIdentifier: String
        /// Shows a cell's content from scratch (a new or reused cell).
        var configure: (UICollectionViewCell, TabCellContent) -> Void
        /// Shows a new selection on a cell that already shows its item.
        var showSelection: (UICollectionViewCell, TabCellContent) -> Void
        /// The width of an item's tab.
        var measure: (Int) -> CGFloat
        /// Shows a title look between normal and selected during a swipe
        /// (nil: the cell only shows the selection at rest).
        var showLook: ((UICollectionViewCell, TabCellContent) -> Void)? = nil
        /// Shows a changed badge on a cell that already shows its item.
        var showBadge: ((UICollectionViewCell, TabCellContent) -> Void)? = nil
        /// Brings a cell UIKit shows again without asking for it (prefetched)
        /// up to date: selection, look and badge may have changed meanwhile.
        var redisplay: (UICollectionViewCell, TabCellContent) -> Void
        /// Whether a custom cell is shown again on each frame its tab's
        /// emphasis changes (``useCustomCell(_:width:followsSwipe:configure:)``).
        var followsSwipe = false

        static func builtIn(in view: InfiniteTabStripView) -> CellKind {
            CellKind(reuseIdentifier: InfiniteTabCell.reuseIdentifier, configure: { [weak view] cell, content in
                guard let view, let tab = cell as? InfiniteTabCell else { return }
                tab.configure(with: view.items[content.item], appearance: view.appearance, isSelected: content.isSelected)
                tab.shownItem = content.item
                tab.apply(look: view.currentTitleLooks.look(emphasis: content.emphasis))
            }, showSelection: { [weak view] cell, content in
                guard let view, let tab = cell as? InfiniteTabCell else { return }
                tab.apply(look: view.currentTitleLooks.look(emphasis: content.emphasis))
            }, measure: { [weak view] item in
                guard let view else { return 0 }
                return InfiniteTabCell.fittingWidth(of: view.items[item], appearance: view.appearance,
                                                    compatibleWith: view.traitCollection)
            }, showLook: { [weak view] cell, content in
                guard let view, let tab = cell as? InfiniteTabCell else { return }
                tab.apply(look: view.currentTitleLooks.look(emphasis: content.emphasis))
            }, showBadge: { [weak view] cell, content in
                guard let view, let tab = cell as? InfiniteTabCell else { return }
                tab.setBadge(view.items[content.item].badge, appearance: view.appearance)
            }, redisplay: { [weak view] cell, content in
                guard let view, let tab = cell as? InfiniteTabCell else { return }
                tab.setBadge(view.items[content.item].badge, appearance: view.appearance)
                tab.apply(look: view.currentTitleLooks.look(emphasis: content.emphasis))
            })
        }
    }

    /// Creates an empty tab strip.
    public override init(frame: CGRect) {
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: frame.size), collectionViewLayout: layout)
        super.init(frame: frame)
        setUp()
    }

    /// Creates an empty tab strip from a storyboard or nib.
    public required init?(coder: NSCoder) {
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        collectionView.backgroundColor = .clear
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.showsVerticalScrollIndicator = false
        collectionView.alwaysBounceVertical = false
        collectionView.scrollsToTop = false
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(InfiniteTabCell.self, forCellWithReuseIdentifier: InfiniteTabCell.reuseIdentifier)
        collectionDelegate.strip = self
        collectionView.dataSource = collectionDelegate
        collectionView.delegate = collectionDelegate
        collectionView.accessibilityElementsHidden = true
        addSubview(collectionView)
        indicatorView.isUserInteractionEnabled = false
        indicatorView.isAccessibilityElement = false
        collectionView.addSubview(indicatorView)
        styleIndicator()
        driver.host = collectionHost
        driver.onCommand = { [weak self] command in self?.perform(command) }
        // `perform` has nothing to do for an offset the driver already set.
        driver.sendsOffsetCommands = false
        reduceMotion = ReduceMotionSetting { [weak self] reduced in self?.driver.prefersReducedMotion = reduced }
        observers.observe(UIAccessibility.voiceOverStatusDidChangeNotification) { [weak self] in
            _ = self?.deliver(.notification(UIAccessibility.voiceOverStatusDidChangeNotification))
        }
        isAccessibilityElement = false
        accessibilityTraits = .infiniteTabBar
    }

    // MARK: - VoiceOver container

    // In the class body, not in an extension: overriding from an extension
    // needs the Objective-C runtime (not on Linux, where the UIKit model runs).

    /// The strip is a VoiceOver container of exactly `items.count` elements.
    open override func accessibilityElementCount() -> Int { driver.itemCount }

    /// The element of item `index`, created on first use; nil for an index
    /// the driver has no tab for (see `TabStripDriver.content(ofItem:availableItems:)`).
    open override func accessibilityElement(at index: Int) -> Any? { tabElement(at: index) }

    /// The item index of one of this strip's elements (`NSNotFound` otherwise).
    open override func index(ofAccessibilityElement element: Any) -> Int {
        (element as? InfiniteTabAccessibilityElement)?.index ?? NSNotFound
    }

    // MARK: - Selection

    /// Selects tab `index` and centres it (its nearest copy), animated (the
    /// default) or not, without calling ``onSelect``. An index out of range
    /// is ignored.
    public func select(_ index: Int, animated: Bool = true) {
        driver.setSelectedIndex(index, animated: animated)
    }

    /// Places the indicator `progress` (0...1, clamped) of the way from tab
    /// `from` to tab `to`, the shortest way round, keeping it centred; the
    /// selection does not change. Indices out of range are ignored.
    public func update(progress: CGFloat, from: Int, to: Int) {
        driver.update(progress: progress, from: from, to: to)
    }

    /// Shows a core paging state (for example a `PagingCoordinator`'s): at
    /// rest it selects the index; during a move the indicator sits between
    /// the two tabs by the move's progress and steps. Indices out of range are
    /// ignored.
    public func apply(state: PagingState, animated: Bool) {
        driver.apply(state, animated: animated)
    }

    // MARK: - Following a paging scroll view

    /// Makes the strip follow any horizontally paging scroll view (a content
    /// collection view, say): its page `p` shows tab `p mod items.count`,
    /// pages are `pageWidth` wide (default: the scroll view's width), and the
    /// indicator follows the swipe progress. A page at rest selects its tab
    /// without notifying. Pass nil to stop following.
    public func follow(_ scrollView: UIScrollView?, pageWidth: CGFloat? = nil) {
        guard let scrollView else { followObservation = nil; return }
        followedPageWidth = pageWidth
        // KVO calls its handler on the thread that changed the offset: the
        // main thread for a scroll view (see UIKitCallback).
        followObservation = scrollView.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, _ in
            _ = self?.deliver(.contentOffsetChanged(scrollView))
        }
    }

    /// Moves the indicator for a paging scroll view's current offset (call it
    /// from that scroll view's `scrollViewDidScroll` instead of ``follow(_:pageWidth:)``
    /// if you prefer). `pageWidth` defaults to the scroll view's width.
    public func followScroll(of scrollView: UIScrollView, pageWidth: CGFloat? = nil) {
        guard let state = driver.follow(offset: scrollView.contentOffset.x, pageWidth: pageWidth,
                                        scrollViewWidth: scrollView.bounds.width,
                                        contentWidth: scrollView.contentSize.width) else { return }
        onProgress?(state)
    }

    // MARK: - Custom cells

    /// Shows the tabs with your own cell class instead of the built-in one.
    /// `configure` gets each cell with its item index (always `cell mod n`) and
    /// whether it is selected; `width` gives a tab's width (default: the
    /// cell's compressed Auto Layout width after configuring, measured once
    /// per item and cached). The number of tabs and their VoiceOver labels
    /// still come from ``items`` (or ``titles``). Reloads the strip.
    ///
    /// With `followsSwipe` (default false) a visible cell is configured again
    /// on each frame its tab's ``titleEmphasis(ofItem:)`` changes while the
    /// indicator moves between two tabs (two cells a frame), so a cell that
    /// reads the emphasis follows the swipe.
    public func useCustomCell<Cell: UICollectionViewCell>(_ cellClass: Cell.Type,
                                                         width: ((Int) -> CGFloat)? = nil,
                                                         followsSwipe: Bool = false,
                                                         configure: @escaping (Cell, Int, Bool) -> Void) {
        collectionView.register(cellClass, forCellWithReuseIdentifier: Self.customReuseIdentifier)
        let sizingCell = Cell.makeDetached()
        let height = { [weak self] in self?.bounds.height ?? 0 }
        let measure = width ?? { index in
            configure(sizingCell, index, false)
            let target = CGSize(width: UIView.layoutFittingCompressedSize.width, height: height())
            return sizingCell.contentView.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .fittingSizeLevel,
                                                                  verticalFittingPriority: .required).width
        }
        let show: (UICollectionViewCell, TabCellContent) -> Void = { cell, content in
            guard let cell = cell as? Cell else { return }
            configure(cell, content.item, content.isSelected)
            cell.isAccessibilityElement = false
        }
        cellKind = CellKind(reuseIdentifier: Self.customReuseIdentifier, configure: show, showSelection: show,
                            measure: measure, showLook: nil, showBadge: show, redisplay: show, followsSwipe: followsSwipe)
        // Measured by Auto Layout at the strip's height: again at each new height.
        driver.cellsMeasureByHeight = width == nil
        reloadData()
    }

    private static let customReuseIdentifier = "InfiniteTabCustomCell"

    // MARK: - Badges and identity

    /// Sets the badge of tab `index` (nil removes it) without a reload: every
    /// copy of the tab on screen shows it at once and VoiceOver reads it with
    /// the tab. An index out of range is ignored.
    public func setBadge(_ badge: TabBadge?, forItem index: Int) {
        guard items.indices.contains(index) else { return }
        items[index].badge = badge
    }

    /// How selected tab `item` looks right now, 0...1 (1 for the selected tab
    /// at rest, shared between two tabs during a swipe), for custom cells that
    /// want to follow the swipe. 0 for an index out of range.
    public func titleEmphasis(ofItem item: Int) -> CGFloat {
        driver.titleEmphasis(ofItem: item)
    }

    private func itemsChanged(from old: [InfiniteTabItem]) {
        cachedTitles = nil
        switch TabItemsUpdate.between(oldKeys: old.map(\.layoutKey), oldBadges: old.map(\.badge),
                                      newKeys: items.map(\.layoutKey), newBadges: items.map(\.badge)) {
        case .none:
            break
        case .badges(let changed):
            refreshBadges(Set(changed))
        case .reload:
            pendingSelection = IdentityReload.keptSelection(oldIDs: old.map(\.id), oldTitles: old.map(\.title),
                                                            selectedIndex: driver.selectedIndex,
                                                            newIDs: items.map(\.id), newTitles: items.map(\.title))
            reloadData()
        }
    }

    private func refreshBadges(_ changed: Set<Int>) {
        if let showBadge = cellKind.showBadge {
            for cell in collectionView.visibleCells {
                guard let path = collectionView.indexPath(for: cell),
                      let content = driver.content(ofCell: path.item, availableItems: items.count),
                      changed.contains(content.item) else { continue }
                showBadge(cell, content)
            }
        }
        refreshAccessibilitySelection()
    }

    fileprivate var currentTitleStyle: TabTitleStyle {
        if let style = titleStyle { return style }
        let style = appearance.titleStyle(in: traitCollection)
        titleStyle = style
        return style
    }

    /// ``currentTitleStyle`` prepared for a look per visible tab per frame.
    fileprivate var currentTitleLooks: TitleLookRamp {
        if let looks = titleLooks { return looks }
        let looks = TitleLookRamp(style: currentTitleStyle)
        titleLooks = looks
        return looks
    }

    // MARK: - Layout

    /// Measures the tabs again and lays the strip out, keeping the selected
    /// index (clamped into range).
    public func reloadData() {
        measuredWidths = nil
        accessibilityCache = [:]
        reloadLayout()
    }

    /// Lays the strip out again when its size changed (rotation-safe),
    /// keeping the selected tab centred; measures the tabs again when the text
    /// size or layout direction changed (the driver decides, see
    /// `TabStripDriver.viewChanged(_:)`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        collectionView.frame = bounds
        refresh(driver.viewChanged(viewMetrics))
    }

    /// Measures the tabs again when the text size or layout direction changed.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        titleStyle = nil // dynamic colours resolve differently in dark mode
        titleLooks = nil
        refresh(driver.viewChanged(viewMetrics))
        shownLooks.reset() // every visible title takes the new style
        refreshLooks()
    }

    private var viewMetrics: ViewMetrics {
        ViewMetrics(width: bounds.width, height: bounds.height,
                    layoutDirection: LayoutDirection(effectiveUserInterfaceLayoutDirection),
                    textSize: traitCollection.preferredContentSizeCategory.rawValue)
    }

    private func refresh(_ refresh: ViewRefresh) {
        switch refresh {
        case .none: break
        case .layout: reloadLayout()
        case .measure: reloadData()
        }
    }

    /// Recolours an indicator that uses the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        styleIndicator()
    }

    private func reloadLayout() {
        let widths = measuredWidths ?? measure()
        measuredWidths = widths
        let scale = window?.screen.scale ?? traitCollection.displayScale
        let sizing = TabStripSizing.resolve(measured: widths, mode: widthMode, spacing: spacing,
                                            viewportWidth: bounds.width, scale: scale, loops: loops)
        let selecting = pendingSelection ?? driver.selectedIndex
        pendingSelection = nil
        driver.configure(itemWidths: sizing.widths, spacing: spacing, viewportWidth: bounds.width,
                         isLooping: sizing.isLooping, direction: LayoutDirection(effectiveUserInterfaceLayoutDirection),
                         selecting: selecting)
    }

    private func measure() -> [CGFloat] {
        items.indices.map(cellKind.measure)
    }

    // MARK: - Commands

    private func perform(_ command: TabStripCommand) {
        switch command {
        case .reloadLayout(let strip):
            layout.strip = strip
            shownLooks.reset() // every cell is configured afresh
            collectionView.reloadData()
            layout.invalidateLayout()
            collectionView.layoutIfNeeded()
        case .setOffset:
            break // applied by the driver
        case .recentered(let dx):
            lastIndicatorFrame = lastIndicatorFrame.offsetBy(dx)
            indicatorView.center.x += dx
        case .placeIndicator(let frame, let animated):
            placeIndicator(frame, animated: animated)
        case .select:
            refreshSelection()
        case .notifyTap(let index, let direction):
            onTap?(index, direction)
            delegate?.infiniteTabStripView(self, didSelectItemAt: index)
            onSelect?(index)
        }
    }

    private func placeIndicator(_ frame: StripFrame, animated: Bool) {
        lastIndicatorFrame = frame
        let placement = indicatorStyle.geometry.placement(under: frame, stripHeight: collectionView.bounds.height)
        indicatorView.layer.cornerRadius = placement.cornerRadius
        switch IndicatorMove(to: placement.rect, animated: animated, duration: animationDuration) {
        case .jump(let rect):
            indicatorView.layer.removeAllAnimations()
            indicatorView.frame = rect
        case .animate(let rect, let duration):
            UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut]) {
                self.indicatorView.frame = rect
            }
        }
        refreshLooks()
    }

    private func styleIndicator() {
        indicatorView.backgroundColor = indicatorStyle.color ?? tintColor
        indicatorView.layer.zPosition = indicatorStyle.geometry.zPosition
    }

    /// Shows the title look of each visible tab whose look the current
    /// state changed (every frame of a swipe: the two tabs of the move,
    /// colour and scale only, no layout; nothing when the state did not
    /// change). The driver says which items changed
    /// (`TabStripDriver.titleLookChange(since:)`); each built-in cell knows
    /// the item it shows.
    private func refreshLooks() {
        guard cellKind.showLook != nil || cellKind.followsSwipe,
              let change = driver.titleLookChange(since: &shownLooks) else { return }
        guard cellKind.showLook != nil else { return showCustomLooks(change) }
        let looks = currentTitleLooks
        for cell in displayedTabs.cells {
            if let emphasis = change.emphasis(ofItem: cell.shownItem) { cell.apply(look: looks.look(emphasis: emphasis)) }
        }
    }

    /// Configures again each visible custom cell whose tab's emphasis
    /// `change` moved (``CellKind/followsSwipe``).
    private func showCustomLooks(_ change: TitleEmphasisTracker.Change) {
        for cell in collectionView.visibleCells {
            guard let path = collectionView.indexPath(for: cell),
                  let content = driver.content(ofCell: path.item, availableItems: items.count),
                  change.emphasis(ofItem: content.item) != nil else { continue }
            cellKind.showSelection(cell, content)
        }
    }

    /// Shows every visible cell again from the current items and cell
    /// closure, without a reload (a SwiftUI update gives custom tabs new
    /// content).
    func refreshVisibleCells() { refreshSelection() }

    private func refreshSelection() {
        for cell in collectionView.visibleCells {
            guard let path = collectionView.indexPath(for: cell),
                  let content = driver.content(ofCell: path.item, availableItems: items.count) else { continue }
            cellKind.showSelection(cell, content)
        }
        // Every visible title now shows the current state.
        shownLooks.reset()
        _ = driver.titleLookChange(since: &shownLooks)
        refreshAccessibilitySelection()
    }
}

extension InfiniteTabStripView: @preconcurrency UIKitCallbackReceiver {
    func receive(_ callback: UIKitCallback) -> Bool {
        switch callback {
        case .contentOffsetChanged(let scrollView):
            followScroll(of: scrollView, pageWidth: followedPageWidth)
        case .notification(UIAccessibility.voiceOverStatusDidChangeNotification):
            driver.voiceOverStatusChanged(isRunning: UIAccessibility.isVoiceOverRunning)
        default:
            return false
        }
        return true
    }
}

// MARK: - Data source and delegate

/// The collection view's data source and delegate for the strip, so the
/// public strip conforms to no UIKit protocol an app could call. Each call
/// goes to the strip method of the same name.
@MainActor
private final class StripCollectionDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    weak var strip: InfiniteTabStripView?

    func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        strip?.driver.strip.cellCount ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let strip else {
            return collectionView.dequeueReusableCell(withReuseIdentifier: InfiniteTabCell.reuseIdentifier, for: indexPath)
        }
        return strip.cell(in: collectionView, at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        strip?.willDisplay(cell, at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        strip?.endedDisplaying(cell)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        strip?.driver.tap(cell: indexPath.item)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { strip?.driver.didScroll() }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { strip?.driver.willBeginDragging() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { strip?.driver.didEndScrollingAnimation() }
}

extension InfiniteTabStripView {
    /// The cell of item `cell mod n` (see `TabStripDriver.content(ofCell:availableItems:)`;
    /// a cell the driver has no content for stays empty).
    fileprivate func cell(in collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellKind.reuseIdentifier, for: indexPath)
        if let content = driver.content(ofCell: indexPath.item, availableItems: items.count) {
            cellKind.configure(cell, content)
        }
        return cell
    }

    /// A cell comes on screen: it shows the current selection, look and
    /// badge (UIKit shows a prefetched cell again without asking for it,
    /// after the changes it missed while off screen), and a built-in cell
    /// joins the cells whose title looks follow a swipe.
    fileprivate func willDisplay(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        if let tab = cell as? InfiniteTabCell { displayedTabs.willDisplay(tab) }
        guard let content = driver.content(ofCell: indexPath.item, availableItems: items.count) else { return }
        cellKind.redisplay(cell, content)
    }

    /// A cell left the screen: it no longer follows a swipe's title looks
    /// once every "will display" it was told is matched (see `DisplayedCells`).
    fileprivate func endedDisplaying(_ cell: UICollectionViewCell) {
        displayedTabs.didEndDisplaying(cell)
    }
}
#endif
