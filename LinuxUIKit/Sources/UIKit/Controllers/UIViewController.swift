/// A view controller: its view loaded on first use (`loadView`, then
/// `viewDidLoad`), containment, and the appearance callbacks, which the
/// model sends when the view joins or leaves a window (Apple,
/// "viewWillAppear(_:)": "called before the view is added to the view
/// hierarchy"; a child's appearance follows its parent's when it is
/// contained with `addChild` and its view is in the parent's).
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    public private(set) weak var parent: UIViewController?
    public private(set) var children: [UIViewController] = []
    open var title: String?
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    open var navigationItem = UINavigationItem()
    /// Apple, "additionalSafeAreaInsets": added to the safe area the view
    /// gets from its window and from its container's bars.
    open var additionalSafeAreaInsets = UIEdgeInsets.zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }
    /// The insets a container's bars cover (a navigation bar on top, a tab
    /// bar below), in the controller's view (set by the container).
    var barInsets = UIEdgeInsets.zero {
        didSet { if barInsets != oldValue { viewIfLoaded?.setNeedsLayout() } }
    }
    /// Apple, "extendedLayoutIncludesOpaqueBars" (default false): the view
    /// stops at an opaque bar's edge.
    open var extendedLayoutIncludesOpaqueBars = false
    /// Apple, "edgesForExtendedLayout" (default all; the model reads only
    /// the opaque-bar rule above).
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// The tab bar controller above this controller, if any.
    public var tabBarController: UITabBarController? {
        var c = parent
        while let current = c {
            if let tabs = current as? UITabBarController { return tabs }
            c = current.parent
        }
        return nil
    }
    /// Apple, "viewSafeAreaInsetsDidChange()".
    open func viewSafeAreaInsetsDidChange() {}
    open var modalPresentationStyle = 0

    /// Where the controller is in its appearance (for tests and for
    /// sending each callback once).
    public enum Appearance: Sendable { case disappeared, appearing, appeared, disappearing }
    public private(set) var appearance = Appearance.disappeared
    /// The appearance callbacks received so far, in order (model only).
    public private(set) var appearanceLog: [String] = []

    public init(nibName: String?, bundle: Bundle?) { super.init() }
    public override convenience init() { self.init(nibName: nil, bundle: nil) }
    public required init?(coder: NSCoder) { super.init() }

    // MARK: - The view

    /// The root view, loaded on first access.
    public var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView() }
        viewDidLoad()
    }

    /// Makes a plain view (the model has no nibs).
    open func loadView() { view = UIView(frame: UIScreen.main.bounds) }
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) { appearanceLog.append("viewWillAppear") }
    open func viewDidAppear(_ animated: Bool) { appearanceLog.append("viewDidAppear") }
    open func viewWillDisappear(_ animated: Bool) { appearanceLog.append("viewWillDisappear") }
    open func viewDidDisappear(_ animated: Bool) { appearanceLog.append("viewDidDisappear") }
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Apple, "viewWillTransition(to:with:)": the default forwards the
    /// change to the children ("call super … so that UIKit can forward the
    /// size change message appropriately"); the model forwards the same size.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
    }

    open var traitCollection: UITraitCollection { loadedView?.traitCollection ?? UITraitCollection.current }

    // MARK: - Containment

    /// Adds a child (and sends `willMove(toParent:)`; the caller sends
    /// `didMove(toParent:)` after adding its view, as Apple documents).
    open func addChild(_ child: UIViewController) {
        guard child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: - Appearance

    /// `beginAppearanceTransition(_:animated:)`: sends will-appear or
    /// will-disappear once per change, and to the children whose views are
    /// inside this view.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            appearance = .appearing
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            viewWillDisappear(animated)
        }
        for child in appearanceForwardedChildren { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// The children this controller's own appearance goes to: those whose views are inside its view, unless the
    /// container manages its children's appearance itself (see ``managesChildAppearance``).
    var appearanceForwardedChildren: [UIViewController] {
        children.filter { $0.viewIfLoaded?.isDescendant(of: view) == true }
    }

    /// Whether this container calls its children's appearance methods itself, so that a child's view joining the
    /// window does not make it appear (a page view controller's cached neighbours: see `UIPageViewController`).
    var managesChildAppearance: Bool { false }

    open func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(false)
        default: return
        }
        for child in appearanceForwardedChildren { child.endAppearanceTransition() }
    }

    /// The root view joined or left a window: a contained child whose view
    /// was added to (or removed from) an appeared parent's view appears (or
    /// disappears) with it.
    func viewMovedToWindow() {
        if parent?.managesChildAppearance == true { return }
        let onScreen = loadedView?.window != nil
        if onScreen, appearance == .disappeared, parent?.appearance == .appeared || parent?.appearance == .appearing {
            beginAppearanceTransition(true, animated: false)
            endAppearanceTransition()
        } else if !onScreen, appearance == .appeared || appearance == .appearing, parent != nil {
            beginAppearanceTransition(false, animated: false)
            endAppearanceTransition()
        }
    }

    // MARK: - Bars and status

    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    /// `setNeedsStatusBarAppearanceUpdate()` calls so far.
    public private(set) var statusBarUpdates = 0
    public func setNeedsStatusBarAppearanceUpdate() { statusBarUpdates += 1 }

    private var contentScrollViews: [UInt: UIScrollView] = [:]

    /// The navigation controller follows the scroll view its top controller
    /// names, also when it names another later (Apple,
    /// "setContentScrollView(_:for:)", iOS 15: the scroll view the bars
    /// track; before it a nested page's list never collapsed the large
    /// title, Parchment #210, Pageboy #122).
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViews[edge.rawValue] = scrollView
        if edge == .top, let navigation = parent as? UINavigationController, navigation.topViewController === self {
            navigation.followContentScrollView()
        }
    }

    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { contentScrollViews[edge.rawValue] }

    public var navigationController: UINavigationController? {
        var c = parent
        while let current = c {
            if let nav = current as? UINavigationController { return nav }
            c = current.parent
        }
        return nil
    }

    open override var next: UIResponder? { loadedView?.superview ?? parent }
}

public struct NSDirectionalRectEdge: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // Raw values as the iOS 16.5 SDK header UIKit/UIGeometry.h declares them.
    public static let top = Self(rawValue: 1 << 0)
    public static let leading = Self(rawValue: 1 << 1)
    public static let bottom = Self(rawValue: 1 << 2)
    public static let trailing = Self(rawValue: 1 << 3)
}

