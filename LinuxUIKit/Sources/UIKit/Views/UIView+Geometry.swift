// A view's size set (laying it and its superview out again) and NaN geometry refused.
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
