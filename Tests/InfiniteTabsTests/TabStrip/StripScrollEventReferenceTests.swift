import XCTest
import InfiniteTabsCore

/// The tab strip driver answers a scroll event from what it remembers of the
/// strip (its band, the indicator's cell, the selected tab's first copy;
/// `TabStripDriver+CellMemo.swift`) instead of asking ``TripledStrip`` each
/// time. These tests run the strip's own rules beside it, event by event,
/// and require the same numbers bit for bit: the offset the host is moved
/// to, the `recentred` shift, the indicator's cell and the frame it is
/// placed at.
final class StripScrollEventReferenceTests: XCTestCase {
    /// The driver's scroll event written with the strip's own functions: the
    /// host offset after the event, the anchor cell, and the commands.
    private struct Reference {
        var anchor: Int
        var commands: [TabStripCommand] = []

        mutating func scrolled(to hostX: CGFloat, strip: TripledStrip, direction: LayoutDirection,
                               selected: Int) -> CGFloat {
            commands = []
            let x = strip.mirroredOffset(hostX, direction: direction)
            let r = strip.recentered(x)
            var newHostX = hostX
            if r != x {
                let periods = Int(((r - x) / strip.period).rounded())
                anchor &+= periods &* strip.itemCount
                newHostX = strip.mirroredOffset(r, direction: direction)
                commands.append(.recentred(by: newHostX - hostX))
            }
            let frame = strip.frame(ofCell: anchor)
            let viewport = strip.viewportWidth
            guard frame.maxX <= r || frame.minX >= r + viewport else { return newHostX }
            if strip.item(atCell: anchor) == selected,
               abs(r + viewport / 2 - frame.midX) < strip.period * (0.5 - 1e-9) { return newHostX }
            let nearest = strip.nearestCell(ofItem: selected, toOffset: r)
            guard nearest != anchor else { return newHostX }
            anchor = nearest
            commands.append(.placeIndicator(strip.mirroredFrame(strip.frame(ofCell: nearest), direction: direction),
                                            animated: false))
            return newHostX
        }
    }

    /// Drags of every size (a fraction of a point to several periods, so
    /// both the one-period recentre and the general one run), offsets exactly
    /// on the band's edges and one representable step either side of them,
    /// and now and then a new selection or a tap (which move the indicator's
    /// cell and the selected tab outside a scroll event), on strips of 1 to
    /// 12 tabs, left to right and right to left.
    func testScrollEventsMatchTheStripsOwnRulesBitForBit() { onMain {
        var rng = SeededRandom(seed: 2_026)
        var events = 0, recentres = 0, placements = 0
        for n in 1...12 {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                for _ in 0..<3 {
                    let widths = (0..<n).map { _ in rng.cgFloat(in: 20...170) }
                    let spacing: CGFloat = [0, 8, 12.5, 0.1][rng.int(in: 0...3)]
                    let viewport: CGFloat = [320, 390, 1024.5][rng.int(in: 0...2)]
                    let driver = TabStripDriver()
                    let host = FakeScrollHost(width: viewport)
                    var seen: [TabStripCommand] = []
                    host.onDidScroll = { [unowned driver] in driver.didScroll() }
                    driver.host = host
                    driver.onCommand = { seen.append($0) }
                    driver.configure(itemWidths: widths, spacing: spacing, viewportWidth: viewport, isLooping: true,
                                     direction: direction)
                    let strip = driver.strip
                    guard strip.isLooping else { continue }
                    let period = strip.period, low = strip.bandStart
                    var reference = Reference(anchor: driver.anchorCell)
                    for step in 0..<400 {
                        switch rng.int(in: 0...19) {
                        case 0:
                            driver.setSelectedIndex(rng.int(in: 0...(n - 1)), animated: false)
                            reference.anchor = driver.anchorCell
                            continue
                        case 1:
                            driver.tap(cell: rng.int(in: 0...(strip.cellCount - 1)))
                            host.finishAnimation()
                            reference.anchor = driver.anchorCell
                            continue
                        default: break
                        }
                        let hostX: CGFloat
                        switch rng.int(in: 0...9) {
                        case 0:
                            // On a band edge, or one step beside it.
                            let edge = [low, low + period, low - period, low + 2 * period][rng.int(in: 0...3)]
                            let nudged = [edge, edge.nextUp, edge.nextDown][rng.int(in: 0...2)]
                            hostX = strip.mirroredOffset(nudged, direction: direction)
                        case 1:
                            hostX = host.contentOffsetX + rng.cgFloat(in: -5...5) * period
                        case 2:
                            hostX = host.contentOffsetX + rng.cgFloat(in: -0.01...0.01)
                        default:
                            hostX = host.contentOffsetX + rng.cgFloat(in: -1.5...1.5) * Swift.min(period, viewport)
                        }
                        seen = []
                        let expected = reference.scrolled(to: hostX, strip: strip, direction: direction,
                                                          selected: driver.selectedIndex)
                        host.contentOffsetX = hostX
                        host.scrolled()
                        let context = "n \(n) \(direction) widths \(widths) spacing \(spacing) step \(step)"
                        XCTAssertEqual(host.contentOffsetX, expected, context)
                        XCTAssertEqual(driver.anchorCell, reference.anchor, context)
                        XCTAssertEqual(seen, reference.commands, context)
                        if host.contentOffsetX != expected || seen != reference.commands { return }
                        events += 1
                        recentres += reference.commands.filter { if case .recentred = $0 { true } else { false } }.count
                        placements += reference.commands.filter { if case .placeIndicator = $0 { true } else { false } }.count
                    }
                }
            }
        }
        // The comparison covered the work it is about.
        XCTAssertGreaterThan(events, 20_000)
        XCTAssertGreaterThan(recentres, 5_000)
        XCTAssertGreaterThan(placements, 1_000)
    } }
}
