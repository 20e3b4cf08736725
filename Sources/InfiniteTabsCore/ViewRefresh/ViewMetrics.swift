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

/// What a control must redo after its view changed.
package enum ViewRefresh: Hashable, Sendable {
    /// Nothing changed that the control lays out from.
    case none
    /// Lay out again with the measurements the control has (a new size, or a
    /// new direction for a control that measures no text).
    case layout
    /// Measure the content again (its text size or direction changed), then
    /// lay out.
    case measure
}

/// Remembers the metrics a control last laid out for and decides what a new
/// reading needs: the `if size != lastSize` of a view's `layoutSubviews` and
/// the trait comparison of its `traitCollectionDidChange`, in one place.
///
/// - A control that measures text (the tab strip) measures again when the
///   text size or the layout direction changed; one that does not (the
///   picker) lays out again for a new direction and ignores the text size.
/// - A new width or height lays out again.
/// - The first reading lays out unless the view is still 0 by 0 (a view
///   before its first layout); so does the first reading after ``forget()``.
package struct ViewRefreshTracker: Hashable, Sendable {
    /// Whether the control measures text, so that a new text size or
    /// direction needs ``ViewRefresh/measure``.
    package let measuresText: Bool
    /// Whether the content is measured at the view's height (default
    /// false): then the first reading with a size and every new height
    /// answer ``ViewRefresh/measure``.
    package var measuresByHeight = false
    /// The metrics of the last reading (nil before the first, or after ``forget()``).
    package private(set) var last: ViewMetrics?

    /// Creates a tracker that has seen nothing yet.
    package init(measuresText: Bool) {
        self.measuresText = measuresText
    }

    /// Records `metrics` and returns what the control must redo for them.
    package mutating func refresh(for metrics: ViewMetrics) -> ViewRefresh {
        defer { last = metrics }
        guard let last else {
            if metrics.width == 0 && metrics.height == 0 { return .none }
            return measuresByHeight ? .measure : .layout
        }
        let directionChanged = last.layoutDirection != metrics.layoutDirection
        if measuresText, directionChanged || last.textSize != metrics.textSize { return .measure }
        if measuresByHeight, last.height != metrics.height { return .measure }
        if directionChanged || last.width != metrics.width || last.height != metrics.height { return .layout }
        return .none
    }

    /// Forgets the last reading, so that the next one lays out (a setting the
    /// layout depends on changed, such as the picker's page width).
    package mutating func forget() {
        last = nil
    }
}
