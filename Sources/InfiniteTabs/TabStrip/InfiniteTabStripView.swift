#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

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
    /// (``selectedIndex``, ``select(_:animated:)-(Int,_)``, reloads). Default nil.
    public var onSelect: ((Int) -> Void)?
    /// Called with the item when the user taps the selected tab (any copy of
    /// it) or activates it with VoiceOver while the strip is at rest, after
    /// the delegate; ``onSelect`` is not called. Use it as UITabBar's
    /// reselect: scroll the page to its top, refresh. Default nil.
    public var onReselect: ((Int) -> Void)?
    /// Called with the state the indicator shows each time it changes while
    /// the strip follows a paging scroll view (``follow(_:pageWidth:)``,
    /// ``followScroll(of:pageWidth:)``): a swipe's progress between two
    /// tabs, then rest. Default nil.
    public var onProgress: ((PagingState) -> Void)?
    /// The container's hook: a tapped tab with the way the selection moves
    /// along the strip, before the delegate.
    package var onTap: ((Int, PageDirection) -> Void)?
    /// The container's hook: the selected tab tapped again, before the delegate.
    package var onReselectTap: ((Int) -> Void)?

    /// The tabs (default none). Setting them reloads the strip. When every old
    /// and new tab has an ``InfiniteTabItem/id`` the selected *tab* stays
    /// selected wherever it moved (a removed one hands the selection to its
    /// neighbour, else the previous one); otherwise the selected *title*
    /// is kept the same way, else the index, clamped. When only badges
    /// changed, the visible tabs (every copy) update in place without a
    /// reload; when nothing changed, nothing happens. Images compare by
    /// ``InfiniteTabItem/imageID`` when given.
    public var items: [InfiniteTabItem] = [] { didSet { itemsChanged(from: oldValue) } }

    /// ``titles`` built once per change of the items (see InfiniteTabStripView+Items).
    var cachedTitles: [String]?

    /// The selected tab, in `0..<items.count` (0 without items). Setting it
    /// centres the tab without animation and without calling ``onSelect``;
    /// an index out of range is ignored.
    public var selectedIndex: Int {
        get { driver.selectedIndex }
        set { select(newValue, animated: false) }
    }

    /// Whether the strip loops (default true). When false it is a finite strip. While VoiceOver runs, a looping strip whose
    /// tabs could show twice at once shows each tab once, so that every tab on screen answers a finger (see the
    /// Accessibility article); this property still reads true.
    public var loops = true { didSet { reloadLayout() } }
    /// How wide the tabs are (default ``TabWidthMode/fitting``).
    public var widthMode: TabWidthMode = .fitting { didSet { reloadLayout() } }
    /// The gap between two tabs (default 0; negative counts as 0).
    public var spacing: CGFloat = 0 { didSet { reloadLayout() } }
    /// Where the tabs sit when they are narrower than the strip and it does
    /// not loop (``loops`` false, or tabs so narrow the strip stopped
    /// looping): ``TabStripAlignment/leading`` (the default),
    /// ``TabStripAlignment/centered``, or ``TabStripAlignment/justified``
    /// (stretched to fill the strip). Tabs that fill the strip scroll as
    /// before. A change lays the strip out again.
    public var alignment: TabStripAlignment {
        get { driver.alignment }
        set {
            guard newValue != driver.alignment else { return }
            driver.alignment = newValue
            reloadLayout()
        }
    }
    /// How the built-in cells look. Changing it measures the tabs again.
    public var appearance = InfiniteTabAppearance() { didSet { titleStyle = nil; titleLooks = nil; reloadData() } }
    /// How the indicator looks: its shape (underline, background, dot),
    /// colour, size, radius and insets. Its geometry is decided in the core
    /// (`TabIndicatorGeometry`).
    public var indicatorStyle = InfiniteTabIndicatorStyle() {
        didSet {
            styleIndicator()
            // A new width is placed by the driver, which lays the strip out again.
            guard indicatorStyle.width == oldValue.width else { return reloadLayout() }
            placeIndicator(lastIndicatorFrame, animated: false)
        }
    }
    /// The bar's background behind the tabs (default nil: none, the strip is
    /// clear). A `UIBlurEffect` such as `.systemChromeMaterial` gives a
    /// material bar like `UINavigationBar`'s.
    public var backgroundEffect: UIVisualEffect? { didSet { bar.show(effect: backgroundEffect, in: self) } }
    /// The colour of a hairline along the strip's bottom edge (the top edge
    /// with ``indicatorEdge`` `.top`), one pixel thick (1 / the screen's
    /// scale points) (default nil: no separator).
    public var separatorColor: UIColor? { didSet { bar.show(separatorColor: separatorColor, in: self) } }
    /// The edge the indicator (an underline or a dot, its insets counted
    /// from that edge) and the separator sit on: ``TabStripEdge/bottom``
    /// (the default) for a strip above its content, ``TabStripEdge/top``
    /// for one below it, as a tab bar. A background indicator fills the
    /// height either way. ``InfiniteTabsViewController`` sets it from its
    /// ``InfiniteTabsOptions/tabStripPosition``.
    public var indicatorEdge: TabStripEdge = .bottom {
        didSet {
            guard indicatorEdge != oldValue else { return }
            placeIndicator(lastIndicatorFrame, animated: false)
            bar.layout(in: self)
        }
    }
    /// The background and separator views (made when first asked for).
    let bar = StripBarViews()
    /// The duration of animated indicator moves (default 0.25 s). A duration
    /// of 0, negative, NaN or infinite moves the indicator without animation
    /// (see `TabIndicatorGeometry.Move`).
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
    var reduceMotion: ReduceMotionSetting?
    let observers = NotificationObservers()

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
    package let collectionView: UICollectionView
    /// The collection view's data source and delegate (it holds them weakly).
    let collectionDelegate = StripCollectionDelegate()
    /// The indicator view (a subview of the collection view's content).
    public let indicatorView = UIView()

    /// The strip's driver (for the simulator's tests).
    package let driver = TabStripDriver()
    /// The collection view as the driver's host (held here: the driver's is weak).
    lazy var collectionHost = ScrollViewHost(collectionView)
    /// True while ``apply(_:)`` writes the offset, whose `scrollViewDidScroll` the driver must not see again.
    var isWritingOffsets = false
    let layout = InfiniteTabLayout()
    var measuredWidths: [CGFloat]?
    /// The natural width last laid out (``intrinsicContentSize``), to tell a change.
    var laidOutNaturalWidth: CGFloat?
    /// Whether the strip has a natural size, as wide as its tabs (default
    /// false: it takes the width it is given, and its
    /// ``intrinsicContentSize`` has no width). Turn it on for a strip that sizes itself:
    /// a lone strip as a `navigationItem.titleView`, or in a stack view.
    /// ``InfiniteTabsViewController`` turns it on for
    /// ``TabStripPosition/navigationBar``.
    public var sizesToTabs = false {
        didSet {
            guard sizesToTabs != oldValue else { return }
            laidOutNaturalWidth = nil
            invalidateIntrinsicContentSize()
        }
    }
    var measuredContentWidths: [CGFloat]?
    var lastIndicatorFrame = StripFrame(x: 0, width: 0)
    var followObservation: NSKeyValueObservation?
    var followedPageWidth: CGFloat?
    lazy var cellKind = CellKind.builtIn(in: self)
    var pendingSelection: Int?
    /// The index a reload keeps instead of the selected title, set only
    /// while ``setItem(_:at:)`` changes the items.
    var keptIndex: Int?
    var titleStyle: TabTitleStyle?
    var titleLooks: TitlePalette?
    /// The state the visible titles show (see `TitleLook.Tracker`).
    var shownLooks = TitleLook.Tracker()
    /// The built-in tab cells UIKit displays, kept from `willDisplay` and
    /// `didEndDisplaying`: the title refresh of every frame walks these
    /// (`visibleCells` builds a new array on each call).
    var displayedTabs = DisplayedCells<InfiniteTabCell>()
    var accessibilityCache: [Int: InfiniteTabAccessibilityElement] = [:]
    /// The pointer interaction's delegate (see `PointerHover`).
    var pointerHover: AnyObject?
    /// The large content viewer's delegate (see `StripLargeContent`).
    var largeContent: AnyObject?

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


    // MARK: - Keyboard (iPad): one focus group, arrows move the selection

    /// A focus update in the strip goes to the selected tab's cell (Tab
    /// enters the strip's focus group there; the focus follows the selection).
    open override var preferredFocusEnvironments: [UIFocusEnvironment] { focusableTabCell.map { [$0] } ?? [] }
    /// With tabs the strip can take the keyboard.
    open override var canBecomeFirstResponder: Bool { !items.isEmpty }
    /// Left and right arrows select the neighbouring tab, mirrored in right
    /// to left, looping (or stopping at the ends of a finite strip), as a
    /// tap on it would: reported to the delegate and ``onSelect``.
    open override var keyCommands: [UIKeyCommand]? { items.isEmpty ? nil : arrowKeyCommands }

    // MARK: - Overrides: VoiceOver container, layout, traits, tint

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

    /// Lays the strip out again when its size changed (rotation-safe),
    /// keeping the selected tab centred; measures the tabs again when the text
    /// size or layout direction changed (the driver decides, see
    /// `TabStripDriver.viewChanged(_:)`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        collectionView.frame = bounds
        bar.layout(in: self)
        refresh(driver.viewChanged(viewMetrics))
    }

    /// The strip's natural size: 44 pt high at the default text size, growing
    /// with Dynamic Type titles (``InfiniteTabAppearance/textStyle``) up to
    /// twice that; no intrinsic width unless ``sizesToTabs`` is on (one copy
    /// of its tabs side by side, 0 without tabs) or the strip is a
    /// `titleView` (`UIView.layoutFittingExpandedSize`'s width: the bar's
    /// whole room). Constraints or a frame the app sets win.
    open override var intrinsicContentSize: CGSize {
        let width = TabStripNaturalWidth.width(sizesToTabs: sizesToTabs, isNavigationBarTitle: isInNavigationBar,
                                               tabsWidth: sizesToTabs ? naturalWidth() : 0,
                                               expanded: UIView.layoutFittingExpandedSize.width)
        return CGSize(width: width ?? UIView.noIntrinsicMetric, height: naturalHeight())
    }

    /// The proposed width (0 when negative or not finite) and the natural
    /// height of ``intrinsicContentSize``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width.isFinite ? max(0, size.width) : 0, height: naturalHeight())
    }

    /// Measures the tabs again when the text size or layout direction
    /// changed, and asks for a new natural height.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        invalidateIntrinsicContentSize()
        titleStyle = nil // dynamic colours resolve differently in dark mode
        titleLooks = nil
        refresh(driver.viewChanged(viewMetrics))
        shownLooks.reset() // every visible title takes the new style
        refreshLooks()
        // Bold Text arrives as a trait (Apple, "legibilityWeight"): fonts and widths are measured again
        if previousTraitCollection?.legibilityWeight != traitCollection.legibilityWeight { legibilitySettingChanged() }
    }


    /// Recolours an indicator that uses the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        styleIndicator()
    }
}

#endif
