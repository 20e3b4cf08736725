// The tab strip driver handling a tapped cell or a VoiceOver activation.
import Foundation

extension TabStripDriver {
    /// A cell was tapped. Its item is `cell mod itemCount`; the direction is
    /// the way from the selected tab's copy on screen to the tapped copy.
    /// Tapping the selected item centres the tapped copy. At rest it is a
    /// reselect (`notifyReselect`, as a tap on UITabBar's selected item:
    /// never a selection); while a move away from it runs (a strip that
    /// does not select on tap, whose owner is turning its pages elsewhere)
    /// it is a tap (`notifyTap`), the way from that move's target, so that
    /// the last tap wins; while a move towards it runs, nothing is reported.
    ///
    /// Bad input: without items nothing happens. A cell outside
    /// `0..<strip.cellCount` (any `Int`, `Int.min` included) counts as the
    /// copy of its item nearest the centre of the viewport.
    package func tap(cell: Int) {
        guard itemCount > 0 else { return }
        let item = strip.item(atCell: cell)
        // A touch of a cell is a finger, not VoiceOver (whose activation is
        // `tapItem`): the strip stops keeping another tab in view for it.
        if voiceOverFocusedItem != item { voiceOverFocusedItem = nil }
        let cell = (0..<strip.cellCount).contains(cell) ? cell : nearestCell(ofItem: item)
        if item == selectedIndex {
            let move = state.move
            // A strip that does not select on tap, whose owner is turning its
            // pages away from this tab, keeps showing that move (the
            // indicator would otherwise jump back for a frame); otherwise the
            // tapped copy is centred.
            if move == nil || selectsOnTap {
                state = .idle(index: item)
                anchorCell = strip.isLooping ? cell : strip.cell(ofItem: item, inCopy: 0)
                place(animated: true)
            }
            // A move away from the selected tab is under way (the owner turns
            // its pages and selects when they settle): the tap still asks to
            // go back, the way from the move's target (the last tap wins).
            if let move, move.to != item {
                let back = strip.isLooping ? Cycle(count: itemCount).distance(from: move.to, to: item) : item - move.to
                emit(.notifyTap(index: item, direction: back < 0 ? .reverse : .forward))
            }
            // At rest on this tab: the user asks for it again.
            if move == nil { emit(.notifyReselect(index: item)) }
            return
        }
        let way: PageDirection = (strip.isLooping ? cell < selectedCell() : item < selectedIndex) ? .reverse : .forward
        if selectsOnTap {
            selectedIndex = item
            state = .idle(index: item)
            anchorCell = strip.isLooping ? cell : strip.cell(ofItem: item, inCopy: 0)
            place(animated: true)
            emit(.select(item))
        }
        emit(.notifyTap(index: item, direction: way))
    }

    /// Taps the copy of `item` nearest the centre of the viewport (what
    /// VoiceOver's activate does). Ignored for an item out of range.
    package func tapItem(_ item: Int) {
        guard (0..<itemCount).contains(item) else { return }
        tap(cell: nearestCell(ofItem: item))
    }
}
