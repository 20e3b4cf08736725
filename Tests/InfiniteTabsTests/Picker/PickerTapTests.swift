import XCTest
import InfiniteTabsCore

/// A tap on a neighbour peeking in selects that neighbour; a tap on the
/// centred item advances only while `advancesOnTap` (issue 22 point 4:
/// before, a tap anywhere advanced, even on the previous item on the left).
/// Default rig: 3 items, pages 100 wide in a 300-wide picker, item 0 centred
/// (its page spans 100...200 of the picker).
final class PickerTapTests: XCTestCase {
    typealias Rig = PickerDriverTests.Rig

    func testTapStepsFollowThePageUnderTheFinger() {
        let strip = PaddedStrip(itemCount: 3, pageWidth: 100)
        XCTAssertEqual(strip.tapSteps(at: 150, visibleWidth: 300, offset: 100, direction: .leftToRight), 0)
        XCTAssertEqual(strip.tapSteps(at: 250, visibleWidth: 300, offset: 100, direction: .leftToRight), 1)
        XCTAssertEqual(strip.tapSteps(at: 50, visibleWidth: 300, offset: 100, direction: .leftToRight), -1)
        XCTAssertEqual(strip.tapSteps(at: 50, visibleWidth: 300, offset: 100, direction: .rightToLeft), 1,
                       "right to left the next item peeks in on the left")
        XCTAssertEqual(strip.tapSteps(at: 99.9, visibleWidth: 300, offset: 100, direction: .leftToRight), -1)
        XCTAssertEqual(strip.tapSteps(at: 100, visibleWidth: 300, offset: 100, direction: .leftToRight), 0)
    }

    func testTapStepsRejectBadInput() {
        let strip = PaddedStrip(itemCount: 3, pageWidth: 100)
        for bad in [CGFloat.nan, .infinity, -.infinity, -1, 301] {
            XCTAssertNil(strip.tapSteps(at: bad, visibleWidth: 300, offset: 100, direction: .leftToRight), "\(bad)")
        }
        XCTAssertNil(strip.tapSteps(at: 10, visibleWidth: 300, offset: .nan, direction: .leftToRight))
        XCTAssertNil(strip.tapSteps(at: 10, visibleWidth: .infinity, offset: 100, direction: .leftToRight))
        XCTAssertNil(PaddedStrip(itemCount: 3, pageWidth: 0).tapSteps(at: 10, visibleWidth: 300, offset: 0,
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
