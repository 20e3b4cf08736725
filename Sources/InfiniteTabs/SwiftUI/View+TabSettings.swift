#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit


// The tab strip's and the container's modifiers.
extension View {
    /// How the tab indicator below looks: shape, colour, height, radius,
    /// insets (default an underline in the tint colour).
    public func indicatorStyle(_ style: InfiniteTabIndicatorStyle) -> some View {
        infiniteSetting { $0.indicatorStyle = style }
    }

    /// How long the tab indicator of a strip below takes to slide to a tapped
    /// or selected tab (default 0.25 s; 0, negative or NaN: no slide).
    public func indicatorAnimationDuration(_ duration: TimeInterval) -> some View {
        infiniteSetting { $0.indicatorAnimationDuration = duration }
    }

    /// The tab indicator's colour (default: the tint colour SwiftUI gives
    /// the UIKit view). Wins over the colour of ``indicatorStyle(_:)``.
    public func indicatorColor(_ color: Color) -> some View {
        infiniteSetting { $0.indicatorColor = UIColor(color) }
    }

    /// ``indicatorColor(_:)`` with a `UIColor`.
    @_disfavoredOverload
    public func indicatorColor(_ color: UIColor) -> some View { infiniteSetting { $0.indicatorColor = color } }

    /// How the built-in tabs below look: fonts, colours, selected scale,
    /// badges, padding (default ``InfiniteTabAppearance/init()``).
    public func tabAppearance(_ appearance: InfiniteTabAppearance) -> some View {
        infiniteSetting { $0.setTabAppearance(appearance) }
    }

    /// The built-in tabs' title colours, normal and selected (default the
    /// secondary and primary label colours).
    public func tabTitleColor(_ color: Color, selected: Color) -> some View {
        tabTitleColor(UIColor(color), selected: UIColor(selected))
    }

    /// ``tabTitleColor(_:selected:)`` with `UIColor`s.
    @_disfavoredOverload
    public func tabTitleColor(_ color: UIColor, selected: UIColor) -> some View {
        infiniteSetting { $0.setTabTitleColors(color, selected: selected) }
    }

    /// How wide the tabs below are (default ``TabWidthMode/fitting``).
    public func tabWidthMode(_ mode: TabWidthMode) -> some View { infiniteSetting { $0.tabWidthMode = mode } }

    /// The gap between two tabs in points (default 0; negative counts as 0).
    public func tabSpacing(_ spacing: CGFloat) -> some View { infiniteSetting { $0.tabSpacing = spacing } }

    /// Makes the strip below (`InfiniteTabStrip`) show a paging state you
    /// drive, for example your own pager's progress: at rest it selects the
    /// index without writing the binding; in between the indicator sits
    /// between two tabs. Nil (the default) leaves the strip to the binding.
    public func tabPagingState(_ state: PagingState?) -> some View { infiniteSetting { $0.pagingState = state } }

    /// Shows page dots over the pages below (default false).
    public func pageDots(_ visible: Bool = true) -> some View { infiniteSetting { $0.showsPageDots = visible } }

    /// Where `InfiniteTabsView` puts its strip (default top).
    public func tabStripPosition(_ position: TabStripPosition) -> some View {
        infiniteSetting { $0.tabStripPosition = position }
    }

    /// The height of `InfiniteTabsView`'s strip at the default text size
    /// (default 44; it grows with Dynamic Type).
    public func tabStripHeight(_ height: CGFloat) -> some View { infiniteSetting { $0.tabStripHeight = height } }

    /// The background of `InfiniteTabsView`'s strip, also under the status
    /// bar or home indicator (default the system background).
    public func tabStripBackground(_ color: Color) -> some View {
        infiniteSetting { $0.tabStripBackgroundColor = UIColor(color) }
    }

    /// ``tabStripBackground(_:)`` with a `UIColor`.
    @_disfavoredOverload
    public func tabStripBackground(_ color: UIColor) -> some View {
        infiniteSetting { $0.tabStripBackgroundColor = color }
    }

    /// A material behind the tabs of the strip below: behind an
    /// `InfiniteTabStrip`'s tabs, or behind `InfiniteTabsView`'s strip and
    /// the safe area beside it, over `tabStripBackground(_:)`
    /// (default nil: none). For example
    /// `.tabStripBackgroundEffect(UIBlurEffect(style: .systemChromeMaterial))`
    /// with `.tabStripBackground(.clear)` for a bar like the navigation bar's.
    public func tabStripBackgroundEffect(_ effect: UIVisualEffect?) -> some View {
        infiniteSetting { $0.tabStripBackgroundEffect = .some(effect) }
    }

    /// A hairline, one pixel thick, along the strip's edge facing its pages
    /// (its bottom edge; the top edge of `InfiniteTabsView`'s strip at the
    /// bottom) in `color` (default nil: no separator).
    public func tabStripSeparator(_ color: Color?) -> some View {
        infiniteSetting { $0.tabStripSeparatorColor = .some(color.map { UIColor($0) }) }
    }

    /// `tabStripSeparator(_:)` with a `UIColor`.
    @_disfavoredOverload
    public func tabStripSeparator(_ color: UIColor?) -> some View {
        infiniteSetting { $0.tabStripSeparatorColor = .some(color) }
    }

    /// Whether a tapped tab of `InfiniteTabsView` turns the pages with an
    /// animation (default true).
    public func animatesTabTaps(_ animates: Bool) -> some View { infiniteSetting { $0.animatesTabTaps = animates } }
}
#endif
