import Foundation

/// The item and frame of the last two cells the driver looked up. While the
/// strip follows a swipe of the pages it asks for the same two cells (the
/// anchor and the tab reached) on every frame; each lookup divides by the
/// item count twice, the slowest instructions of a frame. Cleared whenever
/// the strip is laid out again (``TabStripDriver/strip`` changes).
struct CellMemo {
    var has0 = false, cell0 = 0, item0 = 0, frame0 = StripFrame(x: 0, width: 0)
    var has1 = false, cell1 = 0, item1 = 0, frame1 = StripFrame(x: 0, width: 0)
}

extension TabStripDriver {
    /// `strip.frame(ofCell:)`, remembered for the last two cells.
    func frame(ofCell cell: Int) -> StripFrame {
        if cell == cellMemo.cell0 && cellMemo.has0 { return cellMemo.frame0 }
        if cell == cellMemo.cell1 && cellMemo.has1 { return cellMemo.frame1 }
        remember(cell)
        return cellMemo.frame0
    }

    /// `strip.item(atCell:)`, remembered for the last two cells.
    func item(atCell cell: Int) -> Int {
        if cell == cellMemo.cell0 && cellMemo.has0 { return cellMemo.item0 }
        if cell == cellMemo.cell1 && cellMemo.has1 { return cellMemo.item1 }
        remember(cell)
        return cellMemo.item0
    }

    private func remember(_ cell: Int) {
        let item = strip.item(atCell: cell)
        let frame = strip.itemCount > 0 ? strip.frame(ofCell: cell) : StripFrame(x: 0, width: 0)
        cellMemo.has1 = cellMemo.has0
        cellMemo.cell1 = cellMemo.cell0
        cellMemo.item1 = cellMemo.item0
        cellMemo.frame1 = cellMemo.frame0
        cellMemo.has0 = true
        cellMemo.cell0 = cell
        cellMemo.item0 = item
        cellMemo.frame0 = frame
    }
}
