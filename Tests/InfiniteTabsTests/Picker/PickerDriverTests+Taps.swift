// Picker driver tests: animated moves, taps and their queue, selections in code, drags that come back.
import XCTest
import InfiniteTabsCore
import TestSupport

extension PickerDriverTests {
    func testAnAnimationEndReportedFromInsideAPlainSetIsIgnored() { onMain {
        let rig = Rig()
        rig.host.reportsStoppedAnimationEnd = true
        rig.commands = []
        rig.driver.tap() // animating to item 1
        rig.driver.setSelectedIndex(2, animated: false) // stops it; UIKit may report the end from inside
        XCTAssertEqual(rig.notified, [], "a programmatic change is never reported")
        XCTAssertEqual(rig.driver.selectedIndex, 2)
        XCTAssertEqual(rig.driver.currentItem, 2)
        XCTAssertNil(rig.driver.animationTarget)
    } }

    func testTheScrollViewRefusesTouchesExactlyWhileAnAnimatedMoveRuns() { onMain {
        let rig = Rig()
        XCTAssertTrue(rig.driver.acceptsTouches)
        var seen: [Bool] = [] // what the view reads after each command
        rig.driver.onCommand = { _ in seen.append(rig.driver.acceptsTouches) }
        rig.driver.tap()
        XCTAssertEqual(seen.last, false, "refused once the animated set is made")
        rig.driver.tap() // queued: still refused
        XCTAssertFalse(rig.driver.acceptsTouches)
        rig.host.finishAnimation() // settles, runs the queued tap: a new move
        XCTAssertFalse(rig.driver.acceptsTouches)
        rig.host.finishAnimation()
        XCTAssertTrue(rig.driver.acceptsTouches)
        rig.driver.setSelectedIndex(0, animated: true)
        XCTAssertFalse(rig.driver.acceptsTouches)
        rig.driver.isOnScreen = false // the move ends at once
        XCTAssertTrue(rig.driver.acceptsTouches)
        XCTAssertEqual(seen.last, true)
        XCTAssertFalse(rig.driver.autoAdvanceTick(), "no auto-advance off screen")
        XCTAssertTrue(rig.driver.acceptsTouches)
    } }

    func testTapAdvancesOneItemAnimatedAndNotifiesWhenItSettles() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.tap()
        XCTAssertEqual(rig.commands, [.setOffset(200, animated: true)])
        XCTAssertEqual(rig.notified, [], "nothing until the picker settles")
        rig.host.finishAnimation()
        XCTAssertEqual(rig.commands, [
            .setOffset(200, animated: true),
            .showPages(0..<4), // frame at 125: pages 0 to 3 peek in
            .showPages(1..<4), // 200
            .notify(1),
        ])
    } }

    func testTapOnTheLastItemCrossesTheSeamAndRecentersOnlyWhenSettled() { onMain {
        let rig = Rig()
        rig.driver.setSelectedIndex(2, animated: false)
        rig.commands = []
        rig.driver.tap()
        rig.host.finishAnimation(frames: 4)
        XCTAssertEqual(rig.commands, [
            .setOffset(400, animated: true),
            .showPages(2..<6), // the frame at 325
            .showPages(3..<6), // the frame at 400; no recentring during the animation
            .recentered(by: -300, pages: -3), // the same views move to pages 0..<3
            .notify(0),
        ])
        XCTAssertEqual(rig.host.offsetAlongAxis, 100)
    } }

    func testTapsDuringAnAnimationQueueAndEachStepNotifiesOnce() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.tap()
        rig.driver.tap()
        rig.driver.tap()
        XCTAssertEqual(rig.driver.queuedAdvances, 2)
        XCTAssertEqual(rig.commands, [.setOffset(200, animated: true)], "one animation at a time")
        rig.host.finishAnimation()
        rig.host.finishAnimation()
        rig.host.finishAnimation()
        XCTAssertEqual(rig.notified, [1, 2, 0])
        XCTAssertEqual(rig.driver.queuedAdvances, 0)
        XCTAssertEqual(rig.host.offsetAlongAxis, 100)
    } }

    func testProgrammaticSelectionNeverNotifiesAndNeighboursGoThroughTheSeam() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.setSelectedIndex(2, animated: true) // 0 → 2 is one step back
        XCTAssertEqual(rig.commands, [.setOffset(0, animated: true)])
        XCTAssertEqual(rig.driver.selectedIndex, 2, "readable at once")
        rig.host.finishAnimation()
        XCTAssertEqual(rig.host.offsetAlongAxis, 300)
        XCTAssertEqual(rig.notified, [])
        rig.driver.setSelectedIndex(0, animated: false)
        XCTAssertEqual(rig.host.offsetAlongAxis, 100)
        rig.driver.setSelectedIndex(3, animated: true)
        rig.driver.setSelectedIndex(-1, animated: false)
        XCTAssertEqual(rig.host.offsetAlongAxis, 100)
        XCTAssertEqual(rig.notified, [])
    } }

    func testFarProgrammaticSelectionScrollsStraightToTheRealPage() { onMain {
        let rig = Rig(items: 10)
        rig.commands = []
        rig.driver.setSelectedIndex(6, animated: true)
        XCTAssertEqual(rig.commands, [.setOffset(700, animated: true)])
    } }

    func testADragThatComesBackNotifiesNothing() { onMain {
        let rig = Rig()
        rig.fling(by: -130, velocity: 0, steps: 4) // across the seam and…
        rig.commands = rig.commands.filter { if case .notify = $0 { return true } else { return false } }
        XCTAssertEqual(rig.driver.selectedIndex, 2)
        rig.fling(by: 100, velocity: 0)
        XCTAssertEqual(rig.driver.selectedIndex, 0)
        XCTAssertEqual(rig.notified, [2, 0], "one report per change; the recentrings on the way report nothing")
    } }
}
