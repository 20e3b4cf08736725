import Foundation

/// What the terminal demo shows: the picker's options, the tabs, and one page
/// per tab.
package struct DemoContent: Hashable, Sendable {
    /// The option picker's items, in order (the standard demo: clothing sizes).
    package var pickerItems: [String]
    /// The picker item shown at start (wrapped into range; 0 without items).
    package var pickerStart: Int
    /// The tab titles; there is one page per tab.
    package var tabTitles: [String]
    /// One line of text per page; a page without one shows an empty line.
    package var pageBlurbs: [String]

    /// Creates demo content.
    package init(pickerItems: [String], pickerStart: Int = 0, tabTitles: [String], pageBlurbs: [String] = []) {
        self.pickerItems = pickerItems
        self.pickerStart = pickerStart
        self.tabTitles = tabTitles
        self.pageBlurbs = pageBlurbs
    }

    /// The content the demo runs with: five sizes starting at L, and seven
    /// news sections.
    package static let standard = DemoContent(
        pickerItems: ["XS", "S", "M", "L", "XL"],
        pickerStart: 3,
        tabTitles: ["Headlines", "World", "Business", "Technology", "Science", "Sports", "Culture"],
        pageBlurbs: [
            "Top stories from everywhere, all day long.",
            "Dispatches from every continent.",
            "Markets, companies and the money in between.",
            "Gadgets, code and the people who make them.",
            "Discoveries, space and the natural world.",
            "Scores, transfers and the weekend's results.",
            "Books, film, music and the arts.",
        ]
    )

    /// The blurb of a page, or "" when it has none.
    package func blurb(ofPage page: Int) -> String {
        pageBlurbs.indices.contains(page) ? pageBlurbs[page] : ""
    }
}

/// The geometry of the terminal demo: how wide it is, how many points of the
/// simulated device one character column and one line stand for, and the
/// sizes of the controls on the device.
///
/// The real controls run on a device `innerWidth × pointsPerColumn` points
/// wide; the renderer turns the frames of their views into columns and lines.
/// Values below 1 are raised to 1 (columns) or to 1 point.
package struct DemoLayout: Hashable, Sendable {
    /// The width of every line of a frame, in columns (default 72).
    package var width: Int
    /// How many points one column stands for (default 8, about one character
    /// of the model's 15 pt text).
    package var pointsPerColumn: CGFloat
    /// How many points one line of the pages stands for (default 16).
    package var pointsPerLine: CGFloat
    /// The width of one picker page, in columns (default 8).
    package var pickerPageColumns: Int
    /// How many columns of the neighbouring pages peek in beside the picker,
    /// on each side (default 16: two whole neighbours).
    package var pickerPeekColumns: Int

    /// Creates a layout; see each property for its default.
    package init(width: Int = 72, pointsPerColumn: CGFloat = 8, pointsPerLine: CGFloat = 16,
                pickerPageColumns: Int = 8, pickerPeekColumns: Int = 16) {
        self.width = Swift.max(8, width)
        self.pointsPerColumn = pointsPerColumn.isFinite ? Swift.max(1, pointsPerColumn) : 8
        self.pointsPerLine = pointsPerLine.isFinite ? Swift.max(1, pointsPerLine) : 16
        self.pickerPageColumns = Swift.max(1, pickerPageColumns)
        self.pickerPeekColumns = Swift.max(0, pickerPeekColumns)
    }

    /// The columns inside the one-column margins: the device's width.
    package var innerWidth: Int { width - 2 }

    /// Converts columns to points.
    package func points(_ columns: Int) -> CGFloat { CGFloat(columns) * pointsPerColumn }

    /// The picker view's width in columns: its page and the neighbours.
    package var pickerColumns: Int { 2 * pickerPeekColumns + pickerPageColumns }

    /// The device's size in points: `innerWidth` columns wide; the picker
    /// (two lines), the strip (two lines) and the pages (four lines) high.
    package var deviceSize: CGSize {
        CGSize(width: points(innerWidth), height: pickerHeight + stripHeight + 4 * pointsPerLine)
    }

    /// The picker's height in points (two lines).
    package var pickerHeight: CGFloat { 2 * pointsPerLine }
    /// The tab strip's height in points (two lines).
    package var stripHeight: CGFloat { 2 * pointsPerLine }
}
