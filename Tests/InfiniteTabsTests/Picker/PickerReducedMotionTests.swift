import XCTest
import InfiniteTabsCore
import TestSupport

/// Reduce Motion in the option picker: taps and selections in code move at
/// once, auto-advance pauses (and resumes when the setting goes off), drags
/// are untouched. Default rig: 3 items, pages 100 wide in a 300-wide window.
final class PickerReducedMotionTests: XCTestCase {
    typealias Rig = PickerDriverTests.Rig

    func testATapMovesAtOnceAndSettlesWithOneNotification() { onMain {
        let rig = Rig()
        rig.driver.prefersReducedMotion = true
        rig.commands = []
        rig.driver.tap()
        XCTAssertEqual(rig.host.sets.last?.animated, false)
        XCTAssertEqual(rig.host.pendingAnimation, nil, "nothing slides")
        XCTAssertNil(rig.driver.animationTarget)
        XCTAssertEqual(rig.notified, [1], "settled on the next item at once")
        XCTAssertEqual(rig.driver.selectedIndex, 1)
        XCTAssertTrue(rig.driver.acceptsTouches)
    } }

    func testWithoutReducedMotionTheSameTapSlides() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.tap()
        XCTAssertEqual(rig.host.sets.last?.animated, true)
        XCTAssertEqual(rig.notified, [], "reported when the slide ends")
        rig.host.finishAnimation()
        XCTAssertEqual(rig.notified, [1])
    } }

    func testAnAnimatedSelectionInCodeGoesAtOnce() { onMain {
        let rig = Rig(items: 5)
        rig.driver.prefersReducedMotion = true
        rig.driver.setSelectedIndex(3, animated: true)
        XCTAssertEqual(rig.host.sets.last?.animated, false)
        XCTAssertEqual(rig.driver.currentItem, 3)
        XCTAssertNil(rig.driver.animationTarget)
        XCTAssertEqual(rig.notified, [], "a selection in code is never reported")
    } }

    func testTapsQueuedDuringASlideRunAtOnceWhenReduceMotionTurnedOnMeanwhile() { onMain {
        let rig = Rig(items: 5)
        rig.driver.tap()                       // slides to 1
        rig.driver.tap(); rig.driver.tap()     // queued
        rig.driver.prefersReducedMotion = true
        rig.host.finishAnimation()
        XCTAssertEqual(rig.notified, [1, 2, 3], "each queued tap settles at once, in turn")
        XCTAssertEqual(rig.driver.queuedAdvances, 0)
        XCTAssertNil(rig.host.pendingAnimation)
    } }

    func testAutoAdvancePausesWhileReduceMotionIsOnAndResumesWhenItGoesOff() { onMain {
        let rig = Rig()
        XCTAssertEqual(PickerScrollDriver.autoAdvanceInterval(3, isOnScreen: true, prefersReducedMotion: true), nil)
        XCTAssertEqual(PickerScrollDriver.autoAdvanceInterval(3, isOnScreen: true, prefersReducedMotion: false), 3)
        XCTAssertEqual(PickerScrollDriver.autoAdvanceInterval(.nan, isOnScreen: true, prefersReducedMotion: false), nil)
        rig.driver.prefersReducedMotion = true
        let setsBefore = rig.host.sets.count
        XCTAssertFalse(rig.driver.autoAdvanceTick(), "a timer that fires after the change does nothing")
        XCTAssertEqual(rig.host.sets.count, setsBefore)
        rig.driver.prefersReducedMotion = false
        XCTAssertTrue(rig.driver.autoAdvanceTick())
        XCTAssertEqual(rig.host.sets.last?.animated, true)
    } }

    /// The user's own drag pages to the same target and settles the same way
    /// whatever the setting.
    func testADragIsUntouched() { onMain {
        @MainActor func run(_ reduced: Bool) -> ([CGFloat], [Int]) {
            let rig = Rig(items: 4)
            rig.driver.prefersReducedMotion = reduced
            rig.commands = []
            rig.fling(by: 70, velocity: 1.2)
            rig.fling(by: -30, velocity: -0.2)
            return (rig.host.sets.map(\.x), rig.notified)
        }
        let normal = run(false), reduced = run(true)
        XCTAssertEqual(normal.0, reduced.0)
        XCTAssertEqual(normal.1, reduced.1)
        XCTAssertFalse(normal.1.isEmpty, "the drags did move the picker")
    } }

    func testTheRule() {
        XCTAssertEqual(ReducedMotion.animation(animated: true, prefersReducedMotion: false), .slide)
        XCTAssertEqual(ReducedMotion.animation(animated: true, prefersReducedMotion: true), MoveAnimation.none)
        XCTAssertEqual(ReducedMotion.animation(animated: false, prefersReducedMotion: false), MoveAnimation.none)
        XCTAssertEqual(ReducedMotion.animation(animated: false, prefersReducedMotion: true), MoveAnimation.none)
        XCTAssertTrue(ReducedMotion.allowsAutoAdvance(prefersReducedMotion: false))
        XCTAssertFalse(ReducedMotion.allowsAutoAdvance(prefersReducedMotion: true))
    }
}
