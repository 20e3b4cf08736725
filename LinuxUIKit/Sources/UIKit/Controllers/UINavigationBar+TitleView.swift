/// How the bar sizes and places a custom title view. Since iOS 11 the bar
/// lays its content out with Auto Layout: a title view is sized from its
/// `intrinsicContentSize`; on an axis without one, by the switch
/// `titleViewWithoutIntrinsicSize` (0, as peers report, or `sizeThatFits(_:)`,
/// as Nobuhiro Ito's "UINavigationBar on iOS 11" gist says). It gets at most the bar's width less the layout margins on each side
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
        let fitted = UIKitModel.configuration.titleViewWithoutIntrinsicSize == .sizeThatFits
            ? view.sizeThatFits(available) : .zero
        let width = intrinsic.width >= 0 ? intrinsic.width : fitted.width
        let height = intrinsic.height >= 0 ? intrinsic.height : fitted.height
        let size = CGSize(width: min(max(0, width), available.width), height: min(max(0, height), available.height))
        view.frame = CGRect(x: (bounds.width - size.width) / 2, y: (Self.standardHeight - size.height) / 2,
                            width: size.width, height: size.height)
    }
}
