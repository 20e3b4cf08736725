#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// Everything an ``InfiniteTabsViewController`` can be told, with the
/// defaults listed on each property. Create one with `InfiniteTabsOptions()`
/// and change what you need. Two options compare equal when every setting
/// does (colours by `isEqual`), which is how the SwiftUI `InfiniteTabsView`
/// tells cheaply whether to apply them again.
public struct InfiniteTabsOptions: Equatable {
    /// Where the tab strip goes (default ``TabStripPosition/top``). The
    /// strip's indicator and separator go along its edge facing the pages
    /// (``InfiniteTabStripView/indicatorEdge``): the top edge of a strip
    /// at the bottom.
    public var tabStripPosition: TabStripPosition = .top
    /// The height of the tab strip in points at the default text size, not
    /// counting the safe area (default 44). With titles that follow Dynamic
    /// Type (``InfiniteTabAppearance/textStyle``) the strip grows with the
    /// text, up to twice this height (`TabStripHeight`). A negative, NaN or
    /// infinite height counts as 0 (no strip).
    public var tabStripHeight: CGFloat = 44
    /// The strip's background, which also fills the safe area beside it, under
    /// the status bar or the home indicator (default `.systemBackground`).
    public var tabStripBackgroundColor: UIColor = .systemBackground
    /// A material over ``tabStripBackgroundColor``, behind the tabs and in
    /// the safe area beside the strip (default nil: the colour alone). A
    /// `UIBlurEffect(style: .systemChromeMaterial)` with a clear background
    /// colour gives a bar like `UINavigationBar`'s or `UITabBar`'s.
    public var tabStripBackgroundEffect: UIVisualEffect?
    /// The colour of a hairline, one pixel thick, along the strip's edge
    /// that faces the pages: its bottom edge with the strip at the top, its
    /// top edge with the strip at the bottom (default nil: no separator).
    /// See ``InfiniteTabStripView/separatorColor``.
    public var tabStripSeparatorColor: UIColor?
    /// Whether the strip and the pages loop together, the last tab and page
    /// leading to the first (default true). False gives a finite strip over
    /// pages that stop at both ends.
    public var loops = true
    /// How wide the tabs are (default ``TabWidthMode/fitting``).
    public var tabWidthMode: TabWidthMode = .fitting
    /// The gap between two tabs in points (default 0; negative counts as 0).
    public var tabSpacing: CGFloat = 0
    /// How the tab titles look (default ``InfiniteTabAppearance/init()``).
    public var tabAppearance = InfiniteTabAppearance()
    /// How the indicator under the selected tab looks (default
    /// ``InfiniteTabIndicatorStyle/init()``: 3 pt, tint colour).
    public var indicatorStyle = InfiniteTabIndicatorStyle()
    /// Whether a tapped tab turns the pages with an animation (default true).
    public var animatesTabTaps = true

    /// Creates the default options.
    public init() {}
}
#endif
