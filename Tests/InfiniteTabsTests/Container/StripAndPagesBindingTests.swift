import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// The SwiftUI tab strip (`InfiniteTabStrip`) and pages (`InfinitePages`)
/// wrappers, played out against the real drivers and fakes the way SwiftUI
/// drives them: every binding write triggers an update pass.
final class StripAndPagesBindingTests: XCTestCase {
    /// The strip wrapper: a binding change selects the tab animated without a
    /// tap notification (nothing is written back); a tap writes the tapped
    /// index once, and the update pass it causes moves nothing.
    func testStripAndBindingStayInStepWithoutLoops() { onMain {
        let driver = StripDriverHarness()
        let host = FakeScrollHost(width: 200)
        host.onDidScroll = { driver.didScroll() }
        driver.host = host
        var bound = 0
        var writes: [Int] = []
        var passes = 0
        var moves: [Int] = []
        var update: () -> Void = {}
        driver.onCommand = { command in
            guard case .notifyTap(let index, _) = command,
                  let value = SelectionBinding.valueToWrite(settled: index, bound: bound, target: driver.selectedIndex) else { return }
            bound = value
            writes.append(value)
            update()
        }
        update = {
            passes += 1
            XCTAssertLessThan(passes, 50, "update loop")
            if case .select(let i, let animated) = SelectionBinding.update(bound: bound, target: driver.selectedIndex,
                                                                           count: driver.itemCount, itemsChanged: false,
                                                                           animated: true) {
                moves.append(i)
                driver.setSelectedIndex(i, animated: animated)
            }
        }
        driver.configure(itemWidths: [50, 100, 70], spacing: 10, viewportWidth: 200, isLooping: true, direction: .leftToRight)
        bound = 2
        update()
        XCTAssertEqual(driver.selectedIndex, 2)
        XCTAssertNotNil(host.pendingAnimation, "a binding change selects the tab animated")
        host.finishAnimation()
        XCTAssertEqual(writes, [], "a binding-driven selection is never written back")
        // Cell 6 is item 0 of the third copy, after the selected tab 2 (cell 5).
        driver.tap(cell: 6)
        XCTAssertEqual(writes, [0], "2 → 0 through the seam, written once")
        XCTAssertEqual(moves, [2], "the write's update pass selected nothing")
        driver.tap(cell: 6)
        XCTAssertEqual(writes, [0], "a tap on the selected tab writes nothing")
        bound = 7
        update()
        XCTAssertEqual(driver.selectedIndex, 0, "a bound index out of range leaves the strip where it is")
        XCTAssertEqual(writes, [0])
        XCTAssertLessThan(passes, 5)
    } }

    /// The pages wrapper: a count change reloads at rest on the bound index
    /// (clamped), sends no settled event and so writes nothing; the next pass
    /// keeps it.
    func testPagesReloadOnACountChangeWithoutWritingBack() { onMain {
        let h = PagesHarness(count: 5, selectedIndex: 4)
        var bound = 4
        var count = 5
        var appliedCount = 5
        var writes: [Int] = []
        var update: () -> Void = {}
        h.host.onEvent = { event in
            if case .selectionSettled(let index) = event,
               let value = SelectionBinding.valueToWrite(settled: index, bound: bound, target: h.driver.targetIndex) {
                bound = value
                writes.append(value)
                update()
            }
        }
        update = {
            switch SelectionBinding.update(bound: bound, target: h.driver.targetIndex, count: h.driver.pages.count,
                                           itemsChanged: appliedCount != count, animated: true) {
            case .keep: break
            case .select(let i, let animated): h.driver.select(i, animated: animated)
            case .reload(let i):
                appliedCount = count
                h.driver.reload(count: count, selectedIndex: i)
            }
        }
        count = 3
        update()
        XCTAssertEqual(h.driver.pages.count, 3)
        XCTAssertEqual(h.driver.state, .idle(index: 2), "bound 4 is clamped into the 3 pages")
        XCTAssertFalse(h.host.isAnimatingSet)
        update()
        XCTAssertFalse(h.host.isAnimatingSet, "the out-of-range binding starts no move")
        XCTAssertEqual(writes, [], "a reload is never written back")
        h.host.swipe(visualStep: 1)
        XCTAssertEqual(writes, [0], "2 → 0 through the seam of the new count")
    } }

    func testContentIsBuiltOnlyForPagesInTheCurrentCount() {
        XCTAssertTrue(SelectionBinding.canBuildContent(forPage: 0, count: 3))
        XCTAssertTrue(SelectionBinding.canBuildContent(forPage: 2, count: 3))
        XCTAssertFalse(SelectionBinding.canBuildContent(forPage: 3, count: 3), "a page of the count before it shrank")
        XCTAssertFalse(SelectionBinding.canBuildContent(forPage: -1, count: 3))
        XCTAssertFalse(SelectionBinding.canBuildContent(forPage: 0, count: 0))
        XCTAssertFalse(SelectionBinding.canBuildContent(forPage: 0, count: -2))
    }
}
