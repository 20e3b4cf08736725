import Foundation

/// What the driver remembers between scroll events so that an event costs a
/// few comparisons: the item and frame of the last two cells it looked up,
/// the strip's band and mirroring, the indicator's cell, and the selected
/// item's copy 0. Each lookup it spares divides (an item from a cell divides
/// by the item count, a nearest copy by the period), the slowest
/// instructions of a frame. While the strip follows a swipe of the pages it
/// asks for the same two cells (the anchor and the tab reached) on every
/// frame; while the user drags it, for the anchor only.
///
/// Everything here is worked out from ``TabStripDriver/strip`` (and
/// ``TabStripDriver/direction``) with the same arithmetic as ``TripledStrip``,
/// so the answers are bit for bit the strip's own. Cleared whenever the
/// strip is laid out again (``TabStripDriver/strip`` changes); the anchor
/// and the selected item are checked against the driver's on every use, so
/// any code may move them.
struct CellMemo {
    var has0 = false, cell0 = 0, item0 = 0, frame0 = StripFrame(x: 0, width: 0)
    var has1 = false, cell1 = 0, item1 = 0, frame1 = StripFrame(x: 0, width: 0)

    /// The direction the band fields below were worked out for; nil until
    /// the first scroll event after a layout.
    var bandDirection: LayoutDirection?
    /// The strip loops and has a width: scroll events may recentre.
    var loops = false
    /// Right to left: layout offsets are `mirrorBase - hostOffset`.
    var isRightToLeft = false
    /// `strip.scrollableWidth - strip.viewportWidth`.
    var mirrorBase: CGFloat = 0
    /// `strip.bandStart` and `strip.bandStart + strip.bandWidth`: offsets in
    /// `bandLow..<bandHigh` are their own ``TripledStrip/recentered(_:)``.
    var bandLow: CGFloat = 0, bandHigh: CGFloat = 0
    var period: CGFloat = 0, viewportWidth: CGFloat = 0
    /// The band is one period wide (`strip.bandPeriods == 1`, the driver's
    /// own band): ``TabStripDriver/memoRecentered(_:)`` applies.
    var bandIsOnePeriod = false
    /// `viewportWidth / 2`, and `period × (0.5 - 1e-9)`: how far from the
    /// centre of the viewport the selected tab's nearest copy lies at most,
    /// short of the half-way mark.
    var halfViewport: CGFloat = 0, nearestReach: CGFloat = 0
    /// The copies `c` for which `c × itemCount + item` (any item) fits in an
    /// `Int`: `Int.min / itemCount ... (Int.max - itemCount) / itemCount`,
    /// divided once a layout rather than on every recentre.
    var lowestCopy = 0, highestCopy = 0

    /// The anchor cell (the indicator's) these fields describe, if any.
    var hasAnchor = false, anchorCell = 0
    /// Its copy and item (`anchorCell == anchorCopy × itemCount + anchorItem`).
    var anchorCopy = 0, anchorItem = 0
    /// `strip.frame(ofCell: anchorCell)`, and its `maxX` and `midX`.
    var anchorFrame = StripFrame(x: 0, width: 0)
    var anchorMaxX: CGFloat = 0, anchorMidX: CGFloat = 0
    /// Where the anchor's item starts inside a copy.
    var anchorStart: CGFloat = 0

    /// The move whose frames the two fields after it hold, if any: the
    /// anchor cell and the steps to the tab reached, and the anchor's item
    /// (the frames of the two tabs of a swipe, the same on every frame).
    var hasMove = false, moveAnchor = 0, moveSteps = 0, moveFromItem = 0
    /// `strip.frame(ofCell: moveAnchor)` and `strip.frame(ofCell: moveAnchor &+ moveSteps)`.
    var moveFrom = StripFrame(x: 0, width: 0), moveTo = StripFrame(x: 0, width: 0)

    /// The item whose copy 0 the two fields after it describe, if any.
    var hasSelected = false, selectedItem = 0
    /// `strip.cell(ofItem: selectedItem, inCopy: 0)` and the centre x of its frame.
    var selectedBase = 0, selectedBaseMidX: CGFloat = 0
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

    /// Remembers the frames of the move from the anchor cell `steps` cells
    /// on (see ``CellMemo/hasMove``).
    func rememberMove(_ steps: Int) {
        let from = frame(ofCell: anchorCell), to = frame(ofCell: anchorCell &+ steps)
        cellMemo.moveFromItem = item(atCell: anchorCell)
        cellMemo.moveFrom = from
        cellMemo.moveTo = to
        cellMemo.hasMove = true
        cellMemo.moveAnchor = anchorCell
        cellMemo.moveSteps = steps
    }

    // MARK: - Scroll events

    /// Works out the band fields for the current strip and direction (once
    /// after each layout; see ``CellMemo/bandDirection``).
    func rememberBand() {
        cellMemo.bandDirection = direction
        cellMemo.loops = strip.isLooping && strip.period > 0
        cellMemo.isRightToLeft = direction == .rightToLeft
        cellMemo.mirrorBase = strip.scrollableWidth - strip.viewportWidth
        cellMemo.bandLow = strip.bandStart
        cellMemo.bandHigh = strip.bandStart + strip.bandWidth
        cellMemo.period = strip.period
        cellMemo.viewportWidth = strip.viewportWidth
        cellMemo.bandIsOnePeriod = strip.bandPeriods == 1
        cellMemo.halfViewport = strip.viewportWidth / 2
        cellMemo.nearestReach = strip.period * (0.5 - 1e-9)
        let n = strip.itemCount
        cellMemo.lowestCopy = n > 0 ? Int.min / n : 0
        cellMemo.highestCopy = n > 0 ? (Int.max - n) / n : 0
    }

    /// `strip.recentered(x)` for a finite `x` outside the band of a looping
    /// strip with a width, and the whole periods it moved by
    /// (`wholePeriods((r - x) / period)`): the same arithmetic on the
    /// remembered band, so the same numbers bit for bit, without copying
    /// the strip into a call.
    ///
    /// An offset less than a period beyond the band's edge (every recentre
    /// of a drag or a fling) needs no division: the strip's own rule then
    /// computes `k = ⌊(x - bandLow) / period⌋` as -1 below the band (the
    /// quotient lies in [-1, 0)) and as 1 above it (in [1, 2), or 0 and
    /// corrected to 1), and returns `x - k × period` when that lies in the
    /// band, as checked here.
    @inline(__always)
    func memoRecentered(_ x: CGFloat) -> (offset: CGFloat, periods: Int) {
        let lo = cellMemo.bandLow, period = cellMemo.period
        if cellMemo.bandIsOnePeriod {
            if x < lo {
                if x - lo >= -period {
                    let r = x + period
                    if r >= lo && r < lo + period { return (r, 1) }
                }
            } else if x - lo < 2 * period {
                let r = x - period
                if r >= lo && r < lo + period { return (r, -1) }
            }
        }
        let r = strip.recentered(x)
        return (r, r == x ? 0 : Self.wholePeriods((r - x) / period))
    }

    /// `strip.mirroredOffset(offset, direction: direction)` for a finite
    /// offset, from the band fields.
    @inline(__always)
    func memoMirrored(_ offset: CGFloat) -> CGFloat {
        cellMemo.isRightToLeft ? cellMemo.mirrorBase - offset : offset
    }

    /// Makes the anchor fields describe ``anchorCell`` (needs items).
    @inline(__always)
    func rememberAnchorIfNeeded() {
        guard !cellMemo.hasAnchor || cellMemo.anchorCell != anchorCell else { return }
        let n = strip.itemCount
        // `TripledStrip.frame(ofCell:)`'s own arithmetic.
        var copy = anchorCell / n
        var item = anchorCell - copy * n
        if item < 0 { item += n; copy -= 1 }
        rememberAnchor(cell: anchorCell, copy: copy, start: strip.starts[item], width: strip.itemWidths[item])
        cellMemo.anchorItem = item
    }

    /// Sets the anchor fields (all but the item) to cell `cell`, which is
    /// `copy × itemCount + item` for an item starting at `start` in its copy,
    /// `width` wide, with the frame `strip.frame(ofCell:)` gives.
    @inline(__always)
    private func rememberAnchor(cell: Int, copy: Int, start: CGFloat, width: CGFloat) {
        cellMemo.hasAnchor = true
        cellMemo.anchorCell = cell
        cellMemo.anchorCopy = copy
        cellMemo.anchorStart = start
        let frame = StripFrame(x: CGFloat(copy) * strip.period + start, width: width)
        cellMemo.anchorFrame = frame
        cellMemo.anchorMaxX = frame.maxX
        cellMemo.anchorMidX = frame.midX
    }

    /// ``anchorCell`` moved by `periods` whole copies (a recentre): the anchor
    /// fields follow without dividing, when they described the old cell.
    @inline(__always)
    func anchorShifted(from oldCell: Int, byPeriods periods: Int) {
        guard cellMemo.hasAnchor, cellMemo.anchorCell == oldCell else { return }
        let (copy, overflow) = cellMemo.anchorCopy.addingReportingOverflow(periods)
        let n = strip.itemCount
        guard !overflow, copy >= cellMemo.lowestCopy, copy <= cellMemo.highestCopy else {
            cellMemo.hasAnchor = false
            return
        }
        rememberAnchor(cell: copy * n + cellMemo.anchorItem, copy: copy, start: cellMemo.anchorStart,
                       width: cellMemo.anchorFrame.width)
    }

    /// `strip.nearestCell(ofItem: selectedIndex, toOffset: x)` for a looping
    /// strip with items and a finite `x`, and that cell made the anchor's in
    /// the anchor fields. Returns the cell.
    func nearestSelectedCell(toOffset x: CGFloat) -> Int {
        let n = strip.itemCount
        if !cellMemo.hasSelected || cellMemo.selectedItem != selectedIndex {
            cellMemo.hasSelected = true
            cellMemo.selectedItem = selectedIndex
            cellMemo.selectedBase = strip.cell(ofItem: selectedIndex, inCopy: 0)
            cellMemo.selectedBaseMidX = strip.frame(ofCell: cellMemo.selectedBase).midX
        }
        // `TripledStrip.nearestCell(ofItem:toOffset:)`'s own arithmetic.
        let distance = x + cellMemo.halfViewport - cellMemo.selectedBaseMidX
        let copies = Self.roundedWhole(distance / cellMemo.period)
        let base = cellMemo.selectedBase
        let cell = base &+ copies &* n
        if copies >= cellMemo.lowestCopy, copies <= cellMemo.highestCopy {
            rememberAnchor(cell: cell, copy: copies, start: strip.starts[base], width: strip.itemWidths[base])
            cellMemo.anchorItem = base
        }
        return cell
    }

    /// `q.roundedInt()` (nearest, half-way away from zero, clamped to ±10⁹,
    /// NaN 0) with the half-way tests as arithmetic instead of branches:
    /// which way a quotient rounds is as good as random, a branch on it
    /// mispredicts half the time.
    @inline(__always)
    nonisolated static func roundedWhole(_ q: CGFloat) -> Int {
        let x = Double(q.native)
        guard !x.isNaN else { return 0 }
        let c = Swift.min(Swift.max(x, -1e9), 1e9)
        let t = Int(c)
        // In (-1, 1), exact below 2⁵²; twice it, truncated, is 1 from 0.5
        // up, -1 from -0.5 down, else 0 (doubling is exact).
        let rest = c - Double(t)
        return t &+ Int(rest * 2)
    }
}
