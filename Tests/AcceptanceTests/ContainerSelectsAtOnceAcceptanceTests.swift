import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

/// Issue 29 finding 3: a double tap on a tab in the container selects it at
/// once, as a tab bar does: `selectedIndex` and the tab's selected trait
/// change when the move starts, not when the pages settle.
final class ContainerSelectsAtOnceAcceptanceTests: XCTestCase {
    func testADoubleTapOnATabSelectsItBeforeThePagesMove() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["For You", "News", "Sport"]) { LabelPage("Page \($0)") }
            var selected: [Int] = []
            tabs.onSelect = { selected.append($0) }
            device.show(tabs)
            device.settle()
            device.setVoiceOver(true)
            XCTAssertTrue(device.voiceOver.focus(label: "Sport"))
            XCTAssertFalse(device.voiceOver.focusedTraits.contains(.selected))
            device.voiceOver.activate()
            XCTAssertEqual(tabs.selectedIndex, 2, "selected when the move starts")
            XCTAssertEqual(device.voiceOver.focusedLabel, "Sport")
            XCTAssertTrue(device.voiceOver.focusedTraits.contains(.selected), "the tab is selected at once")
            device.advance(by: 1.0 / 60)
            XCTAssertEqual(tabs.selectedIndex, 2, "and stays so through the slide")
            device.settle()
            XCTAssertEqual(tabs.selectedIndex, 2)
            XCTAssertEqual(selected, [2], "onSelect once")
            XCTAssertTrue(device.voiceOver.focus(label: "Sport"))
            XCTAssertTrue(device.voiceOver.focusedTraits.contains(.selected))
            XCTAssertTrue(device.voiceOver.focus(label: "For You"))
            XCTAssertFalse(device.voiceOver.focusedTraits.contains(.selected), "one selected tab")
        }
    }

    func testATapSelectsAtOnceAndASwipeOnlyWhenItLands() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["For You", "News", "Sport"]) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            device.tap(label: "News")
            XCTAssertEqual(tabs.selectedIndex, 1, "a tapped tab is selected when the move starts")
            device.settle()
            XCTAssertEqual(tabs.selectedIndex, 1)
            device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 150, y: 400), duration: 0.2)
            XCTAssertEqual(tabs.selectedIndex, 1, "a finger on the pages selects nothing yet")
            device.lift()
            device.advance(by: 1.0 / 60)
            XCTAssertEqual(tabs.selectedIndex, 1, "nor while they settle")
            device.settle()
            XCTAssertEqual(tabs.selectedIndex, 2, "the swipe selects where it lands")
        }
    }
}
