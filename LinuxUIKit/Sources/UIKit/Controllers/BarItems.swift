@MainActor
public final class UITabBarItem: NSObject {
    public var title: String?
    public var image: UIImage?
    public var badgeValue: String?
    public override init() { super.init() }
    public init(title: String?, image: UIImage?, tag: Int) { self.title = title; self.image = image; super.init() }
}

@MainActor
public final class UINavigationItem: NSObject {
    public var title: String?
    /// Apple, "largeTitleDisplayMode" (default automatic: as the controller
    /// before it, large at the root when the bar prefers large titles).
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
    /// Apple, "titleView": a custom view shown in the centre of the
    /// navigation bar when this is the top item, instead of the title.
    /// Setting it on the item on show updates the bar at once.
    public var titleView: UIView? { didSet { shownIn?.superview?.setNeedsLayout() } }
    /// The bar showing this item while it is the top item (set by the navigation controller).
    weak var shownIn: UINavigationBar?
    public override init() { super.init() }
    public init(title: String) { self.title = title; super.init() }
}

