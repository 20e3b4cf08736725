// Acceptance tests that fail on what has landed: each shows a defect a user
// would see. Compiled only with `-Xswiftc -DACCEPTANCE_DEFECTS`, so CI stays
// green; move a test back to its file once its defect is fixed:
//   swift test -Xswiftc -DACCEPTANCE_DEFECTS --filter KnownDefects
#if ACCEPTANCE_DEFECTS
import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

final class KnownDefects: XCTestCase {
    // Cause: OptionPicker.md ("A swipe moves at most one option from where it began, however long the drag or fast the flick, like a stepper") and the `///` of PickerScrollDriver.willEndDragging(velocity:) ("never more than one page from where the drag started") promise a stepper, but willEndDragging resets the start to the page under the finger when the drag went more than a page (`if abs(start - here) > 1 { start = here }`), so a long drag moves 3–4 options. Fix: either clamp the drag itself / the target to start ± 1 as documented, or (if following the finger is intended) correct both docs.
    func testALongForwardDragMovesOnlyOneOptionAsDocumented() throws {
        try onDevice { device in
            let picker = InfinitePickerView()
            picker.titles = ["XS", "S", "M", "L", "XL"]
            picker.pageWidth = 100
            picker.selectedIndex = 2
            var got: [Int] = []
            picker.onSelect = { got.append($0) }
            device.show(view: picker, height: 44)
            device.drag(from: CGPoint(x: 380, y: 22), to: CGPoint(x: 10, y: 22), duration: 0.5)
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(picker.selectedIndex, 3, "one option forward")
            XCTAssertEqual(got, [3])
        }
    }

    // Cause: PickerScrollDriver.setSelectedIndex(_:animated:byUser:) returns at `guard strip.x(ofVisualPage: target) != hostOffset` when the new target is where the picker still is, leaving the first select's animation (and animationTarget) running; it settles on 4 and `selectedIndex` reads 4. Fix: in that branch stop a running animation (a non-animated setOffset(hostOffset) and animationTarget = nil) so the latest request wins.
    func testTwoPickerSelectsInOneTurnEndOnTheLatest() throws {
        try onDevice { device in
            let picker = InfinitePickerView()
            picker.titles = ["XS", "S", "M", "L", "XL"]
            picker.pageWidth = 100
            picker.selectedIndex = 2
            device.show(view: picker, height: 44)
            picker.select(4)
            picker.select(2)      // the app changes its mind in the same turn
            XCTAssertTrue(device.settle())
            XCTAssertEqual(picker.selectedIndex, 2)
            XCTAssertEqual(try XCTUnwrap(device.label("M")).midX, 195, accuracy: 0.5)
        }
    }

    // Cause: PickerScrollDriver.willEndDragging(velocity:) starts with `guard isScrollEnabled else { return hostOffset }`: a drag under way when the app sets `isEnabled = false` (InfinitePickerView.isEnabled didSet) ends where the finger left it, between two options, and nothing snaps it back. Fix: when disabled, return the offset of the nearest page (strip.x(ofVisualPage: currentPage)) so the picker settles on a whole option (reporting nothing if that is the selected one).
    func testDisablingThePickerMidDragStillEndsOnAWholeOption() throws {
        try onDevice { device in
            let picker = InfinitePickerView()
            picker.titles = ["XS", "S", "M", "L", "XL"]
            picker.pageWidth = 100
            picker.selectedIndex = 2
            device.show(view: picker, height: 44)
            device.drag(from: CGPoint(x: 195, y: 22), to: CGPoint(x: 155, y: 22), duration: 0.3)
            picker.isEnabled = false   // e.g. the app starts saving
            device.lift()
            XCTAssertTrue(device.settle())
            let centred = device.visibleLabels().filter { abs($0.frame.midX - 195) < 1 }.map(\.text)
            XCTAssertEqual(centred, [["XS", "S", "M", "L", "XL"][picker.selectedIndex]], "\(device.visibleLabels())")
        }
    }
}
#endif
