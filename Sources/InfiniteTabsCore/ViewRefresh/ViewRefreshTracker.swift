import Foundation

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
    /// Whether the control measures text, so that a new text size or direction needs ``ViewRefresh/measure``.
    package let measuresText: Bool
    /// Whether the content is measured at the view's height (default false): then the first reading with a size and
    /// every new height answer ``ViewRefresh/measure``.
    package var measuresByHeight = false
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

    /// Forgets the last reading, so that the next one lays out (a setting the layout depends on changed, such as the
    /// picker's page width).
    package mutating func forget() {
        last = nil
    }
}
