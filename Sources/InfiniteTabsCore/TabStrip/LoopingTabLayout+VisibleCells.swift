import Foundation

extension LoopingTabLayout {
    /// The cells whose frames overlap the content range `minX..<maxX` (what a collection view layout returns for a rect), clamped into
    /// `0..<cellCount`.
    package func cells(overlapping minX: CGFloat, _ maxX: CGFloat) -> Range<Int> {
        guard itemCount > 0, period > 0, minX.isFinite, maxX.isFinite, maxX > minX else { return 0..<0 }
        let lo = Swift.max(minX, 0)
        let hi = Swift.min(maxX, contentWidth)
        guard hi > lo else { return 0..<0 }
        var first = lastCell(startingAtOrBefore: lo)
        if frame(ofCell: first).maxX <= lo { first += 1 }
        var last = lastCell(startingAtOrBefore: hi)
        if frame(ofCell: last).minX >= hi { last -= 1 }
        first = Swift.max(first, 0)
        last = Swift.min(last, cellCount - 1)
        return first..<Swift.max(first, last + 1)
    }

    /// The last cell whose leading edge is at or before `x` (x ≥ 0, finite).
    private func lastCell(startingAtOrBefore contentX: CGFloat) -> Int {
        let x = contentX - leadingInset
        let copy = Swift.min(Int((x / period).rounded(.down)), copyCount)
        let local = x - CGFloat(copy) * period
        var lo = 0, hi = itemCount - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= local { lo = mid } else { hi = mid - 1 }
        }
        return copy * itemCount + lo
    }

    /// The width a collection view's content should have to show the strip: the content width, or the viewport when a finite strip is
    /// narrower (so a right-to-left layout flips around the viewport and hugs its right).
    package var scrollableWidth: CGFloat { Swift.max(contentWidth, viewportWidth) }

    /// Converts between the strip's own left-to-right content offsets and the offsets of a mirrored (right-to-left) scroll view showing it,
    /// in either direction (the mapping is its own inverse).
    package func mirroredOffset(_ offset: CGFloat, direction: LayoutDirection) -> CGFloat {
        let offset = offset.finiteOr(0)
        guard direction == .rightToLeft else { return offset }
        return scrollableWidth - viewportWidth - offset
    }

    /// A frame in the strip's left-to-right coordinates as a collection view that flips its layout in right to left shows it (unchanged
    /// left to right).
    package func mirroredFrame(_ frame: StripFrame, direction: LayoutDirection) -> StripFrame {
        guard direction == .rightToLeft else { return frame }
        return StripFrame(x: scrollableWidth - frame.x - frame.width, width: frame.width)
    }
}
