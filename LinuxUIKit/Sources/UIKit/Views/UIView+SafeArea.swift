// A view's safe area: the screen's and the bars' insets passed down the tree.
extension UIView {
    func inheritedSafeAreaInsets() -> UIEdgeInsets {
        if let window = self as? UIWindow { return window.screenInsets }
        guard window != nil, let superview else { return .zero }
        let s = superview.safeAreaInsets, b = superview.bounds, f = frame
        var insets = UIEdgeInsets(top: max(0, s.top - (f.minY - b.minY)), left: max(0, s.left - (f.minX - b.minX)),
                                  bottom: max(0, s.bottom - (b.maxY - f.maxY)), right: max(0, s.right - (b.maxX - f.maxX)))
        if let controller = owningViewController {
            let bars = controller.barInsets, extra = controller.additionalSafeAreaInsets
            insets = UIEdgeInsets(top: max(insets.top, bars.top) + extra.top, left: max(insets.left, bars.left) + extra.left,
                                  bottom: max(insets.bottom, bars.bottom) + extra.bottom,
                                  right: max(insets.right, bars.right) + extra.right)
        }
        return insets
    }
}
