import Foundation

/// What one cell of the tab strip shows: which item, and whether it shows as selected.
package struct TabCellContent: Hashable, Sendable {
    package var item: Int
    package var isSelected: Bool
    /// How selected the tab looks right now, 0...1: its title's colour and scale follow it during a swipe (see
    /// ``PagingState/titleEmphasis(ofItem:)``).
    package var emphasis: CGFloat

    package init(item: Int, isSelected: Bool, emphasis: CGFloat? = nil) {
        self.item = item
        self.isSelected = isSelected
        self.emphasis = (emphasis ?? (isSelected ? 1 : 0)).clampedToUnit
    }
}
