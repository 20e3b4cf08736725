/// How the bar sizes and places a custom title view. Since iOS 11 the bar
/// lays its content out with Auto Layout: a title view is sized from its
/// `intrinsicContentSize` or, without one, from `sizeThatFits(_:)` (a view
/// with neither keeps whatever frame it had, often zero: nothing shows)
/// (Nobuhiro Ito, "UINavigationBar on iOS 11", gist.github.com/niw/569b49648fcab22124e1d12c195fe595).
/// It gets at most the bar's width less the layout margins on each side
/// (16 points: Apple, "systemMinimumLayoutMargins", on a compact width;
/// the model has no bar button items to leave room for) and at most the
/// standard 44 points of height, centred in that band.
extension UINavigationBar {
    /// The margin kept on each side of a title view.
    nonisolated static let titleViewMargin: CGFloat = 16

    func layOutTitleView() {
        guard let view = titleView, view.superview === self else { return }
        let available = CGSize(width: max(0, bounds.width - 2 * Self.titleViewMargin), height: Self.standardHeight)
        let intrinsic = view.intrinsicContentSize
        let fitted = view.sizeThatFits(available)
        let width = intrinsic.width >= 0 ? intrinsic.width : fitted.width
        let height = intrinsic.height >= 0 ? intrinsic.height : fitted.height
        let size = CGSize(width: min(max(0, width), available.width), height: min(max(0, height), available.height))
        view.frame = CGRect(x: (bounds.width - size.width) / 2, y: (Self.standardHeight - size.height) / 2,
                            width: size.width, height: size.height)
    }
}
