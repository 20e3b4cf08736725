/// A view: geometry, the view tree, layout, traits and hit-testing, with
/// UIKit's timing (see UIView+Layout.swift for when layout runs).
@MainActor
open class UIView: UIResponder {
    // MARK: - Geometry

    private var storedCenter = CGPoint.zero
    private var storedBounds = CGRect.zero
    private var storedTransform = CGAffineTransform.identity

    /// The frame in the superview's coordinates. With a transform that is
    /// not the identity Apple calls it undefined; the model gives the
    /// transformed bounds around the centre. A NaN frame is refused and
    /// recorded (Core Animation raises `CALayerInvalidGeometry`).
    open var frame: CGRect {
        get {
            let size = storedBounds.size
            let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
            let r = storedTransform.isIdentity ? local : local.applying(storedTransform)
            return r.offsetBy(dx: storedCenter.x, dy: storedCenter.y)
        }
        set {
            guard !newValue.hasNaN else { return refuse("frame", newValue) }
            let r = newValue.standardized
            UIViewAnimationRunner.shared.noteChange(of: self)
            storedCenter = CGPoint(x: r.midX, y: r.midY)
            setBoundsSize(r.size)
        }
    }

    /// The view's own coordinates: its origin scrolls the content (a scroll
    /// view's `contentOffset`), its size is the frame's.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            guard !newValue.hasNaN else { return refuse("bounds", newValue) }
            UIViewAnimationRunner.shared.noteChange(of: self)
            let originChanged = newValue.origin != storedBounds.origin
            storedBounds.origin = newValue.origin
            setBoundsSize(newValue.size)
            if originChanged { boundsOriginDidChange() }
        }
    }

    open var center: CGPoint {
        get { storedCenter }
        set {
            guard !(newValue.x.isNaN || newValue.y.isNaN) else {
                return refuse("center", CGRect(origin: newValue, size: .zero))
            }
            UIViewAnimationRunner.shared.noteChange(of: self)
            storedCenter = newValue
        }
    }

    /// The 2D transform about the centre (default identity); it changes the
    /// frame, not the bounds, and does not lay out again.
    open var transform: CGAffineTransform {
        get { storedTransform }
        set {
            UIViewAnimationRunner.shared.noteChange(of: self)
            storedTransform = newValue
        }
    }

    private func setBoundsSize(_ size: CGSize) {
        let old = storedBounds.size
        storedBounds.size = size
        guard old != size else { return }
        // A new size lays the view out again, and its superview (Stack
        // Overflow 728372, "When is layoutSubviews called?": "setFrame …
        // calls layoutSubviews on the view having its frame set only if the
        // size parameter of the frame is different"; "Resizing a view will
        // call layoutSubviews on its superview").
        setNeedsLayout()
        superview?.setNeedsLayout()
        resizeSubviews(from: old)
    }

    /// Hook for scroll views: the bounds origin moved.
    func boundsOriginDidChange() {}

    private func refuse(_ what: String, _ value: CGRect) {
        UIKitModel.recordViolation("NaN \(what) \(value) on \(type(of: self))")
    }

    open var alpha: CGFloat = 1 { didSet { UIViewAnimationRunner.shared.noteChange(of: self) } }
    open var isHidden = false
    open var clipsToBounds = false
    open var backgroundColor: UIColor? { didSet { UIViewAnimationRunner.shared.noteChange(of: self) } }
    open var isUserInteractionEnabled = true
    open var isOpaque = true
    open var tag = 0
    open var contentMode: ContentMode = .scaleToFill
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var autoresizingMask: AutoresizingMask = []
    open var translatesAutoresizingMaskIntoConstraints = true

    /// The layer behind the view.
    public let layer = CALayer()
    /// Layout marks and the constraints this view takes part in.
    var layoutState = ViewLayoutState()

    // MARK: - Layout (when it runs: UIView+Layout.swift)

    /// Lays out the subviews. The default applies the active constraints to
    /// the subviews that use them (Apple, "layoutSubviews()": "The default
    /// implementation uses any constraints you have set to determine the
    /// size and position of any subviews").
    open func layoutSubviews() {
        AutoLayoutSolver.layOutSubviews(of: self)
    }

    /// The size the content needs, `noIntrinsicMetric` (-1) on an axis
    /// without one (the default).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }

    /// The superview lays out again (constraints may depend on this size).
    open func invalidateIntrinsicContentSize() { superview?.setNeedsLayout() }

    /// The default returns the current size (Apple, "sizeThatFits(_:)").
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    open func sizeToFit() { bounds.size = sizeThatFits(bounds.size) }

    /// The smallest size the constraints inside the view allow (see
    /// ``AutoLayoutSolver/fittingSize(of:target:)``): deterministic.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        AutoLayoutSolver.fittingSize(of: self, target: targetSize)
    }

    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                      verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        let fitted = AutoLayoutSolver.fittingSize(of: self, target: targetSize)
        return CGSize(width: horizontal >= .required ? targetSize.width : fitted.width,
                      height: vertical >= .required ? targetSize.height : fitted.height)
    }

    // MARK: - Safe area

    /// The window's safe area insets that reach into this view (Apple,
    /// "safeAreaInsets": the parts not covered by bars and the screen's
    /// edges). A view with no window has none.
    open var safeAreaInsets: UIEdgeInsets {
        guard let window, window !== self else { return (self as? UIWindow)?.screenInsets ?? .zero }
        let inWindow = convert(bounds, to: window)
        let w = window.screenInsets, wb = window.bounds
        return UIEdgeInsets(top: max(0, w.top - (inWindow.minY - wb.minY)),
                            left: max(0, w.left - (inWindow.minX - wb.minX)),
                            bottom: max(0, w.bottom - (wb.maxY - inWindow.maxY)),
                            right: max(0, w.right - (wb.maxX - inWindow.maxX)))
    }

    /// The guide of the safe area (`bounds` inset by ``safeAreaInsets``).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = safeAreaGuide { return guide }
        let guide = UILayoutGuide()
        guide.owningView = self
        guide.isSafeArea = true
        safeAreaGuide = guide
        return guide
    }

    /// The colour controls tint with: the nearest one set up the tree,
    /// system blue at the top (Apple, "tintColor").
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            notifyTintChange()
        }
    }
    private var ownTintColor: UIColor?
    private var safeAreaGuide: UILayoutGuide?

    open func tintColorDidChange() {}

    private func notifyTintChange() {
        tintColorDidChange()
        for view in subviews where view.ownTintColor == nil { view.notifyTintChange() }
    }

    // MARK: - Life

    public init(frame: CGRect) {
        UIKitModel.workCounters.viewsCreated += 1
        super.init()
        layer.view = self
        if frame.hasNaN { refuse("frame", frame) } else {
            storedCenter = CGPoint(x: frame.midX, y: frame.midY)
            storedBounds = CGRect(origin: .zero, size: frame.size)
        }
    }

    public required init?(coder: NSCoder) {
        super.init()
        layer.view = self
    }

    public override convenience init() { self.init(frame: .zero) }

    open override var next: UIResponder? { owningViewController ?? superview }
    /// The controller whose root view this is.
    weak var owningViewController: UIViewController?

    // MARK: - The tree

    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []

    /// The window the view is in, nil off screen.
    open var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let window = v as? UIWindow { return window }
            view = v.superview
        }
        return nil
    }

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self else { return }
        if view.superview === self, let i = subviews.firstIndex(of: view) {
            subviews.remove(at: i)
            subviews.insert(view, at: min(max(index, 0), subviews.count))
            return
        }
        let oldWindow = view.window
        let newWindow = window
        view.willMove(toSuperview: self)
        if oldWindow !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        view.detach()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        // Adding a subview lays out the view added and the one it joins
        // (Stack Overflow 728372).
        view.setNeedsLayout()
        setNeedsLayout()
        didAddSubview(view)
        view.didMoveToSuperview()
        if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
    }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex(of: sibling) ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex(of: sibling) ?? subviews.count - 1) + 1)
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(of: view) else { return }
        subviews.append(subviews.remove(at: i))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(of: view) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        parent.willRemoveSubview(self)
        detach()
        parent.setNeedsLayout()
        didMoveToSuperview()
        if oldWindow != nil { propagateDidMoveToWindow() }
    }

    private func detach() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        NSLayoutConstraint.deactivateConstraints(crossing: self, leaving: parent)
    }

    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for view in subviews { view.propagateWillMove(toWindow: newWindow) }
    }

    /// `didMoveToWindow` top-down, then the traits of the new place.
    private func propagateDidMoveToWindow() {
        didMoveToWindow()
        owningViewController?.viewMovedToWindow()
        for view in subviews { view.propagateDidMoveToWindow() }
        if window != nil { deliverTraitChanges() }
    }

    // MARK: - Traits

    /// The traits of the window the view is in (the app's defaults off
    /// screen).
    open var traitCollection: UITraitCollection {
        window?.windowTraits ?? UITraitCollection.current
    }

    /// The direction the view lays out in: the window's, unless
    /// `semanticContentAttribute` forces one (Apple,
    /// "effectiveUserInterfaceLayoutDirection").
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits last delivered to `traitCollectionDidChange`.
    private var deliveredTraits: UITraitCollection?

    /// Calls `traitCollectionDidChange` top-down on every view (and root
    /// view's controller) whose traits differ from the ones it last saw,
    /// and lays it out again.
    func deliverTraitChanges() {
        let traits = traitCollection
        if let old = deliveredTraits, !old.isEqual(traits) {
            deliveredTraits = traits
            setNeedsLayout()
            owningViewController?.traitCollectionDidChange(old)
            traitCollectionDidChange(old)
        } else if deliveredTraits == nil {
            deliveredTraits = traits
        }
        for view in subviews { view.deliverTraitChanges() }
    }

    // MARK: - Hit-testing and coordinates

    /// UIKit's hit-testing: nil for a hidden view, one without user
    /// interaction or with alpha below 0.01, or a point outside the bounds
    /// ("Points that lie outside the receiver's bounds are never reported as
    /// hits, even if they actually lie within one of the receiver's
    /// subviews"); else the front-most subview's hit, else the view (Apple,
    /// "hitTest(_:with:)").
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// A point in the view's bounds coordinates seen from the superview.
    private func toSuperview(_ p: CGPoint) -> CGPoint {
        let local = CGPoint(x: p.x - bounds.midX, y: p.y - bounds.midY).applying(transform)
        return CGPoint(x: local.x + center.x, y: local.y + center.y)
    }

    private func fromSuperview(_ p: CGPoint) -> CGPoint {
        let t = transform
        let det = t.a * t.d - t.b * t.c
        let q = CGPoint(x: p.x - center.x, y: p.y - center.y)
        let local = det == 0 ? q : CGPoint(x: (t.d * q.x - t.c * q.y) / det, y: (-t.b * q.x + t.a * q.y) / det)
        return CGPoint(x: local.x + bounds.midX, y: local.y + bounds.midY)
    }

    /// A point of this view in the coordinates of the top of its tree.
    func toRoot(_ p: CGPoint) -> CGPoint {
        var point = p, view: UIView = self
        while let parent = view.superview { point = view.toSuperview(point); view = parent }
        return point
    }

    func fromRoot(_ p: CGPoint) -> CGPoint {
        var chain: [UIView] = [], view: UIView? = self
        while let v = view, v.superview != nil { chain.append(v); view = v.superview }
        return chain.reversed().reduce(p) { $1.fromSuperview($0) }
    }

    /// Layer 3D transforms are not applied (the controls convert only
    /// between views without one).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let root = toRoot(point)
        return view?.fromRoot(root) ?? root
    }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        fromRoot(view?.toRoot(point) ?? point)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        let a = convert(rect.origin, to: view)
        let b = convert(CGPoint(x: rect.maxX, y: rect.maxY), to: view)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let a = convert(rect.origin, from: view)
        let b = convert(CGPoint(x: rect.maxX, y: rect.maxY), from: view)
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    // MARK: - Gestures

    public private(set) var gestureRecognizers: [UIGestureRecognizer]?

    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}

extension UIView {
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = Self(rawValue: 1 << 0)
        public static let flexibleWidth = Self(rawValue: 1 << 1)
        public static let flexibleRightMargin = Self(rawValue: 1 << 2)
        public static let flexibleTopMargin = Self(rawValue: 1 << 3)
        public static let flexibleHeight = Self(rawValue: 1 << 4)
        public static let flexibleBottomMargin = Self(rawValue: 1 << 5)
    }

    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    }

    /// Autoresizing when the bounds size changes (Apple, "autoresizingMask"):
    /// flexible widths and heights grow by the change; flexible margins are
    /// not modelled (the controls use widths and heights only).
    fileprivate func resizeSubviews(from old: CGSize) {
        let dw = bounds.width - old.width, dh = bounds.height - old.height
        for view in subviews where view.translatesAutoresizingMaskIntoConstraints && !view.autoresizingMask.isEmpty {
            var f = view.frame
            if view.autoresizingMask.contains(.flexibleWidth) { f.size.width += dw }
            if view.autoresizingMask.contains(.flexibleHeight) { f.size.height += dh }
            view.frame = f
        }
    }
}

public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
