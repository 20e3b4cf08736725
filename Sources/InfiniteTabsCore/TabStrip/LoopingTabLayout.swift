import Foundation

/// The layout of the looping tab strip: its items repeated ``copyCount`` times side by side, with `spacing` between every two neighbours
/// (across copies too), so that a copy's width, the ``period``, is the items' widths plus one spacing each.
package struct LoopingTabLayout: Hashable, Sendable {
    package let itemWidths: [CGFloat]
    package let spacing: CGFloat
    package let viewportWidth: CGFloat
    package let isLooping: Bool
    package let period: CGFloat
    package let copyCount: Int
    let starts: [CGFloat]
    /// The room before the first tab of a strip that does not loop, centred by ``TabStripAlignment/centered``; 0 otherwise.
    package let leadingInset: CGFloat

    /// How many periods wide the middle band is (see ``bandWidth``): 1, unless a minimum band width asked for more.
    package let bandPeriods: Int

    /// Creates a strip of cells `itemWidths` wide, `spacing` apart, shown through a viewport `viewportWidth` wide, with a middle band one
    /// period wide.
    package init(itemWidths: [CGFloat], spacing: CGFloat = 0, viewportWidth: CGFloat, isLooping: Bool = true) {
        self.init(itemWidths: itemWidths, spacing: spacing, viewportWidth: viewportWidth, isLooping: isLooping,
                  minimumBandWidth: 0)
    }

    /// Creates a strip like ``init(itemWidths:spacing:viewportWidth:isLooping:)`` whose middle band is as many whole periods wide as it
    /// takes to be at least `minimumBandWidth` points wide, with that many more copies, so that a short strip (one narrow tab) is not
    /// recentred every few frames of a drag.
    package init(itemWidths: [CGFloat], spacing: CGFloat = 0, viewportWidth: CGFloat, isLooping: Bool = true,
                minimumBandWidth: CGFloat, alignment: TabStripAlignment = .leading) {
        var widths = itemWidths.map { $0.usableWidth }
        let gap = spacing.usableWidth
        var starts: [CGFloat] = []
        starts.reserveCapacity(widths.count)
        var x: CGFloat = 0
        for w in widths { starts.append(x); x += w + gap }
        let viewport = viewportWidth.usableWidth
        self.spacing = gap
        self.viewportWidth = viewport
        // Content must hold the band (one period) plus a viewport plus half a viewport on each side: copies * P >= P + 2V.
        let needed = x > 0 ? (1 + 2 * viewport / x).rounded(.up) : 3
        var inset: CGFloat = 0
        if !isLooping || !(needed <= CGFloat(Self.maximumCopyCount)) {
            // Copies this narrow all fit in the viewport many times over: nothing to scroll, so the strip stops looping.
            self.isLooping = false
            copyCount = 1
            bandPeriods = 1
            let arranged = alignment.arranged(widths: widths, spacing: gap, viewportWidth: viewport)
            if arranged.widths != widths {
                widths = arranged.widths
                starts.removeAll(keepingCapacity: true)
                x = 0
                for w in widths { starts.append(x); x += w + gap }
            }
            inset = arranged.leadingInset
        } else {
            self.isLooping = true
            let base = Swift.max(3, Int(needed))
            // A wider band: each period more takes one copy more.
            let minimum = minimumBandWidth.usableWidth
            let wanted = x > 0 && minimum > x ? Swift.min((minimum / x).rounded(.up), CGFloat(Self.maximumCopyCount)) : 1
            let periods = Swift.max(1, Swift.min(Int(wanted), Self.maximumCopyCount - base + 1))
            bandPeriods = periods
            copyCount = base + periods - 1
        }
        self.itemWidths = widths
        self.starts = starts
        self.period = x
        leadingInset = inset
    }

    package static let maximumCopyCount = 10_000

    package var itemCount: Int { itemWidths.count }
    package var cycle: Cycle { Cycle(count: itemCount) }
    package var cellCount: Int { itemCount * copyCount }
    package var contentWidth: CGFloat {
        isLooping ? period * CGFloat(copyCount) : leadingInset + Swift.max(0, period - spacing)
    }

    /// The item a cell shows: `cell mod itemCount` (0 without items).
    package func item(atCell cell: Int) -> Int { cycle.wrap(cell) }

    /// The copy a cell belongs to (cells beyond the content continue counting).
    package func copy(ofCell cell: Int) -> Int { floorDiv(cell, itemCount) }

    /// The cell of an item in a given copy.
    package func cell(ofItem item: Int, inCopy copy: Int) -> Int { copy &* itemCount &+ cycle.wrap(item) }

    package var middleCopy: Int { copyCount / 2 }

    /// The frame of a cell.
    package func frame(ofCell cell: Int) -> StripFrame {
        let n = itemCount
        guard n > 0 else { return StripFrame(x: 0, width: 0) }
        // Item and copy from one division (`item(atCell:)` and `copy(ofCell:)` would divide twice).
        var copy = cell / n
        var item = cell - copy * n
        if item < 0 { item += n; copy -= 1 }
        return StripFrame(x: leadingInset + CGFloat(copy) * period + starts[item], width: itemWidths[item])
    }

    /// The item under a content x, or nil when x falls in a gap between cells, outside the content, or is not finite.
    package func item(atContentX x: CGFloat) -> Int? {
        guard let cell = cell(atContentX: x) else { return nil }
        return item(atCell: cell)
    }

    /// The cell under a content x, or nil when x falls in a gap between cells, outside the content, or is not finite.
    package func cell(atContentX x: CGFloat) -> Int? {
        guard itemCount > 0, period > 0, x.isFinite, x >= leadingInset, x < contentWidth else { return nil }
        let x = x - leadingInset
        let copy = Swift.min(Int((x / period).rounded(.down)), copyCount - 1)
        let local = x - CGFloat(copy) * period
        // Binary search for the last start <= local.
        var lo = 0, hi = itemCount - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= local { lo = mid } else { hi = mid - 1 }
        }
        guard local >= starts[lo], local < starts[lo] + itemWidths[lo] else { return nil }
        return copy * itemCount + lo
    }

    /// The lowest offset of the middle band, in which ``recentered(_:)`` keeps offsets: `[bandStart, bandStart + bandWidth)` (``bandWidth``
    /// is one period unless a minimum band width asked for more).
    package var bandStart: CGFloat {
        guard isLooping else { return 0 }
        return (contentWidth - bandWidth - viewportWidth) / 2
    }

    /// The width of the middle band: ``bandPeriods`` periods (one period unless the strip was made with a minimum band width).
    package var bandWidth: CGFloat { period * CGFloat(bandPeriods) }

    package var maxFiniteOffset: CGFloat { Swift.max(0, contentWidth - viewportWidth) }

    /// An offset moved by whole periods into the middle band.
    package func recentered(_ offset: CGFloat) -> CGFloat {
        guard offset.isFinite else { return isLooping ? bandStart : 0 }
        guard isLooping else { return Swift.min(Swift.max(offset, 0), maxFiniteOffset) }
        guard period > 0 else { return offset }
        let bandLow = bandStart
        if offset >= bandLow && offset < bandLow + bandWidth { return offset }
        // The period of the band the offset lands in.
        let lo = offset < bandLow && bandPeriods > 1 ? bandLow + CGFloat(bandPeriods - 1) * period : bandLow
        var k = ((offset - lo) / period).rounded(.down)
        var result = offset - k * period
        // The division can round across a band edge: correct the whole number of periods, still shifting in a single subtraction.
        if result < lo { k -= 1; result = offset - k * period } else if result >= lo + period { k += 1; result = offset - k * period }
        if !(result >= lo && result < lo + period) {
            // Offsets so large that k × period itself rounds: the remainder is exact, so even these land in the band.
            result = lo + (offset - lo).truncatingRemainder(dividingBy: period)
            if result < lo { result += period } else if result >= lo + period { result -= period }
        }
        return result
    }

    /// The offset that centres a cell in the viewport.
    package func centeringOffset(ofCell cell: Int) -> CGFloat {
        frame(ofCell: cell).midX - viewportWidth / 2
    }

    /// The cell of `item` in the copy whose instance of it is nearest the centre of the viewport at `offset` (the copy the user is looking
    /// at).
    package func nearestCell(ofItem item: Int, toOffset offset: CGFloat) -> Int {
        guard itemCount > 0 else { return 0 }
        let base = cell(ofItem: item, inCopy: 0)
        guard period > 0, offset.isFinite, isLooping else { return base }
        let distance = offset + viewportWidth / 2 - frame(ofCell: base).midX
        let copies = (distance / period).roundedInt()
        return base &+ copies &* itemCount
    }

    /// The strip offset that centres `item` in the copy nearest the current `offset`, recentred into the middle band (a finite strip
    /// clamps).
    package func offset(centering item: Int, near offset: CGFloat) -> CGFloat {
        recentered(centeringOffset(ofCell: nearestCell(ofItem: item, toOffset: offset)))
    }
}
