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

/// The geometry of the terminal demo: how wide it is, and how many points of
/// the simulated controls one character column stands for.
///
/// Every control is laid out in points by the real core and drawn by sampling
/// it once per column, so a frame in the middle of an animation shows exactly
/// where things are. Values below 1 are raised to 1 (columns) or to 1 point.
package struct DemoLayout: Hashable, Sendable {
    /// The width of every line of a frame, in columns (default 72).
    package var width: Int
    /// How many points one column stands for (default 4).
    package var pointsPerColumn: CGFloat
    /// The width of one picker page, in columns (default 8).
    package var pickerPageColumns: Int
    /// How many columns of the neighbouring pages peek in beside the picker,
    /// on each side (default 16: two whole neighbours).
    package var pickerPeekColumns: Int
    /// Blank columns either side of a tab title inside its cell (default 1).
    package var tabPaddingColumns: Int
    /// Columns between two tab cells (default 1).
    package var tabSpacingColumns: Int

    /// Creates a layout; see each property for its default.
    package init(width: Int = 72, pointsPerColumn: CGFloat = 4, pickerPageColumns: Int = 8,
                pickerPeekColumns: Int = 16, tabPaddingColumns: Int = 1, tabSpacingColumns: Int = 1) {
        self.width = Swift.max(8, width)
        self.pointsPerColumn = pointsPerColumn.isFinite ? Swift.max(1, pointsPerColumn) : 4
        self.pickerPageColumns = Swift.max(1, pickerPageColumns)
        self.pickerPeekColumns = Swift.max(0, pickerPeekColumns)
        self.tabPaddingColumns = Swift.max(0, tabPaddingColumns)
        self.tabSpacingColumns = Swift.max(0, tabSpacingColumns)
    }

    /// The columns inside the one-column margins: the tab strip's viewport and
    /// the pages' width.
    package var innerWidth: Int { width - 2 }

    /// Converts columns to points.
    package func points(_ columns: Int) -> CGFloat { CGFloat(columns) * pointsPerColumn }

    /// The width of a tab cell for a title, in points: the title plus padding.
    package func tabWidth(title: String) -> CGFloat { points(title.count + 2 * tabPaddingColumns) }
}
