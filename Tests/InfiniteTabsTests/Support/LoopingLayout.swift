import Foundation
@testable import InfiniteTabsCore

/// What the looping harness needs from a layout: the scroll view it sizes, the
/// recentring it calls on every `scrollViewDidScroll`, and what the user sees
/// at a screen position.
protocol LoopingLayout {
    /// The number of real items.
    var itemCount: Int { get }
    /// The distance one recentring step moves the offset (0 when nothing loops).
    var period: CGFloat { get }
    /// The scroll view's content width.
    var contentWidth: CGFloat { get }
    /// The scroll view's bounds width (the picker's page, the strip's viewport).
    var scrollViewportWidth: CGFloat { get }
    /// The offset moved by whole periods into the band.
    func recentered(_ offset: CGFloat) -> CGFloat
    /// Whether an offset lies in the band where recentring leaves it alone.
    func isInBand(_ offset: CGFloat) -> Bool
    /// The item the user sees at `screenX` (0 = leading edge of the scroll
    /// view) when the content offset is `offset`; nil for a gap.
    func item(onScreenAt screenX: CGFloat, offset: CGFloat) -> Int?
    /// The screen positions the harness compares before and after a recentre.
    var screenSamples: [CGFloat] { get }
    /// The first and the last cell or page that intersect the scroll view's
    /// bounds at `offset`, as (index, x, width); the harness checks they exist
    /// (a cell beyond `0..<cellCount` would be an empty gap on screen) and are finite.
    func edgeCellsOnScreen(offset: CGFloat) -> [(index: Int, x: CGFloat, width: CGFloat)]
    /// The number of cells or pages the scroll view holds.
    var cellCount: Int { get }
}

/// The tab strip: a scroll view `viewportWidth` wide over a ``TripledStrip``.
struct StripLayout: LoopingLayout {
    var strip: TripledStrip

    var itemCount: Int { strip.itemCount }
    var period: CGFloat { strip.isLooping ? strip.period : 0 }
    var contentWidth: CGFloat { strip.contentWidth }
    var scrollViewportWidth: CGFloat { strip.viewportWidth }
    var cellCount: Int { strip.cellCount }
    func recentered(_ offset: CGFloat) -> CGFloat { strip.recentered(offset) }

    func isInBand(_ offset: CGFloat) -> Bool {
        guard strip.isLooping else { return offset >= 0 && offset <= strip.maxFiniteOffset }
        guard strip.period > 0 else { return true }
        return offset >= strip.bandStart && offset < strip.bandStart + strip.period
    }

    func item(onScreenAt screenX: CGFloat, offset: CGFloat) -> Int? {
        strip.item(atContentX: offset + screenX)
    }

    var screenSamples: [CGFloat] {
        let v = strip.viewportWidth
        return [0, 0.25, v * 0.13, v * 0.29, v * 0.5, v * 0.71, v * 0.87, v - 0.25].filter { $0 < v || v == 0 }
    }

    func edgeCellsOnScreen(offset: CGFloat) -> [(index: Int, x: CGFloat, width: CGFloat)] {
        let n = strip.itemCount
        guard n > 0, strip.period > 0, offset.isFinite else { return [] }
        let end = offset + strip.viewportWidth
        // The first cell ending after the leading bound, the last starting before the trailing one.
        var first = (Int((offset / strip.period).rounded(.down)) - 1) * n
        while strip.frame(ofCell: first).maxX <= offset || strip.frame(ofCell: first).width == 0 { first += 1 }
        var last = (Int((end / strip.period).rounded(.down)) + 2) * n - 1
        while strip.frame(ofCell: last).minX >= end || strip.frame(ofCell: last).width == 0 { last -= 1 }
        return [first, last].map { let f = strip.frame(ofCell: $0); return (index: $0, x: f.x, width: f.width) }
    }
}
