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
                                       file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertTrue(device.settle(), "still moving: \(what)", file: file, line: line)
    XCTAssertEqual(centredText(device), sizes[picker.selectedIndex],
                   "\(what): labels at \(device.visibleLabels().map { "\($0.text) \($0.frame.midX)" })", file: file, line: line)
    XCTAssertEqual(picker.accessibilityValue, sizes[picker.selectedIndex], what, file: file, line: line)
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
}
