/// What the simulated device showed in one frame, as plain values (standard
/// library types only, so a drawing tool needs nothing but the standard
/// library to read it).
///
/// Screen positions are in points from the leading (left) edge of the
/// control's own view; content positions are in the scroll view's content
/// coordinates. A control that is not part of a scenario leaves its part nil.
public struct Frame: Hashable, Sendable {
    /// Seconds since the scenario started.
    public var time: Double
    /// Every scroll view of the scenario, by name ("picker", "strip",
    /// "pages", "content").
    public var scrollViews: [ScrollViewFrame]
    /// The tab strip, when the scenario has one.
    public var strip: StripFrameRecord?
    /// The pages, when the scenario has them.
    public var pages: PagesFrame?
    /// The option picker, when the scenario has one.
    public var picker: PickerFrame?
    /// The value a SwiftUI binding holds, when the scenario has one.
    public var boundIndex: Int?
    /// What the user did or the app asked for during this frame, in words
    /// ("tap cell 7", "finger down"), for captions.
    public var events: [String]

    /// Creates a frame.
    public init(time: Double, scrollViews: [ScrollViewFrame] = [], strip: StripFrameRecord? = nil,
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
public struct ScrollViewFrame: Hashable, Sendable {
    /// Its name in the scenario.
    public var name: String
    /// `contentOffset.x`.
    public var offset: Double
    /// `bounds.width`.
    public var boundsWidth: Double
    /// `contentSize.width`.
    public var contentWidth: Double
    /// A finger is down (`isTracking`).
    public var isTracking: Bool
    /// Moving after a release (`isDecelerating`).
    public var isDecelerating: Bool
    /// An animated `setContentOffset` runs.
    public var isAnimating: Bool

    /// Creates a record.
    public init(name: String, offset: Double, boundsWidth: Double, contentWidth: Double,
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
public struct Span: Hashable, Sendable {
    /// The leading x.
    public var x: Double
    /// The width.
    public var width: Double
    /// Creates a span.
    public init(x: Double, width: Double) { self.x = x; self.width = width }
    /// The trailing x.
    public var maxX: Double { x + width }
    /// The centre x.
    public var midX: Double { x + width / 2 }
}

/// The tab strip in a frame.
public struct StripFrameRecord: Hashable, Sendable {
    /// The width of the strip's view.
    public var viewportWidth: Double
    /// The height of the strip's view.
    public var height: Double
    /// The cells that intersect the view, leading first: which item each
    /// shows, its cell (copy) number and its span on screen.
    public var cells: [CellRecord]
    /// The indicator as drawn (its animation included), on screen: x, y,
    /// width, height.
    public var indicator: RectRecord
    /// The item shown as selected.
    public var selectedItem: Int
    /// The number of items.
    public var itemCount: Int

    /// Creates a record.
    public init(viewportWidth: Double, height: Double, cells: [CellRecord], indicator: RectRecord,
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
public struct CellRecord: Hashable, Sendable {
    /// The item the cell shows (`cell mod n`).
    public var item: Int
    /// The cell's index among all copies.
    public var cell: Int
    /// Where it is on screen.
    public var span: Span
    /// Creates a record.
    public init(item: Int, cell: Int, span: Span) { self.item = item; self.cell = cell; self.span = span }
}

/// A rectangle on screen.
public struct RectRecord: Hashable, Sendable {
    /// Leading x.
    public var x: Double
    /// Top y.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double
    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// The pages in a frame.
public struct PagesFrame: Hashable, Sendable {
    /// The width of one page (the page view's width).
    public var pageWidth: Double
    /// The number of pages.
    public var count: Int
    /// The pages on screen, leading first: index and span on screen (two
    /// while a swipe or a transition is under way, one at rest).
    public var visible: [PageRecord]
    /// The page the page view controller holds (`viewControllers.first`).
    public var shownIndex: Int?
    /// The index the pages last settled on (the driver's `selectedIndex`).
    public var selectedIndex: Int
    /// The index the pages are at or heading for.
    public var targetIndex: Int
    /// The paging state: "idle", "dragging", "settling" or "transitioning".
    public var state: String
    /// The move's source and target and progress (0 at rest).
    public var from: Int
    /// The move's target (the index at rest).
    public var to: Int
    /// The move's progress, 0...1.
    public var progress: Double

    /// Creates a record.
    public init(pageWidth: Double, count: Int, visible: [PageRecord], shownIndex: Int?, selectedIndex: Int,
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
public struct PageRecord: Hashable, Sendable {
    /// The item or page index it shows.
    public var index: Int
    /// Where it is on screen.
    public var span: Span
    /// Creates a record.
    public init(index: Int, span: Span) { self.index = index; self.span = span }
}

/// The option picker in a frame.
public struct PickerFrame: Hashable, Sendable {
    /// The width of the picker's view (neighbours peek in when it is wider
    /// than a page).
    public var visibleWidth: Double
    /// The width of one page.
    public var pageWidth: Double
    /// The page views shown, leading first, with the item each shows, on
    /// screen.
    public var pages: [PageRecord]
    /// The selected item (the driver's `selectedIndex`).
    public var selectedIndex: Int
    /// The number of items.
    public var itemCount: Int

    /// Creates a record.
    public init(visibleWidth: Double, pageWidth: Double, pages: [PageRecord], selectedIndex: Int, itemCount: Int) {
        self.visibleWidth = visibleWidth
        self.pageWidth = pageWidth
        self.pages = pages
        self.selectedIndex = selectedIndex
        self.itemCount = itemCount
    }
}

/// A recorded scenario: its frames in order.
public struct Recording: Hashable, Sendable {
    /// What the scenario shows, in words.
    public var title: String
    /// The frame rate it was recorded at.
    public var framesPerSecond: Double
    /// The frames, one per display refresh.
    public var frames: [Frame]

    /// Creates a recording.
    public init(title: String, framesPerSecond: Double, frames: [Frame] = []) {
        self.title = title
        self.framesPerSecond = framesPerSecond
        self.frames = frames
    }
}
