// The picker turned off while it moves, then touched (issue 26, defect 2): at
// rest it always shows a whole option centred and reports it consistently.
import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

/// What a resting picker must show: one option centred, the selected one,
/// read by VoiceOver too.
@MainActor
private func assertRestsOnAWholeOption(_ picker: InfinitePickerView, _ device: SimulatedDevice, _ what: String,
                                       titles: [String] = sizes, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(device.settle(), "still moving: \(what)", file: file, line: line)
    XCTAssertEqual(centredText(device), titles[picker.selectedIndex],
                   "\(what): labels at \(device.visibleLabels().map { "\($0.text) \($0.frame.midX)" })", file: file, line: line)
    XCTAssertEqual(picker.accessibilityValue, titles[picker.selectedIndex], what, file: file, line: line)
}

extension PickerAcceptanceTests {
    func testADragTurnedOffThenTouchedStillSpringsBackToAWholeOption() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device)
            device.drag(from: CGPoint(x: 202, y: 43), to: CGPoint(x: 80, y: 36), duration: 0.266)
            picker.isEnabled = false
            device.tap(at: CGPoint(x: 284, y: 0))
            assertRestsOnAWholeOption(picker, device, "drag, disable, tap")
            XCTAssertEqual(picker.selectedIndex, 2, "a disabled picker changes nothing")
            XCTAssertEqual(calls.values, [])
        }
    }

    func testAFlingThenADragTurnedOffThenTouchedStillSpringsBackToAWholeOption() throws {
        try onDevice { device in
            let (picker, _, _) = showPicker(device)
            device.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 100, y: 22), duration: 0.1)
            device.lift()
            device.advance(by: 0.1)
            device.drag(from: CGPoint(x: 202, y: 43), to: CGPoint(x: 80, y: 36), duration: 0.266)
            picker.isEnabled = false
            device.tap(at: CGPoint(x: 284, y: 0))
            assertRestsOnAWholeOption(picker, device, "fling, drag, disable, tap")
        }
    }

    /// Every moment of a spring-back after the picker is turned off: a touch
    /// there must not leave it between options.
    func testATouchAtAnyFrameOfTheSpringBackOfADisabledPickerEndsOnAWholeOption() throws {
        for frames in 0..<24 {
            try onDevice { device in
                let (picker, _, _) = showPicker(device)
                device.drag(from: CGPoint(x: 202, y: 22), to: CGPoint(x: 120, y: 22), duration: 0.2)
                picker.isEnabled = false
                device.lift()
                device.advance(by: Double(frames) / 60)
                device.drag(from: CGPoint(x: 250, y: 22), to: CGPoint(x: 230, y: 22), duration: 0.1)
                device.lift()
                assertRestsOnAWholeOption(picker, device, "touched \(frames) frames into the spring-back")
                XCTAssertEqual(picker.selectedIndex, 2)
            }
        }
    }

    /// Found by the device fuzz (seed 45515, shrunk to "isEnabled = false,
    /// select 5 animated"): a disabled picker jumped instead of sliding. A
    /// disabled control refuses the user's input only; code still slides it.
    func testAnAnimatedSelectionOfADisabledPickerSlides() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device) { $0.isEnabled = false }
            picker.select(4, animated: true)
            device.advance(by: 1.0 / 60)
            XCTAssertNotEqual(centredText(device), "XL", "one frame in, still sliding")
            assertRestsOnAWholeOption(picker, device, "animated selection while disabled")
            XCTAssertEqual(picker.selectedIndex, 4)
            XCTAssertEqual(calls.values, [], "a change made in code is not reported")
        }
    }

    /// Found by the device fuzz (seed 45526, shrunk to one step: a short drag,
    /// a fast fling, the picker disabled with the finger still down): the
    /// spring-back to the selected option's copy shifted the offset a period
    /// beyond the content.
    func testDisabledDuringAFlingOfAFewOptionsSpringsBackInsideTheContent() throws {
        for frames in 1...6 {
            try onDevice { device in
                let picker = InfinitePickerView()
                picker.titles = ["A", "B", "C"]
                picker.pageWidth = 165
                picker.selectedIndex = 2
                device.show(view: picker, height: 44)
                let scrollView = try XCTUnwrap(picker.subviews.compactMap { $0 as? UIScrollView }.first)
                let mid = device.window.bounds.midX
                device.drag(from: CGPoint(x: mid, y: 22), to: CGPoint(x: mid - 19, y: 22), duration: 2.0 / 60)
                device.drag(from: CGPoint(x: mid - 19, y: 22), to: CGPoint(x: mid - 19 - 65 * CGFloat(frames), y: 22),
                            duration: Double(frames) / 60)
                picker.isEnabled = false
                let limit = scrollView.contentSize.width - scrollView.bounds.width
                XCTAssertTrue((0...limit).contains(scrollView.contentOffset.x),
                              "\(frames) frames: offset \(scrollView.contentOffset.x) outside 0...\(limit)")
                device.lift()
                assertRestsOnAWholeOption(picker, device, "disabled during a fling of \(frames) frames", titles: ["A", "B", "C"])
                XCTAssertEqual(picker.selectedIndex, 2)
            }
        }
    }
}
