import Foundation

/// The strip under an iPad keyboard's focus: the strip is one focus group whose one item is the selected tab's centred copy, so Tab
/// enters the strip on the selected tab and never walks the other tabs or their copies; the arrow keys move the selection and the
/// focus follows it.
extension TabStripDriver {
    /// The cell the keyboard's focus may take: the selected tab's cell (the copy the strip centres); nil without tabs.
    package var focusableCell: Int? { itemCount == 0 ? nil : selectedCell() }

    /// Whether applying `update` moves the focusable cell: it changed since the last call (a new selection, a recentre) or the
    /// update reloads the cells (the focused one goes). The view then asks for a focus update before applying it, which moves a
    /// focus held by the strip onto the new cell at the end of the run loop turn.
    package func focusableCellMoves(with update: StripUpdate) -> Bool {
        let cell = focusableCell
        defer { lastFocusableCell = cell }
        return cell != lastFocusableCell || update.layoutChanged
    }
}
