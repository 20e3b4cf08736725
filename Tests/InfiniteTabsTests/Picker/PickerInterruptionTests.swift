import XCTest
import InfiniteTabsCore
import TestSupport

/// Moves the app interrupts: a second selection before the first slide
/// ends, input turned off mid-drag, the app leaving the foreground. Each
/// failed before its fix (the acceptance tests show them on the device).
final class PickerInterruptionTests: XCTestCase {
    typealias Rig = PickerDriverTests.Rig

    /// A second selection back to where the picker still is used to return
    /// early, leaving the first slide running: it settled on the first
    /// target and reported it as a change.
    func testASecondSelectionBackToWhereThePickerIsStopsTheFirstSlide() { onMain {
        for reportsEnd in [false, true] {
            let rig = Rig(items: 5)
            rig.host.reportsStoppedAnimationEnd = reportsEnd
            rig.driver.setSelectedIndex(3, animated: true)
            XCTAssertNotNil(rig.host.pendingAnimation)
            rig.driver.setSelectedIndex(0, animated: true)
            XCTAssertNil(rig.host.pendingAnimation, "the first slide is stopped (reports end: \(reportsEnd))")
            XCTAssertNil(rig.driver.animationTarget)
            XCTAssertEqual(rig.host.sets.last?.x, 100)
            XCTAssertEqual(rig.host.sets.last?.animated, false)
            rig.host.finishAnimation()
            XCTAssertEqual(rig.driver.selectedIndex, 0)
            XCTAssertEqual(rig.driver.currentItem, 0)
            XCTAssertEqual(rig.notified, [], "selections in code are not reported")
            XCTAssertTrue(rig.driver.acceptsTouches)
        }
    } }

    /// A tapped page dot for the option on screen while a slide to another
    /// one, selected in code, runs: the slide stops there, and the user's
    /// choice differs from the app's, so it is reported once.
    func testAUserSelectionOfTheOptionOnScreenDuringASlideStopsItAndReportsIt() { onMain {
        let rig = Rig(items: 5)
        rig.driver.setSelectedIndex(2, animated: true)
        rig.driver.setSelectedIndex(0, animated: true, byUser: true)
        XCTAssertNil(rig.host.pendingAnimation)
        rig.host.finishAnimation()
        XCTAssertEqual(rig.driver.selectedIndex, 0)
        XCTAssertEqual(rig.driver.currentItem, 0)
        XCTAssertEqual(rig.notified, [0])
    } }

    /// A drag under way when the picker was disabled used to end where the
    /// finger left it, between two options. It now springs back to the
    /// selected item, on the page showing it nearest the offset, and reports
    /// nothing, in both directions and across a copy.
    func testDisablingThePickerMidDragSpringsBackToTheSelectedItem() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for (selected, dx) in [(0, CGFloat(160)), (0, -80), (4, 120), (2, -40)] {
                let rig = Rig(items: 5, direction: direction)
                rig.driver.setSelectedIndex(selected, animated: false)
                rig.driver.willBeginDragging()
                rig.host.drag(by: dx / 2)
                rig.host.drag(by: dx / 2)
                rig.driver.isEnabled = false
                rig.host.lift()
                let target = rig.driver.willEndDragging(velocity: 2)
                let label = "\(direction), item \(selected), drag \(dx)"
                XCTAssertEqual(target.truncatingRemainder(dividingBy: 100), 0, label)
                XCTAssertEqual(rig.driver.strip.item(atVisualPage: Int(target / 100), direction: direction), selected, label)
                let strip = rig.driver.strip, offset = rig.host.offsetAlongAxis
                let nearest = (0..<strip.pageCount).filter { strip.item(atVisualPage: $0, direction: direction) == selected }
                    .map { abs(strip.x(ofVisualPage: $0) - offset) }.min()
                XCTAssertEqual(abs(target - offset), nearest, label)
                rig.driver.didEndDragging(willDecelerate: true)
                rig.host.decelerate(to: target)
                rig.driver.didEndDecelerating()
                XCTAssertEqual(rig.driver.currentItem, selected, label)
                XCTAssertEqual(rig.driver.selectedIndex, selected, label)
                XCTAssertEqual(rig.notified, [], label)
            }
        }
    } }

    /// Auto-advance used to keep turning while the app was inactive or in
    /// the background.
    func testAutoAdvancePausesWhileTheAppIsNotActive() { onMain {
        XCTAssertNil(PickerScrollDriver.autoAdvanceInterval(2, isOnScreen: true, prefersReducedMotion: false,
                                                            isAppActive: false))
        XCTAssertEqual(PickerScrollDriver.autoAdvanceInterval(2, isOnScreen: true, prefersReducedMotion: false,
                                                              isAppActive: true), 2)
        let rig = Rig()
        rig.driver.isAppActive = false
        let setsBefore = rig.host.sets.count
        XCTAssertFalse(rig.driver.autoAdvanceTick(), "a tick already on its way turns nothing")
        XCTAssertEqual(rig.host.sets.count, setsBefore)
        rig.driver.isAppActive = true
        XCTAssertTrue(rig.driver.autoAdvanceTick())
    } }
}
