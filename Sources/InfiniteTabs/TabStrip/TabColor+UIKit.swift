#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension TabColor {
    /// The components of `color` as it looks in `traits` (dynamic colours
    /// such as `.label` are resolved first). A colour UIKit cannot express in
    /// RGB gives opaque black.
    package init(_ color: UIColor, in traits: UITraitCollection) {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 1
        if !color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a) {
            r = 0; g = 0; b = 0; a = 1
        }
        self.init(red: r, green: g, blue: b, alpha: a)
    }

    /// The colour as a `UIColor` (sRGB).
    var uiColor: UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
}

extension InfiniteTabAppearance {
    /// The core title style of this appearance, its colours resolved in
    /// `traits`.
    package func titleStyle(in traits: UITraitCollection) -> TabTitleStyle {
        TabTitleStyle(normalColor: TabColor(textColor, in: traits), selectedColor: TabColor(selectedTextColor, in: traits),
                      normalScale: 1, selectedScale: selectedScale, interpolates: interpolatesDuringSwipe)
    }
}
#endif
