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

    public override init(frame: CGRect) { super.init(frame: frame) }
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
    /// scale) and tells every view and controller whose traits changed.
    public func setTraits(layoutDirection: UIUserInterfaceLayoutDirection? = nil,
                          contentSizeCategory: UIContentSizeCategory? = nil, displayScale: CGFloat? = nil) {
        let old = windowTraits
        windowTraits = UITraitCollection(
            layoutDirection: layoutDirection.map { $0 == .rightToLeft ? .rightToLeft : .leftToRight } ?? old.layoutDirection,
            preferredContentSizeCategory: contentSizeCategory ?? old.preferredContentSizeCategory,
            displayScale: displayScale ?? old.displayScale)
        if isKeyWindow { UITraitCollection.current = windowTraits }
        deliverTraitChanges()
    }

    private func setNeedsLayoutTree() {
        func mark(_ v: UIView) { v.setNeedsLayout(); v.subviews.forEach(mark) }
        mark(self)
    }
}
