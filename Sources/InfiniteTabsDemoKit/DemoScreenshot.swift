import Foundation
import InfiniteTabsCore

/// What the demo's device shows in one frame, read from the real controls'
/// view tree (window coordinates, points): the visible labels
/// (`SimulatedDevice.visibleLabels()`), the frames of the picker, the strip,
/// the pages, the strip's indicator view and each page view, plus the
/// container's public paging state and the picker's selected option for the
/// status line. Plain values, so the renderer is a pure function of them.
package struct DemoScreenshot: Hashable, Sendable {
    /// A label on screen.
    package struct Label: Hashable, Sendable {
        /// Its text.
        package var text: String
        /// Its own frame in the window.
        package var frame: CGRect
        /// Creates a label.
        package init(text: String, frame: CGRect) { self.text = text; self.frame = frame }
    }

    /// Every visible label.
    package var labels: [Label]
    /// The picker view's frame.
    package var picker: CGRect
    /// The tab strip's frame.
    package var strip: CGRect
    /// The pages' frame (their viewport).
    package var pages: CGRect
    /// The indicator view's frame; nil when it is hidden.
    package var indicator: CGRect?
    /// The frames of the page views in the window.
    package var pageViews: [CGRect]
    /// The container's paging state.
    package var state: PagingState
    /// The picker's selected option; nil without options.
    package var pickerItem: Int?

    /// Creates a screenshot.
    package init(labels: [Label], picker: CGRect, strip: CGRect, pages: CGRect, indicator: CGRect?,
                pageViews: [CGRect], state: PagingState, pickerItem: Int?) {
        self.labels = labels
        self.picker = picker
        self.strip = strip
        self.pages = pages
        self.indicator = indicator
        self.pageViews = pageViews
        self.state = state
        self.pickerItem = pickerItem
    }
}
