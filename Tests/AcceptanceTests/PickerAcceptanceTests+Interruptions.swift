// The picker under bad sizes, rotation, 120 Hz, interruptions, VoiceOver and changes of mind.
import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

extension PickerAcceptanceTests {
    func testBadPageWidthsCountAsTheViewsWidth() throws {
        for width: CGFloat in [0, -5, .nan, .infinity, 1_000_000] {
            try onDevice { device in
                _ = showPicker(device) { $0.pageWidth = width }
                XCTAssertEqual(device.visibleTexts(), ["M"], "pageWidth \(width)")
                XCTAssertFalse(device.hasBadFrames)
            }
        }
    }

    func testRotationKeepsTheSelectedOptionCentred() throws {
        try onDevice { device in
            let (picker, _, _) = showPicker(device)
            device.resize(width: 844, height: 390)
            device.settle()
            XCTAssertEqual(picker.selectedIndex, 2)
            XCTAssertEqual(device.label("M")?.midX ?? 0, 422, accuracy: 0.5)
        }
    }

    func testAt120HertzADragLandsOnTheNeighbourAsAt60() throws {
        try onDevice(frameRate: 120) { device in
            let (picker, calls, _) = showPicker(device)
            swipePicker(device, by: -70, duration: 0.4)
            XCTAssertEqual(picker.selectedIndex, 3)
            XCTAssertEqual(calls.values, [3])
            XCTAssertEqual(centredText(device), "L")
        }
    }

    func testATapDuringAnAnimatedSelectionEndsCentredOnAnOption() throws {
        try onDevice { device in
            let (picker, _, _) = showPicker(device)
            picker.select(0, animated: true)
            device.advance(by: 0.05)
            device.tap(at: CGPoint(x: 295, y: 22))
            XCTAssertTrue(device.settle())
            XCTAssertTrue((0..<5).contains(picker.selectedIndex))
            XCTAssertEqual(centredText(device), sizes[picker.selectedIndex])
        }
    }

    func testNewOptionsDuringADragKeepThePickerConsistent() throws {
        try onDevice { device in
            let (picker, _, _) = showPicker(device)
            device.drag(from: CGPoint(x: 195, y: 22), to: CGPoint(x: 150, y: 22), duration: 0.2)
            picker.titles = ["Red", "Green"]
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertTrue((0..<2).contains(picker.selectedIndex))
            XCTAssertEqual(centredText(device), ["Red", "Green"][picker.selectedIndex])
        }
    }

    func testADisabledPickerIgnoresTapsAndDrags() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device) { $0.isEnabled = false }
            device.tap(label: "L")
            swipePicker(device, by: -70, duration: 0.3)
            XCTAssertEqual(picker.selectedIndex, 2)
            XCTAssertEqual(calls.values, [])
        }
    }

    func testReleasingThePickerInItsOwnOnSelectFreesIt() throws {
        try onDevice { device in
            weak var weakPicker: InfinitePickerView?
            var calls = 0
            let holder = Holder()
            device.show(holder)
            do {
                let picker = InfinitePickerView()
                picker.titles = sizes
                picker.pageWidth = 100
                picker.onSelect = { [weak holder] _ in
                    calls += 1
                    holder?.content = nil
                }
                holder.content = picker
                weakPicker = picker
            }
            device.settle()
            device.tap(label: "S")
            device.settle()
            XCTAssertEqual(calls, 1)
            XCTAssertNil(weakPicker, "the picker is freed once its owner lets it go")
        }
    }

    func testVoiceOverSwipeUpAdvancesAndReportsOnce() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device)
            device.setVoiceOver(true)
            XCTAssertTrue(device.voiceOver.focus(label: device.voiceOver.labels().first ?? ""))
            device.voiceOver.increment()
            device.settle()
            XCTAssertEqual(picker.selectedIndex, 3)
            XCTAssertEqual(calls.values, [3])
            XCTAssertEqual(device.voiceOver.elements().count, 1, "one adjustable element")
        }
    }

    // MARK: Interruptions and changes of mind

    func testTwoPickerSelectsInOneTurnEndOnTheLatest() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device)
            picker.select(4)
            picker.select(2)      // the app changes its mind in the same turn
            XCTAssertTrue(device.settle())
            XCTAssertEqual(picker.selectedIndex, 2)
            XCTAssertEqual(try XCTUnwrap(device.label("M")).midX, 195, accuracy: 0.5)
            XCTAssertEqual(calls.values, [], "selections in code are not reported")
        }
    }

    func testDisablingThePickerMidDragSpringsBackToTheSelectedOption() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device)
            device.drag(from: CGPoint(x: 195, y: 22), to: CGPoint(x: 135, y: 22), duration: 0.3)
            picker.isEnabled = false   // e.g. the app starts saving
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(centredText(device), "M", "\(device.visibleLabels())")
            XCTAssertEqual(picker.selectedIndex, 2)
            XCTAssertEqual(calls.values, [], "a disabled picker reports no change")
        }
    }

    /// A drag carries the options with the finger; on lifting, the picker
    /// rests on the option under the centre, or one beyond it when flicked.
    func testALongDragFollowsTheFingerAndAFlickMovesAtMostOneOptionBeyond() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device)
            device.drag(from: CGPoint(x: 380, y: 22), to: CGPoint(x: 80, y: 22), duration: 0.5)
            device.drag(from: CGPoint(x: 80, y: 22), to: CGPoint(x: 80, y: 22), duration: 0.2)   // held still
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(centredText(device), "XS", "three options forward, where the finger left them")
            XCTAssertEqual(picker.selectedIndex, 0)
            XCTAssertEqual(calls.values, [0])

            device.drag(from: CGPoint(x: 380, y: 22), to: CGPoint(x: 10, y: 22), duration: 0.5)
            let underFinger = try XCTUnwrap(device.visibleLabels().min { abs($0.frame.midX - 195) < abs($1.frame.midX - 195) })
            let here = try XCTUnwrap(sizes.firstIndex(of: underFinger.text))
            device.lift()   // still moving: a flick forward
            XCTAssertTrue(device.settle())
            XCTAssertTrue([here, (here + 1) % sizes.count].contains(picker.selectedIndex),
                          "\(sizes[picker.selectedIndex]) is not \(underFinger.text) or the next option")
            XCTAssertNotEqual(picker.selectedIndex, 1, "not a stepper: more than one option from XS")
            XCTAssertEqual(centredText(device), sizes[picker.selectedIndex])
            XCTAssertEqual(calls.values, [0, picker.selectedIndex])
        }
    }

    func testAutoScrollPausesWhileTheAppIsInactiveAndResumesAfterAFullInterval() throws {
        try onDevice { device in
            let (picker, calls, _) = showPicker(device) { $0.autoScrollInterval = 1 }
            device.advance(by: 1.5)
            XCTAssertEqual(calls.values, [3], "a turn after a second, reported once it has slid in")
            XCTAssertTrue(device.settle())
            device.setAppActive(false)
            device.advance(by: 3)
            XCTAssertEqual(calls.values, [3], "no turn while in the background")
            XCTAssertEqual(centredText(device), "L")
            device.setAppActive(true)
            device.advance(by: 0.9)
            XCTAssertEqual(calls.values, [3], "a full interval after coming back")
            // The turn at 1 s, reported once its animated slide is in (0.2 s
            // to spare, whatever the slide's length).
            device.advance(by: 0.2 + device.animatedScrollSeconds)
            XCTAssertEqual(calls.values, [3, 4])
            XCTAssertTrue(device.settle())
            XCTAssertEqual(picker.selectedIndex, 4)
        }
    }
}
