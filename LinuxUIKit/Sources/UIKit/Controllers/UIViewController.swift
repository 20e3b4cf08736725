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
    open var additionalSafeAreaInsets = UIEdgeInsets.zero
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
    open func viewWillTransition(to size: CGSize, with coordinator: Any) {}

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
        for child in children where child.viewIfLoaded?.isDescendant(of: view) == true {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

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
        for child in children where child.viewIfLoaded?.isDescendant(of: view) == true { child.endAppearanceTransition() }
    }

    /// The root view joined or left a window: a contained child whose view
    /// was added to (or removed from) an appeared parent's view appears (or
    /// disappears) with it.
    func viewMovedToWindow() {
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

    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViews[edge.rawValue] = scrollView
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
    public static let top = Self(rawValue: 1 << 0)
    public static let leading = Self(rawValue: 1 << 1)
    public static let bottom = Self(rawValue: 1 << 2)
    public static let trailing = Self(rawValue: 1 << 3)
}

@MainActor
public final class UITabBarItem: NSObject {
    public var title: String?
    public var image: UIImage?
    public var badgeValue: String?
    public override init() { super.init() }
    public init(title: String?, image: UIImage?, tag: Int) { self.title = title; self.image = image; super.init() }
}

@MainActor
public final class UINavigationItem: NSObject {
    public var title: String?
    public var largeTitleDisplayMode = 0
}

/// A navigation controller, thin: a stack whose top controller's view fills it.
@MainActor
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(rootViewController, animated: false)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    public var topViewController: UIViewController? { viewControllers.last }

    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        let old = topViewController
        addChild(controller)
        viewControllers.append(controller)
        guard isViewLoaded else { return }
        old?.viewIfLoaded?.removeFromSuperview()
        controller.view.frame = view.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(controller.view)
        controller.didMove(toParent: self)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        guard let top = topViewController else { return }
        top.view.frame = view.bounds
        top.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(top.view)
        top.didMove(toParent: self)
    }
}

/// A tab bar controller, thin: the selected controller's view fills it.
@MainActor
open class UITabBarController: UIViewController {
    public var viewControllers: [UIViewController]? {
        didSet {
            for c in oldValue ?? [] { c.viewIfLoaded?.removeFromSuperview(); c.removeFromParent() }
            for c in viewControllers ?? [] { addChild(c) }
            selectedIndex = 0
        }
    }
    public var selectedIndex = 0 {
        didSet { showSelected() }
    }
    public var selectedViewController: UIViewController? {
        guard let list = viewControllers, list.indices.contains(selectedIndex) else { return nil }
        return list[selectedIndex]
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showSelected()
    }

    private func showSelected() {
        guard isViewLoaded else { return }
        for c in viewControllers ?? [] where c !== selectedViewController { c.viewIfLoaded?.removeFromSuperview() }
        guard let c = selectedViewController else { return }
        c.view.frame = view.bounds
        c.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(c.view)
        c.didMove(toParent: self)
    }
}
