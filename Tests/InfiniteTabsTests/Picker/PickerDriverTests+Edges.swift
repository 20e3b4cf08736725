// Picker driver tests: auto-advance, VoiceOver adjustments, no or one item, before layout, right to left, reconfiguring and reloading.
import XCTest
import InfiniteTabsCore
import TestSupport

extension PickerDriverTests {
    func testAutoAdvanceWaitsWhileTouchedAndForOneIntervalAfter() { onMain {
        let rig = Rig()
        XCTAssertTrue(rig.driver.autoAdvanceTick())
        XCTAssertFalse(rig.driver.autoAdvanceTick(), "an animated move is under way")
        rig.host.finishAnimation()
        rig.host.isTracking = true
        XCTAssertFalse(rig.driver.autoAdvanceTick(), "a finger is down")
        rig.host.isTracking = false
        XCTAssertFalse(rig.driver.autoAdvanceTick(), "the first tick after a touch is skipped")
        XCTAssertTrue(rig.driver.autoAdvanceTick())
        rig.host.finishAnimation()
        XCTAssertEqual(rig.notified, [1, 2])
    } }

    func testAccessibilityAdjustmentsMoveOneItemAtOnceAndReportIt() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.accessibilityIncrement()
        XCTAssertEqual(rig.commands, [.setOffset(200, animated: false), .showPages(1..<4), .notify(1)])
        rig.driver.accessibilityDecrement()
        rig.driver.accessibilityDecrement()
        XCTAssertEqual(rig.notified, [1, 0, 2])
        XCTAssertEqual(rig.host.offsetAlongAxis, 300, "recentred off the copy page")
    } }

    func testNoneAndOneItemShowWithoutScrolling() { onMain {
        for count in [0, 1] {
            let rig = Rig(items: count)
            XCTAssertEqual(rig.commands, [.layout(PickerPageLayout(itemCount: count, pageWidth: 100)),
                                          .setOffset(0, animated: false)] + (count == 1 ? [.showPages(0..<1)] : []))
            XCTAssertFalse(rig.driver.isScrollEnabled)
            rig.commands = []
            rig.driver.tap()
            rig.driver.accessibilityIncrement()
            XCTAssertFalse(rig.driver.autoAdvanceTick())
            XCTAssertEqual(rig.driver.willEndDragging(velocity: 3), 0)
            XCTAssertEqual(rig.commands, [])
        }
    } }

    func testBeforeLayoutNothingIsShownAndNothingIsNaN() { onMain {
        let rig = Rig(page: .nan, visible: 0)
        XCTAssertEqual(rig.commands, [.layout(PickerPageLayout(itemCount: 3, pageWidth: 0)), .setOffset(0, animated: false)])
        rig.driver.tap()
        rig.host.finishAnimation()
        XCTAssertTrue(rig.host.offsetAlongAxis.isFinite)
    } }

    func testRightToLeftMirrorsPagesAndForwardGoesLeft() { onMain {
        let rig = Rig(direction: .rightToLeft)
        XCTAssertEqual(rig.commands[1], .setOffset(300, animated: false), "item 0 is the fourth page from the left")
        XCTAssertEqual(rig.driver.strip.item(atVisualPage: 2, direction: .rightToLeft), 1)
        rig.commands = []
        rig.driver.tap()
        XCTAssertEqual(rig.commands, [.setOffset(200, animated: true)])
        rig.host.finishAnimation()
        XCTAssertEqual(rig.notified, [1])
        rig.fling(by: -60, velocity: -0.5) // offset decreasing: forward in right to left
        XCTAssertEqual(rig.notified, [1, 2])
    } }

    func testConfigureKeepsTheSelectionClampedAndReportsNothing() { onMain {
        let rig = Rig(items: 5)
        rig.driver.setSelectedIndex(4, animated: false)
        rig.driver.configure(itemCount: 3, pageWidth: 80, visibleWidth: 80, direction: .leftToRight)
        XCTAssertEqual(rig.driver.selectedIndex, 2)
        XCTAssertEqual(rig.host.offsetAlongAxis, 240)
        rig.driver.configure(itemCount: 3, pageWidth: 80, visibleWidth: 80, direction: .leftToRight, selectedIndex: 1)
        XCTAssertEqual(rig.host.offsetAlongAxis, 160)
        XCTAssertEqual(rig.notified, [])
    } }

    func testReloadKeepsTheSelectedItemWhenItStillExists() {
        XCTAssertEqual(PickerReload.keptIndex(selected: 1, old: ["a", "b", "c"], new: ["x", "b"]), 1)
        XCTAssertEqual(PickerReload.keptIndex(selected: 1, old: ["a", "b", "c"], new: ["c", "a", "b"]), 2)
        XCTAssertEqual(PickerReload.keptIndex(selected: 2, old: ["a", "b", "c"], new: ["x", "y"]), 1, "gone: clamped")
        XCTAssertEqual(PickerReload.keptIndex(selected: 0, old: ["a"], new: [String]()), 0)
        XCTAssertEqual(PickerReload.keptIndex(selected: 9, old: [String](), new: ["a", "b"]), 1)
        XCTAssertEqual(PickerReload.keptIndex(selected: -4, old: ["a", "b"], new: ["b", "a"]), 1)
    }

    /// The documented promise (OptionPicker.md): the options follow the
    /// finger, and a flick moves at most one option beyond the one under the
    /// finger when it lifts, however fast; not one from where the drag began.
    func testAFlickAfterALongDragMovesAtMostOneOptionBeyondTheFinger() { onMain {
        for (dx, velocity, expected) in [(CGFloat(370), CGFloat(50), 4), (320, 50, 4), (320, 0, 3), (-370, -50, 1)] {
            let rig = Rig(items: 5)
            rig.fling(by: dx, velocity: velocity)
            XCTAssertEqual(rig.driver.selectedIndex, expected, "drag \(dx) at \(velocity) pt/ms")
            XCTAssertEqual(rig.notified, [expected])
        }
    } }
}
