#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import TestSupport
import UIKit

/// Defects the simulated device found in the option picker, each replayed
/// frame by frame through the real `InfinitePickerView` (they failed before
/// the fix).
final class PickerDeviceRegressionTests: XCTestCase {
    /// Five options on pages 100 wide, view 100 wide, at rest on `item`.
    @MainActor private static func picker(item: Int = 0, direction: LayoutDirection = .leftToRight) -> (PickerScreen, PickerChecker) {
        let screen = PickerScreen(itemCount: 5, viewWidth: 100, direction: direction, selectedIndex: item)
        return (screen, PickerChecker(screen: screen))
    }

    /// A drag that carries the picker over several pages used to snap back to
    /// within one page of where it started, sweeping back across every page
    /// the finger passed (and, past a copy, resting beyond the content).
    func testADragOverManyPagesRestsNextToTheFingerNotNextToWhereItStarted() { onMain {
        let (screen, checker) = Self.picker()
        screen.touchDown()
        for _ in 0..<80 { screen.moveFinger(by: 10); checker.checkFrame() } // 800 pt: 8 pages
        screen.liftStill { checker.checkFrame() }
        checker.checkFrame()
        screen.runUntilRest { checker.checkFrame() }
        checker.checkAtRest()
        XCTAssertEqual(screen.picker.selectedIndex, 8 % 5, "rests on the page under the finger")
        XCTAssertEqual(screen.notifications, [3])
        XCTAssertEqual(screen.device.visibleTexts(), ["3"])
        XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.joined(separator: "\n"))
        XCTAssertEqual(screen.device.violations, [])
    } }

    /// UIKit resists a drag beyond the edge of the content (the rubber band).
    /// The picker's copies sit at the very edges, so a drag step that crossed
    /// one was slowed: the content moved less than the finger for a frame.
    /// Under a finger the driver now keeps half a page from both edges.
    func testAFingerDraggingAcrossTheCopyMovesTheContentOneToOne() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (screen, checker) = Self.picker(direction: direction)
            screen.touchDown()
            screen.moveFinger(by: -(UIPanGestureRecognizer.slop + 1)) // past the configured pan slop: the drag begins
            checker.checkFrame()
            var lowest = CGFloat.infinity, highest = -CGFloat.infinity
            for _ in 0..<60 {
                screen.moveFinger(by: -9)
                checker.checkFrame()
                XCTAssertEqual(checker.lastMotion, 9, accuracy: 1e-9, "\(direction): the content follows the finger")
                lowest = min(lowest, screen.offset)
                highest = max(highest, screen.offset)
            }
            XCTAssertGreaterThan(checker.recentres, 0, "\(direction): the drag crossed a copy")
            XCTAssertGreaterThanOrEqual(lowest, 50, "\(direction): the drag came within half a page of the edge")
            XCTAssertLessThanOrEqual(highest, 600 - 50, "\(direction): the drag came within half a page of the edge")
            screen.liftStill { checker.checkFrame() }
            screen.runUntilRest { checker.checkFrame() }
            checker.checkAtRest()
            XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.joined(separator: "\n"))
        }
    } }

    /// The driver keeps a dragged offset half a page from the content's
    /// edges, but a finger may move farther than that in one frame (small
    /// pages, a quick swipe): the move then crossed the copy at the edge and
    /// UIKit's rubber band slowed the content under the finger for that
    /// frame. The scroll view now has room beyond its content (insets) that
    /// the driver recentres out of at once.
    func testAQuickFingerCrossingTheCopyOfSmallPagesMovesTheContentOneToOne() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for fps in [60.0, 120.0] {
                let screen = PickerScreen(itemCount: 3, viewWidth: 300, pageWidth: 44, direction: direction, framesPerSecond: fps)
                let checker = PickerChecker(screen: screen)
                screen.touchDown()
                screen.moveFinger(by: UIPanGestureRecognizer.slop + 1) // past the configured pan slop
                checker.checkFrame()
                for sign: CGFloat in [1, -1] {
                    for step in 0..<30 {
                        screen.moveFinger(by: sign * 40) // 2,400 or 4,800 points a second
                        checker.checkFrame()
                        XCTAssertEqual(checker.lastMotion, -sign * 40, accuracy: 1e-9, "\(direction) \(fps) Hz step \(step)")
                    }
                }
                XCTAssertGreaterThan(checker.recentres, 4, "\(direction): the drag crossed copies")
                screen.liftStill { checker.checkFrame() }
                screen.runUntilRest { checker.checkFrame() }
                checker.checkAtRest()
                XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.prefix(5).joined(separator: "\n"))
            }
        }
    } }

    /// An animated selection of a neighbour made while the picker passes a
    /// copy (here: paging onto the copy of the first item) aimed one page
    /// beyond the content and animated there, showing empty space.
    func testAnAnimatedNeighbourSelectionFromACopyStaysInsideTheContent() { onMain {
        let (screen, checker) = Self.picker(item: 4) // page 5 of [E] A B C D E [A]
        screen.touchDown()
        screen.fling(velocity: 2_000, frames: 3) { checker.checkFrame() } // pages towards the copy of A
        checker.checkFrame()
        for _ in 0..<12 { screen.frame(); checker.checkFrame() }
        XCTAssertEqual(screen.picker.driver.currentItem, 0, "on A")
        XCTAssertEqual(screen.item(atScreenX: 50), 0, "A on screen")
        checker.farMoveAllowed = true
        screen.select(1, animated: true)
        screen.runUntilRest { checker.checkFrame() }
        checker.checkAtRest()
        XCTAssertEqual(screen.picker.selectedIndex, 1)
        XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.joined(separator: "\n"))
    } }

    /// A fling whose page lies on the copy at the end of the content got that
    /// copy's offset as its target, which is the very offset UIKit proposes
    /// (its proposal is clamped into the content). UIKit treats a target the
    /// delegate leaves as proposed as a free fling: the recentring at the
    /// edge let it run on and rest between two pages.
    func testAFlingOntoTheLastCopyRestsOnAWholePage() { onMain {
        let (screen, checker) = Self.picker(item: 4) // the copy of A is page 6, the end
        screen.touchDown()
        screen.fling(velocity: 2_000, frames: 3) { checker.checkFrame() }
        checker.checkFrame()
        screen.runUntilRest { checker.checkFrame() }
        checker.checkAtRest()
        XCTAssertEqual(screen.picker.selectedIndex, 0)
        XCTAssertEqual(screen.offset.truncatingRemainder(dividingBy: 100), 0, "on a whole page")
        XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.joined(separator: "\n"))
    } }

    /// Taps made while a tap's slide runs are queued; when Reduce Motion is
    /// switched on meanwhile they are carried out at once, in turn, when the
    /// slide ends (documented). Such an instant move is no unasked jump.
    func testQueuedTapsCarriedOutAtOnceUnderReduceMotionAreNoUnaskedJump() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let (screen, checker) = Self.picker(item: 1, direction: direction)
            screen.tap()                        // slides to 2
            screen.frame(); checker.checkFrame()
            screen.tap(); screen.tap()          // queued
            XCTAssertEqual(screen.picker.driver.queuedAdvances, 2, "\(direction): taps during the slide queue")
            screen.frame(); checker.checkFrame()
            screen.setReducedMotion(true)
            screen.runUntilRest { checker.checkFrame() }
            checker.checkAtRest()
            XCTAssertEqual(screen.notifications, [2, 3, 4], "\(direction): each queued tap settles at once, in turn")
            XCTAssertEqual(screen.picker.selectedIndex, 4, "\(direction)")
            XCTAssertTrue(checker.violations.isEmpty, "\(direction): " + checker.violations.messages.joined(separator: "\n"))
        }
    } }

    /// The checker still calls an instant move a jump when nothing queued
    /// was carried out: Reduce Motion on, no taps queued, the offset set
    /// plainly behind the picker's back.
    func testAPlainSetWithoutAQueuedTapIsStillAnUnaskedJump() { onMain {
        let (screen, checker) = Self.picker(item: 1)
        screen.setReducedMotion(true)
        screen.frame(); checker.checkFrame()
        let sv = screen.picker.scrollView
        sv.setContentOffset(CGPoint(x: sv.contentOffset.x + 100, y: 0), animated: false)
        screen.frame(); checker.checkFrame()
        XCTAssertTrue(checker.violations.messages.contains { $0.contains("a jump nobody asked for") },
                      checker.violations.messages.joined(separator: "\n"))
    } }

    /// Queued taps carried out at once (Reduce Motion switched on while a
    /// tap's slide ran) settled one inside the other: each queued tap's
    /// settle carried out the next, a call deeper per tap, so taps queued in
    /// the hundreds of thousands (an app tapping in a loop) overflowed the
    /// stack. They are now carried out in a loop. A few taps go through the
    /// device; the rest make the call the picker's tap recogniser makes (a
    /// device tap costs the model far more).
    func testManyQueuedTapsCarriedOutAtOnceDoNotNestOneCallPerTap() { onMain {
        let screen = PickerScreen(itemCount: 7, viewWidth: 100, selectedIndex: 0)
        screen.tap()                                    // slides to 1
        let queued = 100_000
        for _ in 0..<10 { screen.tap() }
        for _ in 10..<queued where !screen.picker.driver.tap().isEmpty {
            return XCTFail("a tap during the slide is only queued: no command to apply")
        }
        XCTAssertEqual(screen.picker.driver.queuedAdvances, queued)
        screen.setReducedMotion(true)
        screen.runUntilRest()
        XCTAssertTrue(screen.isAtRest)
        XCTAssertEqual(screen.picker.driver.queuedAdvances, 0)
        XCTAssertEqual(screen.picker.selectedIndex, (1 + queued) % 7)
        XCTAssertEqual(screen.item(atScreenX: 50), (1 + queued) % 7)
        XCTAssertEqual(screen.notifications.count, 1 + queued, "each tap reported in turn")
        XCTAssertEqual(screen.notifications.last, (1 + queued) % 7)
    } }
}
#endif
