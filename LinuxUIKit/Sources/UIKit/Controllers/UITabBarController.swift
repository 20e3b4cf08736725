/// Apple, "UITabBarControllerDelegate" (defaults: select, nothing).
@MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// A tab bar controller (Apple, "UITabBarController"): the selected
/// controller's view fills it, above a tab bar along the bottom whose
/// height its safe area keeps clear of. A tap on a tab selects it
/// (`shouldSelect`, then `didSelect`); a tap on the selected tab whose
/// controller is a navigation controller pops it to its root (Apple,
/// "UITabBarController": tapping the selected tab's item again "returns
/// the navigation controller to its root view controller"). Selecting in
/// code sends no delegate calls (Apple, "tabBarController(_:didSelect:)":
/// "only in response to user taps").
@MainActor
open class UITabBarController: UIViewController {
    public weak var delegate: UITabBarControllerDelegate?
    /// The bar along the bottom (Apple, "tabBar").
    public let tabBar = UITabBar()

    open var viewControllers: [UIViewController]? {
        didSet {
            for c in oldValue ?? [] where !(viewControllers ?? []).contains(where: { $0 === c }) {
                if c === shown { hideShown() }
                c.willMove(toParent: nil)
                c.viewIfLoaded?.removeFromSuperview()
                c.removeFromParent()
            }
            for c in viewControllers ?? [] where c.parent !== self { addChild(c) }
            tabBar.items = (viewControllers ?? []).map { $0.tabBarItem ?? UITabBarItem() }
            selectedIndex = min(selectedIndex, max(0, (viewControllers?.count ?? 0) - 1))
            showSelected()
        }
    }

    open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) { viewControllers = controllers }

    /// The selected tab; an index outside the tabs is ignored.
    open var selectedIndex = 0 {
        didSet {
            guard let list = viewControllers, list.indices.contains(selectedIndex) else { selectedIndex = oldValue; return }
            showSelected()
        }
    }

    open var selectedViewController: UIViewController? {
        get {
            guard let list = viewControllers, list.indices.contains(selectedIndex) else { return nil }
            return list[selectedIndex]
        }
        set {
            if let newValue, let i = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = i }
        }
    }

    private weak var shown: UIViewController?

    open override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.controller = self
        view.addSubview(tabBar)
        showSelected()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, bottom = view.safeAreaInsets.bottom
        let h = tabBar.isHidden ? 0 : UITabBar.standardHeight + bottom
        tabBar.frame = CGRect(x: 0, y: b.maxY - h, width: b.width, height: h)
        if let c = shown, c.isViewLoaded {
            c.view.frame = b
            c.barInsets.bottom = h
        }
    }

    private func hideShown() {
        guard let old = shown else { return }
        let onScreen = appearance == .appeared
        if onScreen { old.beginAppearanceTransition(false, animated: false) }
        old.viewIfLoaded?.removeFromSuperview()
        if onScreen { old.endAppearanceTransition() }
        shown = nil
    }

    private func showSelected() {
        tabBar.selectedItem = tabBar.items.indices.contains(selectedIndex) ? tabBar.items[selectedIndex] : nil
        guard isViewLoaded, let c = selectedViewController, c !== shown else { return }
        hideShown()
        let onScreen = appearance == .appeared
        if onScreen { c.beginAppearanceTransition(true, animated: false) }
        c.view.frame = view.bounds
        view.insertSubview(c.view, belowSubview: tabBar)
        if onScreen { c.endAppearanceTransition() }
        c.didMove(toParent: self)
        shown = c
        view.setNeedsLayout()
    }

    /// The user tapped tab `index`.
    func userTapped(_ index: Int) {
        guard let list = viewControllers, list.indices.contains(index) else { return }
        let c = list[index]
        guard delegate?.tabBarController(self, shouldSelect: c) ?? true else { return }
        if index == selectedIndex, let nav = c as? UINavigationController {
            nav.popToRootViewController(animated: true)
        } else {
            selectedIndex = index
        }
        delegate?.tabBarController(self, didSelect: c)
    }
}

/// The bar of tabs (Apple, "UITabBar"): ``standardHeight`` above the
/// screen's bottom inset (a switch; Apple documents none); a tap selects the item under the finger, the items
/// sharing the width equally (mirrored in right to left).
@MainActor
open class UITabBar: UIView {
    public internal(set) var items: [UITabBarItem] = []
    public internal(set) weak var selectedItem: UITabBarItem?
    open var isTranslucent = true
    weak var controller: UITabBarController?
    /// The bar's height above the home indicator
    /// (`UIKitModel.Configuration.tabBarHeightPoints`; the controls see it
    /// only through the safe area it adds).
    public static var standardHeight: CGFloat { CGFloat(UIKitModel.configuration.tabBarHeightPoints) }
    private var touchedIndex: Int?

    private func index(at point: CGPoint) -> Int? {
        guard !items.isEmpty, bounds.width > 0, bounds.contains(point) else { return nil }
        var i = Int(point.x / (bounds.width / CGFloat(items.count)))
        i = min(max(i, 0), items.count - 1)
        return effectiveUserInterfaceLayoutDirection == .rightToLeft ? items.count - 1 - i : i
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        touchedIndex = touches.first.flatMap { index(at: $0.location(in: self)) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        defer { touchedIndex = nil }
        guard let i = touchedIndex, let touch = touches.first, index(at: touch.location(in: self)) == i else { return }
        controller?.userTapped(i)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { touchedIndex = nil }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
