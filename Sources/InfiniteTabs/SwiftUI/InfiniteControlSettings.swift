#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import InfiniteTabsCore
import UIKit

/// The settings the SwiftUI modifiers of this package write into the
/// environment and the four wrappers read: so a modifier works wherever it
/// sits in the chain (before or after `.frame`, `.padding`, …) and applies
/// to every control of the package below it. Nil: not set (the control's
/// default, or the container's `options`).
struct InfiniteControlSettings {
    var loops: Bool?
    var onSelect: ((Int) -> Void)?
    var onProgress: ((PagingState) -> Void)?
    var onReselect: ((Int) -> Void)?
    var autoScrollInterval: TimeInterval??
    var itemTransform: ItemTransform?
    var scrollAxis: ScrollAxis?
    var prefersReducedMotion: Bool??
    var pageWidth: CGFloat??
    var advancesOnTap: Bool?
    var indicatorStyle: InfiniteTabIndicatorStyle?
    var indicatorColor: UIColor?
    var indicatorAnimationDuration: TimeInterval?
    var tabAppearance: InfiniteTabAppearance?
    var tabWidthMode: TabWidthMode?
    var tabSpacing: CGFloat?
    var pagingState: PagingState?
    var showsPageDots: Bool?
    var tabStripPosition: TabStripPosition?
    var tabStripHeight: CGFloat?
    var tabStripBackgroundColor: UIColor?
    var animatesTabTaps: Bool?

    /// `options` with every setting made here written over it.
    func applied(to options: InfiniteTabsOptions) -> InfiniteTabsOptions {
        var options = options
        if let loops { options.loops = loops }
        if let tabStripPosition { options.tabStripPosition = tabStripPosition }
        if let tabStripHeight { options.tabStripHeight = tabStripHeight }
        if let tabStripBackgroundColor { options.tabStripBackgroundColor = tabStripBackgroundColor }
        if let tabWidthMode { options.tabWidthMode = tabWidthMode }
        if let tabSpacing { options.tabSpacing = tabSpacing }
        if let tabAppearance { options.tabAppearance = tabAppearance }
        if let indicatorStyle { options.indicatorStyle = indicatorStyle }
        if let indicatorColor { options.indicatorStyle.color = indicatorColor }
        if let animatesTabTaps { options.animatesTabTaps = animatesTabTaps }
        return options
    }

    /// The indicator's style with the colour set here, if any.
    var resolvedIndicatorStyle: InfiniteTabIndicatorStyle {
        var style = indicatorStyle ?? InfiniteTabIndicatorStyle()
        if let indicatorColor { style.color = indicatorColor }
        return style
    }
}

private struct InfiniteControlSettingsKey: EnvironmentKey {
    static var defaultValue: InfiniteControlSettings { InfiniteControlSettings() }
}

extension EnvironmentValues {
    var infiniteControlSettings: InfiniteControlSettings {
        get { self[InfiniteControlSettingsKey.self] }
        set { self[InfiniteControlSettingsKey.self] = newValue }
    }
}

// MARK: - Modifiers

extension View {
    private func infiniteSetting(_ change: @escaping (inout InfiniteControlSettings) -> Void) -> some View {
        transformEnvironment(\.infiniteControlSettings, transform: change)
    }

    /// Whether the package's controls below loop, the last item leading to
    /// the first (default true). On `InfiniteTabsView` it loops strip and
    /// pages together. A change lays the control out again on the bound item.
    public func loops(_ loops: Bool) -> some View { infiniteSetting { $0.loops = loops } }

    /// Calls `action` with the item each time the user changes the selection
    /// of a control below (a tap, a swipe, VoiceOver, an auto-scroll turn),
    /// after the binding was written; never for a change of the binding
    /// itself. Never called during a view update. Default none.
    public func onSelect(_ action: @escaping (Int) -> Void) -> some View { infiniteSetting { $0.onSelect = action } }

    /// Calls `action` with the item each time the user taps the selected tab
    /// of a strip or tabs below again (``InfiniteTabStripView/onReselect``,
    /// ``InfiniteTabsViewController/onReselect``): scroll the page to its top
    /// there, as a tab bar does. The binding is not written and
    /// `onSelect(_:)` is not called. Never called during a view update.
    /// Default none.
    public func onReselect(_ action: @escaping (Int) -> Void) -> some View {
        infiniteSetting { $0.onReselect = action }
    }

    /// Calls `action` with the paging state on every change (a swipe's
    /// progress, a transition, rest) of the strip, pages or tabs below, as
    /// their UIKit `onProgress` does. Never called during a view update: a
    /// state reported while SwiftUI updates the view is delivered right
    /// after. Default none.
    public func onProgress(_ action: @escaping (PagingState) -> Void) -> some View {
        infiniteSetting { $0.onProgress = action }
    }

    /// Turns the pages (`InfinitePages`) or the option picker
    /// (`InfinitePicker`) one item forward by themselves every `interval`
    /// seconds of rest (their UIKit `autoScrollInterval`). Nil (the default),
    /// 0, negative, NaN or infinite turn it off.
    public func autoScrollInterval(_ interval: TimeInterval?) -> some View {
        infiniteSetting { $0.autoScrollInterval = .some(interval) }
    }

    /// Scales, fades and tilts the items beside the centre of the pages or
    /// the picker below while they scroll. Default ``ItemTransform/identity``.
    public func itemTransform(_ transform: ItemTransform) -> some View {
        infiniteSetting { $0.itemTransform = transform }
    }

    /// The axis the pages or the picker below scroll along (default
    /// horizontal). The pages read it when created.
    public func scrollAxis(_ axis: ScrollAxis) -> some View { infiniteSetting { $0.scrollAxis = axis } }

    /// Whether the controls below move without sliding: nil (the default)
    /// follows the system's Reduce Motion, true or false overrides it.
    public func prefersReducedMotion(_ reduced: Bool?) -> some View {
        infiniteSetting { $0.prefersReducedMotion = .some(reduced) }
    }

    /// The width of the picker's pages below (nil, the default: the
    /// picker's width); narrower pages let the neighbours peek in.
    public func pageWidth(_ width: CGFloat?) -> some View { infiniteSetting { $0.pageWidth = .some(width) } }

    /// Whether a tap on the picker's centred option advances it (default
    /// true); a tap on a neighbour selects it either way.
    public func advancesOnTap(_ advances: Bool) -> some View { infiniteSetting { $0.advancesOnTap = advances } }

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
        infiniteSetting { $0.tabAppearance = appearance }
    }

    /// The built-in tabs' title colours, normal and selected (default the
    /// secondary and primary label colours).
    public func tabTitleColor(_ color: Color, selected: Color) -> some View {
        tabTitleColor(UIColor(color), selected: UIColor(selected))
    }

    /// ``tabTitleColor(_:selected:)`` with `UIColor`s.
    @_disfavoredOverload
    public func tabTitleColor(_ color: UIColor, selected: UIColor) -> some View {
        infiniteSetting {
            var appearance = $0.tabAppearance ?? InfiniteTabAppearance()
            appearance.textColor = color
            appearance.selectedTextColor = selected
            $0.tabAppearance = appearance
        }
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

    /// Whether a tapped tab of `InfiniteTabsView` turns the pages with an
    /// animation (default true).
    public func animatesTabTaps(_ animates: Bool) -> some View { infiniteSetting { $0.animatesTabTaps = animates } }
}
#endif
