import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// `DisplayedCells`, the list of on-screen cells the tab view's title
/// refresh walks on every frame: kept from paired "will display" and "did
/// end displaying" calls, in whatever order UIKit sends them.
final class DisplayedCellsTests: XCTestCase {
    private final class Cell {
        let name: String
        init(_ name: String) { self.name = name }
    }

    func testCellsJoinInTheOrderTheyCameOnScreenAndLeaveWhenTheyEnd() {
        let (a, b, c) = (Cell("a"), Cell("b"), Cell("c"))
        var displayed = DisplayedCells<Cell>()
        XCTAssertTrue(displayed.cells.isEmpty)
        displayed.willDisplay(a)
        displayed.willDisplay(b)
        displayed.willDisplay(c)
        XCTAssertEqual(displayed.cells.map(\.name), ["a", "b", "c"])
        displayed.didEndDisplaying(b)
        XCTAssertEqual(displayed.cells.map(\.name), ["a", "c"])
        displayed.didEndDisplaying(a)
        displayed.didEndDisplaying(c)
        XCTAssertTrue(displayed.cells.isEmpty)
    }

    /// A reused cell told it will display at its new place before it ended
    /// at its old one stays on screen.
    func testAReusedCellToldWillDisplayBeforeDidEndStays() {
        let a = Cell("a")
        var displayed = DisplayedCells<Cell>()
        displayed.willDisplay(a)   // at its old place
        displayed.willDisplay(a)   // at its new place, before…
        displayed.didEndDisplaying(a) // …the end at its old one
        XCTAssertEqual(displayed.cells.map(\.name), ["a"], "still on screen at its new place")
        displayed.didEndDisplaying(a)
        XCTAssertTrue(displayed.cells.isEmpty)
    }

    func testAStrayEndAndAnEndForAnotherObjectAreIgnored() {
        let (a, b) = (Cell("a"), Cell("b"))
        var displayed = DisplayedCells<Cell>()
        displayed.didEndDisplaying(a)
        XCTAssertTrue(displayed.cells.isEmpty)
        displayed.willDisplay(b)
        displayed.didEndDisplaying(a)
        displayed.didEndDisplaying(NSObject())
        XCTAssertEqual(displayed.cells.map(\.name), ["b"])
        displayed.removeAll()
        XCTAssertTrue(displayed.cells.isEmpty)
        displayed.didEndDisplaying(b)
        XCTAssertTrue(displayed.cells.isEmpty)
    }

    /// Random interleavings of paired calls (each cell's "will display"
    /// and "did end" pairs overlapping in any order): a cell is listed
    /// exactly while it has more "will display" than "did end" calls, once.
    func testRandomPairedCallsListExactlyTheCellsWithUnmatchedWillDisplay() {
        let pool = (0..<12).map { Cell("\($0)") }
        var rng = SeededRandom(seed: 5_530)
        var displayed = DisplayedCells<Cell>()
        var open = Array(repeating: 0, count: pool.count)
        var checks = 0
        for _ in 0..<20_000 {
            let i = rng.int(in: 0...(pool.count - 1))
            if open[i] > 0 && rng.int(in: 0...1) == 0 {
                displayed.didEndDisplaying(pool[i])
                open[i] -= 1
            } else if open[i] < 3 {
                displayed.willDisplay(pool[i])
                open[i] += 1
            }
            let expected = Set(pool.indices.filter { open[$0] > 0 }.map { pool[$0].name })
            XCTAssertEqual(Set(displayed.cells.map(\.name)), expected)
            XCTAssertEqual(displayed.cells.count, expected.count, "each cell once")
            checks += 1
        }
        XCTAssertEqual(checks, 20_000)
    }
}
