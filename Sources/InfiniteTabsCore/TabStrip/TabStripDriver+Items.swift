// What the tab strip driver answers about one item: its emphasis, whether it shows, whether it is selected, its VoiceOver frame.
import Foundation

extension TabStripDriver {
    /// How selected item `item`'s title looks right now, 0...1 (see
    /// ``PagingState/titleEmphasis(ofItem:)``): 1 for the selected tab at rest,
    /// shared between the tab left and the tab reached during a move. The same
    /// for every copy of the item, so a recentre never changes it.
    package func titleEmphasis(ofItem item: Int) -> CGFloat {
        guard (0..<itemCount).contains(item) else { return 0 }
        return state.titleEmphasis(ofItem: item)
    }

    /// Whether some copy of `item` is at least partly inside the viewport
    /// now. False out of range, without items or without a host.
    package func showsItem(_ item: Int) -> Bool {
        guard (0..<itemCount).contains(item), host != nil else { return false }
        let x = layoutOffset
        let frame = strip.frame(ofCell: nearestCell(ofItem: item))
        return frame.maxX > x && frame.minX < x + strip.viewportWidth
    }

    /// Whether an item shows as the selected tab (its title colour, its
    /// VoiceOver `.selected` trait). False out of range.
    package func isSelected(_ item: Int) -> Bool {
        itemCount > 0 && item == selectedIndex
    }

    /// Where VoiceOver should find an item: the frame of its copy nearest the
    /// centre of the viewport, in viewport coordinates (mirrored in right to
    /// left). A 0-width frame for an item out of range.
    package func accessibilityFrame(ofItem item: Int) -> StripFrame {
        guard (0..<itemCount).contains(item) else { return StripFrame(x: 0, width: 0) }
        let frame = strip.mirroredFrame(strip.frame(ofCell: nearestCell(ofItem: item)), direction: direction)
        return frame.offsetBy(-(host?.offsetAlongAxis ?? 0).finiteOr(0))
    }
}
