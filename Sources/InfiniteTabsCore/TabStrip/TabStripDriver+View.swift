import Foundation

/// What one cell of the tab strip shows: which item, and whether it shows as
/// selected. The strip's view configures a cell (built-in or custom) from it.
package struct TabCellContent: Hashable, Sendable {
    /// The item the cell shows, in `0..<itemCount`.
    package var item: Int
    /// Whether the item is the selected tab.
    package var isSelected: Bool
    /// How selected the tab looks right now, 0...1: its title's colour and
    /// scale follow it during a swipe (see ``PagingState/titleEmphasis(ofItem:)``).
    package var emphasis: CGFloat

    /// Creates the content of a cell. `emphasis` defaults to 1 for a
    /// selected tab and 0 otherwise; it is clamped to 0...1 (NaN gives 0).
    package init(item: Int, isSelected: Bool, emphasis: CGFloat? = nil) {
        self.item = item
        self.isSelected = isSelected
        self.emphasis = (emphasis ?? (isSelected ? 1 : 0)).clampedToUnit
    }
}

extension TabStripDriver {
    /// What cell `cell` shows: item `cell mod itemCount` and whether it is
    /// selected. Nil for a cell outside `0..<strip.cellCount` (so also without
    /// items) or whose item is not below `availableItems`, the number of items
    /// the view has data for (a view that got fewer items than it laid out
    /// leaves those cells empty instead of reading past its array).
    package func content(ofCell cell: Int, availableItems: Int) -> TabCellContent? {
        guard cell >= 0, cell < strip.cellCount else { return nil }
        return content(ofItem: strip.item(atCell: cell), availableItems: availableItems)
    }

    /// What the tab of `item` shows (its VoiceOver element, say): the item,
    /// whether it is selected and how selected it looks during a swipe. Nil for an item outside `0..<itemCount` or not
    /// below `availableItems`.
    package func content(ofItem item: Int, availableItems: Int) -> TabCellContent? {
        guard item >= 0, item < itemCount, item < availableItems else { return nil }
        return TabCellContent(item: item, isSelected: isSelected(item), emphasis: titleEmphasis(ofItem: item))
    }

    /// Which tab titles need a new look since `tracker` last recorded a
    /// state, recording the driver's current ``state`` in it (see
    /// ``TitleEmphasisTracker``): nil when the state is the one the titles
    /// already show. The strip's view asks each time it places the indicator.
    package func titleLookChange(since tracker: inout TitleEmphasisTracker) -> TitleEmphasisTracker.Change? {
        tracker.change(to: state)
    }

    /// The view changed (a layout pass or a trait change): records `metrics`
    /// and returns what the strip must redo. The strip measures its titles,
    /// so a new text size or layout direction answers
    /// ``ViewRefresh/measure``, a new size ``ViewRefresh/layout`` (see
    /// ``ViewRefreshTracker``).
    package func viewChanged(_ metrics: ViewMetrics) -> ViewRefresh {
        viewTracker.refresh(for: metrics)
    }

    /// Whether the tabs are measured at the strip's height (custom cells
    /// sized by Auto Layout; default false): then the first layout and
    /// every new height answer ``ViewRefresh/measure`` from ``viewChanged(_:)``,
    /// so a cell set up before the strip had a height is measured again at
    /// the height it will have.
    package var cellsMeasureByHeight: Bool {
        get { viewTracker.measuresByHeight }
        set { viewTracker.measuresByHeight = newValue }
    }

    /// Follows a paging scroll view as ``follow(offset:pageWidth:contentWidth:)``
    /// does, its pages `pageWidth` wide or, when `pageWidth` is nil, as wide
    /// as the scroll view (`scrollViewWidth`). Bad widths are handled there.
    @discardableResult
    package func follow(offset: CGFloat, pageWidth: CGFloat?, scrollViewWidth: CGFloat, contentWidth: CGFloat) -> PagingState? {
        follow(offset: offset, pageWidth: pageWidth ?? scrollViewWidth, contentWidth: contentWidth)
    }
}
