import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// The paging state machine on its own: inputs in, whole command lists out.
final class PagingMachineTests: XCTestCase {
    private func move(_ from: Int, _ to: Int, _ steps: Int, _ progress: CGFloat) -> PagingMove {
        PagingMove(from: from, to: to, steps: steps, progress: progress)
    }

    func testAFarTapIsOneAnimatedShowTheShortestWay() {
        var c = PagingMachine(count: 7)
        XCTAssertEqual(c.select(5), [.showPage(index: 5, direction: .reverse, animated: true), .selectTab(index: 5)])
        XCTAssertEqual(c.state, .transitioning(move(0, 5, -2, 0)))
        XCTAssertEqual(c.transitionFinished(), [.refreshPage(index: 5), .notifySelection(index: 5)])
        XCTAssertEqual(c.state, .idle(index: 5))
        XCTAssertEqual(c.select(1), [.showPage(index: 1, direction: .forward, animated: true), .selectTab(index: 1)])
        XCTAssertEqual(c.state, .transitioning(move(5, 1, 3, 0)))
    }

    func testAForcedDirectionIsKept() {
        var c = PagingMachine(count: 7)
        XCTAssertEqual(c.select(1, direction: .always(.reverse)),
                       [.showPage(index: 1, direction: .reverse, animated: true), .selectTab(index: 1)])
        XCTAssertEqual(c.state, .transitioning(move(0, 1, -6, 0)))
    }

    func testTapsDuringATransitionCoalesceToTheLatest() {
        var c = PagingMachine(count: 6)
        _ = c.select(2)
        XCTAssertEqual(c.select(4), [])
        XCTAssertEqual(c.select(5, direction: .always(.reverse), animated: false), [])
        XCTAssertEqual(c.pending, PagingMachine.Request(index: 5, direction: .always(.reverse), animated: false))
        XCTAssertEqual(c.transitionFinished(), [
            .refreshPage(index: 2), .notifySelection(index: 2),
            .showPage(index: 5, direction: .reverse, animated: false), .selectTab(index: 5), .notifySelection(index: 5),
        ])
        XCTAssertEqual(c.state, .idle(index: 5))
        XCTAssertNil(c.pending)
    }

    func testATapDuringASwipeRunsWhenTheSwipeEnds() {
        var c = PagingMachine(count: 5)
        XCTAssertEqual(c.pagesScrolled(progress: 0.4, isDragging: true), [])
        XCTAssertEqual(c.select(3), [])
        XCTAssertEqual(c.pagesScrolled(progress: 1, isDragging: false), [
            .selectTab(index: 1), .notifySelection(index: 1, byUser: true),
        ], "the page turned, but UIKit's gesture has not finished yet")
        XCTAssertEqual(c.swipeFinished(showing: 1), [
            .showPage(index: 3, direction: .forward, animated: true), .selectTab(index: 3),
        ])
    }

    func testACompletedSwipeEndsIdleOnTheNewPageAndNotifiesOnce() {
        var c = PagingMachine(count: 4)
        XCTAssertEqual(c.pagesScrolled(progress: -0.3, isDragging: true), [])
        XCTAssertEqual(c.state, .dragging(move(0, 3, -1, 0.3)))
        XCTAssertEqual(c.pagesScrolled(progress: -0.8, isDragging: false), [])
        XCTAssertEqual(c.state, .settling(move(0, 3, -1, 0.8)))
        XCTAssertEqual(c.pagesScrolled(progress: -1, isDragging: false), [.selectTab(index: 3), .notifySelection(index: 3, byUser: true)])
        XCTAssertEqual(c.swipeFinished(showing: 3), [])
        XCTAssertEqual(c.state, .idle(index: 3))
    }

    func testACancelledSwipeEndsIdleWhereItStartedWithoutNotifying() {
        var c = PagingMachine(count: 4, selectedIndex: 2)
        _ = c.pagesScrolled(progress: 0.5, isDragging: true)
        XCTAssertEqual(c.pagesScrolled(progress: 0, isDragging: false), [])
        XCTAssertEqual(c.state, .idle(index: 2))
        XCTAssertEqual(c.swipeFinished(showing: 2), [])
    }

    func testSwipeFinishedAloneSettlesOnTheShownPage() {
        var c = PagingMachine(count: 4)
        _ = c.pagesScrolled(progress: 0.7, isDragging: false)
        XCTAssertEqual(c.swipeFinished(showing: 1), [.selectTab(index: 1), .notifySelection(index: 1, byUser: true)])
        XCTAssertEqual(c.state, .idle(index: 1))
    }

    func testProgressDuringATransitionOnlyGrows() {
        var c = PagingMachine(count: 5)
        _ = c.select(2)
        _ = c.pagesScrolled(progress: 0.6, isDragging: false)
        XCTAssertEqual(c.state, .transitioning(move(0, 2, 2, 0.6)), "the progress does not grow")
        _ = c.pagesScrolled(progress: 0, isDragging: false)
        XCTAssertEqual(c.state, .transitioning(move(0, 2, 2, 0.6)), "the progress went back")
        _ = c.pagesScrolled(progress: 0.8, isDragging: false)
        XCTAssertEqual(c.state, .transitioning(move(0, 2, 2, 0.8)), "the progress does not grow after a drop")
        XCTAssertEqual(c.swipeFinished(showing: 4), [], "a transition is not a swipe")
    }

    func testOutOfRangeAndSameIndexAreIgnored() {
        var c = PagingMachine(count: 3, selectedIndex: 1)
        XCTAssertEqual(c.select(-1), [])
        XCTAssertEqual(c.select(3), [])
        XCTAssertEqual(c.select(1), [])
        XCTAssertEqual(c.swipeFinished(showing: 7), [])
        XCTAssertEqual(c.transitionFinished(), [])
        XCTAssertEqual(c.state, .idle(index: 1))
    }

    func testZeroOneAndTwoPages() {
        var none = PagingMachine(count: 0, selectedIndex: 4)
        XCTAssertEqual(none.state, .idle(index: 0))
        XCTAssertEqual(none.select(0), [])
        XCTAssertEqual(none.pagesScrolled(progress: 0.5, isDragging: true), [])
        XCTAssertEqual(none.reload(count: 0, selectedIndex: 0), [])

        var one = PagingMachine(count: 1)
        XCTAssertEqual(one.pagesScrolled(progress: 0.5, isDragging: true), [])
        XCTAssertEqual(one.state, .idle(index: 0))

        var two = PagingMachine(count: 2)
        XCTAssertEqual(two.select(1), [.showPage(index: 1, direction: .forward, animated: true), .selectTab(index: 1)])
        _ = two.transitionFinished()
        XCTAssertEqual(two.select(0), [.showPage(index: 0, direction: .forward, animated: true), .selectTab(index: 0)],
                       "half way round is a tie: forward")
        var twoFixed = PagingMachine(count: 2, selectedIndex: 1, wraps: false)
        XCTAssertEqual(twoFixed.select(0), [.showPage(index: 0, direction: .reverse, animated: true), .selectTab(index: 0)])
        XCTAssertEqual(twoFixed.reload(count: 5, selectedIndex: 9),
                       [.showPage(index: 4, direction: .forward, animated: false), .selectTab(index: 4)])
    }

    /// Seeded random inputs: every notify is a change, and at rest with
    /// nothing pending the state, the settled index and the last notify agree.
    func testRandomInputsNotifyOnlyChanges() {
        for count in 0...8 {
            var rng = SeededRandom(seed: UInt64(42 + count))
            var c = PagingMachine(count: count)
            var last = c.settledIndex
            for _ in 0..<2000 {
                let commands: PagingCommands
                switch Int.random(in: 0..<5, using: &rng) {
                case 0: commands = c.select(Int.random(in: -1...count, using: &rng), animated: Bool.random(using: &rng))
                case 1: commands = c.pagesScrolled(progress: CGFloat(Int.random(in: -10...10, using: &rng)) / 10,
                                                   isDragging: Bool.random(using: &rng))
                case 2: commands = c.transitionFinished()
                case 3: commands = c.swipeFinished(showing: Int.random(in: 0..<max(count, 1), using: &rng))
                default: commands = c.pagesScrolled(progress: .nan, isDragging: false)
                }
                for case .notifySelection(let index, _) in commands {
                    XCTAssertNotEqual(index, last)
                    last = index
                }
                XCTAssertEqual(c.settledIndex, last)
                if c.state.isIdle && c.pending == nil { XCTAssertEqual(c.state.index, last) }
            }
        }
    }
}
