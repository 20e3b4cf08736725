import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// Auto-scroll on the simulated page view controller, frame by frame: the
/// timer ticks every frame while a seeded user drags, flings and selects, and
/// a turn may only start when no finger is down and nothing moves; every turn
/// is one page forward (across the seam too), and UIKit is never asked for a
/// page during a transition.
final class PagesAutoScrollDeviceTests: XCTestCase {
    func testTheTimerNeverTurnsAPageDuringADragOrATransitionOnTheDevice() {
        onMain {
            var turns = 0
            var seamTurns = 0
            var ticksWhileMoving = 0
            for seed in UInt64(1)...24 {
                var random = SeededRandom(seed: seed)
                let count = 2 + Int(random.next() % 5)
                let rig = PagesRig(count: count, pageWidth: 320, selectedIndex: Int(random.next() % UInt64(count)),
                                   framesPerSecond: seed % 2 == 0 ? 60 : 120)
                var clock = AutoScroll(interval: 0.4)
                var fingerFrames = 0
                for frame in 0..<1_200 {
                    let host = rig.host
                    // The user: now and then a drag of a few frames, a fling, or a selection.
                    if fingerFrames == 0, random.next() % 90 == 0 {
                        rig.touchDown()
                        fingerFrames = 4 + Int(random.next() % 20)
                    } else if fingerFrames == 0, random.next() % 200 == 0 {
                        rig.select(Int(random.next() % UInt64(count)), animated: true)
                    }
                    if fingerFrames > 0 {
                        rig.moveFinger(by: CGFloat(Int(random.next() % 25)) - 12)
                        fingerFrames -= 1
                        if fingerFrames == 0 { rig.lift(velocity: CGFloat(Int(random.next() % 2_000)) - 1_000) }
                    }
                    rig.frame()
                    let touched = host.scrollView.isTracking
                    let moving = host.isBusy || !host.scrollView.physics.isIdle || touched || !rig.driver.state.isIdle
                    if moving { ticksWhileMoving += 1 }
                    let before = rig.driver.targetIndex
                    let turned = rig.driver.autoScrollTick(&clock, now: rig.queue.time,
                                                           conditions: AutoScrollConditions(isTouched: touched))
                    if let page = turned {
                        XCTAssertFalse(moving, "seed \(seed) frame \(frame): a turn started while a finger was down or the pages moved")
                        XCTAssertEqual(page, (before + 1) % count, "seed \(seed) frame \(frame): a turn goes one page forward")
                        turns += 1
                        if page == 0 { seamTurns += 1 }
                    }
                }
                XCTAssertEqual(rig.host.violations, [], "seed \(seed): UIKit was asked for a page during a transition")
            }
            XCTAssertGreaterThan(ticksWhileMoving, 2_000, "the timer ticked during many drags and transitions")
            XCTAssertGreaterThan(turns, 100, "the timer turned pages at all")
            XCTAssertGreaterThan(seamTurns, 10, "turns crossed the seam from the last page to the first")
        }
    }
}
