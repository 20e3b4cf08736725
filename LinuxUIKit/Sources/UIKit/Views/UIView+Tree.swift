/// The view tree's bookkeeping: moving between superviews and windows
/// (`willMove`/`didMove` top-down), trait changes delivered top-down, and
/// the safe area guide.
extension UIView {
    /// The guide of the safe area (`bounds` inset by ``safeAreaInsets``).
    public var safeAreaLayoutGuide: UILayoutGuide {
        if let guide = safeAreaGuide { return guide }
        let guide = UILayoutGuide()
        guide.owningView = self
        guide.isSafeArea = true
        safeAreaGuide = guide
        return guide
    }

    /// `insertSubview(_:at:)`: moves `view` here at `index` (clamped), with
    /// the superview and window callbacks UIKit makes.
    func attach(_ view: UIView, at index: Int) {
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

    /// `removeFromSuperview()`, with the callbacks UIKit makes.
    func leaveSuperview() {
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

    func detach() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        NSLayoutConstraint.deactivateConstraints(crossing: self, leaving: parent)
    }

    func propagateWillMove(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for view in subviews { view.propagateWillMove(toWindow: newWindow) }
    }

    /// `didMoveToWindow` top-down, then the traits of the new place.
    func propagateDidMoveToWindow() {
        didMoveToWindow()
        owningViewController?.viewMovedToWindow()
        for view in subviews { view.propagateDidMoveToWindow() }
        if window != nil { deliverTraitChanges() }
    }

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

    /// `tintColorDidChange` top-down, to the subviews that inherit the tint.
    func notifyTintChange() {
        tintColorDidChange()
        for view in subviews where view.ownTintColor == nil { view.notifyTintChange() }
    }

    /// The first window up the tree from this view (itself included).
    func enclosingWindow() -> UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let window = v as? UIWindow { return window }
            view = v.superview
        }
        return nil
    }

    /// Moves a subview to the front or the back of the others; nothing for a view that is not a subview.
    func moveSubview(_ view: UIView, toFront: Bool) {
        guard let i = subviews.firstIndex(of: view) else { return }
        subviews.insert(subviews.remove(at: i), at: toFront ? subviews.count : 0)
    }

    /// Whether `view` is this view or one of its ancestors.
    func hasAncestor(_ view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// `addGestureRecognizer(_:)`: taken off its last view first, added once.
    func attachRecognizer(_ recognizer: UIGestureRecognizer) {
        if let old = recognizer.view, old !== self { old.removeGestureRecognizer(recognizer) }
        guard !(gestureRecognizers ?? []).contains(where: { $0 === recognizer }) else { return }
        recognizer.view = self
        gestureRecognizers = (gestureRecognizers ?? []) + [recognizer]
    }

    /// `removeGestureRecognizer(_:)`.
    func detachRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}

extension UIView {
    /// `effectiveUserInterfaceLayoutDirection`: a forced semantic attribute, else the traits' direction.
    func resolvedLayoutDirection() -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        default: return traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        }
    }

    /// `addInteraction(_:)`: kept, then told it moved to this view.
    func attachInteraction(_ interaction: UIInteraction) {
        interactions.append(interaction)
        interaction.willMove(to: self)
        interaction.didMove(to: self)
    }
}
