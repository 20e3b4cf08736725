// What the tab strip driver answers about one cell or item: its content, emphasis, look changes, VoiceOver frame.
import Foundation

extension TabStripDriver {
    /// How selected item `item`'s title looks right now, 0...1 (see ``PagingState/titleEmphasis(ofItem:)``): 1 for the selected tab at
    /// rest, shared between the tab left and the tab reached during a move.
    package func titleEmphasis(ofItem item: Int) -> CGFloat {
        guard (0..<itemCount).contains(item) else { return 0 }
        return state.titleEmphasis(ofItem: item)
    }

    /// Whether some copy of `item` is at least partly inside the viewport now.
    package func showsItem(_ item: Int) -> Bool {
        guard (0..<itemCount).contains(item), host != nil else { return false }
        let x = layoutOffset()
        let frame = strip.frame(ofCell: nearestCell(ofItem: item))
        return frame.maxX > x && frame.minX < x + strip.viewportWidth
    }

    /// Whether an item shows as the selected tab (its title colour, its VoiceOver `.selected` trait).
    package func isSelected(_ item: Int) -> Bool {
        itemCount > 0 && item == selectedIndex
    }

    /// Where VoiceOver should find an item: the frame of its copy nearest the centre of the viewport, in viewport coordinates (mirrored in
    /// right to left).
    package func accessibilityFrame(ofItem item: Int) -> StripFrame {
        guard (0..<itemCount).contains(item) else { return StripFrame(x: 0, width: 0) }
        let frame = strip.mirroredFrame(strip.frame(ofCell: nearestCell(ofItem: item)), direction: direction)
        return frame.offsetBy(-(host?.offsetAlongAxis ?? 0).finiteOr(0))
    }
}

extension TabStripDriver {
    /// What cell `cell` shows: item `cell mod itemCount` and whether it is selected.
    package func content(ofCell cell: Int, availableItems: Int) -> TabCellContent? {
        guard cell >= 0, cell < strip.cellCount else { return nil }
        return content(ofItem: strip.item(atCell: cell), availableItems: availableItems)
    }

    /// What the tab of `item` shows (its VoiceOver element, say): the item, whether it is selected and how selected it looks during a
    /// swipe.
    package func content(ofItem item: Int, availableItems: Int) -> TabCellContent? {
        guard item >= 0, item < itemCount, item < availableItems else { return nil }
        return TabCellContent(item: item, isSelected: isSelected(item), emphasis: titleEmphasis(ofItem: item))
    }

    /// The view changed (a layout pass or a trait change): records `metrics` and returns what the strip must redo.
    package func viewChanged(_ metrics: ViewMetrics) -> ViewRefresh {
        viewTracker.refresh(for: metrics)
    }

    /// Whether the tabs are measured at the strip's height (custom cells sized by Auto Layout; default false): then the first layout and
    /// every new height answer ``ViewRefresh/measure`` from ``viewChanged(_:)``, so a cell set up before the strip had a height is measured
    /// again at the height it will have.
    package var cellsMeasureByHeight: Bool {
        get { viewTracker.measuresByHeight }
        set { viewTracker.measuresByHeight = newValue }
    }

    /// Follows a paging scroll view as ``follow(offset:pageWidth:contentWidth:)`` does, its pages `pageWidth` wide or, when `pageWidth` is
    /// nil, as wide as the scroll view (`scrollViewWidth`).
    package func follow(offset: CGFloat, pageWidth: CGFloat?, scrollViewWidth: CGFloat, contentWidth: CGFloat) -> StripUpdate {
        follow(offset: offset, pageWidth: pageWidth ?? scrollViewWidth, contentWidth: contentWidth)
    }
}
