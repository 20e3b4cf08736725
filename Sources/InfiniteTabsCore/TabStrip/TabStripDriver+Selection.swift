// The tab strip driver selecting a tab: in code, or by a tap (VoiceOver activation included).
import Foundation

extension TabStripDriver {
    /// Selects an item and centres it (the nearest copy), animated or not.
    package func setSelectedIndex(_ index: Int, animated: Bool) -> StripUpdate {
        apply(.idle(index: index), animated: animated)
    }

}

extension TabStripDriver {
    /// A cell was tapped.
    package func tap(cell: Int) -> StripUpdate {
        var update = StripUpdate()
        guard itemCount > 0 else { return update }
        let item = strip.item(atCell: cell)
        // A touch of a cell is a finger, not VoiceOver (whose activation is `tapItem`): the strip stops keeping another tab in view for it.
        if voiceOverFocusedItem != item { voiceOverFocusedItem = nil }
        let cell = (0..<strip.cellCount).contains(cell) ? cell : nearestCell(ofItem: item)
        if item == selectedIndex {
            let move = state.move
            // A strip that does not select on tap, whose owner is turning its pages away from this tab, keeps showing that move (the
            // indicator would otherwise jump back for a frame); otherwise the tapped copy is centred.
            if move == nil || selectsOnTap {
                state = .idle(index: item)
                anchorCell = strip.isLooping ? cell : strip.cell(ofItem: item, inCopy: 0)
                place(animated: true, into: &update)
            }
            // A move away from the selected tab is under way (the owner turns its pages and selects when they settle): the tap still asks
            // to go back, the way from the move's target (the last tap wins).
            if let move, move.to != item {
                let back = strip.isLooping ? Cycle(count: itemCount).distance(from: move.to, to: item) : item - move.to
                update.tap = .init(index: item, direction: back < 0 ? .reverse : .forward)
            }
            // At rest on this tab: the user asks for it again.
            if move == nil { update.reselect = item }
            return update
        }
        let way: PageDirection = (strip.isLooping ? cell < selectedCell() : item < selectedIndex) ? .reverse : .forward
        if selectsOnTap {
            selectedIndex = item
            state = .idle(index: item)
            anchorCell = strip.isLooping ? cell : strip.cell(ofItem: item, inCopy: 0)
            place(animated: true, into: &update)
            update.selectionChanged = true
        }
        update.tap = .init(index: item, direction: way)
        return update
    }

    /// Taps the copy of `item` nearest the centre of the viewport (what VoiceOver's activate does).
    package func tapItem(_ item: Int) -> StripUpdate {
        guard (0..<itemCount).contains(item) else { return StripUpdate() }
        return tap(cell: nearestCell(ofItem: item))
    }
}
