import Foundation

extension PickerScrollDriver {
    /// The view changed (a layout pass or a trait change): records `metrics`
    /// and returns what the picker must redo. The picker measures no text, so
    /// a new size or a new layout direction answers ``ViewRefresh/layout``
    /// (lay the pages out again, keeping the selection) and a new text size
    /// alone ``ViewRefresh/none`` (see ``ViewRefreshTracker``).
    package func viewChanged(_ metrics: ViewMetrics) -> ViewRefresh {
        viewTracker.refresh(for: metrics)
    }

    /// Forgets the metrics the picker was laid out for, so that the next
    /// ``viewChanged(_:)`` lays out again (a new page width was asked for).
    package func forgetViewMetrics() {
        viewTracker.forget()
    }

    /// Whether a touch the picker's own view received (on a peeking
    /// neighbour, outside the page-wide scroll view) goes to the scroll view:
    /// true when the hit view is the picker itself (`hitPickerItself`) and the
    /// scroll view takes touches now (see ``acceptsTouches``: not during an
    /// animated move). Otherwise the hit view keeps the touch, so a tap during
    /// an animated move still reaches the picker and queues.
    package func touchGoesToScrollView(hitPickerItself: Bool) -> Bool {
        hitPickerItself && acceptsTouches
    }
}
