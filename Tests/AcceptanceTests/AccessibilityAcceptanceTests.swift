import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

/// The Accessibility article's promises, seen through the device.
final class AccessibilityAcceptanceTests: XCTestCase {
    func testThePickerHasASpokenNameAndADoubleTapChoosesAndAnnouncesTheNextOptionAtOnce() throws {
        try onDevice { device in
            let picker = InfinitePickerView()
            picker.titles = ["Small", "Medium", "Large"]
            var got: [Int] = []
            picker.onSelect = { got.append($0) }
            device.show(view: picker, height: 44)
            device.setVoiceOver(true)
            XCTAssertEqual(device.voiceOver.labels(), ["Picker"], "a neutral name until the app sets one")
            XCTAssertTrue(device.voiceOver.focus(label: "Picker"))
            var heard = device.voiceOver.spoken.count
            device.voiceOver.activate()
            XCTAssertEqual(picker.selectedIndex, 1, "chosen as the move starts, not when a slide settles")
            XCTAssertEqual(device.voiceOver.focusedValue, "Medium")
            XCTAssertEqual(Array(device.voiceOver.spoken[heard...]), ["Medium"], "the new option announced once")
            XCTAssertEqual(got, [1])
            heard = device.voiceOver.spoken.count
            device.voiceOver.increment()
            device.voiceOver.increment()
            XCTAssertEqual(picker.selectedIndex, 0, "wrapped")
            XCTAssertEqual(Array(device.voiceOver.spoken[heard...]), ["Large", "Small"], "each new value read once")
            device.settle()
            XCTAssertEqual(got, [1, 2, 0], "nothing more when it settles")
            picker.accessibilityLabel = "Size"
            XCTAssertEqual(device.voiceOver.focusedLabel, "Size", "the app's name wins")
        }
    }

    func testWithReduceMotionATappedTabShowsItsPageAtOnce() throws {
        try onDevice { device in
            device.setReduceMotion(true)
            let tabs = InfiniteTabsViewController(titles: ["For You", "News", "Sport"]) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            device.tap(label: "Sport")
            device.advance(by: 1.0 / 60)
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page") }, ["Page 2"])
            XCTAssertEqual(try XCTUnwrap(device.label("Sport")).midX, 195, accuracy: 1)
            device.settle()
            XCTAssertEqual(tabs.selectedIndex, 2)
        }
    }

    func testAutoScrollPausesWhileVoiceOverRunsAndWithReduceMotion() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            pages.autoScrollInterval = 1
            device.show(pages)
            device.setVoiceOver(true)
            device.advance(by: 3)
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 0, "paused for VoiceOver")
            device.setVoiceOver(false)
            device.setReduceMotion(true)
            device.advance(by: 3)
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 0, "paused for Reduce Motion")
            device.setReduceMotion(false)
            device.advance(by: 1.2)
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 1, "resumes")
        }
    }

    func testVoiceOverFocusOnAnOffScreenTabCentresItWithoutSelecting() throws {
        try onDevice { device in
            let titles = (1...12).map { "Section \($0)" }
            let strip = InfiniteTabStripView()
            strip.titles = titles
            var got: [Int] = []
            strip.onSelect = { got.append($0) }
            device.show(view: strip, height: 44)
            device.setVoiceOver(true)
            XCTAssertTrue(device.labels("Section 7").isEmpty, "off screen at first")
            XCTAssertTrue(device.voiceOver.focus(label: "Section 7"))
            let tab = try XCTUnwrap(device.label("Section 7"))
            XCTAssertEqual(tab.midX, 195, accuracy: 1)
            XCTAssertEqual(strip.selectedIndex, 0)
            XCTAssertEqual(got, [])
        }
    }

    func testInRightToLeftAThreeFingerSwipeStillTurnsToTheNextPageInReadingOrder() throws {
        try onDevice { device in
            device.setTraits(layoutDirection: .rightToLeft)
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            device.show(pages)
            device.settle()
            device.setVoiceOver(true)
            XCTAssertTrue(device.voiceOver.focus(label: "Page 0"))
            XCTAssertTrue(device.voiceOver.scroll(.right), "in right to left, the next page is to the left")
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 1)
            XCTAssertTrue(device.voiceOver.spoken.contains("Page 2 of 3"), "\(device.voiceOver.spoken)")
        }
    }

    func testVerticalPagesTurnOnSwipeUpAndIgnoreLeftAndRight() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 3, axis: .vertical) { LabelPage("Page \($0)") }
            device.show(pages)
            device.settle()
            device.setVoiceOver(true)
            XCTAssertTrue(device.voiceOver.focus(label: "Page 0"))
            XCTAssertFalse(device.voiceOver.scroll(.left))
            XCTAssertTrue(device.voiceOver.scroll(.up))
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 1)
            XCTAssertEqual(device.visibleTexts(), ["Page 1"])
        }
    }

    func testTheContainersStripGrowsWithTheTextUpToTwiceItsHeight() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["For You", "News"]) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.settle()
            device.setTraits(contentSizeCategory: .accessibilityExtraExtraExtraLarge)
            device.settle()
            let tab = try XCTUnwrap(device.label("For You"))
            XCTAssertLessThanOrEqual(tab.maxY, 88)
            XCTAssertGreaterThan(tab.height, 20)
            let page = try XCTUnwrap(device.label("Page 0"))
            XCTAssertGreaterThan(page.midY, 444, "the pages start lower, below a taller strip")
            XCTAssertLessThanOrEqual(page.midY, 88 + (844 - 88) / 2 + 0.5)
        }
    }
}
