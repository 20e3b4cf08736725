#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// The picker's appearance on every frame of a drag and its fling (counted by
/// `UIKitModel.counters`): no reload, no layout invalidation, no view made,
/// and at most the two options sharing the centre restyled a frame.
final class PickerLookWorkPerFrameTests: XCTestCase {
    func testAStyledPickerRestylesAtMostTwoOptionsAFrameAndDoesNoLayoutWork() {
        onMain {
            let device = SimulatedDevice(width: 390, height: 844)
            let picker = InfinitePickerView()
            picker.titles = (0..<7).map { "Option \($0)" }
            picker.pageWidth = 100
            var look = InfinitePickerAppearance()
            look.textColor = .systemGray
            look.selectedTextColor = .systemBlue
            look.selectedScale = 1.3
            picker.appearance = look
            device.show(view: picker, height: 44)
            let mid = device.window.bounds.midX
            // Warm up: every page view the drag needs exists.
            for dx: CGFloat in [-250, 250] {
                device.drag(from: CGPoint(x: mid, y: 22), to: CGPoint(x: mid + dx, y: 22), duration: 0.2)
                device.lift()
                _ = device.settle()
            }
            let start = UIKitModel.counters
            let startTime = device.now
            device.drag(from: CGPoint(x: mid, y: 22), to: CGPoint(x: mid - 240, y: 22), duration: 0.5)
            device.lift()
            XCTAssertTrue(device.settle())
            let frames = Int(((device.now - startTime) * 60).rounded())
            let work = UIKitModel.counters.since(start)
            XCTAssertEqual(work.reloadDataCalls, 0)
            XCTAssertEqual(work.layoutInvalidations, 0)
            XCTAssertEqual(work.viewsCreated, 0)
            XCTAssertGreaterThan(work.labelStyleWrites, 0, "the options' colours follow the drag")
            XCTAssertLessThanOrEqual(work.labelStyleWrites, 2 * frames + 4, "two options a frame, not every page: \(frames) frames")
            XCTAssertEqual(device.violations, [])
        }
    }
}
#endif
