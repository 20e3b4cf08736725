/// When layout runs: `setNeedsLayout()` only marks the view ("this method
/// makes a note of the request and returns immediately … waits for the next
/// update cycle", Apple, "setNeedsLayout()"); the run loop's commit lays out
/// every marked view once per turn (``SimulatedRunLoop/commit()``);
/// `layoutIfNeeded()` lays out now, from the highest marked ancestor down
/// (Apple, CALayer "layoutIfNeeded()": "the layer's super layers are
/// traversed until a ancestor layer is found that does not require layout.
/// Then layout is performed on the entire layer-tree beneath that
/// ancestor").
extension UIView {
    /// Marks the view for layout in the next update cycle.
    public func setNeedsLayout() {
        needsLayoutFlag = true
    }

    /// Whether the view is marked for layout.
    public var needsLayout: Bool { needsLayoutFlag }

    /// Lays out now if the view or an ancestor is marked.
    public func layoutIfNeeded() {
        var top: UIView = self
        while let parent = top.superview, parent.needsLayoutFlag { top = parent }
        top.layoutTree()
    }

    /// Lays out this view if marked, then its subviews.
    func layoutTree() {
        if needsLayoutFlag {
            reportSafeAreaChange()
            needsLayoutFlag = false
            layoutCount += 1
            UIKitModel.counters.layoutPasses += 1
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for view in subviews { view.layoutTree() }
    }

    /// Tells the view (and its controller) that its safe area changed
    /// since the last report (the first report is no change: a view starts
    /// with the safe area it is first laid out with).
    private func reportSafeAreaChange() {
        let now = safeAreaInsets
        defer { reportedSafeArea = now }
        guard let old = reportedSafeArea, old != now else { return }
        safeAreaInsetsDidChange()
        owningViewController?.viewSafeAreaInsetsDidChange()
        for view in subviews { view.setNeedsLayout() }
    }

    /// Whether this view or one below is marked.
    var treeNeedsLayout: Bool { needsLayoutFlag || subviews.contains { $0.treeNeedsLayout } }

    func clearLayoutFlags() {
        needsLayoutFlag = false
        for view in subviews { view.clearLayoutFlags() }
    }

    /// UIKit's `UIView.noIntrinsicMetric` (-1).
    public static let noIntrinsicMetric: CGFloat = -1
    /// `UIView.layoutFittingCompressedSize` (0 × 0).
    public static let layoutFittingCompressedSize = CGSize.zero
    /// `UIView.layoutFittingExpandedSize`: 10,000 × 10,000, as printed on the
    /// iPhone Simulator (the post "深入剖析AutoLayout 之 尺寸计算", "An
    /// in-depth look at Auto Layout: size calculation"); Apple says only "as
    /// large as possible".
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)
}

extension UIView {
    /// The "needs layout" mark: a new view starts marked, as UIKit lays out
    /// every view once before it is first shown.
    var needsLayoutFlag: Bool {
        get { layoutState.needsLayout }
        set { layoutState.needsLayout = newValue }
    }

    /// `layoutSubviews` calls so far (for tests counting layout work).
    public var layoutCount: Int {
        get { layoutState.count }
        set { layoutState.count = newValue }
    }
}

/// A view's layout bookkeeping.
struct ViewLayoutState {
    var needsLayout = true
    var count = 0
    /// Active constraints this view takes part in.
    var constraints: [NSLayoutConstraint] = []
}

extension UIView {
    /// Autoresizing when the bounds size changes (Apple, "autoresizingMask"):
    /// flexible widths and heights grow by the change; flexible margins are
    /// not modelled (the controls use widths and heights only).
    func resizeSubviews(from old: CGSize) {
        let dw = bounds.width - old.width, dh = bounds.height - old.height
        for view in subviews where view.translatesAutoresizingMaskIntoConstraints && !view.autoresizingMask.isEmpty {
            var f = view.frame
            if view.autoresizingMask.contains(.flexibleWidth) { f.size.width += dw }
            if view.autoresizingMask.contains(.flexibleHeight) { f.size.height += dh }
            view.frame = f
        }
    }
}

extension UIView {
    /// `invalidateIntrinsicContentSize()`: the superview lays out again, and a stack view, whose own size is its
    /// arranged subviews' (Apple, "UIStackView"), passes the change on to the constraints that place it.
    func superviewTakesNewIntrinsicSize() {
        superview?.setNeedsLayout()
        if let stack = superview as? UIStackView, stack.arrangedSubviews.contains(where: { $0 === self }) {
            stack.invalidateIntrinsicContentSize()
        }
    }

    /// The fitting size, keeping the target's width or height where its fitting priority is required.
    func fittingSize(_ targetSize: CGSize, keepingWidth: Bool, keepingHeight: Bool) -> CGSize {
        let fitted = AutoLayoutSolver.fittingSize(of: self, target: targetSize)
        return CGSize(width: keepingWidth ? targetSize.width : fitted.width, height: keepingHeight ? targetSize.height : fitted.height)
    }
}
