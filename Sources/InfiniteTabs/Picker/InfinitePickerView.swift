#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// A compact looping option picker: one option at a time, swiped or tapped
/// forward, the last followed by the first. Pages may be narrower than the
/// view so the neighbours peek in at the sides.
///
/// It pads its options with a copy at each end and recentres by exactly one
/// period whenever a copy is reached, and it keeps only the handful of page
/// views on screen (100,000 options create about five views). Every decision
/// comes from the core's `PickerScrollDriver`; this view reads geometry,
/// forwards events and applies the driver's commands.
///
/// ```swift
/// let picker = InfinitePickerView()
/// picker.titles = ["Small", "Medium", "Large"]
/// picker.onSelect = { index in print("picked", index) }
/// ```
///
/// It is a `UIControl`: a change the user makes also sends `.valueChanged`
/// (`addTarget(_:action:for:)`), and `isEnabled = false` stops taps, drags,
/// VoiceOver and auto-scroll. A tap on a neighbour peeking in selects it; a
/// tap on the centred option advances one while ``advancesOnTap``. Its
/// intrinsic height comes from the default page's font; its width is
/// flexible.
///
/// For VoiceOver it is one adjustable element whose value is the selected
/// option's title: swipe up or down changes the option at once, a double tap
/// advances one while ``advancesOnTap`` and announces the new option. Its
/// spoken name is "Picker" until you set `accessibilityLabel`; set one that
/// names what it chooses (`picker.accessibilityLabel = "Size"`), which Voice
/// Control users also say to reach it.
///
/// With no options it is empty; with one it shows it and does not scroll.
/// Subclass it, or embed it anywhere, through `init(frame:)` (or a
/// storyboard's `init(coder:)`).
@MainActor
open class InfinitePickerView: UIControl {
    /// Told when the user changes the option. Default nil.
    public weak var delegate: InfinitePickerViewDelegate?
    /// Called with the new item when the user changes the option (a drag, a
    /// tap, VoiceOver, auto-scroll), after the delegate and before
    /// `.valueChanged` is sent; once per change, never for a change made in
    /// code (``selectedIndex``, ``select(_:animated:)-(Int,_)``, reloads). Default nil.
    public var onSelect: ((Int) -> Void)?

    /// The options, type-erased (set them with ``setItems(_:title:)`` or
    /// ``titles``). Default none.
    /// Built on the first read after each change and kept, so a reload of
    /// 1,000,000 options does not build it.
    public var items: [AnyHashable] {
        if let items = erasedItems { return items }
        let items = eraseItems()
        erasedItems = items
        return items
    }
    /// The number of options (default 0), without building ``items``.
    public internal(set) var itemCount = 0
    var erasedItems: [AnyHashable]? = []
    var eraseItems: () -> [AnyHashable] = { [] }
    var erasedItem: (Int) -> AnyHashable? = { _ in nil }

    /// The options' titles: a convenience for `[String]` options. Setting it
    /// calls ``setItems(_:title:)``. Built once per change of the options, so
    /// reading it again costs nothing however many options there are.
    public var titles: [String] {
        get {
            if let titles = cachedTitles { return titles }
            let titles = (0..<itemCount).map(title(at:))
            cachedTitles = titles
            return titles
        }
        set {
            setItems(newValue)
            cachedTitles = newValue
        }
    }
    var cachedTitles: [String]?

    /// The width of one page. Nil (the default) uses the view's width; a
    /// narrower width lets the neighbouring options peek in at both sides. A
    /// width larger than the view, or 0, negative or NaN, counts as the
    /// view's width.
    public var pageWidth: CGFloat? { didSet { driver.forgetViewMetrics(); setNeedsLayout() } }

    /// When set, the picker advances one option forward every this many
    /// seconds while it is on screen; it pauses while the user touches it and
    /// waits one full interval after a touch, and while the app is inactive
    /// or in the background (the next turn comes one full interval after it
    /// is active again). Each turn is reported like a user's change. Nil
    /// (the default) turns it off; 0, negative or NaN count as off. A drag
    /// pauses it or stops it for good, as ``autoScrollOnDrag`` says.
    public var autoScrollInterval: TimeInterval? { didSet { driver.autoAdvanceIntervalSet(); restartTimer() } }

    /// Whether the picker takes the user's input (`UIControl`; default true).
    /// While false taps, drags, VoiceOver and auto-scroll do nothing (a drag
    /// under way when it turns false springs back to the selected option,
    /// reporting nothing); code still selects.
    open override var isEnabled: Bool {
        didSet {
            driver.isEnabled = isEnabled
            scrollView.isScrollEnabled = driver.isScrollEnabled
            syncTouches()
            accessibilityTraits = isEnabled ? .infiniteAdjustable : [.infiniteAdjustable, .infiniteNotEnabled]
        }
    }

    /// No intrinsic width (the picker takes the width it is given); the
    /// height of one line of the ``appearance`` font (by default the body
    /// style, which follows Dynamic Type) plus 8 points above and below.
    open override var intrinsicContentSize: CGSize {
        let font = appearance.resolvedFont(compatibleWith: traitCollection)
        return CGSize(width: UIView.noIntrinsicMetric, height: (font.lineHeight + 16).rounded(.up))
    }

    var reduceMotion: ReduceMotionSetting?

    /// The axis the options scroll along: horizontal (the default) or
    /// vertical (the next option below; ``pageWidth`` is then the page's
    /// height, and right to left changes nothing). Changing it lays the
    /// picker out again, keeping the selected option.
    public var axis: ScrollAxis = .horizontal {
        didSet {
            guard axis != oldValue else { return }
            scrollHost = ScrollViewHost(scrollView, axis: axis)
            driver.host = scrollHost
            // The old axis's offset would move every page out of view
            // across the new one; the layout puts the new axis's offset.
            scrollView.contentOffset = .zero
            driver.forgetViewMetrics()
            setNeedsLayout()
        }
    }

    /// How the options beside the centre look while they scroll: scale, alpha
    /// and tilt by distance from the centre (``ItemTransform``), applied to
    /// each page view's `transform3D` (its layer transform) and `alpha`. The
    /// option at rest in the centre is untouched; VoiceOver reads the picker
    /// as one element, so it is unaffected. Default
    /// ``ItemTransform/identity`` (nothing changes).
    public var itemTransform: ItemTransform = .identity {
        didSet { applyItemTransform() }
    }

    /// How the built-in option pages look: their font, and the colour and
    /// scale of the centred option, which follow a swipe
    /// (``InfinitePickerAppearance``; default ``InfinitePickerAppearance/init()``:
    /// the body font in `.label`). A change restyles the pages on screen;
    /// pages of your own are left alone.
    public var appearance = InfinitePickerAppearance() {
        didSet {
            guard appearance != oldValue else { return }
            if appearance.font != oldValue.font { invalidateIntrinsicContentSize() }
            restyle()
        }
    }
    var pickerStyle: PickerStyle?

    /// The scroll view the pages live in (page-wide, centered): machinery
    /// the package's device tests read, not API.
    package let scrollView = UIScrollView()

    /// Page dots following the picker (``InfinitePageControl``), each told
    /// the option nearest the centre on every scroll.
    var pageControlObservers: [ObjectIdentifier: (Int) -> Void] = [:]
    /// Whether page views carry a look from ``itemTransform`` (when it is the
    /// identity and they do not, the views are left alone).
    var carriesItemTransform = false
    /// The driver's host (the scroll view, or its vertical adapter), held
    /// here: the driver holds it weakly.
    lazy var scrollHost = ScrollViewHost(scrollView)
    /// True while ``apply(_:)`` writes the offset, whose scroll callbacks the driver must not see again.
    var isWritingOffset = false
    /// The scroll view's delegate (it holds its delegate weakly).
    private let scrollDelegate = PickerScrollDelegate()

    /// The picker's driver: machinery the package's device tests read, not
    /// API.
    package let driver = PickerScrollDriver()
    var pool = OptionViewPool<UIView>()
    var makePage: () -> UIView = { InfinitePickerLabel() }
    var configurePage: (UIView, Int) -> Void = { _, _ in }
    var title: (Int) -> String = { _ in "" }
    var timer: RepeatingTimer?
    let appStateObservers = NotificationObservers()
    private lazy var tapTarget = ActionTarget { [weak self] in self?.tapped() }
    lazy var tapRecognizer = tapTarget.tapRecognizer()
    /// The pointer interaction's delegate (see `PointerHover`).
    private var pointerHover: AnyObject?

    /// Creates an empty picker.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates an empty picker from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        clipsToBounds = true
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.showsVerticalScrollIndicator = false
        scrollView.scrollsToTop = false
        scrollView.isPagingEnabled = false // the driver chooses the target page
        scrollView.decelerationRate = UIScrollView.DecelerationRate(rawValue: driver.decelerationRate.perMillisecond)
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollDelegate.picker = self
        scrollView.delegate = scrollDelegate
        scrollView.isAccessibilityElement = false
        scrollView.accessibilityElementsHidden = true
        addSubview(scrollView)
        addGestureRecognizer(tapRecognizer)
        focusGroupIdentifier = KeyboardFocus.groupIdentifier("picker") // one Tab stop of its own
        driver.host = scrollHost
        reduceMotion = ReduceMotionSetting { [weak self] reduced in
            self?.driver.prefersReducedMotion = reduced
            self?.restartTimer()
        }
        observeAppState()
        isAccessibilityElement = true
        accessibilityTraits = .infiniteAdjustable
        accessibilityLabel = Self.defaultAccessibilityLabel
        setItems([String]())
        pointerHover = PointerHover.install(on: self) { [weak self] point in self?.optionView(at: point) }
    }

    // MARK: - Layout

    /// Lays the picker out again when its size or layout direction changed
    /// (rotation-safe), keeping the selected option; the driver decides (see
    /// `PickerScrollDriver.viewChanged(_:)`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        refresh(driver.viewChanged(viewMetrics))
    }

    /// Mirrors the pages again when the layout direction changed, and
    /// measures the intrinsic height again for a new text size.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        invalidateIntrinsicContentSize()
        restyle()
        refresh(driver.viewChanged(viewMetrics))
    }

    /// Starts the auto-advance timer on screen and stops it off screen; off
    /// screen moves are made without animation (UIKit may never finish an
    /// animated offset change there).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        apply(driver.setOnScreen(window != nil))
        restartTimer()
    }

    /// Touches anywhere in the picker, the peeking neighbours included, drive
    /// its scroll view.
    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return driver.touchGoesToScrollView(hitPickerItself: hit === self) ? scrollView : hit
    }

    // MARK: - Keyboard (iPad): one focus group, arrows move the selection

    /// With options the picker is the one item of its own focus group (a
    /// Tab stop; a halo around the selected option shows its focus).
    open override var canBecomeFocused: Bool { itemCount > 0 && isEnabled }
    /// With options the picker can take the keyboard.
    open override var canBecomeFirstResponder: Bool { itemCount > 0 && isEnabled }
    /// The arrows along ``axis`` select the neighbouring option (mirrored in
    /// right to left for a horizontal picker), as VoiceOver's swipes do:
    /// reported to the delegate, ``onSelect`` and `.valueChanged`.
    open override var keyCommands: [UIKeyCommand]? { itemCount > 0 ? arrowKeyCommands : nil }

    // MARK: - VoiceOver's adjustments

    /// VoiceOver's swipe up: the next option.
    open override func accessibilityIncrement() {
        _ = deliver(.increment) // on the main thread (see UIKitCallback)
    }

    /// VoiceOver's swipe down: the previous option.
    open override func accessibilityDecrement() {
        _ = deliver(.decrement)
    }

    /// VoiceOver's double tap: the next option while ``advancesOnTap``, at
    /// once, its title announced; otherwise false (VoiceOver then taps the
    /// picker's centre).
    open override func accessibilityActivate() -> Bool {
        deliver(.activate)
    }
}
#endif
