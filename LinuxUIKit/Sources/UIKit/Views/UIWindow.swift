/// A window: the top of a view tree on screen, with the traits, safe area
/// insets and root view controller of the device it stands for.
@MainActor
open class UIWindow: UIView {
    /// The windows made key and visible, in order.
    static var allWindows: [UIWindow] = []

    /// The screen's insets that views should keep clear of (notch, home
    /// indicator); default none.
    public var screenInsets = UIEdgeInsets.zero { didSet { if screenInsets != oldValue { setNeedsLayoutTree() } } }
    public var screen = UIScreen.main
    public private(set) var isKeyWindow = false

    /// The window's traits (``setTraits(layoutDirection:contentSizeCategory:displayScale:)``).
    var windowTraits = UITraitCollection(layoutDirection: .leftToRight, preferredContentSizeCategory: .large, displayScale: 3)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        windowTraits = windowTraits.with(horizontal: Self.horizontalClass(frame.width), vertical: Self.verticalClass(frame.height),
                                         style: .light, weight: UIAccessibility.isBoldTextEnabled ? .bold : .regular)
    }

    /// A change of size (a rotation, a split view) tells the root
    /// controller first, `viewWillTransition(to:with:)` with a coordinator
    /// (Apple, "viewWillTransition(to:with:)": "called before changing the
    /// size of a presented view controller's view"), then takes the new
    /// size, the new size classes (`traitCollectionDidChange`), and runs
    /// the coordinator's animations with the next turn.
    open override var frame: CGRect {
        get { super.frame }
        set {
            let old = super.frame.size
            guard newValue.size != old, let root = rootViewController, !newValue.hasNaN else {
                super.frame = newValue
                return
            }
            let coordinator = SizeTransitionCoordinator()
            root.viewWillTransition(to: newValue.size, with: coordinator)
            super.frame = newValue
            let traits = windowTraits.with(horizontal: Self.horizontalClass(newValue.width), vertical: Self.verticalClass(newValue.height))
            if !traits.isEqual(windowTraits) {
                windowTraits = traits
                if isKeyWindow { UITraitCollection.current = windowTraits }
                deliverTraitChanges()
            }
            coordinator.run()
        }
    }

    /// The model's size classes from the window's size. Apple's Human
    /// Interface Guidelines ("Layout", device size classes) give compact
    /// width to every iPhone in portrait and to narrow iPad splits, regular
    /// width to iPads and the 896-point and wider iPhones in landscape; where
    /// the width line lies depends on the device, so it is the switch
    /// ``UIKitModel/Configuration/regularWidthFromPoints``. Height: every
    /// iPhone in landscape (at most 430 points tall) is compact, every
    /// iPhone in portrait (at least 568) and every iPad regular (same
    /// table), so any line between holds; the model's is 500.
    static func horizontalClass(_ width: CGFloat) -> UIUserInterfaceSizeClass {
        width >= CGFloat(UIKitModel.configuration.regularWidthFromPoints) ? .regular : .compact
    }
    static func verticalClass(_ height: CGFloat) -> UIUserInterfaceSizeClass { height >= 500 ? .regular : .compact }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The controller whose view fills the window. Setting it loads that
    /// view, puts it in the window at the window's size and sends the
    /// appearance callbacks (Apple, "rootViewController": assigning a view
    /// controller "installs the view controller's view as the content view
    /// of the window").
    public var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            oldValue?.beginAppearanceTransition(false, animated: false)
            oldValue?.viewIfLoaded?.removeFromSuperview()
            oldValue?.endAppearanceTransition()
            guard let root = rootViewController else { return }
            let view = root.view!
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            root.beginAppearanceTransition(true, animated: false)
            addSubview(view)
            root.endAppearanceTransition()
        }
    }

    public func makeKeyAndVisible() {
        for w in UIWindow.allWindows { w.isKeyWindow = false }
        if !UIWindow.allWindows.contains(where: { $0 === self }) { UIWindow.allWindows.append(self) }
        isKeyWindow = true
        isHidden = false
        UITraitCollection.current = windowTraits
    }

    public override var window: UIWindow? { self }

    /// Changes the traits (a language direction, the user's text size, the
    /// scale, an app's override of the legibility weight) and tells every
    /// view and controller whose traits changed.
    public func setTraits(layoutDirection: UIUserInterfaceLayoutDirection? = nil,
                          contentSizeCategory: UIContentSizeCategory? = nil, displayScale: CGFloat? = nil,
                          userInterfaceStyle: UIUserInterfaceStyle? = nil, legibilityWeight: UILegibilityWeight? = nil) {
        let old = windowTraits
        windowTraits = UITraitCollection(
            layoutDirection: layoutDirection.map { $0 == .rightToLeft ? .rightToLeft : .leftToRight } ?? old.layoutDirection,
            preferredContentSizeCategory: contentSizeCategory ?? old.preferredContentSizeCategory,
            displayScale: displayScale ?? old.displayScale)
            .with(horizontal: old.horizontalSizeClass, vertical: old.verticalSizeClass, style: userInterfaceStyle ?? old.userInterfaceStyle,
                  weight: legibilityWeight ?? old.legibilityWeight)
        if isKeyWindow { UITraitCollection.current = windowTraits }
        deliverTraitChanges()
    }

    private func setNeedsLayoutTree() {
        func mark(_ v: UIView) { v.setNeedsLayout(); v.subviews.forEach(mark) }
        mark(self)
    }
}
