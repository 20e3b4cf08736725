#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Reduce Motion and geometry far outside what a screen gives, on the real
/// option picker on a simulated device (the driver's own rules are proven in
/// `PickerReducedMotionTests` and `PickerExtremeGeometryTests`): no trap, no
/// NaN frame or offset, a bounded number of page views, and what is on
/// screen still names the selection.
final class PickerDeviceBadGeometryTests: XCTestCase {
    /// With the system's Reduce Motion on, a tap and an animated selection
    /// show the option at once (a tap reported once, a selection never),
    /// auto-advance pauses and resumes when the setting goes off, and a drag
    /// pages exactly as without it.
    func testReduceMotionMovesAtOnceAndLeavesDragsAlone() { onMain {
        @MainActor func drag(_ reduced: Bool) -> (offsets: [CGFloat], notifications: [Int]) {
            let screen = PickerScreen(itemCount: 4, viewWidth: 300, framesPerSecond: 60)
            screen.setReducedMotion(reduced)
            var offsets: [CGFloat] = []
            screen.touchDown()
            for _ in 0..<12 { screen.moveFinger(by: 14); offsets.append(screen.offset) }
            screen.fling(velocity: 900) { offsets.append(screen.offset) }
            screen.runUntilRest { offsets.append(screen.offset) }
            return (offsets, screen.notifications)
        }
        let normal = drag(false), reduced = drag(true)
        XCTAssertEqual(normal.offsets, reduced.offsets, "a drag is untouched")
        XCTAssertEqual(normal.notifications, reduced.notifications)
        XCTAssertFalse(normal.notifications.isEmpty, "the drag moved the picker")

        let screen = PickerScreen(itemCount: 5, viewWidth: 300, framesPerSecond: 60)
        let checker = PickerChecker(screen: screen)
        screen.setReducedMotion(true)
        checker.jumpAllowed = true
        screen.tap()
        checker.checkFrame()
        XCTAssertNil(screen.picker.driver.animationTarget, "nothing slides")
        XCTAssertEqual(screen.device.visibleTexts(), ["1"], "at once")
        XCTAssertEqual(screen.notifications, [1])
        checker.jumpAllowed = true
        screen.select(3, animated: true)
        checker.checkFrame()
        XCTAssertEqual(screen.device.visibleTexts(), ["3"])
        XCTAssertEqual(screen.notifications, [1], "a selection in code is never reported")
        screen.picker.autoScrollInterval = 0.5
        XCTAssertTrue(UIKitModel.runLoop.scheduledTimers.isEmpty, "auto-advance pauses")
        for _ in 0..<120 { screen.frame(); checker.checkFrame() } // 2 s
        XCTAssertEqual(screen.picker.selectedIndex, 3)
        screen.setReducedMotion(false)
        XCTAssertEqual(UIKitModel.runLoop.scheduledTimers.count, 1, "and resumes when the setting goes off")
        // The first tick after the tap waits (a full interval after a touch).
        for _ in 0..<66 { screen.frame(); checker.checkFrame() } // 1.1 s
        screen.picker.autoScrollInterval = nil
        screen.runUntilRest { checker.checkFrame() }
        checker.checkAtRest()
        XCTAssertEqual(screen.picker.selectedIndex, 4, "advanced one, sliding")
        XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.joined(separator: "\n"))
    } }

    /// An offset of 1e21 set behind the picker's back is recentred into the
    /// band on the same option it shows; a page of 1e-300 points and a
    /// picker 1e13 points wide never trap and hold a bounded number of page
    /// views.
    func testExtremeOffsetsPagesAndWidthsNeverTrap() { onMain {
        let screen = PickerScreen(itemCount: 3, viewWidth: 300, pageWidth: 100)
        let sv = screen.picker.scrollView
        sv.contentOffset = CGPoint(x: 1e21, y: 0)
        UIKitModel.runLoop.finishEvent()
        XCTAssertTrue(screen.offset > 0 && screen.offset < 400, "recentred into the band: \(screen.offset)")
        XCTAssertTrue(screen.pages().allSatisfy { $0.low.isFinite && (0..<3).contains($0.item) })
        screen.runUntilRest()
        for (page, width) in [(CGFloat(1e-300), CGFloat(320)), (0.001, 150), (100, 1e13)] {
            screen.reload(viewWidth: width, pageWidth: .some(page))
            screen.touchDown()
            for _ in 0..<6 { screen.moveFinger(by: 12) }
            screen.fling(velocity: -800)
            screen.runUntilRest()
            XCTAssertTrue(screen.offset.isFinite, "page \(page), width \(width)")
            XCTAssertLessThanOrEqual(sv.subviews.count, PickerPageLayout.maximumVisiblePageCount + 2, "page \(page), width \(width)")
            XCTAssertTrue((0..<3).contains(screen.picker.selectedIndex))
        }
        XCTAssertEqual(screen.device.violations, [])
    } }
}
#endif
