/// Converting points between a view and the top of its tree: through each
/// superview's centre, bounds origin (a scroll view's offset) and 2D
/// transform.
extension UIView {
    /// A point in the view's bounds coordinates seen from the superview.
    func toSuperview(_ p: CGPoint) -> CGPoint {
        let local = CGPoint(x: p.x - bounds.midX, y: p.y - bounds.midY).applying(transform)
        return CGPoint(x: local.x + center.x, y: local.y + center.y)
    }

    func fromSuperview(_ p: CGPoint) -> CGPoint {
        let t = transform
        let det = t.a * t.d - t.b * t.c
        // The inverse of `toSuperview`: undo the translation, then the linear part.
        let q = CGPoint(x: p.x - center.x - t.tx, y: p.y - center.y - t.ty)
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

    /// `hitTest(_:with:)`'s default (see its comment in UIView.swift).
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for view in subviews.reversed() {
            if let hit = view.hitTest(view.convert(point, from: self), with: event) { return hit }
        }
        return self
    }
}
