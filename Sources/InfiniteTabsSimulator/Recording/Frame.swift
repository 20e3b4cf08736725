/// What the simulated device showed in one frame, as plain values (standard
/// library types only, so a drawing tool needs nothing but the standard
/// library to read it).
///
/// Screen positions are in points from the leading (left) edge of the
/// control's own view; content positions are in the scroll view's content
/// coordinates. A control that is not part of a scenario leaves its part nil.
package struct Frame: Hashable, Sendable {
    /// Seconds since the scenario started.
    package var time: Double
    /// Every scroll view of the scenario, by name ("picker", "strip",
    /// "pages", "content").
    package var scrollViews: [ScrollViewFrame]
    /// The tab strip, when the scenario has one.
    package var strip: StripFrameRecord?
    /// The pages, when the scenario has them.
    package var pages: PagesFrame?
    /// The option picker, when the scenario has one.
    package var picker: PickerFrame?
    /// The value a SwiftUI binding holds, when the scenario has one.
    package var boundIndex: Int?
    /// What the user did or the app asked for during this frame, in words
    /// ("tap cell 7", "finger down"), for captions.
    package var events: [String]

    /// Creates a frame.
    package init(time: Double, scrollViews: [ScrollViewFrame] = [], strip: StripFrameRecord? = nil,
                pages: PagesFrame? = nil, picker: PickerFrame? = nil, boundIndex: Int? = nil, events: [String] = []) {
        self.time = time
        self.scrollViews = scrollViews
        self.strip = strip
        self.pages = pages
        self.picker = picker
        self.boundIndex = boundIndex
        self.events = events
    }
}

/// One scroll view in a frame.
package struct ScrollViewFrame: Hashable, Sendable {
    /// Its name in the scenario.
    package var name: String
    /// `contentOffset.x`.
    package var offset: Double
    /// `bounds.width`.
    package var boundsWidth: Double
    /// `contentSize.width`.
    package var contentWidth: Double
    /// A finger is down (`isTracking`).
    package var isTracking: Bool
    /// Moving after a release (`isDecelerating`).
    package var isDecelerating: Bool
    /// An animated `setContentOffset` runs.
    package var isAnimating: Bool

    /// Creates a record.
    package init(name: String, offset: Double, boundsWidth: Double, contentWidth: Double,
                isTracking: Bool, isDecelerating: Bool, isAnimating: Bool) {
        self.name = name
        self.offset = offset
        self.boundsWidth = boundsWidth
        self.contentWidth = contentWidth
        self.isTracking = isTracking
        self.isDecelerating = isDecelerating
        self.isAnimating = isAnimating
    }
}

/// A horizontal extent on screen: leading x and width, in points.
package struct Span: Hashable, Sendable {
    /// The leading x.
    package var x: Double
    /// The width.
    package var width: Double
    /// Creates a span.
    package init(x: Double, width: Double) { self.x = x; self.width = width }
    /// The trailing x.
    package var maxX: Double { x + width }
    /// The centre x.
    package var midX: Double { x + width / 2 }
}

/// The tab strip in a frame.
package struct StripFrameRecord: Hashable, Sendable {
    /// The width of the strip's view.
    package var viewportWidth: Double
    /// The height of the strip's view.
    package var height: Double
    /// The cells that intersect the view, leading first: which item each
    /// shows, its cell (copy) number and its span on screen.
    package var cells: [CellRecord]
    /// The indicator as drawn (its animation included), on screen: x, y,
    /// width, height.
    package var indicator: RectRecord
    /// The item shown as selected.
    package var selectedItem: Int
    /// The number of items.
    package var itemCount: Int

    /// Creates a record.
    package init(viewportWidth: Double, height: Double, cells: [CellRecord], indicator: RectRecord,
                selectedItem: Int, itemCount: Int) {
        self.viewportWidth = viewportWidth
        self.height = height
        self.cells = cells
        self.indicator = indicator
        self.selectedItem = selectedItem
        self.itemCount = itemCount
    }
}

/// One cell of the tab strip on screen.
package struct CellRecord: Hashable, Sendable {
    /// The item the cell shows (`cell mod n`).
    package var item: Int
    /// The cell's index among all copies.
    package var cell: Int
    /// Where it is on screen.
    package var span: Span
    /// Creates a record.
    package init(item: Int, cell: Int, span: Span) { self.item = item; self.cell = cell; self.span = span }
}

/// A rectangle on screen.
package struct RectRecord: Hashable, Sendable {
    /// Leading x.
    package var x: Double
    /// Top y.
    package var y: Double
    /// Width.
    package var width: Double
    /// Height.
    package var height: Double
    /// Creates a rectangle.
    package init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// The pages in a frame.
package struct PagesFrame: Hashable, Sendable {
    /// The width of one page (the page view's width).
    package var pageWidth: Double
    /// The number of pages.
    package var count: Int
    /// The pages on screen, leading first: index and span on screen (two
    /// while a swipe or a transition is under way, one at rest).
    package var visible: [PageRecord]
    /// The page the page view controller holds (`viewControllers.first`).
    package var shownIndex: Int?
    /// The index the pages last settled on (the driver's `selectedIndex`).
    package var selectedIndex: Int
    /// The index the pages are at or heading for.
    package var targetIndex: Int
    /// The paging state: "idle", "dragging", "settling" or "transitioning".
    package var state: String
    /// The move's source and target and progress (0 at rest).
    package var from: Int
    /// The move's target (the index at rest).
    package var to: Int
    /// The move's progress, 0...1.
    package var progress: Double

    /// Creates a record.
    package init(pageWidth: Double, count: Int, visible: [PageRecord], shownIndex: Int?, selectedIndex: Int,
                targetIndex: Int, state: String, from: Int, to: Int, progress: Double) {
        self.pageWidth = pageWidth
        self.count = count
        self.visible = visible
        self.shownIndex = shownIndex
        self.selectedIndex = selectedIndex
        self.targetIndex = targetIndex
        self.state = state
        self.from = from
        self.to = to
        self.progress = progress
    }
}

/// One page (of the pages or of the picker) on screen.
package struct PageRecord: Hashable, Sendable {
    /// The item or page index it shows.
    package var index: Int
    /// Where it is on screen.
    package var span: Span
    /// Creates a record.
    package init(index: Int, span: Span) { self.index = index; self.span = span }
}

/// The option picker in a frame.
package struct PickerFrame: Hashable, Sendable {
    /// The width of the picker's view (neighbours peek in when it is wider
    /// than a page).
    package var visibleWidth: Double
    /// The width of one page.
    package var pageWidth: Double
    /// The page views shown, leading first, with the item each shows, on
    /// screen.
    package var pages: [PageRecord]
    /// The selected item (the driver's `selectedIndex`).
    package var selectedIndex: Int
    /// The number of items.
    package var itemCount: Int

    /// Creates a record.
    package init(visibleWidth: Double, pageWidth: Double, pages: [PageRecord], selectedIndex: Int, itemCount: Int) {
        self.visibleWidth = visibleWidth
        self.pageWidth = pageWidth
        self.pages = pages
        self.selectedIndex = selectedIndex
        self.itemCount = itemCount
    }
}

/// A recorded scenario: its frames in order.
package struct Recording: Hashable, Sendable {
    /// What the scenario shows, in words.
    package var title: String
    /// The frame rate it was recorded at.
    package var framesPerSecond: Double
    /// The frames, one per display refresh.
    package var frames: [Frame]

    /// Creates a recording.
    package init(title: String, framesPerSecond: Double, frames: [Frame] = []) {
        self.title = title
        self.framesPerSecond = framesPerSecond
        self.frames = frames
    }
}
