/// A view: geometry, the view tree, layout, traits and hit-testing, with
/// UIKit's timing (see UIView+Layout.swift for when layout runs).
@MainActor
open class UIView: UIResponder {
    // MARK: - Geometry

    var storedCenter = CGPoint.zero
    var storedBounds = CGRect.zero
    var storedTransform = CGAffineTransform.identity

    /// The frame in the superview's coordinates. With a transform that is
    /// not the identity Apple calls it undefined; the model gives the
    /// transformed bounds around the centre. A NaN frame is refused and
    /// recorded (Core Animation raises `CALayerInvalidGeometry`).
    open var frame: CGRect {
        get { transformedFrame() }
        set { setFrame(newValue) }
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

    /// Hook for scroll views: the bounds origin moved.
    func boundsOriginDidChange() {}

    /// The frame VoiceOver outlines: the view's frame on screen unless set.
    open override var accessibilityFrame: CGRect {
        get { ownAccessibilityFrame ?? convert(bounds, to: nil) }
        set { ownAccessibilityFrame = newValue }
    }
    private var ownAccessibilityFrame: CGRect?

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

    /// The next layout pass takes the new size into account (Apple, "invalidateIntrinsicContentSize()").
    open func invalidateIntrinsicContentSize() { superviewTakesNewIntrinsicSize() }

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
        fittingSize(targetSize, keepingWidth: horizontal >= .required, keepingHeight: vertical >= .required)
    }

    // MARK: - Safe area

    /// The safe area insets (Apple, "safeAreaInsets": the parts "not
    /// covered by navigation bars, tab bars, toolbars, and other ancestors",
    /// and the screen's edges): the window's screen insets, passed down to
    /// each view as far as they overlap it; a controller's root view also
    /// keeps clear of its container's bars and adds its
    /// `additionalSafeAreaInsets` (Apple, "additionalSafeAreaInsets"). A
    /// view with no window has none.
    open var safeAreaInsets: UIEdgeInsets { inheritedSafeAreaInsets() }

    /// Apple, "safeAreaInsetsDidChange()": called when the safe area
    /// changed, in the model on the view's next layout pass.
    open func safeAreaInsetsDidChange() {}
    /// The safe area last reported to `safeAreaInsetsDidChange`.
    var reportedSafeArea: UIEdgeInsets?

    /// The colour controls tint with: the nearest one set up the tree,
    /// system blue at the top (Apple, "tintColor").
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            notifyTintChange()
        }
    }
    var ownTintColor: UIColor?
    var safeAreaGuide: UILayoutGuide?

    open func tintColorDidChange() {}

    // MARK: - Life

    public init(frame: CGRect) {
        super.init()
        UIKitModel.counters.viewsCreated += 1
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

    public internal(set) weak var superview: UIView?
    public internal(set) var subviews: [UIView] = []

    /// The window the view is in, nil off screen.
    open var window: UIWindow? { enclosingWindow() }

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) { attach(view, at: index) }

    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex(of: sibling) ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex(of: sibling) ?? subviews.count - 1) + 1)
    }

    open func bringSubviewToFront(_ view: UIView) { moveSubview(view, toFront: true) }

    open func sendSubviewToBack(_ view: UIView) { moveSubview(view, toFront: false) }

    open func removeFromSuperview() { leaveSuperview() }

    open func isDescendant(of view: UIView) -> Bool { hasAncestor(view) }

    open func willMove(toSuperview newSuperview: UIView?) {}
    open func didMoveToSuperview() {}
    open func willMove(toWindow newWindow: UIWindow?) {}
    open func didMoveToWindow() {}
    open func didAddSubview(_ subview: UIView) {}
    open func willRemoveSubview(_ subview: UIView) {}

    // MARK: - Traits

    /// The traits of the window the view is in (the app's defaults off
    /// screen).
    open var traitCollection: UITraitCollection {
        window?.windowTraits ?? UITraitCollection.current
    }

    /// The direction the view lays out in: the window's, unless
    /// `semanticContentAttribute` forces one (Apple,
    /// "effectiveUserInterfaceLayoutDirection").
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { resolvedLayoutDirection() }

    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The traits last delivered to `traitCollectionDidChange`.
    var deliveredTraits: UITraitCollection?

    // MARK: - Hit-testing and coordinates

    /// UIKit's hit-testing: nil for a hidden view, one without user
    /// interaction or with alpha below 0.01, or a point outside the bounds
    /// ("Points that lie outside the receiver's bounds are never reported as
    /// hits, even if they actually lie within one of the receiver's
    /// subviews"); else the front-most subview's hit, else the view (Apple,
    /// "hitTest(_:with:)").
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { defaultHitTest(point, with: event) }

    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// Layer 3D transforms are not applied (the controls convert only
    /// between views without one).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { view?.fromRoot(toRoot(point)) ?? toRoot(point) }

    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        fromRoot(view?.toRoot(point) ?? point)
    }

    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect.corners { convert($0, to: view) } }

    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect.corners { convert($0, from: view) } }

    // MARK: - Focus and interactions

    /// Whether the focus system can focus this view (default false; Apple,
    /// "canBecomeFocused"): a hardware keyboard's Tab key moves focus
    /// between such views (`SimulatedDevice.pressTab()`).
    open var canBecomeFocused: Bool { false }
    /// The focus group this view belongs to (Apple, "focusGroupIdentifier":
    /// nil, the default, inherits the superview's group). Tab moves between
    /// groups, arrow keys within one (see `UIKeyboardModel`).
    open var focusGroupIdentifier: String?
    /// How strongly this view asks for the focus when the focus enters its
    /// group (Apple, "focusGroupPriority"; default `.ignored`).
    open var focusGroupPriority: UIFocusGroupPriority = .ignored
    /// What shows this view's focus (Apple, "focusEffect": nil, the default,
    /// shows nothing).
    open var focusEffect: UIFocusEffect?
    /// Where a focus update in this view sends the focus, in order (Apple,
    /// "preferredFocusEnvironments"; default none: the model then keeps the
    /// focused view if it can still be focused).
    open var preferredFocusEnvironments: [UIFocusEnvironment] { [] }
    /// Whether the keyboard's focus is on this view (Apple, "isFocused").
    open var isFocused: Bool { UIKeyboardModel.focusedView === self }
    /// Asks for a focus update at the end of the run loop turn; nothing when
    /// the focus is not in this view (Apple, "setNeedsFocusUpdate()").
    open func setNeedsFocusUpdate() { UIKeyboardModel.requestFocusUpdate(to: self) }
    /// Makes a pending focus update now (Apple, "updateFocusIfNeeded()").
    open func updateFocusIfNeeded() { UIKeyboardModel.updateFocusIfNeeded() }
    /// What the large content viewer shows of this view (Apple,
    /// "UILargeContentViewerItem"): nothing by default.
    open var showsLargeContentViewer = false
    open var largeContentTitle: String?
    open var largeContentImage: UIImage?
    open var scalesLargeContentImage = false
    /// The interactions added to this view (a pointer interaction, say).
    public internal(set) var interactions: [UIInteraction] = []
    /// Adds an interaction (Apple, "addInteraction(_:)").
    open func addInteraction(_ interaction: UIInteraction) { attachInteraction(interaction) }

    // MARK: - Gestures

    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// A recogniser belongs to one view: adding it here takes it off the last.
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) { attachRecognizer(recognizer) }

    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) { detachRecognizer(recognizer) }

    /// Whether `gestureRecognizer` may leave `possible` for a touch in this
    /// view (Apple, "gestureRecognizerShouldBegin(_:)" of UIView; default
    /// true; controls refuse an ancestor's single tap).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
