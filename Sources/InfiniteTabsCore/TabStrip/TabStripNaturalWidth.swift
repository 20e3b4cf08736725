import Foundation

/// The width a tab strip asks Auto Layout for (its intrinsic width).
///
/// A strip that sizes itself to its tabs asks for their width. Otherwise it
/// takes the width it is given and asks for none, except as a navigation
/// bar's title view: since iOS 11 the bar sizes a title view from its
/// intrinsic size, and peers found title views without one at zero size
/// (material-components/material-components-ios#2074,
/// hightower/HTHorizontalSelectionList#101), so there the strip asks for
/// `expanded` (UIKit's `layoutFittingExpandedSize` width) and the bar gives it
/// its whole room between the margins.
package enum TabStripNaturalWidth {
    /// The intrinsic width, nil for none. A `tabsWidth` or `expanded` that is
    /// negative or not finite gives 0.
    package static func width(sizesToTabs: Bool, isNavigationBarTitle: Bool, tabsWidth: CGFloat,
                              expanded: CGFloat) -> CGFloat? {
        if sizesToTabs { return tabsWidth.isFinite ? max(0, tabsWidth) : 0 }
        if isNavigationBarTitle { return expanded.isFinite ? max(0, expanded) : 0 }
        return nil
    }
}
