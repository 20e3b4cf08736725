#if canImport(UIKit)
import UIKit

/// How the built-in tab cells look.
public struct InfiniteTabAppearance: Equatable {
    /// The title font (default: the system font, 15 pt, medium).
    public var font: UIFont = .systemFont(ofSize: 15, weight: .medium)
    /// The colour of unselected titles and images (default `.secondaryLabel`).
    public var textColor: UIColor = .secondaryLabel
    /// The colour of the selected tab's title and image (default `.label`).
    public var selectedTextColor: UIColor = .label
    /// The padding inside each tab, around its content (default 16 pt left and
    /// right). Negative values count as 0.
    public var contentInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    /// The gap between a tab's image and its title (default 6 pt).
    public var imageSpacing: CGFloat = 6

    /// Creates the default appearance.
    public init() {}
}

/// How the indicator under the selected tab looks.
public struct InfiniteTabIndicatorStyle: Equatable {
    /// The indicator's colour (default: the view's tint colour when nil).
    public var color: UIColor?
    /// The indicator's height in points (default 3; negative, NaN or infinite
    /// counts as 0).
    public var height: CGFloat = 3
    /// The corner radius (default 1.5).
    public var cornerRadius: CGFloat = 1.5
    /// Insets from the tab's frame: left and right shrink the indicator, bottom
    /// lifts it from the strip's bottom edge (top is ignored). Default zero.
    /// Negative insets widen or lower it; NaN or infinite ones count as 0; a
    /// tab narrower than its insets gets a 0-wide indicator (see
    /// ``StripFrame/indicatorRect(stripHeight:height:leftInset:rightInset:bottomInset:)``).
    public var insets: UIEdgeInsets = .zero

    /// Creates the default style.
    public init() {}
}
#endif
