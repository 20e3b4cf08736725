#if canImport(UIKit)
import UIKit

/// What SwiftUI's own styling gives a wrapper's built-in titles: `.font`
/// (as a text style: SwiftUI lets UIKit read no other font), and the colours
/// of `.foregroundStyle` and `.tint` applied to the wrapper. Nil: not set.
/// This package's explicit modifiers (`.tabAppearance`, `.tabTitleColor`,
/// `.indicatorColor`, `.indicatorStyle`) win over all three.
package struct InheritedStyle: Equatable {
    package var textStyle: UIFont.TextStyle?
    /// The titles' colour (`.foregroundStyle`).
    package var foreground: UIColor?
    /// The selected title's and the indicator's colour (`.tint`).
    package var tint: UIColor?

    package init(textStyle: UIFont.TextStyle? = nil, foreground: UIColor? = nil, tint: UIColor? = nil) {
        self.textStyle = textStyle
        self.foreground = foreground
        self.tint = tint
    }

    /// `appearance` with this style: the text style's font (at the default
    /// text size, scaled by that style), the titles in the foreground colour,
    /// the selected one in the tint.
    package func applied(to appearance: InfiniteTabAppearance) -> InfiniteTabAppearance {
        var appearance = appearance
        if let textStyle {
            appearance.font = .preferredFont(forTextStyle: textStyle,
                                             compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
            appearance.textStyle = textStyle
        }
        if let foreground { appearance.textColor = foreground }
        if let tint { appearance.selectedTextColor = tint }
        return appearance
    }

    /// The picker's appearance with this style: the text style's font
    /// (scaled by it, so it follows Dynamic Type), the options in the
    /// foreground colour, the centred one in the tint (the foreground
    /// colour when there is no tint).
    package func applied(to appearance: InfinitePickerAppearance) -> InfinitePickerAppearance {
        var appearance = appearance
        if let textStyle {
            let font = UIFont.preferredFont(forTextStyle: textStyle,
                                            compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
            appearance.font = UIFontMetrics(forTextStyle: textStyle).scaledFont(for: font)
        }
        if let foreground {
            appearance.textColor = foreground
            appearance.selectedTextColor = foreground
        }
        if let tint { appearance.selectedTextColor = tint }
        return appearance
    }

    /// The indicator's style with the tint as its colour when none was set.
    package func applied(to style: InfiniteTabIndicatorStyle) -> InfiniteTabIndicatorStyle {
        var style = style
        if style.color == nil, let tint { style.color = tint }
        return style
    }
}
#endif
