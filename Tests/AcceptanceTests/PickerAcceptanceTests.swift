import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

let sizes = ["XS", "S", "M", "L", "XL"]

/// A picker of five sizes, 100 pt pages in a 390 pt window, shown at the top.
@MainActor
func showPicker(_ device: SimulatedDevice, selected: Int = 2, configure: (InfinitePickerView) -> Void = { _ in })
    -> (InfinitePickerView, Calls, PickerDelegateSpy) {
    let picker = InfinitePickerView()
    picker.titles = sizes
    picker.pageWidth = 100
    picker.selectedIndex = selected
    let calls = Calls()
    let spy = PickerDelegateSpy()
    picker.onSelect = { [weak calls] in calls?.values.append($0) }
    picker.delegate = spy
    configure(picker)
    device.show(view: picker, height: 44)
    return (picker, calls, spy)
}

/// The label centred in the picker, if any.
@MainActor
func centredText(_ device: SimulatedDevice, file: StaticString = #filePath, line: UInt = #line) -> String? {
    device.visibleLabels().first { abs($0.frame.midX - device.window.bounds.midX) < 1 }?.text
}

@MainActor
func swipePicker(_ device: SimulatedDevice, by dx: CGFloat, duration: TimeInterval = 0.15) {
    let mid = device.window.bounds.midX
    device.drag(from: CGPoint(x: mid, y: 22), to: CGPoint(x: mid + dx, y: 22), duration: duration)
    device.lift()
    XCTAssertTrue(device.settle())
}

final class PickerAcceptanceTests: XCTestCase {
    func testShownPickerCentresTheSelectedOptionWithNeighboursPeekingIn() throws {
        try onDevice { device in
            _ = showPicker(device)
            XCTAssertEqual(centredText(device), "M")
            let m = try XCTUnwrap(device.label("M")), l = try XCTUnwrap(device.label("L")), s = try XCTUnwrap(device.label("S"))
            XCTAssertEqual(l.midX - m.midX, 100, accuracy: 0.5)
            XCTAssertEqual(m.midX - s.midX, 100, accuracy: 0.5)
            XCTAssertTrue(m.minY >= 0 && m.maxY <= 44, "inside the picker: \(m)")
        }
    }

    func testTapOnAPeekingNeighbourSelectsItAndReportsOnce() throws {
        try onDevice { device in
            let (picker, calls, spy) = showPicker(device)
            device.tap(label: "L")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(picker.selectedIndex, 3)
            XCTAssertEqual(calls.values, [3])
            XCTAssertEqual(spy.values, [3])
            XCTAssertEqual(centredText(device), "L")
        }
    }

    func testTapOnTheCentredOptionAdvancesOne() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device)
            device.tap(label: "M")
            device.settle()
            XCTAssertEqual(picker.selectedIndex, 3)
            XCTAssertEqual(calls.values, [3])
        }
    }

    func testTapOnTheCentredOptionDoesNothingWhenAdvancesOnTapIsOff() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device) { $0.advancesOnTap = false }
            device.tap(label: "M")
            device.settle()
            XCTAssertEqual(picker.selectedIndex, 2)
            XCTAssertEqual(calls.values, [])
        }
    }

    func testDragPastHalfAPageLandsOnTheNeighbour() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device)
            swipePicker(device, by: -70, duration: 0.4)
            XCTAssertEqual(picker.selectedIndex, 3)
            XCTAssertEqual(calls.values, [3])
            XCTAssertEqual(centredText(device), "L")
        }
    }

    func testShortSlowDragSpringsBackWithoutReporting() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device)
            swipePicker(device, by: -20, duration: 0.6)
            XCTAssertEqual(picker.selectedIndex, 2)
            XCTAssertEqual(calls.values, [])
            XCTAssertEqual(centredText(device), "M")
        }
    }

    func testAQuickFlickShorterThanHalfAPageLandsOnTheNeighbour() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device)
            swipePicker(device, by: -30, duration: 0.05)
            XCTAssertEqual(picker.selectedIndex, 3)
            XCTAssertEqual(calls.values, [3])
        }
    }

    func testSwipingPastTheLastOptionWrapsToTheFirst() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device, selected: 4)
            XCTAssertEqual(device.label("XS", nearX: 295).map { $0.midX } ?? 0, 295, accuracy: 0.5, "XS peeks in after XL")
            swipePicker(device, by: -70, duration: 0.3)
            XCTAssertEqual(picker.selectedIndex, 0)
            XCTAssertEqual(calls.values, [0])
            XCTAssertEqual(centredText(device), "XS")
        }
    }

    func testAFinitePickerStopsAtTheLastOption() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device, selected: 4) { $0.loops = false }
            XCTAssertTrue(device.labels("XS").isEmpty, "nothing after XL: \(device.visibleTexts())")
            swipePicker(device, by: -70, duration: 0.3)
            XCTAssertEqual(picker.selectedIndex, 4)
            XCTAssertEqual(calls.values, [])
            XCTAssertEqual(centredText(device), "XL")
        }
    }

    func testOneHundredSwipesForwardKeepWorkingWithoutDrift() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device, selected: 0)
            let start = try XCTUnwrap(device.label("XS"))
            for _ in 0..<100 { swipePicker(device, by: -70, duration: 0.1) }
            XCTAssertEqual(picker.selectedIndex, 0)
            XCTAssertEqual(calls.values.count, 100)
            XCTAssertEqual(calls.values.last, 0)
            let end = try XCTUnwrap(device.label("XS"))
            XCTAssertEqual(end.minX, start.minX, accuracy: 0.01, "no drift")
            XCTAssertEqual(centredText(device), "XS")
        }
    }

    func testSelectFromCodeMovesWithoutReporting() throws {
        try onDevice { device in
            let (picker, calls, spy) = showPicker(device)
            picker.select(0, animated: true)
            XCTAssertTrue(device.settle())
            picker.selectedIndex = 4
            device.settle()
            XCTAssertEqual(picker.selectedIndex, 4)
            XCTAssertEqual(centredText(device), "XL")
            XCTAssertEqual(calls.values, [])
            XCTAssertEqual(spy.values, [])
        }
    }

    func testSelectWithAnyOutOfRangeIndexIsIgnored() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device)
            for index in [-1, 5, Int.max, Int.min, 1_000_000] {
                picker.select(index, animated: true)
                picker.selectedIndex = index
            }
            device.settle()
            XCTAssertEqual(picker.selectedIndex, 2)
            XCTAssertEqual(centredText(device), "M")
            XCTAssertEqual(calls.values, [])
        }
    }

    func testAPickerWithoutOptionsShowsNothingAndIgnoresTheFinger() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device) { $0.titles = [] }
            XCTAssertEqual(device.visibleLabels().count, 0)
            device.tap(at: CGPoint(x: 195, y: 22))
            swipePicker(device, by: -100)
            XCTAssertEqual(picker.selectedIndex, 0)
            XCTAssertNil(picker.selectedItem)
            XCTAssertEqual(calls.values, [])
        }
    }

    func testAPickerWithOneOptionShowsItAndDoesNotScroll() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device) { $0.titles = ["Only"] }
            XCTAssertEqual(centredText(device), "Only")
            swipePicker(device, by: -90)
            device.tap(label: "Only")
            device.settle()
            XCTAssertEqual(picker.selectedIndex, 0)
            XCTAssertEqual(calls.values, [])
            XCTAssertEqual(device.labels("Only").count, 1)
            XCTAssertEqual(centredText(device), "Only")
        }
    }
}
