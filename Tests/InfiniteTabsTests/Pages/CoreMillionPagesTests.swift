import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// A million pages one way through the core (a page = move the offset by one
/// page, then recentre, as didScroll does), for every item count 0...12, both
/// ways: the item shown is exactly (start + pages) mod n at every step, the
/// offset stays in the band, and it has not drifted off the item's page.
final class CoreMillionPagesTests: XCTestCase {
    static let pages = 1_000_000

    func testPickerAfterAMillionPagesShowsStartPlusPagesModNInTheBand() {
        let law = LawChecker()
        law.withEvery("n", in: 0...12) { n in
            law.withEvery("direction", in: [1, -1]) { sign in
                let strip = PickerPageLayout(itemCount: n, pageWidth: 87.3)   // not a power of two: rounding shows
                let start = n / 2
                var offset = strip.offset(ofItem: start)
                var firstWrong: Int?
                for page in 1...Self.pages {
                    offset = strip.recentered(offset + CGFloat(sign) * strip.pageWidth)
                    if firstWrong == nil, n >= 2, strip.item(atOffset: offset) != Cycle(count: n).wrap(start + sign * page) {
                        firstWrong = page
                    }
                }
                law.expect(firstWrong == nil, "wrong item first at page \(String(describing: firstWrong))")
                let expected = n < 2 ? strip.item(atOffset: strip.offset(ofItem: start) + CGFloat(sign * Self.pages) * strip.pageWidth)
                                     : (start + sign * Self.pages) % n < 0 ? (start + sign * Self.pages) % n + n : (start + sign * Self.pages) % n
                law.expectEqual(strip.item(atOffset: offset), expected, "item after a million pages")
                law.expect(offset.isFinite, "offset \(offset) not finite")
                if n >= 2 {
                    law.expect(offset > 0 && offset < CGFloat(n + 1) * strip.pageWidth, "offset \(offset) outside the band")
                    // Every real page is in the band too; the offset must sit on
                    // one of the two pages that show the item, without drift.
                    let onPage = abs(offset - strip.offset(ofItem: expected)) < 1e-6
                        || abs(offset - strip.offset(ofItem: expected) - strip.period) < 1e-6
                        || abs(offset - strip.offset(ofItem: expected) + strip.period) < 1e-6
                    law.expect(onPage, "offset \(offset) drifted off item \(expected)'s page")
                }
            }
        }
        law.finish()
    }

    func testStripAfterAMillionTabsCentersStartPlusTabsModNInTheBand() {
        let law = LawChecker()
        // Five counts, not all thirteen, to keep `swift test` quick; the
        // random gesture tests cover every count.
        law.withEvery("n", in: [1, 2, 3, 7, 12]) { n in
            law.withEvery("direction", in: [1, -1]) { sign in
                var rng = SeededRandom(seed: UInt64(n * 31 + sign + 7))
                let widths = (0..<n).map { _ in rng.cgFloat(in: 30...160) }   // arbitrary, unaligned widths
                let strip = LoopingTabLayout(itemWidths: widths, spacing: 7.3, viewportWidth: 390)
                let start = n - 1
                var cell = strip.nearestCell(ofItem: start, toOffset: strip.bandStart)
                var offset = strip.centeringOffset(ofCell: cell)
                var firstWrong: Int?
                for tab in 1...Self.pages {
                    // One tab along: move the offset by the distance between the
                    // centres of this tab and the next, then recentre (the cell
                    // moves by as many copies as the offset moved periods).
                    let next = cell + sign
                    let moved = offset + strip.frame(ofCell: next).midX - strip.frame(ofCell: cell).midX
                    offset = strip.recentered(moved)
                    cell = next + Int(((offset - moved) / strip.period).rounded()) * n
                    if firstWrong == nil, strip.item(atContentX: offset + strip.viewportWidth / 2) != Cycle(count: n).wrap(start + sign * tab) {
                        firstWrong = tab
                    }
                }
                law.expect(firstWrong == nil, "wrong tab centred first at tab \(String(describing: firstWrong))")
                let expected = Cycle(count: n).wrap(start + sign * Self.pages)
                law.expectEqual(strip.item(atContentX: offset + strip.viewportWidth / 2), expected, "centred tab after a million")
                law.expectEqual(strip.item(atCell: cell), expected, "tracked cell after a million")
                law.expect(offset >= strip.bandStart && offset < strip.bandStart + strip.period, "offset \(offset) outside the band")
                let exact = strip.offset(centering: expected, near: offset)
                law.expect(isWholeMultiple(offset - exact, of: strip.period), "offset \(offset) drifted from the centring offset \(exact)")
            }
        }
        law.finish()
    }

    func testPageCycleAfterAMillionPagesIsStartPlusPagesModN() {
        for n in 0...12 {
            let cycle = PageCycle(count: n)
            let start = n / 3
            var forward: Int? = start, backward: Int? = start
            for _ in 0..<Self.pages {
                forward = forward.flatMap { cycle.index(after: $0) }
                backward = backward.flatMap { cycle.index(before: $0) }
            }
            if n < 2 {
                XCTAssertNil(forward, "n=\(n)")
                XCTAssertNil(backward, "n=\(n)")
            } else {
                XCTAssertEqual(forward, (start + Self.pages) % n, "n=\(n)")
                XCTAssertEqual(backward, ((start - Self.pages) % n + n) % n, "n=\(n)")
            }
        }
    }

    func testCoordinatorAfterManySwipesSelectsStartPlusSwipesModN() {
        // Fewer than a million here: each swipe is a handful of state changes.
        let swipes = 100_000
        for n in [2, 3, 7, 12] {
            for sign in [1, -1] {
                var machine = PagingMachine(count: n, selectedIndex: n - 1)
                var notified = 0
                for _ in 0..<swipes {
                    _ = machine.pagesScrolled(progress: 0.4 * CGFloat(sign), isDragging: true)
                    var commands = machine.pagesScrolled(progress: CGFloat(sign), isDragging: false)
                    commands.append(contentsOf: machine.swipeFinished(showing: machine.state.index))
                    notified += commands.filter { if case .notifySelection = $0 { return true } else { return false } }.count
                }
                XCTAssertEqual(machine.state, .idle(index: Cycle(count: n).wrap(n - 1 + sign * swipes)), "n=\(n) sign=\(sign)")
                XCTAssertEqual(notified, swipes, "one notification per swipe, n=\(n)")
            }
        }
    }
}
