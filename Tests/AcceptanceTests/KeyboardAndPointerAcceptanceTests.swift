import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

// Issue 30 point 6: an iPad's hardware keyboard and pointer.

private let titles = ["For You", "News", "Sport", "Music", "Films"]

final class KeyboardAndPointerAcceptanceTests: XCTestCase {
    func testTabFocusesTheStripAndArrowsMoveItsSelectionMirroredInRightToLeft() throws {
        try onDevice(width: 1024, height: 768) { device in
            let strip = InfiniteTabStripView()
            strip.titles = titles
            let calls = Calls(), spy = StripDelegateSpy()
            strip.onSelect = { [weak calls] in calls?.values.append($0) }
            strip.delegate = spy
            device.show(view: strip, height: 44)
            device.settle()
            XCTAssertFalse(device.press(UIKeyCommand.inputRightArrow), "nothing focused: no key command for it")
            device.pressTab()
            XCTAssertTrue(device.focusedView?.isDescendant(of: strip) == true, "the strip is one focus stop")
            XCTAssertTrue(device.press(UIKeyCommand.inputRightArrow))
            XCTAssertTrue(device.settle())
            XCTAssertEqual(strip.selectedIndex, 1)
            device.press(UIKeyCommand.inputLeftArrow)
            device.press(UIKeyCommand.inputLeftArrow)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(strip.selectedIndex, 4, "looping back past the first tab")
            XCTAssertEqual(calls.values, [1, 0, 4])
            XCTAssertEqual(spy.values, [1, 0, 4])
            XCTAssertEqual(try XCTUnwrap(device.label("Films")).midX, 512, accuracy: 1, "the selected tab centred")
            device.press(UIKeyCommand.inputUpArrow)
            XCTAssertEqual(strip.selectedIndex, 4, "an arrow across the strip does nothing")
            device.setTraits(layoutDirection: .rightToLeft)
            device.settle()
            device.press(UIKeyCommand.inputLeftArrow)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(strip.selectedIndex, 0, "in right to left the left arrow goes forward")
        }
    }

    func testArrowsMoveTheFocusedPicker() throws {
        try onDevice(width: 1024, height: 768) { device in
            let picker = InfinitePickerView()
            picker.titles = ["Small", "Medium", "Large"]
            let calls = Calls()
            picker.onSelect = { [weak calls] in calls?.values.append($0) }
            device.show(view: picker, height: 60)
            device.settle()
            device.pressTab()
            XCTAssertTrue(device.focusedView === picker)
            device.press(UIKeyCommand.inputRightArrow)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(picker.selectedIndex, 1)
            device.press(UIKeyCommand.inputLeftArrow)
            device.press(UIKeyCommand.inputLeftArrow)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(picker.selectedIndex, 2)
            XCTAssertEqual(calls.values, [1, 0, 2])
            XCTAssertEqual(device.visibleTexts().filter { $0 == "Large" }.count, 1)
        }
    }

    func testTheContainerOffersNextAndPreviousTabCommands() throws {
        try onDevice(width: 1024, height: 768) { device in
            let tabs = InfiniteTabsViewController(titles: titles) { LabelPage("Page \($0)") }
            let calls = Calls()
            tabs.onSelect = { [weak calls] in calls?.values.append($0) }
            device.show(tabs)
            device.settle()
            XCTAssertEqual(tabs.keyCommands?.compactMap(\.discoverabilityTitle), ["Next Tab", "Previous Tab"])
            XCTAssertTrue(device.press("]", modifiers: [.command, .shift]))
            XCTAssertTrue(device.settle())
            XCTAssertEqual(tabs.selectedIndex, 1)
            device.press("[", modifiers: [.command, .shift])
            XCTAssertTrue(device.settle())
            device.press("[", modifiers: [.command, .shift])
            XCTAssertTrue(device.settle())
            XCTAssertEqual(tabs.selectedIndex, 4)
            XCTAssertEqual(calls.values, [1, 0, 4])
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page ") }, ["Page 4"])
            // The strip inside takes the arrows once focused.
            device.pressTab()
            XCTAssertTrue(device.focusedView?.isDescendant(of: tabs.tabStrip) == true, "on the strip's selected tab")
            device.press(UIKeyCommand.inputRightArrow)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertEqual(calls.values, [1, 0, 4, 0])
        }
    }

    func testThePointerHighlightsTheTabOrOptionUnderIt() throws {
        try onDevice(width: 1024, height: 768) { device in
            let tabs = InfiniteTabsViewController(titles: titles) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            let sport = try XCTUnwrap(device.label("Sport"))
            let style = try XCTUnwrap(device.hover(at: CGPoint(x: sport.midX, y: sport.midY)))
            guard case .highlight(let preview) = style.effect else { return XCTFail("a highlight") }
            XCTAssertTrue(preview.view.convert(preview.view.bounds, to: nil).contains(CGPoint(x: sport.midX, y: sport.midY)),
                          "the tab under the pointer is highlighted")
            XCTAssertNil(device.hover(at: CGPoint(x: 512, y: 500)), "none over the page")

            let picker = InfinitePickerView()
            picker.titles = ["Small", "Medium", "Large"]
            device.show(view: picker, height: 60)
            device.settle()
            let medium = try XCTUnwrap(device.label("Small"))
            let option = try XCTUnwrap(device.hover(at: CGPoint(x: medium.midX, y: medium.midY)))
            XCTAssertTrue(option.effect.preview.view.convert(option.effect.preview.view.bounds, to: nil)
                            .contains(CGPoint(x: medium.midX, y: medium.midY)))
        }
    }
}
