#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

// The picker's settings around it: traits, leaving the window, Reduce Motion, page dots, loops and taps, a picker
// from a coder, and bad input.
extension PickerViewOptionsTests {
    /// A new text size changes nothing on screen (the picker measures no
    /// text); a new layout direction mirrors the pages on the same option.
    func testTraitChangesMirrorThePagesAndKeepTheOption() { onMain {
        let screen = PickerScreen(itemCount: 5, viewWidth: 300, pageWidth: 100, selectedIndex: 2)
        XCTAssertEqual(screen.device.visibleTexts(), ["1", "2", "3"])
        screen.device.setTraits(contentSizeCategory: .extraExtraLarge)
        XCTAssertEqual(screen.device.visibleTexts(), ["1", "2", "3"])
        screen.device.setTraits(layoutDirection: .rightToLeft)
        XCTAssertEqual(screen.device.visibleTexts(), ["3", "2", "1"], "mirrored")
        XCTAssertEqual(screen.picker.selectedIndex, 2)
        screen.device.resize(width: 500, height: 844)
        XCTAssertEqual(screen.device.visibleTexts(), ["3", "2", "1"])
        XCTAssertEqual(screen.device.violations, [])
    } }

    /// Off screen the auto-advance timer stops and a selection moves at once
    /// (UIKit may never end an animated move there); back on screen the
    /// timer runs again and advances one option per interval.
    func testLeavingTheWindowStopsAutoAdvanceAndMovesAtOnce() { onMain {
        let screen = PickerScreen(itemCount: 4, viewWidth: 300, selectedIndex: 0, framesPerSecond: 60)
        let picker = screen.picker
        for bad in [0, -1, TimeInterval.nan, .infinity] as [TimeInterval] {
            picker.autoScrollInterval = bad
            XCTAssertTrue(UIKitModel.runLoop.scheduledTimers.isEmpty, "\(bad) counts as off")
        }
        picker.autoScrollInterval = 1
        XCTAssertEqual(UIKitModel.runLoop.scheduledTimers.count, 1)
        screen.device.advance(by: 1.5)
        screen.device.settle()
        XCTAssertEqual(screen.notifications, [1], "one advance a second, reported")
        screen.setOnScreen(false)
        XCTAssertTrue(UIKitModel.runLoop.scheduledTimers.isEmpty, "off screen: no timer")
        picker.select(3, animated: true)
        XCTAssertEqual(picker.driver.animationTarget, nil, "off screen: at once")
        XCTAssertEqual(picker.selectedIndex, 3)
        screen.setOnScreen(true)
        XCTAssertEqual(screen.device.visibleTexts(), ["3"])
        screen.device.advance(by: 1.2)
        screen.device.settle()
        XCTAssertEqual(picker.selectedIndex, 0, "advanced across the seam")
        picker.autoScrollInterval = nil
        XCTAssertTrue(UIKitModel.runLoop.scheduledTimers.isEmpty)
    } }

    /// The picker's own Reduce Motion choice overrides the system's: true
    /// moves a tap at once, false slides even with the system setting on,
    /// nil follows the system again.
    func testThePickersReduceMotionChoiceOverridesTheSystem() { onMain {
        let screen = PickerScreen(itemCount: 4, viewWidth: 300, selectedIndex: 0)
        let picker = screen.picker
        XCTAssertNil(picker.prefersReducedMotion)
        picker.prefersReducedMotion = true
        XCTAssertEqual(picker.prefersReducedMotion, true)
        screen.tap()
        XCTAssertNil(picker.driver.animationTarget, "at once")
        XCTAssertEqual(picker.selectedIndex, 1)
        screen.setReducedMotion(true)
        picker.prefersReducedMotion = false
        screen.tap()
        XCTAssertNotNil(picker.driver.animationTarget, "slides")
        screen.runUntilRest()
        picker.prefersReducedMotion = nil
        screen.tap()
        XCTAssertNil(picker.driver.animationTarget, "follows the system again")
        XCTAssertEqual(picker.selectedIndex, 3)
        XCTAssertEqual(screen.notifications, [1, 2, 3])
    } }

    /// Page dots follow the option nearest the centre on every scroll, and a
    /// tapped dot selects its option; detached dots stop following.
    func testPageDotsFollowThePicker() { onMain {
        let screen = PickerScreen(itemCount: 5, viewWidth: 300, selectedIndex: 4)
        let dots = InfinitePageControl()
        dots.attach(to: screen.picker)
        XCTAssertEqual(dots.pageControl.numberOfPages, 5)
        XCTAssertEqual(dots.pageControl.currentPage, 4)
        screen.touchDown()
        for _ in 0..<20 { screen.moveFinger(by: 10) } // more than half a page forward
        XCTAssertEqual(dots.pageControl.currentPage, 0, "the dot follows across the seam mid-drag")
        screen.liftStill()
        screen.runUntilRest()
        dots.detach()
        screen.tap()
        screen.runUntilRest()
        XCTAssertEqual(screen.picker.selectedIndex, 1)
        XCTAssertEqual(dots.pageControl.currentPage, 0, "detached: no longer follows")
    } }

    /// `loops` and `advancesOnTap` read back what was set; a finite picker
    /// stops at its last option, and with `advancesOnTap` off a tap on the
    /// centred option changes nothing.
    func testLoopsAndAdvancesOnTapAreKeptAndObeyed() { onMain {
        let screen = PickerScreen(itemCount: 3, viewWidth: 300, selectedIndex: 2)
        XCTAssertTrue(screen.picker.loops)
        XCTAssertTrue(screen.picker.advancesOnTap)
        screen.picker.loops = false
        screen.picker.loops = false // unchanged: nothing to do
        XCTAssertFalse(screen.picker.loops)
        UIKitModel.runLoop.finishEvent()
        XCTAssertEqual(screen.device.visibleTexts(), ["2"], "the selection kept")
        screen.touchDown()
        for _ in 0..<12 { screen.moveFinger(by: 20) }
        screen.liftStill()
        screen.runUntilRest()
        XCTAssertEqual(screen.picker.selectedIndex, 2, "no option after the last")
        screen.picker.advancesOnTap = false
        XCTAssertFalse(screen.picker.advancesOnTap)
        screen.tap()
        screen.runUntilRest()
        XCTAssertEqual(screen.picker.selectedIndex, 2, "a tap on the centred option does nothing")
        XCTAssertEqual(screen.notifications, [])
        XCTAssertEqual(screen.device.violations, [])
    } }

    /// A picker made from a storyboard or nib starts empty and works.
    func testAPickerFromACoderStartsEmptyAndShowsItsOptions() { onMain {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        guard let coder = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData),
              let picker = InfinitePickerView(coder: coder) else { return XCTFail("no picker from a coder") }
        XCTAssertEqual(picker.itemCount, 0)
        let device = SimulatedDevice(width: 390, height: 844)
        picker.titles = ["A", "B"]
        device.show(view: picker, height: 44)
        XCTAssertEqual(device.visibleTexts(), ["A"])
        device.tap(at: CGPoint(x: 195, y: 22))
        device.settle()
        XCTAssertEqual(device.visibleTexts(), ["B"])
    } }

    /// Bad indices are ignored, a picker without size shows nothing and no
    /// NaN, and huge option counts stay a handful of views.
    func testBadInputIsGraceful() { onMain {
        let screen = PickerScreen(itemCount: 5, viewWidth: 300, selectedIndex: 2)
        for bad in [Int.min, -1, 5, Int.max] {
            screen.select(bad, animated: true)
            screen.select(bad, animated: false)
            screen.picker.selectedIndex = bad
            XCTAssertEqual(screen.picker.selectedIndex, 2, "\(bad) ignored")
        }
        screen.reload(viewWidth: 0)
        XCTAssertTrue(screen.pages().allSatisfy { $0.low.isFinite && $0.high.isFinite })
        XCTAssertEqual(screen.device.visibleTexts(), [])
        screen.tap()
        screen.runUntilRest()
        screen.reload(viewWidth: 300)
        XCTAssertEqual(screen.device.visibleTexts(), ["2"], "back on the same option")
        XCTAssertEqual(screen.device.violations, [])
    } }
}
#endif
