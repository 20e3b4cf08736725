import XCTest
import InfiniteTabsCore
import TestSupport

/// Drives the option picker glue with a fake scroll view and compares whole
/// command sequences. Default picker: 3 items, pages 100 wide seen through a
/// 300-wide window (neighbours peek in) → 5 pages [C] A B C [A], item 0 at
/// offset 100, period 300.
final class PickerDriverTests: XCTestCase {
    @MainActor final class Rig {
        let driver = PickerDriverHarness()
        let host: FakeScrollHost
        var commands: [PickerCommand] = []
        var notified: [Int] { commands.compactMap { if case .notify(let i) = $0 { return i } else { return nil } } }

        init(items: Int = 3, page: CGFloat = 100, visible: CGFloat = 300, direction: LayoutDirection = .leftToRight) {
            host = FakeScrollHost(width: page)
            host.onDidScroll = { [unowned driver] in driver.didScroll() }
            host.onAnimationEnd = { [unowned driver] in driver.didEndScrollingAnimation() }
            driver.host = host
            driver.onCommand = { [unowned self] in self.commands.append($0) }
            driver.configure(itemCount: items, pageWidth: page, visibleWidth: visible, direction: direction)
        }

        /// A whole drag: begin, move by `dx` in `steps` moves, release at
        /// `velocity` (points per ms), decelerate to the driver's target, end.
        func fling(by dx: CGFloat, velocity: CGFloat, steps: Int = 3) {
            driver.willBeginDragging()
            for _ in 0..<steps { host.drag(by: dx / CGFloat(steps)) }
            host.lift()
            let target = driver.willEndDragging(velocity: velocity)
            if target != host.offsetAlongAxis {
                driver.didEndDragging(willDecelerate: true)
                host.decelerate(to: target)
                driver.didEndDecelerating()
            } else {
                driver.didEndDragging(willDecelerate: false)
            }
        }
    }

    func testConfigureShowsTheSelectedItemsRealPageAndItsPeekingNeighbours() { onMain {
        let rig = Rig()
        XCTAssertEqual(rig.commands, [
            .layout(PickerPageLayout(itemCount: 3, pageWidth: 100)),
            .setOffset(100, animated: false),
            .showPages(0..<3),
        ])
        XCTAssertTrue(rig.driver.isScrollEnabled)
    } }

    func testDraggingBackPastTheCopyRecentersOncePagesAndNotifiesOnce() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.willBeginDragging()
        rig.host.drag(by: -60) // 40: under a finger within half a page of the edge, recentred by +300
        rig.host.drag(by: -50) // 290
        XCTAssertEqual(rig.host.maxDepth, 2, "setting the offset re-entered didScroll")
        XCTAssertEqual(rig.host.nestedReads, 0, "the re-entrant didScroll was ignored")
        rig.host.lift()
        let target = rig.driver.willEndDragging(velocity: -0.5)
        XCTAssertEqual(target, 300, "one page back from the drag's start, moved with the recentring")
        rig.driver.didEndDragging(willDecelerate: true)
        rig.host.decelerate(to: target)
        rig.driver.didEndDecelerating()
        XCTAssertEqual(rig.commands, [
            .recentered(by: 300, pages: 3),
            .showPages(2..<6),
            .showPages(1..<5),
            .showPages(2..<5),
            .notify(2),
        ])
        XCTAssertEqual(rig.driver.selectedIndex, 2)
    } }

    func testRecenteringDuringDragsAndFlingsNeverStopsTheMotion() { onMain {
        // UIKit: setContentOffset(_:animated: false) stops a deceleration
        // (rdar://16724593); the driver recentres by assigning the offset.
        let rig = Rig()
        let plainSets = rig.host.sets.count
        for _ in 0..<7 { rig.fling(by: -120, velocity: -0.5) }
        for _ in 0..<5 { rig.fling(by: 120, velocity: 0.5) }
        XCTAssertGreaterThan(rig.host.recenters.count, 3, "the flings crossed the copies")
        XCTAssertEqual(rig.host.sets.count, plainSets, "no plain set during a drag or a fling")
        XCTAssertEqual(rig.host.stoppedMotions, 0)
        XCTAssertEqual(rig.driver.selectedIndex, rig.driver.strip.cycle.wrap(-7 + 5))
    } }

    func testReleaseThatWouldLeaveTheContentRecentersFirstAndShiftsTheTarget() { onMain {
        let rig = Rig()
        rig.driver.decelerationRate = .normal // a slow release projects far enough to pass the copy
        // Under a finger the driver keeps half a page from the edges, so a
        // release on page 0 comes only from a host that moved without a drag
        // the driver saw (a motion caught at offset 35, then lifted).
        rig.host.offsetAlongAxis = 35 // page 0, the copy of the last item
        rig.commands = []
        let target = rig.driver.willEndDragging(velocity: -0.2) // projects to −64.8: page −1
        XCTAssertEqual(rig.commands, [.recentered(by: 300, pages: 3)])
        XCTAssertEqual(rig.host.offsetAlongAxis, 335)
        XCTAssertEqual(target, 200, "page −1 is page 2 one period on: item 1")
    } }

    func testOffScreenAnAnimatedSelectionOrTapIsMadeAtOnce() { onMain {
        // Off screen UIKit may never call scrollViewDidEndScrollingAnimation
        // (kazuhiro4949/PagingKit#35): an animated move would never settle.
        let rig = Rig()
        rig.driver.isOnScreen = false
        rig.commands = []
        rig.driver.setSelectedIndex(2, animated: true)
        XCTAssertNil(rig.host.pendingAnimation)
        XCTAssertNil(rig.driver.animationTarget)
        XCTAssertEqual(rig.host.offsetAlongAxis, 300)
        rig.driver.tap()
        XCTAssertNil(rig.host.pendingAnimation)
        XCTAssertEqual(rig.host.offsetAlongAxis, 100, "2 → 0 through the seam, recentred at once")
        XCTAssertEqual(rig.notified, [0], "a tap is still reported once")
        XCTAssertEqual(rig.driver.selectedIndex, 0)
    } }

    func testLeavingTheScreenDuringAnAnimatedMoveFinishesItAtOnce() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.tap()
        rig.driver.tap() // queued
        XCTAssertEqual(rig.host.pendingAnimation, 200)
        rig.driver.isOnScreen = false
        XCTAssertNil(rig.driver.animationTarget)
        XCTAssertNil(rig.host.pendingAnimation, "the plain set stopped UIKit's animation")
        XCTAssertEqual(rig.host.offsetAlongAxis, 200)
        XCTAssertEqual(rig.notified, [1], "the move that ran is reported; the queued tap is dropped")
        rig.driver.isOnScreen = true
        rig.driver.tap()
        XCTAssertEqual(rig.host.pendingAnimation, 300, "animated again on screen")
    } }
}
