#if os(Linux)
import InfiniteTabs
import InfiniteTabsCore
import UIKit

/// What the tab strip shows in one frame, read from the real view tree: the
/// cells on screen with their labels, the indicator view, the collection
/// view's offset and motion.
@MainActor
package struct StripPicture {
    /// One cell on screen.
    package struct Cell {
        /// The item its label names (nil: no title label).
        package var item: Int?
        /// Its index path's item (the copy).
        package var cell: Int
        /// Its left and right edges, from the strip's left edge.
        package var minX: CGFloat, maxX: CGFloat
        /// Its title label.
        package var label: UILabel?
    }

    /// `contentOffset.x`, the bounds' width and the content's width.
    package var offset: CGFloat, width: CGFloat, contentWidth: CGFloat
    /// The cells on screen, left to right.
    package var cells: [Cell]
    /// The indicator view's frame in the content.
    package var indicator: CGRect
    /// The layout the driver gave the collection view's layout (its period,
    /// looping and item count), to tell a recentre from a relayout.
    package var layout: LoopingTabLayout
    /// Whether a finger drags the strip, it decelerates, or an animated
    /// `setContentOffset` moves it.
    package var isDragging: Bool, isDecelerating: Bool, isAnimating: Bool
    /// Where an animated `setContentOffset` heads, from where.
    package var animation: (from: CGFloat, to: CGFloat)?

    /// Reads the strip of `screen`.
    package init(_ screen: StripScreen) {
        let strip = screen.strip
        let cv = strip.collectionView
        offset = cv.contentOffset.x
        width = cv.bounds.width
        contentWidth = cv.contentSize.width
        indicator = strip.indicatorView.frame
        layout = strip.driver.strip
        isDragging = cv.isDragging
        isDecelerating = cv.isDecelerating
        isAnimating = cv.isAnimatingProgrammatically
        animation = cv.programmaticAnimation.map { ($0.from.x, $0.to.x) }
        var cells: [Cell] = []
        for path in cv.indexPathsForVisibleItems {
            guard let cell = cv.cellForItem(at: path), !cell.isHidden else { continue }
            let label = Self.titleLabel(in: cell)
            let x = cell.frame.minX - offset
            cells.append(Cell(item: label?.text.flatMap(screen.item(named:)), cell: path.item, minX: x,
                              maxX: x + cell.frame.width, label: label))
        }
        self.cells = cells.sorted { $0.minX < $1.minX }
    }

    /// The first label with text in a cell (the title; a badge comes after).
    static func titleLabel(in view: UIView) -> UILabel? {
        if let label = view as? UILabel, !view.isHidden, label.text?.isEmpty == false { return label }
        for sub in view.subviews { if let found = titleLabel(in: sub) { return found } }
        return nil
    }

    /// The indicator's frame from the strip's left edge.
    package var indicatorOnScreen: CGRect { indicator.offsetBy(dx: -offset, dy: 0) }

    /// The item shown at `x` from the strip's left edge: `.some(nil)` in a
    /// gap, nil too near a cell's edge to tell.
    package func item(atScreenX x: CGFloat) -> Int?? {
        for c in cells where x >= c.minX - 0.01 && x < c.maxX + 0.01 {
            if x - c.minX < 0.01 || c.maxX - x < 0.01 { return nil }
            return .some(c.item)
        }
        if cells.contains(where: { abs($0.minX - x) < 0.02 || abs($0.maxX - x) < 0.02 }) { return nil }
        return .some(nil)
    }

    /// The cell at `x` from the strip's left edge.
    package func cell(atScreenX x: CGFloat) -> Cell? {
        cells.first { x >= $0.minX && x < $0.maxX }
    }
}
#endif
