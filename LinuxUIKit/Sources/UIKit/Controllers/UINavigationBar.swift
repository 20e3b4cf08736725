/// A navigation bar (Apple, "UINavigationBar"): 44 points high (the bar's
/// height since iOS 7, factorialcomplexity.com "Fixed Height Navigation Bar
/// On iOS 7"), plus a large-title band of ``largeTitleBand`` points when
/// the navigation controller shows a large title, which the top
/// controller's content scrolls away (Apple, "prefersLargeTitles"). The
/// band's height is the model's: Apple documents none; developers measure
/// 96 points for the whole large bar.
@MainActor
open class UINavigationBar: UIView {
    /// Apple, "isTranslucent" (default true): content extends under it.
    open var isTranslucent = true { didSet { superview?.setNeedsLayout() } }
    /// Apple, "prefersLargeTitles" (default false).
    open var prefersLargeTitles = false {
        didSet {
            (superview?.next as? UINavigationController)?.followContentScrollView()
            superview?.setNeedsLayout()
        }
    }
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?

    /// 44 points, and large titles add 52 (Geoff Hackworth, "iPad Navigation
    /// Bar and Toolbar Height Changes in iOS 12", measured on iOS 11: 96
    /// points with large titles, without the status bar).
    nonisolated public static let standardHeight: CGFloat = 44
    nonisolated public static let largeTitleBand: CGFloat = 52

    /// Whether the large-title band shows (set by the navigation controller).
    public internal(set) var showsLargeTitle = false

    /// The top item's ``UINavigationItem/titleView`` the bar shows (set by the navigation controller).
    var titleView: UIView? {
        didSet {
            guard titleView !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let titleView { addSubview(titleView) }
            setNeedsLayout()
        }
    }

    /// Constraints first, then the title view's frame (see `layOutTitleView()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutTitleView()
    }

    func height(collapsedBy collapse: CGFloat) -> CGFloat {
        Self.standardHeight + (showsLargeTitle ? Self.largeTitleBand - collapse : 0)
    }
}
