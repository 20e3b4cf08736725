// A view's size set (laying it and its superview out again), NaN geometry refused, and rects carried between views.
extension UIView {
    func setBoundsSize(_ size: CGSize) {
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

    func refuse(_ what: String, _ value: CGRect) {
        UIKitModel.recordViolation("NaN \(what) \(value) on \(type(of: self))")
    }
}

extension CGRect {
    /// The rectangle spanned by this one's two corners mapped by `map`
    /// (how `convert(_:to:)` carries a rect between views).
    func corners(_ map: (CGPoint) -> CGPoint) -> CGRect {
        let a = map(origin), b = map(CGPoint(x: maxX, y: maxY))
        return CGRect(x: Swift.min(a.x, b.x), y: Swift.min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }
}

extension UIView {
    /// The bounds around the centre, transformed (`frame`'s getter).
    func transformedFrame() -> CGRect {
        let size = storedBounds.size
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        let r = storedTransform.isIdentity ? local : local.applying(storedTransform)
        return r.offsetBy(dx: storedCenter.x, dy: storedCenter.y)
    }

    /// `frame`'s setter: a NaN frame refused, else the centre and the size.
    func setFrame(_ newValue: CGRect) {
        guard !newValue.hasNaN else { return refuse("frame", newValue) }
        let r = newValue.standardized
        UIViewAnimationRunner.shared.noteChange(of: self)
        storedCenter = CGPoint(x: r.midX, y: r.midY)
        setBoundsSize(r.size)
    }
}
