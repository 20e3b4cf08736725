import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// Auto-scroll through the page driver, against the fake page view
/// controller (a set during a transition is a recorded violation, animated
/// sets end only when the test finishes them).
final class PagesAutoScrollTests: XCTestCase {
    func testTurnsForwardAcrossTheSeamNeverRewinding() {
        onMain {
            let h = PagesHarness(count: 3, selectedIndex: 1)
            var clock = AutoScroll(interval: 2)
            var t = 0.0
            var visited: [Int] = []
            for _ in 0..<600 {
                if let turned = h.driver.autoScrollTick(&clock, now: t) {
                    visited.append(turned)
                    h.host.finishAnimation()
                }
                t += 0.1
            }
            XCTAssertEqual(Array(visited.prefix(7)), [2, 0, 1, 2, 0, 1, 2])
            XCTAssertGreaterThan(visited.count, 20)
            let sets = h.host.calls.compactMap { call -> PageDirection? in
                if case .show(_, let direction, true) = call { return direction } else { return nil }
            }
            XCTAssertEqual(Set(sets), [.forward], "every animated turn goes forward, the seam included")
            XCTAssertEqual(h.host.violations, [])
        }
    }

    func testRightToLeftTurnsForwardInReadingOrder() {
        onMain {
            let h = PagesHarness(count: 3, selectedIndex: 2, layout: .rightToLeft)
            var clock = AutoScroll(interval: 1)
            _ = h.driver.autoScrollTick(&clock, now: 0)
            h.clear()
            XCTAssertEqual(h.driver.autoScrollTick(&clock, now: 1), 0)
            XCTAssertEqual(h.host.calls, [.show(index: 0, direction: .reverse, animated: true)],
                           "forward is to the left, handed to UIKit as .reverse")
        }
    }

    func testWithoutWrappingItStopsAtTheLastPage() {
        onMain {
            let h = PagesHarness(count: 3, selectedIndex: 1, wraps: false, completesAtOnce: true)
            var clock = AutoScroll(interval: 1)
            var turned: [Int] = []
            for i in 0...100 {
                if let index = h.driver.autoScrollTick(&clock, now: Double(i) / 4) { turned.append(index) }
            }
            XCTAssertEqual(turned, [2])
            XCTAssertEqual(h.driver.selectedIndex, 2)
        }
    }

    func testFewerThanTwoPagesNeverTurn() {
        onMain {
            for count in [0, 1] {
                let h = PagesHarness(count: count, completesAtOnce: true)
                var clock = AutoScroll(interval: 1)
                h.clear()
                for i in 0...100 { XCTAssertNil(h.driver.autoScrollTick(&clock, now: Double(i))) }
                XCTAssertEqual(h.host.calls, [])
            }
        }
    }

    /// FSPagerView #308 (a reload during auto-sliding froze it) and #272
    /// (restarting the timer went back to page 0).
    func testAReloadDuringATurnWaitsThenTheCarouselGoesOnFromTheReloadedPage() {
        onMain {
            let h = PagesHarness(count: 5, selectedIndex: 3)
            var clock = AutoScroll(interval: 1)
            _ = h.driver.autoScrollTick(&clock, now: 0)
            XCTAssertEqual(h.driver.autoScrollTick(&clock, now: 1), 4)
            h.driver.reload(count: 6, selectedIndex: 4) // during the transition: waits
            XCTAssertNil(h.driver.autoScrollTick(&clock, now: 5), "never turns while the reload waits")
            h.host.finishAnimation()
            XCTAssertEqual(h.host.violations, [])
            XCTAssertEqual(h.driver.pages.count, 6)
            XCTAssertEqual(h.driver.state, .idle(index: 4))
            XCTAssertNil(h.driver.autoScrollTick(&clock, now: 5.5), "a full interval at rest first")
            XCTAssertNil(h.driver.autoScrollTick(&clock, now: 6.4))
            XCTAssertEqual(h.driver.autoScrollTick(&clock, now: 6.5), 5, "goes on from the reloaded page, not page 0")
            h.host.finishAnimation()
            XCTAssertEqual(h.driver.autoScrollTick(&clock, now: 6.6), nil)
            XCTAssertEqual(h.driver.autoScrollTick(&clock, now: 7.6), 0, "and across the seam")
        }
    }

    func testATappedPageRestsAFullIntervalBeforeTheNextTurn() {
        onMain {
            let h = PagesHarness(count: 5)
            var clock = AutoScroll(interval: 2)
            _ = h.driver.autoScrollTick(&clock, now: 0)
            h.driver.select(3) // a tapped dot at t = 1.5
            XCTAssertNil(h.driver.autoScrollTick(&clock, now: 1.5))
            XCTAssertNil(h.driver.autoScrollTick(&clock, now: 2.5), "overdue, but the tap is moving")
            h.host.finishAnimation()
            XCTAssertNil(h.driver.autoScrollTick(&clock, now: 2.6))
            XCTAssertNil(h.driver.autoScrollTick(&clock, now: 4.5))
            XCTAssertEqual(h.driver.autoScrollTick(&clock, now: 4.6), 4)
        }
    }

    /// The timer never turns a page during a user's drag or a transition:
    /// long seeded runs mixing ticks with swipes (completed, cancelled, held),
    /// drags too small to start a transition, taps, reloads and an event loop.
    func testTheTimerNeverTurnsAPageDuringADragOrATransition() {
        onMain {
            for seed in 1...40 as ClosedRange<UInt64> {
                var random = SeededRandom(seed: seed)
                let h = PagesHarness(count: random.int(in: 2...6), selectedIndex: 0)
                h.host.hasEventLoop = random.chance(0.5)
                let interval = [0.5, 1, 2.5][random.int(in: 0...2)]
                var clock = AutoScroll(interval: interval)
                var t = 0.0
                var turns = 0
                var restSince: (time: Double, position: Int)?
                var fingerDown = false
                var burst = 0
                var animatingFor = 0
                for _ in 0..<1500 {
                    t += 0.1
                    if burst == 0 && random.chance(0.04) { burst = random.int(in: 3...30) }
                    if burst > 0 {
                        burst -= 1
                        switch random.int(in: 0...9) {
                        case 0: if h.host.beginSwipe(visualStep: random.chance(0.5) ? 1 : -1) { fingerDown = true; h.host.drag(0.3) }
                        case 1: if fingerDown { h.host.drag(random.cgFloat(in: 0...0.9)) }
                        case 2: if fingerDown { fingerDown = false; h.host.endSwipe(completed: random.chance(0.6)) }
                        case 3: if !h.host.isBusy { h.host.dragWithoutTransition(0.05); h.host.bounceBack() }
                        case 4: h.driver.select(random.int(in: 0...(h.driver.pages.count - 1)))
                        case 5: h.host.finishAnimation()
                        case 6: h.host.runEventLoop()
                        case 7 where random.chance(0.3):
                            h.driver.reload(count: random.int(in: 2...6), selectedIndex: random.int(in: 0...5))
                        default: break
                        }
                        if burst == 0 && fingerDown { fingerDown = false; h.host.endSwipe(completed: random.chance(0.5)) }
                    } else {
                        // Quiet: UIKit ends an animated set after about 0.3 s
                        // and runs the main queue.
                        animatingFor = h.host.isAnimatingSet ? animatingFor + 1 : 0
                        if animatingFor >= 3 { h.host.finishAnimation(); animatingFor = 0 }
                        h.host.runEventLoop()
                    }
                    // What a tick may not interrupt, read before the tick.
                    let busyBefore = h.host.isBusy || !h.driver.state.isIdle || h.driver.isHostBusy
                    let position = h.driver.position
                    if !h.driver.isMoving && !fingerDown {
                        if restSince?.position != position { restSince = (t, position) }
                    } else {
                        restSince = nil
                    }
                    let conditions = AutoScrollConditions(isTouched: fingerDown)
                    if h.driver.autoScrollTick(&clock, now: t, conditions: conditions) != nil {
                        turns += 1
                        XCTAssertFalse(busyBefore, "seed \(seed): turned during a drag or a transition")
                        XCTAssertFalse(fingerDown, "seed \(seed): turned under the finger")
                        let rested = t - (restSince?.time ?? t)
                        XCTAssertGreaterThanOrEqual(rested + 1e-9, interval, "seed \(seed): turned after \(rested) s at rest")
                    }
                }
                XCTAssertEqual(h.host.violations, [], "seed \(seed)")
                XCTAssertGreaterThan(turns, 3, "seed \(seed): the carousel went on turning")
            }
        }
    }
}
