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
    package var animatesTabTaps: Bool?

    package init() {}

    /// `options` with every setting made here written over it.
    package func applied(to options: InfiniteTabsOptions) -> InfiniteTabsOptions {
        var options = options
        if let loops { options.loops = loops }
        if let tabStripPosition { options.tabStripPosition = tabStripPosition }
        if let tabStripHeight { options.tabStripHeight = tabStripHeight }
        if let tabStripBackgroundColor { options.tabStripBackgroundColor = tabStripBackgroundColor }
        if let tabWidthMode { options.tabWidthMode = tabWidthMode }
        if let tabSpacing { options.tabSpacing = tabSpacing }
        if tabAppearance != nil || tabTitleColors != nil { options.tabAppearance = resolvedTabAppearance }
        if let indicatorStyle { options.indicatorStyle = indicatorStyle }
        if let indicatorColor { options.indicatorStyle.color = indicatorColor }
        if let animatesTabTaps { options.animatesTabTaps = animatesTabTaps }
        return options
    }

    /// The indicator's style with the colour set here, if any.
    package var resolvedIndicatorStyle: InfiniteTabIndicatorStyle {
        var style = indicatorStyle ?? InfiniteTabIndicatorStyle()
        if let indicatorColor { style.color = indicatorColor }
        return style
    }

    /// The tab appearance to show: ``tabAppearance`` (default
    /// ``InfiniteTabAppearance/init()``) with ``tabTitleColors`` over it,
    /// whatever order the modifiers came in.
    package var resolvedTabAppearance: InfiniteTabAppearance {
        var appearance = tabAppearance ?? InfiniteTabAppearance()
        if let tabTitleColors {
            appearance.textColor = tabTitleColors.normal
            appearance.selectedTextColor = tabTitleColors.selected
        }
        return appearance
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
