import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Auto-scroll of the real `InfinitePageViewController` on a
/// `SimulatedDevice`, frame by frame: its timer runs on the device's clock
/// while a seeded user drags, flings and selects, and a turn may only start
/// when no finger is down and nothing moves; every turn is one page forward
/// (across the seam too), and UIKit is never asked for a page during a
/// transition.
final class PagesAutoScrollDeviceTests: XCTestCase {
    func testTheTimerNeverTurnsAPageDuringADragOrATransitionOnTheDevice() {
        onMain {
            var turns = 0
            var seamTurns = 0
            var framesWhileMoving = 0
            for seed in UInt64(1)...8 {
                var random = SeededRandom(seed: seed)
                let count = 2 + Int(random.next() % 5)
                let screen = PagesScreen(count: count, selectedIndex: Int(random.next() % UInt64(count)),
                                         frameRate: seed % 2 == 0 ? 60 : 120)
                let checker = PagesChecker(screen: screen)
                screen.pages.autoScrollInterval = 0.4
                var fingerFrames = 0
                var fingerDown = false
                var wasMoving = true
                var lastMove: PagingMove?
                // A selection made while the pages move runs when they rest.
                var requested: Int?
                for frame in 0..<800 {
                    var userMoved = false
                    // The user: now and then a drag of a few frames, a fling, or a selection.
                    if fingerFrames == 0, random.next() % 90 == 0 {
                        screen.touchDown()
                        fingerDown = true
                        fingerFrames = 4 + Int(random.next() % 20)
                    } else if fingerFrames == 0, random.next() % 200 == 0 {
                        let index = Int(random.next() % UInt64(count))
                        screen.select(index)
                        requested = index == screen.pages.selectedIndex && screen.pages.pagingState.isIdle ? nil : index
                        userMoved = true
                    }
                    if fingerFrames > 0 {
                        screen.moveFinger(by: CGFloat(Int(random.next() % 25)) - 12)
                        fingerFrames -= 1
                        if fingerFrames == 0 {
                            if random.next() % 3 == 0 { screen.hold(frames: 8) }
                            screen.lift()
                            fingerDown = false
                        }
                    } else {
                        screen.frame()
                    }
                    checker.checkFrame("seed \(seed) frame \(frame)")
                    let state = screen.pages.pagingState
                    let inner = screen.innerScrollView!
                    let moving = fingerDown || inner.isTracking || inner.isDragging || inner.isDecelerating
                        || screen.pages.pageViewController.isTransitioning || !state.isIdle
                    if moving { framesWhileMoving += 1 }
                    // A transition that started this frame without the user: a turn.
                    if case .transitioning(let m) = state, lastMove.map({ ($0.from, $0.to) != (m.from, m.to) }) ?? true,
                       m.to == requested {
                        requested = nil // the user's selection, carried out
                    } else if case .transitioning(let m) = state, lastMove.map({ ($0.from, $0.to) != (m.from, m.to) }) ?? true, !userMoved {
                        XCTAssertFalse(wasMoving, "seed \(seed) frame \(frame): a turn started while a finger was down or the pages moved")
                        XCTAssertEqual(m.to, (m.from + 1) % count, "seed \(seed) frame \(frame): a turn goes one page forward")
                        XCTAssertEqual(m.steps, 1, "seed \(seed) frame \(frame)")
                        turns += 1
                        if m.to == 0 { seamTurns += 1 }
                    }
                    lastMove = state.move.flatMap { if case .transitioning = state { return $0 } else { return nil } }
                    if state.isIdle && !moving && requested == screen.pages.selectedIndex { requested = nil }
                    wasMoving = moving || userMoved
                }
                XCTAssertTrue(checker.violations.isEmpty, "seed \(seed): \(checker.violations.messages.prefix(3))")
                XCTAssertEqual(screen.device.violations, [], "seed \(seed): UIKit was asked for a page during a transition")
            }
            XCTAssertGreaterThan(framesWhileMoving, 800, "the timer ran during many drags and transitions")
            XCTAssertGreaterThan(turns, 30, "the timer turned pages at all")
            XCTAssertGreaterThan(seamTurns, 5, "turns crossed the seam from the last page to the first")
            print("auto-scroll device: \(turns) turns, \(seamTurns) across the seam, \(framesWhileMoving) frames while moving")
        }
    }
}
