#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// The app disables the picker while the user drags it: whatever UIKit tells
/// the scroll view's delegate then (modelled every way it may), the picker
/// ends on the selected option, whole, and reports nothing.
final class PickerDisabledMidDragTests: XCTestCase {
    func testDisablingThePickerMidDragEndsOnTheSelectedOptionWhateverUIKitReports() {
        for way in UIKitModel.ScrollDisabledMidDrag.allCases {
            for dx: CGFloat in [-60, -140, 45, 130] {
                onMain {
                    let device = SimulatedDevice(width: 390, height: 600)
                    UIKitModel.configuration.scrollDisabledMidDrag = way
                    let picker = InfinitePickerView()
                    picker.titles = ["XS", "S", "M", "L", "XL"]
                    picker.pageWidth = 100
                    picker.selectedIndex = 2
                    var reported: [Int] = []
                    picker.onSelect = { reported.append($0) }
                    device.show(view: picker, height: 44)
                    device.settle()
                    device.drag(from: CGPoint(x: 195, y: 22), to: CGPoint(x: 195 + dx, y: 22), duration: 0.3)
                    picker.isEnabled = false
                    device.drag(from: CGPoint(x: 195 + dx, y: 22), to: CGPoint(x: 195 + 2 * dx, y: 22), duration: 0.1)
                    device.lift()
                    let label = "\(way), drag \(dx)"
                    XCTAssertTrue(device.settle(), label)
                    let centred = device.visibleLabels().filter { abs($0.frame.midX - 195) < 0.5 }.map(\.text)
                    XCTAssertEqual(centred, ["M"], "\(label): \(device.visibleLabels())")
                    XCTAssertEqual(picker.selectedIndex, 2, label)
                    XCTAssertEqual(reported, [], label)
                    XCTAssertEqual(device.violations, [], label)
                }
            }
        }
    }
}
#endif
