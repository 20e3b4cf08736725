#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The settings the SwiftUI modifiers of this package write into the
/// environment and the four wrappers read: so a modifier works wherever it
/// sits in the chain (before or after `.frame`, `.padding`, …) and applies
/// to every control of the package below it. Nil: not set (the control's
/// default, or the container's `options`).
package struct InfiniteControlSettings {
    package var loops: Bool?
    package var onSelect: ((Int) -> Void)?
    package var onProgress: ((PagingState) -> Void)?
    package var onReselect: ((Int) -> Void)?
    package var autoScrollInterval: TimeInterval??
    package var autoScrollOnDrag: AutoScrollDragBehavior?
    package var itemTransform: ItemTransform?
    package var scrollAxis: ScrollAxis?
    package var prefersReducedMotion: Bool??
    package var pageWidth: CGFloat??
    package var advancesOnTap: Bool?
    package var indicatorStyle: InfiniteTabIndicatorStyle?
    package var indicatorColor: UIColor?
    package var indicatorAnimationDuration: TimeInterval?
    package var tabAppearance: InfiniteTabAppearance?
    /// `.tabTitleColor(_:selected:)`, kept apart from ``tabAppearance`` so
    /// that the two modifiers compose in either order.
    package var tabTitleColors: (normal: UIColor, selected: UIColor)?
    package var tabWidthMode: TabWidthMode?
    package var tabSpacing: CGFloat?
    package var pagingState: PagingState?
    package var showsPageDots: Bool?
    package var tabStripPosition: TabStripPosition?
    package var tabStripHeight: CGFloat?
    package var tabStripBackgroundColor: UIColor?
    /// `.tabStripBackgroundEffect(_:)`: the strip's (or the container's strip's) material; `.some(nil)` removes it.
    package var tabStripBackgroundEffect: UIVisualEffect??
    /// `.tabStripSeparator(_:)`: the strip's hairline colour; `.some(nil)` removes it.
    package var tabStripSeparatorColor: UIColor??
    package var animatesTabTaps: Bool?
    /// `.tint` and `.foregroundStyle` applied to a wrapper (SwiftUI lets a
    /// UIKit-backed view read neither from the environment).
    package var tint: UIColor?
    package var foreground: UIColor?

    package init() {}

    /// `options` with every setting made here written over it, and SwiftUI's
    /// `style` under the options' own tab appearance and indicator when
    /// those are the defaults.
    package func applied(to options: InfiniteTabsOptions, inheriting style: InheritedStyle = InheritedStyle()) -> InfiniteTabsOptions {
        var options = options
        if let loops { options.loops = loops }
        if let tabStripPosition { options.tabStripPosition = tabStripPosition }
        options.tabStripPosition = options.tabStripPosition.inSwiftUI
        if let tabStripHeight { options.tabStripHeight = tabStripHeight }
        if let tabStripBackgroundColor { options.tabStripBackgroundColor = tabStripBackgroundColor }
        if let tabStripBackgroundEffect { options.tabStripBackgroundEffect = tabStripBackgroundEffect }
        if let tabStripSeparatorColor { options.tabStripSeparatorColor = tabStripSeparatorColor }
        if let tabWidthMode { options.tabWidthMode = tabWidthMode }
        if let tabSpacing { options.tabSpacing = tabSpacing }
        options.tabAppearance = resolvedTabAppearance(inheriting: style, over: options.tabAppearance)
        options.indicatorStyle = resolvedIndicatorStyle(inheriting: style, over: options.indicatorStyle)
        if let animatesTabTaps { options.animatesTabTaps = animatesTabTaps }
        return options
    }

    /// The indicator's style with the colour set here, if any.
    package var resolvedIndicatorStyle: InfiniteTabIndicatorStyle { resolvedIndicatorStyle(inheriting: InheritedStyle()) }

    /// The indicator's style: ``indicatorStyle`` (default `base`), coloured
    /// by ``indicatorColor``, else by its own colour, else by SwiftUI's tint.
    package func resolvedIndicatorStyle(inheriting style: InheritedStyle,
                                        over base: InfiniteTabIndicatorStyle = InfiniteTabIndicatorStyle()) -> InfiniteTabIndicatorStyle {
        var resolved = style.applied(to: indicatorStyle ?? base)
        if let indicatorColor { resolved.color = indicatorColor }
        return resolved
    }

    /// The tab appearance to show: ``tabAppearance`` (default
    /// ``InfiniteTabAppearance/init()``) with ``tabTitleColors`` over it,
    /// whatever order the modifiers came in.
    package var resolvedTabAppearance: InfiniteTabAppearance { resolvedTabAppearance(inheriting: InheritedStyle()) }

    /// The tab appearance to show. An explicit appearance (``tabAppearance``,
    /// else a `base` other than the default, the container's `options`) wins
    /// over SwiftUI's `style`, which otherwise styles the default
    /// appearance; ``tabTitleColors`` win over both, in any modifier order.
    package func resolvedTabAppearance(inheriting style: InheritedStyle,
                                       over base: InfiniteTabAppearance = InfiniteTabAppearance()) -> InfiniteTabAppearance {
        let explicit = tabAppearance ?? (base == InfiniteTabAppearance() ? nil : base)
        var appearance = explicit ?? style.applied(to: base)
        if let tabTitleColors {
            appearance.textColor = tabTitleColors.normal
            appearance.selectedTextColor = tabTitleColors.selected
        }
        return appearance
    }

    /// SwiftUI's style as this wrapper sees it: `textStyle` from `.font`,
    /// the colours of `.tint` and `.foregroundStyle` set here.
    package func inheritedStyle(textStyle: UIFont.TextStyle?) -> InheritedStyle {
        InheritedStyle(textStyle: textStyle, foreground: foreground, tint: tint)
    }

    /// What `.tabAppearance(_:)` writes.
    package mutating func setTabAppearance(_ appearance: InfiniteTabAppearance) {
        tabAppearance = appearance
    }

    /// What `.tabTitleColor(_:selected:)` writes.
    package mutating func setTabTitleColors(_ color: UIColor, selected: UIColor) {
        tabTitleColors = (color, selected)
    }
}
#endif
