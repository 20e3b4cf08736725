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
    public override init() { super.init() }
    public init(title: String) { self.title = title; super.init() }
}

