/// Apple, "UINavigationControllerDelegate" (empty defaults).
@MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// A navigation controller (Apple, "UINavigationController"): a stack whose
/// top controller's view fills it under a navigation bar.
///
/// - push, pop, pop to root, pop to one, and a settable `viewControllers`;
///   animated changes slide for ``transitionDuration`` (a switch,
///   `UIKitModel.Configuration.navigationTransitionMilliseconds`; Apple
///   documents none), the pushed view in from the trailing side, the
///   old one a third of the way out (UIKit's `_UINavigationParallaxTransition`);
///   each controller hears `viewWillAppear`/`viewWillDisappear` when the
///   change starts and the `did` ones when it ends;
/// - misuse UIKit crashes on is recorded: pushing a controller already in
///   the stack ("Pushing the same view controller instance more than once
///   is not supported", artsy/eigen#2188), and a push or pop while another
///   transition runs ("nested push animation can result in corrupted
///   navigation bar", then "Can't add self as subview": openradar 37068517,
///   lionheart/openradar-mirror#19278); the model then finishes the running
///   transition at once and goes on;
/// - the back swipe: ``interactivePopGestureRecognizer`` is a screen edge pan
///   on the leading edge (the right one in right to left) that pops while
///   the finger moves and, on the lift, finishes past half the width or
///   with a flick towards the trailing side above 300 pt/s, else cancels
///   (the half is what peers' imitations of it use, e.g.
///   fanren5119/CustomNavigationBar `PinkiePopInteractiveTransition.m`;
///   the flick speed is the model's); it may not begin with one controller.
@MainActor
open class UINavigationController: UIViewController {
    var stack: [UIViewController] = []
    public weak var delegate: UINavigationControllerDelegate?
    /// The bar along the top (Apple, "navigationBar").
    public let navigationBar = UINavigationBar()
    /// The back swipe (Apple, "interactivePopGestureRecognizer").
    public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?
    /// Apple, "isNavigationBarHidden" (default false).
    open var isNavigationBarHidden = false { didSet { viewIfLoaded?.setNeedsLayout() } }
    /// The transition under way, if any.
    var transition: NavigationTransition?
    private let popDelegate = PopGestureGate()
    private var observedScrollView: (view: UIScrollView, id: Int)?

    /// The model's length of an animated push or pop
    /// (`UIKitModel.Configuration.navigationTransitionMilliseconds`).
    public static var transitionDuration: TimeInterval {
        Double(UIKitModel.configuration.navigationTransitionMilliseconds) / 1000
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    public override init(nibName: String?, bundle: Bundle?) { super.init(nibName: nibName, bundle: bundle) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    public var topViewController: UIViewController? { stack.last }
    public var visibleViewController: UIViewController? { stack.last }

    /// Whether a push, a pop or a back swipe is under way.
    public var isTransitioning: Bool { transition != nil }

    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        for (i, c) in controllers.enumerated() where controllers[..<i].contains(where: { $0 === c }) {
            UIKitModel.recordViolation("Pushing the same view controller instance more than once is not supported (\(type(of: c)))")
            return
        }
        let isPush = !controllers.isEmpty && !stack.contains { $0 === controllers.last }
        replaceStack(with: controllers, animated: animated, isPush: isPush)
    }

    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        if stack.contains(where: { $0 === controller }) {
            UIKitModel.recordViolation("Pushing the same view controller instance more than once is not supported (\(type(of: controller)))")
            return
        }
        replaceStack(with: stack + [controller], animated: animated, isPush: true)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        let top = stack.last
        replaceStack(with: Array(stack.dropLast()), animated: animated, isPush: false)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard stack.count > 1 else { return nil }
        let popped = Array(stack.dropFirst())
        replaceStack(with: [stack[0]], animated: animated, isPush: false)
        return popped
    }

    @discardableResult
    open func popToViewController(_ controller: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let i = stack.firstIndex(where: { $0 === controller }), i < stack.count - 1 else { return nil }
        let popped = Array(stack[(i + 1)...])
        replaceStack(with: Array(stack[...i]), animated: animated, isPush: false)
        return popped
    }

    // MARK: - Changing the stack

    private func replaceStack(with controllers: [UIViewController], animated: Bool, isPush: Bool) {
        if let running = transition {
            UIKitModel.recordViolation("nested \(isPush ? "push" : "pop") animation can result in corrupted navigation bar")
            running.finishNow()
        }
        let old = stack.last
        for c in stack where !controllers.contains(where: { $0 === c }) && c !== old { leave(c) }
        for c in controllers where c.parent !== self { addChild(c) }
        stack = controllers
        guard isViewLoaded, let top = stack.last, top !== old else {
            if let old, !stack.contains(where: { $0 === old }) { leave(old) }
            return
        }
        let animate = animated && old != nil && view.window != nil
        delegate?.navigationController(self, willShow: top, animated: animate)
        let change = NavigationTransition(navigation: self, from: old, to: top, isPush: isPush, animated: animate)
        transition = change
        change.start()
        if animate { UIKitModel.runLoop.drive(change) } else { change.finishNow() }
    }

    /// A controller off the stack leaves its parent.
    func leave(_ controller: UIViewController) {
        guard controller.parent === self, !stack.contains(where: { $0 === controller }) else { return }
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }

    /// Called by the transition when it is over.
    func transitionEnded(_ change: NavigationTransition, completed: Bool) {
        guard transition === change else { return }
        transition = nil
        if completed {
            if let from = change.from { leave(from) }
            change.to.didMove(toParent: self)
            followContentScrollView()
            delegate?.navigationController(self, didShow: change.to, animated: change.animated)
        }
        view.setNeedsLayout()
    }

    // MARK: - The view

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(navigationBar)
        let pop = NavigationPopGestureRecognizer(target: nil) {}
        pop.addTarget(nil) { [weak self, weak pop] in
            guard let self, let pop else { return }
            self.popGestureChanged(pop)
        }
        pop.delegate = popDelegate
        popDelegate.navigation = self
        view.addGestureRecognizer(pop)
        interactivePopGestureRecognizer = pop
        if let top = stack.last {
            view.insertSubview(top.view, belowSubview: navigationBar)
            top.didMove(toParent: self)
            followContentScrollView()
        }
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutBarAndTop()
    }

    /// The bar below the window's top inset; the top view fills the
    /// controller's view when the bar is translucent (it extends under it)
    /// and starts below an opaque bar (Apple, "extendedLayoutIncludesOpaqueBars",
    /// default false); its safe area keeps clear of the bar either way.
    func layOutBarAndTop() {
        let b = view.bounds
        let top = view.safeAreaInsets.top
        let barHeight = isNavigationBarHidden ? 0 : navigationBar.height(collapsedBy: largeTitleCollapse)
        navigationBar.isHidden = isNavigationBarHidden
        navigationBar.frame = CGRect(x: 0, y: top, width: b.width, height: barHeight)
        // The top item's title view (Apple, "titleView": shown while the item is the top item).
        let item = stack.last?.navigationItem
        item?.shownIn = navigationBar
        navigationBar.titleView = item?.titleView
        guard transition == nil, let controller = stack.last, controller.isViewLoaded else { return }
        controller.view.frame = childFrame(for: controller)
        controller.barInsets.top = max(0, navigationBar.frame.maxY - controller.view.frame.minY) * (isNavigationBarHidden ? 0 : 1)
    }

    func childFrame(for controller: UIViewController) -> CGRect {
        let b = view.bounds
        guard !isNavigationBarHidden, !navigationBar.isTranslucent, !controller.extendedLayoutIncludesOpaqueBars else { return b }
        let y = navigationBar.frame.maxY
        return CGRect(x: b.minX, y: y, width: b.width, height: max(0, b.height - y))
    }

    // MARK: - Large titles

    /// How much of the large title band the top controller's content has
    /// scrolled away (0 when the band shows whole): how far the content
    /// scrolled from its top (Apple, "prefersLargeTitles": the title
    /// collapses as the content scrolls).
    /// Measured from where the content rests with the band whole: the
    /// inset the content has now, plus the part of the collapse its safe
    /// area lost (all of it for a scroll view under the bar, none for one
    /// below it, such as a page under a tab strip: Parchment #210 and
    /// Pageboy #122 are about that page), so the bar's own change of
    /// height does not feed back.
    private var largeTitleCollapse: CGFloat {
        guard let scrollView = observedScrollView?.view else { return 0 }
        var whole = scrollView.adjustedContentInset.top
        if whole > scrollView.contentInset.top, let superview = scrollView.superview {
            let top = superview.convert(scrollView.frame.origin, to: view).y
            let barBottom = navigationBar.frame.maxY
            whole += max(barBottom + collapsed - top, 0) - max(barBottom - top, 0)
        }
        collapsed = min(max(scrollView.contentOffset.y + whole, 0), UINavigationBar.largeTitleBand)
        return collapsed
    }
    private var collapsed: CGFloat = 0

    /// Whether the top controller shows a large title (Apple,
    /// "prefersLargeTitles"; "largeTitleDisplayMode": automatic follows the
    /// controller before it, large at the root).
    var showsLargeTitle: Bool {
        guard navigationBar.prefersLargeTitles else { return false }
        for c in stack.reversed() {
            switch c.navigationItem.largeTitleDisplayMode {
            case .always: return true
            case .never: return false
            case .automatic: continue
            }
        }
        return true
    }

    /// Follows the top controller's content scroll view (Apple,
    /// "contentScrollView(for:)", else the view itself or its first scroll
    /// view) so the large title collapses as it scrolls.
    func followContentScrollView() {
        if let old = observedScrollView { old.view.removeOffsetObserver(old.id) }
        observedScrollView = nil
        navigationBar.showsLargeTitle = showsLargeTitle
        guard navigationBar.showsLargeTitle, let top = stack.last, top.isViewLoaded else { return }
        let found = top.contentScrollView(for: .top) ?? (top.view as? UIScrollView)
            ?? top.view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
        guard let scrollView = found else { return }
        let id = scrollView.addOffsetObserver { [weak self] _ in self?.layOutBarAndTop() }
        observedScrollView = (scrollView, id)
    }

    open override var childForStatusBarStyle: UIViewController? { stack.last }
}
