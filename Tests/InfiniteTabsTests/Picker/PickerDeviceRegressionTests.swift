import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// Defects the simulated device found in `PickerScrollDriver`, each replayed
/// frame by frame through the real driver (they failed before the fix).
final class PickerDeviceRegressionTests: XCTestCase {
    /// Five options on pages 100 wide, view 100 wide, at rest on `item`.
    @MainActor private static func picker(item: Int = 0, direction: LayoutDirection = .leftToRight) -> (PickerRig, PickerChecker) {
        let rig = PickerRig(itemCount: 5, viewWidth: 100, direction: direction, selectedIndex: item)
        return (rig, PickerChecker(rig: rig))
    }

    /// A drag that carries the picker over several pages used to snap back to
    /// within one page of where it started, sweeping back across every page
    /// the finger passed (and, past a copy, resting beyond the content).
    func testADragOverManyPagesRestsNextToTheFingerNotNextToWhereItStarted() { onMain {
        let (rig, checker) = Self.picker()
        rig.touchDown()
        for _ in 0..<80 { rig.moveFinger(by: 10); rig.frame(); checker.checkFrame() } // 800 pt: 8 pages
        rig.lift(velocity: 0)
        checker.checkFrame()
        rig.runUntilRest { checker.checkFrame() }
        checker.checkAtRest()
        XCTAssertEqual(rig.driver.selectedIndex, 8 % 5, "rests on the page under the finger")
        XCTAssertEqual(rig.notifications, [3])
        XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.joined(separator: "\n"))
    } }

    /// UIKit resists a drag beyond the edge of the content (the rubber band).
    /// The picker's copies sit at the very edges, so a drag step that crossed
    /// one was slowed: the content moved less than the finger for a frame.
    /// Under a finger the driver now keeps half a page from both edges.
    func testAFingerDraggingAcrossTheCopyMovesTheContentOneToOne() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (rig, checker) = Self.picker(direction: direction)
            rig.touchDown()
            for _ in 0..<40 {
                let before = rig.scrollView.contentOffsetX
                rig.moveFinger(by: -9)
                rig.frame()
                let moved = rig.scrollView.contentOffsetX - before - rig.scrollView.recenteredSinceMark
                checker.checkFrame()
                XCTAssertEqual(moved, -9, accuracy: 1e-9, "\(direction)")
            }
            XCTAssertEqual(rig.scrollView.physics.edgeHits, 0, "\(direction): the drag reached an edge")
            rig.lift(velocity: 0)
            rig.runUntilRest { checker.checkFrame() }
            checker.checkAtRest()
            XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.joined(separator: "\n"))
        }
    } }

    /// An animated selection of a neighbour made while the picker passes a
    /// copy (here: decelerating onto the copy of the first item) aimed one
    /// page beyond the content and animated there, showing empty space.
    func testAnAnimatedNeighbourSelectionFromACopyStaysInsideTheContent() { onMain {
        let (rig, checker) = Self.picker(item: 4) // page 5 of [E] A B C D E [A]
        rig.touchDown()
        for _ in 0..<4 { rig.moveFinger(by: 10); rig.frame(); checker.checkFrame() }
        rig.lift(velocity: 2_000) // pages to the copy of A at the end of the content
        for _ in 0..<12 { rig.frame(); checker.checkFrame() }
        XCTAssertEqual(rig.driver.currentItem, 0, "on the copy of A")
        checker.farMoveAllowed = true
        rig.select(1, animated: true)
        rig.runUntilRest { checker.checkFrame() }
        checker.checkAtRest()
        XCTAssertEqual(rig.driver.selectedIndex, 1)
        XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.joined(separator: "\n"))
    } }

    /// A fling whose page lies on the copy at the end of the content got that
    /// copy's offset as its target, which is the very offset UIKit proposes
    /// (its proposal is clamped into the content). UIKit treats a target the
    /// delegate leaves as proposed as a free fling: the recentring at the
    /// edge let it run on and rest between two pages.
    func testAFlingOntoTheLastCopyRestsOnAWholePage() { onMain {
        let (rig, checker) = Self.picker(item: 4) // page 5 of [E] A B C D E [A]; the copy of A is page 6, the end
        rig.touchDown()
        for _ in 0..<4 { rig.moveFinger(by: 10); rig.frame(); checker.checkFrame() }
        rig.lift(velocity: 2_000)
        checker.checkFrame()
        rig.runUntilRest { checker.checkFrame() }
        checker.checkAtRest()
        XCTAssertEqual(rig.driver.selectedIndex, 0)
        XCTAssertEqual(rig.scrollView.contentOffsetX.truncatingRemainder(dividingBy: 100), 0, "on a whole page")
        XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.joined(separator: "\n"))
    } }

    /// Taps made while a tap's slide runs are queued; when Reduce Motion is
    /// switched on meanwhile they are carried out at once, in turn, when the
    /// slide ends (documented; `PickerReducedMotionTests`). The checker took
    /// that instant move for "a jump nobody asked for" because it allowed a
    /// tap's jump only in the frame of the tap (seeds 46060, 46810, 47009 of
    /// `PickerDeviceTests` at 400,000 events). A queued tap's instant move
    /// under Reduce Motion is now allowed in the frame that carries it out.
    func testQueuedTapsCarriedOutAtOnceUnderReduceMotionAreNoUnaskedJump() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (rig, checker) = Self.picker(item: 1, direction: direction)
            rig.tap()                       // slides to 2
            rig.frame(); checker.checkFrame()
            rig.tap(); rig.tap()            // queued
            rig.frame(); checker.checkFrame()
            rig.setReducedMotion(true)
            rig.runUntilRest { checker.checkFrame() }
            checker.checkAtRest()
            XCTAssertEqual(rig.notifications, [2, 3, 4], "\(direction): each queued tap settles at once, in turn")
            XCTAssertEqual(rig.driver.selectedIndex, 4, "\(direction)")
            XCTAssertTrue(checker.violations.isEmpty, "\(direction): " + checker.violations.messages.joined(separator: "\n"))
        }
    } }

    /// The checker still calls an instant move a jump when nothing queued
    /// was carried out: Reduce Motion on, no taps queued, the offset set
    /// plainly behind the driver's back.
    func testAPlainSetWithoutAQueuedTapIsStillAnUnaskedJump() { onMain {
        let (rig, checker) = Self.picker(item: 1)
        rig.setReducedMotion(true)
        rig.frame(); checker.checkFrame()
        rig.scrollView.setContentOffsetX(rig.scrollView.contentOffsetX + 100, animated: false)
        rig.frame(); checker.checkFrame()
        XCTAssertTrue(checker.violations.messages.contains { $0.contains("a jump nobody asked for") },
                      checker.violations.messages.joined(separator: "\n"))
    } }

    /// Queued taps carried out at once (Reduce Motion switched on while a
    /// tap's slide ran) settled one inside the other: each queued tap's
    /// settle carried out the next, a call deeper per tap, so taps queued in
    /// the hundreds of thousands (an app calling `tap()` in a loop)
    /// overflowed the stack. They are now carried out in a loop.
    func testManyQueuedTapsCarriedOutAtOnceDoNotNestOneCallPerTap() { onMain {
        let rig = PickerRig(itemCount: 7, viewWidth: 100, selectedIndex: 0)
        rig.tap()                                    // slides to 1
        let queued = 100_000
        for _ in 0..<queued { rig.driver.tap() }
        XCTAssertEqual(rig.driver.queuedAdvances, queued)
        rig.setReducedMotion(true)
        rig.runUntilRest()
        XCTAssertTrue(rig.isAtRest)
        XCTAssertEqual(rig.driver.queuedAdvances, 0)
        XCTAssertEqual(rig.driver.selectedIndex, (1 + queued) % 7)
        XCTAssertEqual(rig.driver.currentItem, rig.driver.selectedIndex)
        XCTAssertEqual(rig.notifications.count, 1 + queued, "each tap reported in turn")
        XCTAssertEqual(rig.notifications.last, (1 + queued) % 7)
    } }
}
