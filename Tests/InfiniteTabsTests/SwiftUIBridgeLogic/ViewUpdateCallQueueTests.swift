import XCTest
import InfiniteTabsCore
import TestSupport

/// SwiftUI updates are read-only: a callback or binding write the control
/// asks for during `updateUIView(Controller)` waits for the update's end
/// (issue 21 point 4; before, `onProgress` and the binding were written
/// synchronously inside the update).
final class ViewUpdateCallQueueTests: XCTestCase {
    func testCallsDuringAnUpdateWaitAndRunAfterInOrder() { onMain {
        let gate = ViewUpdateCallQueue()
        var log: [String] = []
        let queued = gate.update {
            gate.call { log.append("progress") }
            gate.call { log.append("write") }
            log.append("update")
        }
        XCTAssertTrue(queued)
        XCTAssertEqual(log, ["update"], "nothing ran inside the update")
        gate.flush()
        XCTAssertEqual(log, ["update", "progress", "write"])
        XCTAssertEqual(gate.waitingCount, 0)
    } }

    func testCallsOutsideAnUpdateRunAtOnce() { onMain {
        let gate = ViewUpdateCallQueue()
        var ran = 0
        gate.call { ran += 1 }
        XCTAssertEqual(ran, 1)
        XCTAssertFalse(gate.update {})
    } }

    func testAFlushDuringAnUpdateWaitsAndNestedUpdatesCountAsOne() { onMain {
        let gate = ViewUpdateCallQueue()
        var ran = 0
        _ = gate.update {
            gate.call { ran += 1 }
            _ = gate.update { gate.call { ran += 1 } }
            XCTAssertTrue(gate.isUpdating, "still inside the outer update")
            gate.flush()
            XCTAssertEqual(ran, 0)
        }
        gate.flush()
        XCTAssertEqual(ran, 2)
    } }

    func testACallQueuedByAFlushRunsInThatFlush() { onMain {
        let gate = ViewUpdateCallQueue()
        var log: [Int] = []
        _ = gate.update { gate.call { log.append(1); gate.call { log.append(2) } } }
        gate.flush()
        XCTAssertEqual(log, [1, 2])
    } }

    func testABindingOutOfRangeAfterTheItemsShrankIsCorrectedToTheItemShown() {
        XCTAssertEqual(SelectionBinding.correction(bound: 4, count: 3, shown: 1), 1, "the item the control kept")
        XCTAssertEqual(SelectionBinding.correction(bound: 4, count: 3, shown: 7), 2, "else clamped")
        XCTAssertNil(SelectionBinding.correction(bound: 2, count: 3, shown: 0), "in range: the binding leads")
        XCTAssertEqual(SelectionBinding.correction(bound: -1, count: 3, shown: -1), 0)
        XCTAssertEqual(SelectionBinding.correction(bound: Int.max, count: 3, shown: Int.min), 2)
        XCTAssertEqual(SelectionBinding.correction(bound: Int.min, count: 0, shown: 0), 0)
        XCTAssertNil(SelectionBinding.correction(bound: 0, count: 0, shown: 5))
        XCTAssertEqual(SelectionBinding.correction(bound: 2, count: -5, shown: 0), 0, "a negative count is no items")
    }
}
