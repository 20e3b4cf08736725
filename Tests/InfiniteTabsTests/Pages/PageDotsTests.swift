import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// Page dots that follow wrapping pages.
final class PageDotsTests: XCTestCase {
    func testAtRestTheDotIsTheIndex() {
        for count in 1...6 {
            for i in 0..<count { XCTAssertEqual(PageDots.dot(for: .idle(index: i), count: count), i) }
        }
    }

    func testASwipeLightsItsTargetFromHalfAPage() {
        let move = { (p: CGFloat) in PagingMove(from: 4, to: 0, steps: 1, progress: p) }
        XCTAssertEqual(PageDots.switchProgress, 0.5)
        XCTAssertEqual(PageDots.dot(for: .dragging(move(0.49)), count: 5), 4)
        XCTAssertEqual(PageDots.dot(for: .dragging(move(0.5)), count: 5), 0, "across the seam: the first dot")
        XCTAssertEqual(PageDots.dot(for: .settling(move(0.51)), count: 5), 0)
        XCTAssertEqual(PageDots.dot(for: .settling(move(0.2)), count: 5), 4)
        let back = PagingMove(from: 0, to: 4, steps: -1, progress: 0.7)
        XCTAssertEqual(PageDots.dot(for: .dragging(back), count: 5), 4)
    }

    func testAProgrammaticTransitionLightsItsTargetAtOnce() {
        XCTAssertEqual(PageDots.dot(for: .transitioning(PagingMove(from: 1, to: 4, steps: -2, progress: 0)), count: 5), 4)
    }

    func testBadInputIsWrappedAndNoPagesGiveZero() {
        XCTAssertEqual(PageDots.dot(for: .idle(index: -1), count: 5), 4)
        XCTAssertEqual(PageDots.dot(for: .idle(index: Int.min), count: 5), Cycle(count: 5).wrap(Int.min))
        XCTAssertEqual(PageDots.dot(for: .idle(index: Int.max), count: 0), 0)
        XCTAssertEqual(PageDots.dot(for: .idle(index: 3), count: -4), 0)
        XCTAssertNil(PageDots.selection(forTapped: 5, current: 0, count: 5))
        XCTAssertNil(PageDots.selection(forTapped: -1, current: 0, count: 5))
        XCTAssertNil(PageDots.selection(forTapped: Int.min, current: 0, count: 0))
        XCTAssertNil(PageDots.selection(forTapped: 2, current: 7, count: 5), "7 wraps to 2: already there")
        XCTAssertEqual(PageDots.selection(forTapped: 0, current: 4, count: 5), 0)
        XCTAssertEqual(PageDots.steps(from: 0, toTapped: 3, count: 0, wraps: true), 0)
    }

    func testATappedDotIsReachedTheShortestWayRound() {
        for count in 2...8 {
            for from in 0..<count {
                for to in 0..<count {
                    let steps = PageDots.steps(from: from, toTapped: to, count: count, wraps: true)
                    XCTAssertEqual(steps, Cycle(count: count).distance(from: from, to: to))
                    XCTAssertLessThanOrEqual(abs(steps) * 2, count)
                    XCTAssertEqual(PageDots.steps(from: from, toTapped: to, count: count, wraps: false), to - from)
                }
            }
        }
    }

    /// A tapped dot, through the page driver: one animated set the short way
    /// across the seam; during a transition it waits and the dots follow.
    func testATappedDotTurnsThePagesTheShortWayAndTheDotsFollowEveryState() {
        onMain {
            let h = PagesHarness(count: 5, selectedIndex: 4)
            var dots: [Int] = []
            h.host.onEvent = { event in
                if case .stateChanged(let state) = event { dots.append(PageDots.dot(for: state, count: 5)) }
            }
            let tapped = PageDots.selection(forTapped: 0, current: h.driver.targetIndex, count: 5)
            XCTAssertEqual(tapped, 0)
            h.driver.select(tapped!)
            XCTAssertEqual(h.host.calls.last, .show(index: 0, direction: .forward, animated: true))
            XCTAssertEqual(dots, [0], "lit at once")
            h.driver.select(PageDots.selection(forTapped: 3, current: h.driver.targetIndex, count: 5)!)
            h.host.finishAnimation()
            XCTAssertEqual(h.host.calls.last, .show(index: 3, direction: .reverse, animated: true))
            h.host.finishAnimation()
            XCTAssertEqual(dots.last, 3)
            XCTAssertEqual(h.host.violations, [])
        }
    }

    /// Per frame through a swipe over the seam: only the start and target dots
    /// light, and the dot changes at most once on the way out.
    func testPerFrameThroughASwipeTheDotSwitchesOnceAtHalfAPage() {
        onMain {
            let h = PagesHarness(count: 4, selectedIndex: 3)
            var dots: [Int] = []
            var progress: [CGFloat] = []
            h.host.onEvent = { event in
                guard case .stateChanged(let state) = event else { return }
                dots.append(PageDots.dot(for: state, count: 4))
                progress.append(state.move?.progress ?? 0)
            }
            XCTAssertTrue(h.host.beginSwipe(visualStep: 1))
            for f in stride(from: 0.05 as CGFloat, through: 0.95, by: 0.05) { h.host.drag(f) }
            h.host.endSwipe(completed: true)
            XCTAssertEqual(Set(dots), [3, 0])
            let firstZero = dots.firstIndex(of: 0)!
            XCTAssertTrue(dots[firstZero...].allSatisfy { $0 == 0 }, "no flicker back")
            XCTAssertGreaterThanOrEqual(progress[firstZero], 0.5)
            XCTAssertLessThan(progress[firstZero - 1], 0.5)
        }
    }
}
