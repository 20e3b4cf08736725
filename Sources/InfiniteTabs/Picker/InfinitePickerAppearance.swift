#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// How the option picker's built-in pages (``InfinitePickerLabel``) look:
/// the font, and the colour and scale of the centred option, which follow a
/// swipe as the tab strip's titles do. Pages of your own
/// (``InfinitePickerView/setItems(_:title:makePage:configure:)``) are left
/// alone.
public struct InfinitePickerAppearance: Equatable {
    /// The options' font. Nil (the default): the body text style, which
    /// follows Dynamic Type. A font of your own keeps its size (scale it with
    /// `UIFontMetrics` to follow the text size). Either is made bold while
    /// the user's Bold Text setting is on (the traits' `legibilityWeight`).
    public var font: UIFont?
    /// The colour of the options beside the centre (default `.label`).
    public var textColor: UIColor = .label
    /// The colour of the centred option (default `.label`). During a swipe
    /// the two options sharing the centre are in between, by how centred
    /// each is.
    public var selectedTextColor: UIColor = .label
    /// The scale of the centred option's text (default 1: no growth); the
    /// options beside it are at 1. NaN, infinite or not above 0 counts as 1;
    /// above 10 as 10.
    public var selectedScale: CGFloat = 1
    /// Whether colour and scale follow a swipe (default true). When false an
    /// option switches look when it passes half way to the centre.
    public var interpolatesDuringSwipe = true

    /// Creates the default appearance: the body font, `.label` text, no
    /// growth.
    public init() {}

    /// The picker's font: ``font``, or the body style for `traits`; bold when the traits ask for Bold Text.
    func resolvedFont(compatibleWith traits: UITraitCollection?) -> UIFont {
        (font ?? .preferredFont(forTextStyle: .body, compatibleWith: traits)).honouringBoldText(traits)
    }

    /// Whether every option looks the same wherever it is (one colour, no
    /// growth): the picker then styles a page once, not on each frame.
    var isUniform: Bool { textColor == selectedTextColor && TabTitleStyle(selectedScale: selectedScale).look(emphasis: 1).scale == 1 }

    /// The core style of this appearance, its colours resolved in `traits`.
    func titleStyle(in traits: UITraitCollection) -> TabTitleStyle {
        TabTitleStyle(normalColor: TabColor(textColor, in: traits), selectedColor: TabColor(selectedTextColor, in: traits),
                      normalScale: 1, selectedScale: selectedScale, interpolates: interpolatesDuringSwipe)
    }
}
#endif
