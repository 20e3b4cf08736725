import XCTest
import InfiniteTabsCore
import TestSupport

/// A tap on a neighbour peeking in selects that neighbour; a tap on the
/// centred item advances only while `advancesOnTap` (issue 22 point 4:
/// before, a tap anywhere advanced, even on the previous item on the left).
/// Default rig: 3 items, pages 100 wide in a 300-wide picker, item 0 centred
/// (its page spans 100...200 of the picker).
final class PickerTapTests: XCTestCase {
    typealias Rig = PickerDriverTests.Rig

    func testTapStepsFollowThePageUnderTheFinger() {
        let strip = PickerPageLayout(itemCount: 3, pageWidth: 100)
        XCTAssertEqual(strip.tapSteps(at: 150, visibleWidth: 300, offset: 100, direction: .leftToRight), 0)
        XCTAssertEqual(strip.tapSteps(at: 250, visibleWidth: 300, offset: 100, direction: .leftToRight), 1)
        XCTAssertEqual(strip.tapSteps(at: 50, visibleWidth: 300, offset: 100, direction: .leftToRight), -1)
        XCTAssertEqual(strip.tapSteps(at: 50, visibleWidth: 300, offset: 100, direction: .rightToLeft), 1,
                       "right to left the next item peeks in on the left")
        XCTAssertEqual(strip.tapSteps(at: 99.9, visibleWidth: 300, offset: 100, direction: .leftToRight), -1)
        XCTAssertEqual(strip.tapSteps(at: 100, visibleWidth: 300, offset: 100, direction: .leftToRight), 0)
    }

    func testTapStepsRejectBadInput() {
        let strip = PickerPageLayout(itemCount: 3, pageWidth: 100)
        for bad in [CGFloat.nan, .infinity, -.infinity, -1, 301] {
            XCTAssertNil(strip.tapSteps(at: bad, visibleWidth: 300, offset: 100, direction: .leftToRight), "\(bad)")
        }
        XCTAssertNil(strip.tapSteps(at: 10, visibleWidth: 300, offset: .nan, direction: .leftToRight))
        XCTAssertNil(strip.tapSteps(at: 10, visibleWidth: .infinity, offset: 100, direction: .leftToRight))
        XCTAssertNil(PickerPageLayout(itemCount: 3, pageWidth: 0).tapSteps(at: 10, visibleWidth: 300, offset: 0,
                                                                     direction: .leftToRight))
        XCTAssertEqual(strip.tapSteps(at: 10, visibleWidth: 300, offset: 1e300, direction: .leftToRight), 0,
                       "that far out a point cannot tell pages apart: the centred page, never a trap")
    }

    func testATapOnThePreviousNeighbourSelectsIt() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.tap(at: 50)
        rig.host.finishAnimation()
        XCTAssertEqual(rig.driver.selectedIndex, 2, "the previous item, across the seam")
        XCTAssertEqual(rig.notified, [2])
    } }

    func testATapOnTheNextNeighbourSelectsIt() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.tap(at: 280)
        rig.host.finishAnimation()
        XCTAssertEqual(rig.driver.selectedIndex, 1)
        XCTAssertEqual(rig.notified, [1])
    } }

    func testATapOnTheCenterAdvancesOnlyWhileAdvancesOnTap() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.tap(at: 150)
        rig.host.finishAnimation()
        XCTAssertEqual(rig.driver.selectedIndex, 1)
        rig.driver.advancesOnTap = false
        rig.commands = []
        rig.driver.tap(at: 150)
        rig.driver.tap()
        rig.host.finishAnimation()
        XCTAssertEqual(rig.driver.selectedIndex, 1, "the centred item stays")
        XCTAssertEqual(rig.notified, [])
        rig.driver.tap(at: 20)
        rig.host.finishAnimation()
        XCTAssertEqual(rig.driver.selectedIndex, 0, "a neighbour is still selected")
    } }

    func testATapOnANeighbourDuringAMoveIsIgnored() { onMain {
        let rig = Rig()
        rig.driver.tap(at: 150) // sliding to item 1
        rig.commands = []
        rig.driver.tap(at: 20)
        XCTAssertEqual(rig.driver.queuedAdvances, 0)
        rig.host.finishAnimation()
        XCTAssertEqual(rig.driver.selectedIndex, 1)
        XCTAssertEqual(rig.notified, [1])
    } }
}

/// A disabled picker (`UIControl.isEnabled` false) ignores the user.
final class PickerEnabledTests: XCTestCase {
    func testADisabledPickerIgnoresTapsVoiceOverAndTicksButCodeStillSelects() { onMain {
        let rig = PickerDriverTests.Rig()
        rig.driver.isEnabled = false
        rig.commands = []
        XCTAssertFalse(rig.driver.isScrollEnabled)
        rig.driver.tap(at: 150)
        rig.driver.tap(at: 280)
        rig.driver.accessibilityIncrement()
        XCTAssertFalse(rig.driver.autoAdvanceTick())
        rig.host.finishAnimation()
        XCTAssertEqual(rig.driver.selectedIndex, 0)
        XCTAssertEqual(rig.notified, [])
        rig.driver.setSelectedIndex(2, animated: false)
        XCTAssertEqual(rig.driver.selectedIndex, 2, "code still selects")
        rig.driver.isEnabled = true
        rig.driver.tap(at: 280)
        rig.host.finishAnimation()
        XCTAssertEqual(rig.notified, [0])
    } }
}

/// `loops = false`: a finite picker that stops at both ends (issue 22 point
/// 2: `loops` on all four controls).
final class FinitePickerTests: XCTestCase {
    @MainActor private static func finiteRig(selected: Int) -> PickerDriverTests.Rig {
        let rig = PickerDriverTests.Rig()
        rig.driver.loops = false
        rig.driver.configure(itemCount: 3, pageWidth: 100, visibleWidth: 300, direction: .leftToRight,
                             selectedIndex: selected)
        rig.commands = []
        return rig
    }

    func testAFinitePickerHasNoCopiesAndStillScrolls() { onMain {
        let rig = Self.finiteRig(selected: 0)
        XCTAssertEqual(rig.driver.strip.pageCount, 3)
        XCTAssertFalse(rig.driver.strip.isPadded)
        XCTAssertTrue(rig.driver.isScrollEnabled)
        XCTAssertEqual(rig.host.offsetAlongAxis, 0, "item 0 on page 0")
    } }

    func testTheEndsHoldForTapsVoiceOverAndTicks() { onMain {
        let rig = Self.finiteRig(selected: 2)
        rig.driver.tap()
        rig.host.finishAnimation()
        XCTAssertEqual(rig.driver.selectedIndex, 2, "no next item after the last")
        rig.driver.accessibilityIncrement()
        XCTAssertEqual(rig.driver.selectedIndex, 2)
        rig.driver.accessibilityDecrement()
        XCTAssertEqual(rig.driver.selectedIndex, 1)
        XCTAssertEqual(rig.notified, [1])
    } }

    func testASelectionGoesTheWayInsideTheListNotAcrossTheSeam() { onMain {
        let rig = Self.finiteRig(selected: 2)
        rig.driver.setSelectedIndex(0, animated: true)
        rig.host.finishAnimation()
        XCTAssertEqual(rig.driver.selectedIndex, 0)
        XCTAssertEqual(rig.host.offsetAlongAxis, 0)
    } }

    func testAFlingPastAnEndStopsThere() { onMain {
        let rig = Self.finiteRig(selected: 0)
        rig.fling(by: 40, velocity: -2)
        XCTAssertEqual(rig.driver.selectedIndex, 0)
        XCTAssertEqual(rig.host.offsetAlongAxis, 0)
        XCTAssertEqual(rig.notified, [])
    } }
}
