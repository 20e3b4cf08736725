import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

private let sections = ["Top", "World", "Business", "Tech", "Science", "Sport", "Culture"]

@MainActor
private func showStrip(_ device: SimulatedDevice, configure: (InfiniteTabStripView) -> Void = { _ in })
    -> (InfiniteTabStripView, Calls, StripDelegateSpy) {
    let strip = InfiniteTabStripView()
    strip.titles = sections
    let calls = Calls()
    let spy = StripDelegateSpy()
    strip.onSelect = { [weak calls] in calls?.values.append($0) }
    strip.delegate = spy
    configure(strip)
    device.show(view: strip, height: 44)
    device.settle()
    return (strip, calls, spy)
}

/// The horizontal centre of the strip's selected title.
@MainActor
private func assertCentred(_ text: String, _ device: SimulatedDevice, file: StaticString = #filePath, line: UInt = #line) {
    guard let frame = device.label(text) else {
        return XCTFail("\(text) not visible: \(device.visibleTexts())", file: file, line: line)
    }
    XCTAssertEqual(frame.midX, device.window.bounds.midX, accuracy: 1, "\(text) centred", file: file, line: line)
}

final class TabStripAcceptanceTests: XCTestCase {
    func testShownStripCentresTheSelectedTabAndListsTabsInOrder() throws {
        try onDevice { device in
            _ = showStrip(device)
            assertCentred("Top", device)
            let texts = device.visibleLabels().filter { $0.frame.maxY <= 44 }
                .sorted { $0.frame.minX < $1.frame.minX }.map(\.text)
            XCTAssertGreaterThanOrEqual(texts.count, 3)
            // Consecutive labels are consecutive tabs, wrapping.
            for (a, b) in zip(texts, texts.dropFirst()) {
                let i = sections.firstIndex(of: a)!, j = sections.firstIndex(of: b)!
                XCTAssertEqual((i + 1) % sections.count, j, "\(a) then \(b)")
            }
            XCTAssertTrue(texts.contains("Culture"), "the last tab shows before the first: \(texts)")
        }
    }

    func testTappingAVisibleTabSelectsCentresAndReportsOnce() throws {
        try onDevice { device in
            let (strip, calls, spy) = showStrip(device)
            device.tap(label: "World")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(strip.selectedIndex, 1)
            XCTAssertEqual(calls.values, [1])
            XCTAssertEqual(spy.values, [1])
            assertCentred("World", device)
        }
    }

    func testTappingTheSelectedTabReportsNothing() throws {
        try onDevice { device in
            let (strip, calls, spy) = showStrip(device)
            device.tap(label: "Top")
            device.settle()
            XCTAssertEqual(strip.selectedIndex, 0)
            XCTAssertEqual(calls.values, [])
            XCTAssertEqual(spy.values, [])
        }
    }

    func testTheIndicatorSitsUnderTheSelectedTab() throws {
        try onDevice { device in
            let (strip, _, _) = showStrip(device)
            device.tap(label: "World")
            device.settle()
            let indicator = strip.indicatorView.convert(strip.indicatorView.bounds, to: nil)
            let world = try XCTUnwrap(device.label("World"))
            XCTAssertEqual(indicator.midX, world.midX, accuracy: 1)
            XCTAssertGreaterThan(indicator.width, 0)
            XCTAssertGreaterThanOrEqual(indicator.minY, world.maxY - 1, "an underline below the title")
        }
    }

    func testSelectFromCodeCentresWithoutReporting() throws {
        try onDevice { device in
            let (strip, calls, spy) = showStrip(device)
            strip.select(5, animated: true)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(strip.selectedIndex, 5)
            assertCentred("Sport", device)
            strip.selectedIndex = 6
            device.settle()
            assertCentred("Culture", device)
            XCTAssertEqual(calls.values, [])
            XCTAssertEqual(spy.values, [])
        }
    }

    func testSelectWithAnyOutOfRangeIndexIsIgnored() throws {
        try onDevice { device in
            let (strip, calls, _) = showStrip(device)
            for index in [-1, 7, Int.max, Int.min] {
                strip.select(index, animated: true)
                strip.selectedIndex = index
            }
            device.settle()
            XCTAssertEqual(strip.selectedIndex, 0)
            assertCentred("Top", device)
            XCTAssertEqual(calls.values, [])
        }
    }

    func testDraggingFarStillShowsTabsWithoutGapsAndTapsStillWork() throws {
        try onDevice { device in
            let (strip, calls, _) = showStrip(device)
            for _ in 0..<15 {
                device.drag(from: CGPoint(x: 350, y: 22), to: CGPoint(x: 40, y: 22), duration: 0.08)
                device.lift()
            }
            XCTAssertTrue(device.settle())
            let frames = device.visibleLabels().map(\.frame).sorted { $0.minX < $1.minX }
            XCTAssertLessThanOrEqual(try XCTUnwrap(frames.first).minX, 40, "tabs from the left edge")
            XCTAssertGreaterThanOrEqual(try XCTUnwrap(frames.last).maxX, 350, "to the right edge")
            for (a, b) in zip(frames, frames.dropFirst()) {
                XCTAssertLessThan(b.minX - a.maxX, 40, "no gap between neighbouring titles")
            }
            let target = try XCTUnwrap(device.visibleLabels().min { abs($0.frame.midX - 195) < abs($1.frame.midX - 195) })
            device.tap(at: CGPoint(x: target.frame.midX, y: target.frame.midY))
            device.settle()
            let index = sections.firstIndex(of: target.text)!
            XCTAssertEqual(strip.selectedIndex, index)
            XCTAssertEqual(calls.values, index == 0 ? [] : [index])
        }
    }

    func testAFiniteStripShowsOneCopyOfEachTab() throws {
        try onDevice { device in
            let (strip, _, _) = showStrip(device) { $0.loops = false }
            for title in sections { XCTAssertLessThanOrEqual(device.labels(title).count, 1, title) }
            XCTAssertTrue(device.labels("Culture").isEmpty, "nothing before the first tab")
            strip.selectedIndex = 6
            device.settle()
            let culture = try XCTUnwrap(device.label("Culture"))
            for top in device.labels("Top") { XCTAssertLessThan(top.maxX, culture.minX, "the first tab is not after the last") }
        }
    }

    func testAStripWithoutTabsIsEmptyAndIgnoresTaps() throws {
        try onDevice { device in
            let (strip, calls, _) = showStrip(device) { $0.titles = [] }
            XCTAssertEqual(device.visibleLabels().count, 0)
            XCTAssertEqual(strip.indicatorView.frame.width, 0)
            device.tap(at: CGPoint(x: 195, y: 22))
            device.drag(from: CGPoint(x: 300, y: 22), to: CGPoint(x: 50, y: 22), duration: 0.1)
            device.lift()
            device.settle()
            XCTAssertEqual(calls.values, [])
            XCTAssertEqual(strip.selectedIndex, 0)
        }
    }

    func testRotationKeepsTheSelectedTabCentred() throws {
        try onDevice { device in
            let (strip, _, _) = showStrip(device)
            strip.selectedIndex = 3
            device.settle()
            device.resize(width: 844, height: 390)
            device.settle()
            XCTAssertEqual(strip.selectedIndex, 3)
            XCTAssertEqual(device.label("Tech")?.midX ?? 0, 422, accuracy: 1)
        }
    }

    func testABadSpacingOrFixedWidthGivesNoBrokenFrames() throws {
        for spacing: CGFloat in [.nan, -20, .infinity] {
            try onDevice { device in
                _ = showStrip(device) {
                    $0.spacing = spacing
                    $0.widthMode = .fixed(.nan)
                }
                XCTAssertFalse(device.hasBadFrames, "spacing \(spacing)")
                device.tap(at: CGPoint(x: 300, y: 22))
                device.settle()
            }
        }
    }

    func testACountBadgeAboveTheCapShows99Plus() throws {
        try onDevice { device in
            let (strip, _, _) = showStrip(device)
            strip.setBadge(.count(120), forItem: 0)
            device.settle()
            XCTAssertFalse(device.labels("99+").isEmpty, "\(device.visibleTexts())")
            strip.setBadge(.count(0), forItem: 0)
            device.settle()
            XCTAssertTrue(device.labels("99+").isEmpty)
            XCTAssertTrue(device.labels("0").isEmpty, "a count of 0 shows nothing")
        }
    }

    func testReleasingTheStripInItsOwnOnSelectFreesIt() throws {
        try onDevice { device in
            weak var weakStrip: InfiniteTabStripView?
            var calls = 0
            let holder = Holder()
            device.show(holder)
            do {
                let strip = InfiniteTabStripView()
                strip.titles = sections
                strip.onSelect = { [weak holder] _ in
                    calls += 1
                    holder?.content = nil
                }
                holder.content = strip
                weakStrip = strip
            }
            device.settle()
            device.tap(label: "World")
            device.settle()
            XCTAssertEqual(calls, 1)
            XCTAssertNil(weakStrip)
        }
    }

    func testVoiceOverSeesOneElementPerTabAndActivatesThem() throws {
        try onDevice { device in
            let (strip, calls, _) = showStrip(device)
            device.setVoiceOver(true)
            let labels = device.voiceOver.labels()
            for title in sections { XCTAssertEqual(labels.filter { $0.hasPrefix(title) }.count, 1, "\(title) in \(labels)") }
            XCTAssertTrue(device.voiceOver.focus(label: "Tech"))
            device.voiceOver.activate()
            device.settle()
            XCTAssertEqual(strip.selectedIndex, 3)
            XCTAssertEqual(calls.values, [3])
        }
    }

    // A tap whose handler selects another tab, and two selects in one turn:
    // the latest request wins although the strip already sits where it goes.
    func testAStripSnappingBackInsideOnSelectEndsCentredOnTheOldTab() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.titles = ["One", "Two", "Three", "Four"]
            var got: [Int] = []
            strip.onSelect = { [weak strip] index in
                got.append(index)
                strip?.select(0, animated: true)   // a tab the app refuses: back to the first
            }
            device.show(view: strip, height: 44)
            device.tap(label: "Two")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(got, [1])
            XCTAssertEqual(strip.selectedIndex, 0)
            XCTAssertEqual(try XCTUnwrap(device.label("One")).midX, 195, accuracy: 1, "the selected tab is centred")
            let indicator = strip.indicatorView.convert(strip.indicatorView.bounds, to: nil)
            XCTAssertEqual(indicator.midX, 195, accuracy: 1, "the indicator is centred under it")
        }
    }

    func testTwoStripSelectsInOneTurnEndOnTheLatest() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.titles = ["One", "Two", "Three", "Four"]
            device.show(view: strip, height: 44)
            strip.select(2)
            strip.select(0)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(strip.selectedIndex, 0)
            XCTAssertEqual(try XCTUnwrap(device.label("One")).midX, 195, accuracy: 1, "the selected tab is centred")
        }
    }

    // A second tap during the first tap's slide, under every way the model
    // has for what a touch does to UIKit's animated scroll.
    func testASecondTapDuringTheFirstTapsSlideEndsOnTheSecondTab() throws {
        for touch in UIKitModel.TouchDuringAnimatedSet.allCases {
            try onDevice { device in
                UIKitModel.configuration.touchDuringAnimatedSet = touch
                let strip = InfiniteTabStripView()
                strip.titles = ["One", "Two", "Three", "Four", "Five"]
                var got: [Int] = []
                strip.onSelect = { got.append($0) }
                device.show(view: strip, height: 44)
                device.tap(label: "Two")
                device.advance(by: 0.05)
                device.tap(label: "Three")
                XCTAssertTrue(device.settle(), "\(touch)")
                let title = strip.titles[strip.selectedIndex]
                let indicator = strip.indicatorView.convert(strip.indicatorView.bounds, to: nil)
                let under = try XCTUnwrap(device.label(title, nearX: indicator.midX), "\(touch)")
                XCTAssertEqual(indicator.midX, under.midX, accuracy: 1, "the indicator is under the selected tab (\(touch))")
                if touch == .catchesLikeAFling {
                    // UIKit takes that touch for catching the slide: no tap
                    // reaches the strip, which stays on the first tab tapped.
                    XCTAssertEqual(got, [1])
                    XCTAssertEqual(strip.selectedIndex, 1)
                    device.tap(label: "Three")
                    XCTAssertTrue(device.settle())
                }
                XCTAssertEqual(got, [1, 2], "\(touch)")
                XCTAssertEqual(strip.selectedIndex, 2, "\(touch)")
                XCTAssertEqual(try XCTUnwrap(device.label("Three")).midX, 195, accuracy: 1, "centred (\(touch))")
            }
        }
    }
}
