import Foundation

/// What a control's view is laid out for: its size, its layout direction and its text size (the Dynamic Type category's
/// name, any text that changes when the user's text size changes).
package struct ViewMetrics: Hashable, Sendable {
    package var width: CGFloat { didSet { width = width.positiveOrZero } }
    package var height: CGFloat { didSet { height = height.positiveOrZero } }
    package var layoutDirection: LayoutDirection
    package var textSize: String

    /// Creates metrics; sizes that are negative, NaN or infinite count as 0.
    package init(width: CGFloat, height: CGFloat, layoutDirection: LayoutDirection = .leftToRight, textSize: String = "") {
        self.width = width.positiveOrZero
        self.height = height.positiveOrZero
        self.layoutDirection = layoutDirection
        self.textSize = textSize
    }

    /// Whether a view of `old` size laid out again at `new` size must redo its layout: true when the width or height
    /// differs once both are cleaned as ``width`` and ``height`` are (so NaN never differs from NaN, and a negative
    /// size equals 0).
    package static func sizeChanged(from old: CGSize, to new: CGSize) -> Bool {
        ViewMetrics(width: old.width, height: old.height) != ViewMetrics(width: new.width, height: new.height)
    }
}
