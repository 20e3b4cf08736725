import Foundation

/// What a control's view is laid out for: its size, its layout direction and
/// its text size (the Dynamic Type category's name, any text that changes
/// when the user's text size changes). The UIKit views read these from
/// `bounds`, `effectiveUserInterfaceLayoutDirection` and
/// `traitCollection.preferredContentSizeCategory` and let their driver decide
/// what a change needs (see ``ViewRefreshTracker``).
///
/// Bad input: a width or height that is negative, NaN or infinite counts as
/// 0, so two readings of a broken size compare equal and never ask for a
/// layout on every pass.
package struct ViewMetrics: Hashable, Sendable {
    /// The view's width in points (negative, NaN or infinite: 0).
    package var width: CGFloat { didSet { width = width.positiveOrZero } }
    /// The view's height in points (negative, NaN or infinite: 0).
    package var height: CGFloat { didSet { height = height.positiveOrZero } }
    /// The layout direction (default left to right).
    package var layoutDirection: LayoutDirection
    /// The text size category's name (default "", none known).
    package var textSize: String

    /// Creates metrics; sizes that are negative, NaN or infinite count as 0.
    package init(width: CGFloat, height: CGFloat, layoutDirection: LayoutDirection = .leftToRight, textSize: String = "") {
        self.width = width.positiveOrZero
        self.height = height.positiveOrZero
        self.layoutDirection = layoutDirection
        self.textSize = textSize
    }

    /// Whether a view of `old` size laid out again at `new` size must redo its
    /// layout: true when the width or height differs once both are cleaned as
    /// ``width`` and ``height`` are (so NaN never differs from NaN, and a
    /// negative size equals 0). What `InfiniteTabLayout` answers UIKit's
    /// `shouldInvalidateLayout(forBoundsChange:)` with.
    package static func sizeChanged(from old: CGSize, to new: CGSize) -> Bool {
        ViewMetrics(width: old.width, height: old.height) != ViewMetrics(width: new.width, height: new.height)
    }
}
