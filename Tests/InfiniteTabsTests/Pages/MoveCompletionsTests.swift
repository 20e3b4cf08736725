import XCTest
import InfiniteTabsCore

/// When a move asked for in code reports, and with what.
final class MoveCompletionsTests: XCTestCase {
    private typealias Completions = MoveCompletions<String>

    func testAMoveReportsTrueWhenThePagesRestOnItsPage() {
        var completions = Completions()
        XCTAssertTrue(completions.asked(3, completion: "a", state: .idle(index: 1), targetIndex: 3).isEmpty)
        let moving = PagingState.transitioning(PagingMove(from: 1, to: 3, steps: 2, progress: 0.5))
        XCTAssertTrue(completions.observed(moving, targetIndex: 3).isEmpty, "not while moving")
        let done = completions.observed(.idle(index: 3), targetIndex: 3)
        XCTAssertEqual(done.map(\.0), ["a"])
        XCTAssertEqual(done.map(\.1), [true])
        XCTAssertTrue(completions.isEmpty)
        XCTAssertTrue(completions.observed(.idle(index: 3), targetIndex: 3).isEmpty, "reported once")
    }

    func testAMoveToThePageAtRestReportsTrueAtOnceAndNoPageReportsFalseAtOnce() {
        var completions = Completions()
        XCTAssertEqual(completions.asked(2, completion: "here", state: .idle(index: 2), targetIndex: 2).map(\.1), [true])
        XCTAssertEqual(completions.asked(nil, completion: "none", state: .idle(index: 2), targetIndex: 2).map(\.1), [false])
        XCTAssertTrue(completions.isEmpty)
    }

    func testALaterRequestTakesOverAndAQueuedRequestKeepsItWaiting() {
        var completions = Completions()
        _ = completions.asked(3, completion: "first", state: .idle(index: 0), targetIndex: 3)
        let taken = completions.asked(4, completion: "second", state: .idle(index: 0), targetIndex: 4)
        XCTAssertEqual(taken.map(\.0), ["first"])
        XCTAssertEqual(taken.map(\.1), [false])
        XCTAssertTrue(completions.observed(.idle(index: 3), targetIndex: 4).isEmpty, "a queued request runs next")
        XCTAssertEqual(completions.observed(.idle(index: 4), targetIndex: 4).map(\.1), [true])
    }

    func testRestingElsewhereReportsFalse() {
        var completions = Completions()
        _ = completions.asked(3, completion: "a", state: .idle(index: 0), targetIndex: 3)
        XCTAssertEqual(completions.observed(.idle(index: 1), targetIndex: 1).map(\.1), [false])
    }

    func testAnyIntIsATargetOnlyInRange() {
        for index in [Int.min, -1, 0, 4, 5, Int.max] {
            XCTAssertEqual(Completions.target(ofSelecting: index, count: 5), (0..<5).contains(index) ? index : nil)
        }
        XCTAssertNil(Completions.target(ofSelecting: 0, count: 0))
        XCTAssertNil(Completions.target(ofSelecting: 0, count: -3))
    }
}
