import XCTest
import InfiniteTabs
import InfiniteTabsSimulator

/// The picker's auto-advance honours `autoScrollOnDrag` as the pages do (issue 31).
final class PickerAutoScrollOnDragAcceptanceTests: XCTestCase {
    func testCancelStopsThePickersAutoAdvanceAtTheFirstDragUntilTheAppSetsTheIntervalAgain() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device) {
                $0.autoScrollOnDrag = .cancel
                $0.autoScrollInterval = 1
            }
            XCTAssertEqual(picker.autoScrollOnDrag, .cancel)
            device.advance(by: 1.1 + device.animatedScrollSeconds)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(calls.values, [3], "it runs until the user drags")
            swipePicker(device, by: -100)
            let afterSwipe = calls.values
            XCTAssertEqual(afterSwipe.last, 4, "the user's swipe")
            device.advance(by: 5)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(calls.values, afterSwipe, "no turn after the drag, however long")
            picker.autoScrollInterval = 1 // the app starts it again, with the same interval
            device.advance(by: 1.1 + device.animatedScrollSeconds)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(calls.values, afterSwipe + [0], "turning again, across the seam")
        }
    }

    func testPauseTheDefaultResumesThePickersAutoAdvanceAfterADrag() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device) { $0.autoScrollInterval = 1 }
            XCTAssertEqual(picker.autoScrollOnDrag, .pause)
            swipePicker(device, by: -100)
            XCTAssertEqual(calls.values, [3], "the user's swipe")
            device.advance(by: 2.1 + device.animatedScrollSeconds)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(calls.values.last, 4, "turning again after the drag")
        }
    }
}
