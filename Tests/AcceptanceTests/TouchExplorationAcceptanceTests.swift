import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

/// A finger exploring the strip with VoiceOver (issue 29, finding 6): every tab on screen answers as its tab, and swiping
/// still meets each tab once.
final class TouchExplorationAcceptanceTests: XCTestCase {
    func testWithVoiceOverEveryTabOnScreenAnswersATouchAsItsTab() throws {
        try onDevice { device in
            Self.exploreShortTabs(device)
        }
    }

    func testInRightToLeftEveryTabOnScreenAnswersATouchAndReadsInOrder() throws {
        try onDevice { device in
            device.setTraits(layoutDirection: .rightToLeft)
            Self.exploreShortTabs(device)
            XCTAssertEqual(device.visibleTexts().filter { ["A", "B", "C"].contains($0) }, ["C", "B", "A"], "the first tab on the right")
        }
    }

    func testTabsALittleWiderThanTheStripShowNoTabTwiceWithVoiceOver() throws {
        try onDevice { device in
            let titles = ["Headlines", "Business", "Science", "Culture", "Weather"]
            let strip = InfiniteTabStripView()
            strip.titles = titles
            device.show(view: strip, height: 44)
            device.setVoiceOver(true)
            device.settle()
            // Tabs about 445 points together, in a 390-point strip: a looping strip shows a tab at both edges at some
            // offsets. Drag it about 40 points at a time (the finger held still before it lifts), a whole period one way,
            // then back.
            for step in 0..<24 {
                let (from, to): (CGFloat, CGFloat) = step < 12 ? (300, 280) : (280, 300)
                device.drag(from: CGPoint(x: from, y: 22), to: CGPoint(x: to, y: 22), duration: 0.5)
                device.advance(by: 0.2)
                device.lift()
                device.settle()
                let texts = device.visibleLabels().map(\.text).filter(titles.contains)
                XCTAssertEqual(Set(texts).count, texts.count, "no tab shown twice after \(step + 1) drags: \(texts)")
            }
            Self.assertEveryTabOnScreenAnswersATouch(device, titles: titles)
            Self.assertSwipingMeetsEachTabOnce(device, titles: titles)
        }
    }

    func testVoiceOverTurnedOnAndOffLaysTheStripOutAgain() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.titles = ["A", "B", "C"]
            strip.selectedIndex = 1
            device.show(view: strip, height: 44)
            device.settle()
            XCTAssertGreaterThan(device.visibleTexts().filter { $0 == "B" }.count, 1, "without VoiceOver the tabs repeat")
            device.setVoiceOver(true)
            device.settle()
            Self.assertEveryTabOnScreenAnswersATouch(device, titles: ["A", "B", "C"])
            XCTAssertEqual(strip.selectedIndex, 1, "the selection stays")
            device.setVoiceOver(false)
            device.settle()
            XCTAssertGreaterThan(device.visibleTexts().filter { $0 == "B" }.count, 1, "the loop is back")
            XCTAssertEqual(strip.selectedIndex, 1)
        }
    }

    func testInTheContainerShortTabsAnswerTouchAndThePagesStillLoop() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: ["For You", "News", "Sport"]) { LabelPage("Page \($0)") }
            device.show(tabs)
            device.setVoiceOver(true)
            device.settle()
            Self.assertEveryTabOnScreenAnswersATouch(device, titles: ["For You", "News", "Sport"])
            tabs.select(2, animated: false)
            device.settle()
            XCTAssertTrue(tabs.pageController.showNext(animated: true), "the pages still loop")
            device.settle()
            XCTAssertEqual(tabs.selectedIndex, 0)
            Self.assertEveryTabOnScreenAnswersATouch(device, titles: ["For You", "News", "Sport"])
        }
    }

    /// Tabs A, B and C in a strip alone with VoiceOver on: a finger finds every tab on screen, swiping each once.
    @MainActor
    private static func exploreShortTabs(_ device: SimulatedDevice, file: StaticString = #filePath, line: UInt = #line) {
        let strip = InfiniteTabStripView()
        strip.titles = ["A", "B", "C"]
        device.show(view: strip, height: 44)
        device.setVoiceOver(true)
        device.settle()
        assertEveryTabOnScreenAnswersATouch(device, titles: ["A", "B", "C"], file: file, line: line)
        assertSwipingMeetsEachTabOnce(device, titles: ["A", "B", "C"], file: file, line: line)
    }

    /// A finger resting on the middle of each tab title on screen, from left to right, focuses that tab's element. A touch on a
    /// tab partly off screen scrolls it into view, so the tabs are looked up again before each touch.
    @MainActor
    private static func assertEveryTabOnScreenAnswersATouch(_ device: SimulatedDevice, titles: [String],
                                                            file: StaticString = #filePath, line: UInt = #line) {
        let window = device.window.bounds
        func shown() -> [(text: String, frame: CGRect)] {
            device.visibleLabels().filter { titles.contains($0.text) }.sorted { $0.frame.minX < $1.frame.minX }
        }
        let count = shown().count
        XCTAssertGreaterThan(count, 0, "tabs on screen", file: file, line: line)
        for position in 0..<count {
            let tabs = shown()
            guard position < tabs.count else { break }
            let visible = tabs[position].frame.intersection(window)
            let point = CGPoint(x: visible.midX, y: visible.midY)
            let answered = device.voiceOver.touch(at: point)
            let heard = device.voiceOver.focusedLabel
            XCTAssertTrue(answered, "\(tabs[position].text) at x = \(point.x) answers", file: file, line: line)
            XCTAssertEqual(heard, tabs[position].text, "at x = \(point.x)", file: file, line: line)
        }
    }

    /// The elements a swipe walks: every tab exactly once.
    @MainActor
    private static func assertSwipingMeetsEachTabOnce(_ device: SimulatedDevice, titles: [String],
                                               file: StaticString = #filePath, line: UInt = #line) {
        let labels = device.voiceOver.labels().filter { titles.contains($0) }
        XCTAssertEqual(labels.sorted(), titles.sorted(), "one element per tab", file: file, line: line)
    }
}
