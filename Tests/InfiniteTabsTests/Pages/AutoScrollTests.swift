import XCTest
@testable import InfiniteTabsCore

/// The auto-scroll clock on its own: explicit ticks, no wall clock.
final class AutoScrollTests: XCTestCase {
    /// Ticks every `step` seconds from `from` to `to` at rest on `page`;
    /// returns the times at which it turned.
    private func run(_ clock: inout AutoScroll, from: Double, to: Double, step: Double = 0.1, page: Int = 0,
                     conditions: AutoScrollConditions = AutoScrollConditions(), moving: Bool = false) -> [Double] {
        var turns: [Double] = []
        var i = 0
        while from + Double(i) * step <= to + 1e-9 {
            let t = from + Double(i) * step
            if clock.tick(now: t, conditions: conditions, pagesAreMoving: moving, page: page) { turns.append(t) }
            i += 1
        }
        return turns
    }

    func testUnusableIntervalsNeverTurn() {
        for bad in [nil, 0, -1, -0.0, .nan, .infinity, -.infinity] as [TimeInterval?] {
            var clock = AutoScroll(interval: bad)
            XCTAssertNil(clock.interval)
            XCTAssertEqual(clock.status, .off)
            XCTAssertEqual(run(&clock, from: 0, to: 100, step: 0.5), [], "\(String(describing: bad))")
        }
    }

    func testADragCancelsForGoodOnlyWhenAskedAndSettingTheIntervalAgainRestarts() {
        var paused = AutoScroll(interval: 1)
        _ = run(&paused, from: 0, to: 0.5)
        paused.userBeganDragging()
        XCTAssertEqual(run(&paused, from: 0.6, to: 3).count, 2, "pause (the default): a drag changes nothing by itself")

        var clock = AutoScroll(interval: 1)
        clock.dragBehavior = .cancel
        XCTAssertEqual(run(&clock, from: 0, to: 1.5).count, 1)
        clock.userBeganDragging()
        XCTAssertEqual(clock.status, .cancelled)
        XCTAssertEqual(run(&clock, from: 1.6, to: 30), [], "no turn after the drag")
        clock.restart() // the app came back to the foreground
        XCTAssertEqual(run(&clock, from: 30.1, to: 40), [], "coming back to the foreground does not restart it")
        clock.setInterval(1)
        XCTAssertEqual(run(&clock, from: 40.1, to: 43.5).count, 3, "the same interval set again restarts it")
        clock.setInterval(nil)
        clock.userBeganDragging()
        XCTAssertEqual(clock.status, .off, "nothing to cancel without an interval")
    }

    func testAPageStaysAtRestOneFullIntervalFromTheFirstTickAtRest() {
        var clock = AutoScroll(interval: 3)
        XCTAssertEqual(clock.tick(now: 10, conditions: .init(), pagesAreMoving: false, page: 0), false)
        XCTAssertEqual(clock.status, .scheduled(at: 13))
        XCTAssertFalse(clock.tick(now: 12.99, conditions: .init(), pagesAreMoving: false, page: 0))
        XCTAssertTrue(clock.tick(now: 13, conditions: .init(), pagesAreMoving: false, page: 0))
        XCTAssertEqual(clock.status, .waitingForRest)
        XCTAssertFalse(clock.tick(now: 13.1, conditions: .init(), pagesAreMoving: true, page: 0), "the turn is moving")
        XCTAssertFalse(clock.tick(now: 13.5, conditions: .init(), pagesAreMoving: false, page: 1), "rest on a new page")
        XCTAssertEqual(clock.status, .scheduled(at: 16.5))
    }

    /// A timer's summed steps fall a rounding short of the due time: that
    /// tick still turns (issue 26: the turn came a tick late).
    func testATickARoundingShortOfTheDueTimeTurns() {
        var clock = AutoScroll(interval: 2)
        _ = clock.tick(now: 0.1, conditions: .init(), pagesAreMoving: false, page: 0)
        var now = 0.1
        for _ in 0..<10 { now += 0.2 }
        XCTAssertLessThan(now, 2.1)
        XCTAssertTrue(clock.tick(now: now, conditions: .init(), pagesAreMoving: false, page: 0))
        var late = AutoScroll(interval: 2)
        _ = late.tick(now: 0, conditions: .init(), pagesAreMoving: false, page: 0)
        XCTAssertFalse(late.tick(now: 1.999_99, conditions: .init(), pagesAreMoving: false, page: 0), "not a whole tick early")
    }

    func testNeverTurnsWhileThePagesMoveEvenWhenOverdue() {
        var clock = AutoScroll(interval: 1)
        _ = clock.tick(now: 0, conditions: .init(), pagesAreMoving: false, page: 0)
        XCTAssertEqual(run(&clock, from: 1, to: 20, moving: true), [])
        XCTAssertEqual(clock.status, .waitingForRest)
        // Once at rest again, a full interval.
        XCTAssertEqual(run(&clock, from: 20, to: 21.5, step: 0.25), [21])
    }

    func testEveryPauseReasonPausesAndAFullIntervalFollowsTheResume() {
        let reasons: [(AutoScrollConditions, AutoScroll.PauseReason)] = [
            (AutoScrollConditions(isTouched: true), .touched),
            (AutoScrollConditions(isOnScreen: false), .offScreen),
            (AutoScrollConditions(isInForeground: false), .background),
            (AutoScrollConditions(prefersReducedMotion: true), .reducedMotion),
            (AutoScrollConditions(isVoiceOverRunning: true), .voiceOver),
        ]
        for (conditions, reason) in reasons {
            var clock = AutoScroll(interval: 2)
            _ = clock.tick(now: 0, conditions: .init(), pagesAreMoving: false, page: 0)
            XCTAssertEqual(run(&clock, from: 1.9, to: 30, step: 0.25, conditions: conditions), [], "\(reason)")
            XCTAssertEqual(clock.status, .paused(reason))
            XCTAssertFalse(clock.tick(now: 31, conditions: .init(), pagesAreMoving: false, page: 0), "\(reason)")
            XCTAssertFalse(clock.tick(now: 32.9, conditions: .init(), pagesAreMoving: false, page: 0), "\(reason)")
            XCTAssertTrue(clock.tick(now: 33, conditions: .init(), pagesAreMoving: false, page: 0), "\(reason)")
        }
    }

    func testAChangeOfPageRestartsTheInterval() {
        var clock = AutoScroll(interval: 2)
        _ = clock.tick(now: 0, conditions: .init(), pagesAreMoving: false, page: 0)
        XCTAssertFalse(clock.tick(now: 1.5, conditions: .init(), pagesAreMoving: false, page: 7), "a swipe or reload moved it")
        XCTAssertFalse(clock.tick(now: 3, conditions: .init(), pagesAreMoving: false, page: 7))
        XCTAssertTrue(clock.tick(now: 3.5, conditions: .init(), pagesAreMoving: false, page: 7))
    }

    func testTheSameIntervalKeepsThePhaseAndANewOneRestarts() {
        var clock = AutoScroll(interval: 2)
        _ = clock.tick(now: 0, conditions: .init(), pagesAreMoving: false, page: 0)
        clock.setInterval(2)
        XCTAssertTrue(clock.tick(now: 2, conditions: .init(), pagesAreMoving: false, page: 0))
        _ = clock.tick(now: 3, conditions: .init(), pagesAreMoving: false, page: 1)
        clock.setInterval(5)
        XCTAssertFalse(clock.tick(now: 5, conditions: .init(), pagesAreMoving: false, page: 1))
        XCTAssertFalse(clock.tick(now: 9.9, conditions: .init(), pagesAreMoving: false, page: 1))
        XCTAssertTrue(clock.tick(now: 10, conditions: .init(), pagesAreMoving: false, page: 1))
        clock.setInterval(.nan)
        XCTAssertEqual(clock.status, .off)
        XCTAssertFalse(clock.tick(now: 100, conditions: .init(), pagesAreMoving: false, page: 1))
    }

    func testRestartWaitsAFullIntervalFromTheNextTick() {
        var clock = AutoScroll(interval: 2)
        _ = clock.tick(now: 0, conditions: .init(), pagesAreMoving: false, page: 0)
        clock.restart()
        XCTAssertFalse(clock.tick(now: 1.9, conditions: .init(), pagesAreMoving: false, page: 0))
        XCTAssertFalse(clock.tick(now: 3.8, conditions: .init(), pagesAreMoving: false, page: 0))
        XCTAssertTrue(clock.tick(now: 3.9, conditions: .init(), pagesAreMoving: false, page: 0))
    }

    func testBadTimeStampsAreIgnoredAndAClockGoingBackNeverPostponesForGood() {
        var clock = AutoScroll(interval: 2)
        _ = clock.tick(now: 100, conditions: .init(), pagesAreMoving: false, page: 0)
        for bad in [Double.nan, .infinity, -.infinity] {
            XCTAssertFalse(clock.tick(now: bad, conditions: .init(), pagesAreMoving: false, page: 0))
        }
        XCTAssertEqual(clock.status, .scheduled(at: 102))
        // The clock jumps back by a lot: the interval counts from the new time.
        XCTAssertFalse(clock.tick(now: 0, conditions: .init(), pagesAreMoving: false, page: 0))
        XCTAssertEqual(clock.status, .scheduled(at: 2))
        XCTAssertTrue(clock.tick(now: 2, conditions: .init(), pagesAreMoving: false, page: 0))
        // Huge but finite times and intervals stay finite.
        var huge = AutoScroll(interval: 1e300)
        _ = huge.tick(now: 1e300, conditions: .init(), pagesAreMoving: false, page: Int.min)
        XCTAssertEqual(huge.status, .scheduled(at: 2e300))
        XCTAssertTrue(huge.tick(now: 2e300, conditions: .init(), pagesAreMoving: false, page: Int.min))
    }

    func testTickStepIsATenthOfTheIntervalWithinBounds() {
        XCTAssertEqual(AutoScroll.tickStep(for: 1), 0.1, accuracy: 1e-12)
        XCTAssertEqual(AutoScroll.tickStep(for: 100), 0.25)
        XCTAssertEqual(AutoScroll.tickStep(for: 0.01), 1.0 / 60)
        XCTAssertEqual(AutoScroll.tickStep(for: .leastNonzeroMagnitude), 1.0 / 60)
        for bad in [nil, 0, -3, .nan, .infinity] as [TimeInterval?] {
            XCTAssertEqual(AutoScroll.tickStep(for: bad), 0.25)
        }
    }

    func testConditionsReportTheirFirstPauseReason() {
        XCTAssertNil(AutoScrollConditions().pauseReason)
        XCTAssertEqual(AutoScrollConditions(isTouched: true, isOnScreen: false).pauseReason, .touched)
        XCTAssertEqual(AutoScrollConditions(isOnScreen: false, prefersReducedMotion: true).pauseReason, .offScreen)
        XCTAssertEqual(AutoScrollConditions(isInForeground: false, prefersReducedMotion: true).pauseReason, .background)
        XCTAssertEqual(AutoScrollConditions(prefersReducedMotion: true, isVoiceOverRunning: true).pauseReason, .reducedMotion)
    }
}
