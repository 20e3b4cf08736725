import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

/// Issue 29, point 1: VoiceOver follows every page change: the new page is
/// announced and focused when the turn completes, and only one page is
/// reachable while it moves.
final class VoiceOverFollowsPagesAcceptanceTests: XCTestCase {
    func testAThreeFingerSwipeAnnouncesAndFocusesTheNewPageWhenTheTurnEnds() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            device.show(pages)
            device.settle()
            device.setVoiceOver(true)
            XCTAssertTrue(device.voiceOver.focus(label: "Page 0"))
            XCTAssertTrue(device.voiceOver.scroll(.left))
            device.advance(by: 1.0 / 60)
            XCTAssertFalse(device.voiceOver.spoken.contains("Page 2 of 3"), "not announced before the slide")
            XCTAssertEqual(device.voiceOver.labels().filter { $0.hasPrefix("Page") }.count, 1,
                           "one page reachable during the turn: \(device.voiceOver.labels())")
            device.settle()
            XCTAssertEqual(device.voiceOver.spoken.last, "Page 2 of 3")
            XCTAssertEqual(device.voiceOver.focusedLabel, "Page 1")
            let frame = try XCTUnwrap(device.voiceOver.focusedFrame)
            XCTAssertTrue(device.window.bounds.contains(CGPoint(x: frame.midX, y: frame.midY)), "\(frame)")
        }
    }

    func testASwipeMovesTheCursorToTheNewPage() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            device.show(pages)
            device.settle()
            device.setVoiceOver(true)
            XCTAssertTrue(device.voiceOver.focus(label: "Page 0"))
            device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 60, y: 400), duration: 0.2)
            device.lift()
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 1)
            XCTAssertEqual(device.voiceOver.focusedLabel, "Page 1")
        }
    }

    func testADoubleTapOnATabMovesTheCursorToItsPageAndTheContainerNamesTheTab() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["For You", "News", "Sport"]) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            device.setVoiceOver(true)
            XCTAssertTrue(device.voiceOver.focus(label: "Page 0"))
            XCTAssertTrue(device.voiceOver.scroll(.left))
            device.settle()
            XCTAssertEqual(device.voiceOver.spoken.last, "News, tab 2 of 3", "\(device.voiceOver.spoken)")
            XCTAssertEqual(device.voiceOver.focusedLabel, "Page 1")
            XCTAssertTrue(device.voiceOver.focus(label: "Sport"))
            device.voiceOver.activate()
            device.settle()
            XCTAssertEqual(tabs.selectedIndex, 2)
            XCTAssertEqual(device.voiceOver.focusedLabel, "Page 2")
        }
    }
}
