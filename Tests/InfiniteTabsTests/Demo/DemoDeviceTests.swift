#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsDemoKit
import TestSupport

/// The terminal demo on the real controls: keys become fingers and public
/// calls on the simulated device, and what the demo draws is read from the
/// view tree. Standard content: sizes XS S M L XL (starting on L), seven tabs.
final class DemoDeviceTests: XCTestCase {
    @MainActor private static func settle(_ model: DemoModel, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertLessThan(model.runUntilIdle(), 10_000, "the demo came to rest", file: file, line: line)
    }

    /// The title drawn above the middle of the indicator in a rendered frame.
    @MainActor private static func titleAboveIndicator(_ model: DemoModel) -> String {
        let frame = DemoRenderer().frame(of: model)
        let names = Array(frame[3]), bar = Array(frame[4])
        let covered = bar.indices.filter { bar[$0] == "━" }
        return String(covered.map { names[$0] }).trimmingCharacters(in: .whitespaces)
    }

    /// The state at rest agrees everywhere: the page held, the container's
    /// state and selection, the status line, the title above the indicator.
    @MainActor private static func assertAtRest(_ model: DemoModel, on tab: Int, file: StaticString = #filePath, line: UInt = #line) {
        let title = model.content.tabTitles[tab]
        XCTAssertEqual(model.shownPage, tab, file: file, line: line)
        XCTAssertEqual(model.tabs.pagingState, .idle(index: tab), file: file, line: line)
        XCTAssertEqual(model.tabs.selectedIndex, tab, file: file, line: line)
        XCTAssertEqual(Self.titleAboveIndicator(model), title, file: file, line: line)
        let frame = DemoRenderer().frame(of: model)
        XCTAssertTrue(frame[6].contains(DemoRenderer.pageTitle(page: tab, count: 7, titles: model.content.tabTitles)),
                      frame[6], file: file, line: line)
        XCTAssertTrue(frame[9].contains("Tab \(tab + 1) of 7: \(title)"), frame[9], file: file, line: line)
        XCTAssertEqual(model.device.violations, [], file: file, line: line)
    }

    func testAtRestTheFrameShowsThePickerTheFirstTabAndItsPage() { onMain {
        let model = DemoModel()
        let frame = DemoRenderer().frame(of: model)
        XCTAssertEqual(frame.count, 10)
        for line in frame { XCTAssertEqual(line.count, 72, line) }
        XCTAssertTrue(frame[0].contains("┌──────┐"))
        XCTAssertTrue(frame[1].contains(" S       M       L      XL      XS "), frame[1])
        XCTAssertTrue(frame[9].hasSuffix("Size L "), frame[9])
        Self.assertAtRest(model, on: 0)
    } }

    func testADigitTapsTheTabOnScreenOneTransitionAndTheIndicatorEndsUnderIt() { onMain {
        let model = DemoModel()
        model.handle(.tapTab(5))
        var moves: [PagingMove] = []
        while !model.isIdle {
            model.step()
            if case .transitioning(let move) = model.tabs.pagingState { moves.append(move) }
        }
        XCTAssertFalse(moves.isEmpty, "an animated transition")
        XCTAssertTrue(moves.allSatisfy { $0.from == 0 && $0.to == 5 && $0.steps == -2 }, "one transition, two tabs back")
        Self.assertAtRest(model, on: 5)
    } }

    func testAFingerSwipeForwardFromTheLastTabCrossesTheSeam() { onMain {
        let model = DemoModel()
        model.handle(.tapTab(6))
        Self.settle(model)
        model.handle(.swipe(.forward))
        var sawBoth = false
        while !model.isIdle {
            model.step()
            let pages = DemoRenderer().frame(of: model)[6]
            if pages.contains("7/7") && pages.contains("Page 1 of 7") { sawBoth = true }
        }
        XCTAssertTrue(sawBoth, "page 1 came in right after page 7")
        Self.assertAtRest(model, on: 0)
    } }

    func testAFingerSwipeBackFromTheFirstTabWrapsToTheLast() { onMain {
        let model = DemoModel()
        model.handle(.swipe(.reverse))
        Self.settle(model)
        Self.assertAtRest(model, on: 6)
    } }

    func testSpaceTapsThePickerPastTheLastSizeToTheFirstWithTheLoopAlwaysOnScreen() { onMain {
        let model = DemoModel()
        let sizes = model.content.pickerItems
        for expected in [4, 0, 1] {
            model.handle(.advancePicker)
            while !model.isIdle {
                model.step()
                // The picker's labels, left to right, are always consecutive sizes round the loop.
                let shot = model.screenshot()
                let shown = shot.labels.filter { shot.picker.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) }
                    .sorted { $0.frame.minX < $1.frame.minX }.compactMap { sizes.firstIndex(of: $0.text) }
                XCTAssertGreaterThanOrEqual(shown.count, 4)
                for (a, b) in zip(shown, shown.dropFirst()) { XCTAssertEqual(b, (a + 1) % sizes.count, "\(shown)") }
            }
            XCTAssertEqual(model.picker.selectedIndex, expected)
            XCTAssertTrue(DemoRenderer().frame(of: model)[9].hasSuffix("Size \(sizes[expected]) "))
        }
        XCTAssertEqual(model.device.violations, [])
    } }

    func testUnknownInputAndMissingTabsChangeNothingAndQSetsQuit() { onMain {
        let model = DemoModel()
        let before = DemoRenderer().frame(of: model)
        model.handle([.unknown([0x7A]), .tapTab(7), .tapTab(-1), .tapTab(Int.max)])
        XCTAssertTrue(model.isIdle)
        XCTAssertEqual(DemoRenderer().frame(of: model), before)
        XCTAssertFalse(model.quitRequested)
        model.handle(.quit)
        XCTAssertTrue(model.quitRequested)
    } }

    func testEmptyAndSingleItemContentRendersAndIgnoresEveryCommand() { onMain {
        for content in [DemoContent(pickerItems: [], tabTitles: []), DemoContent(pickerItems: ["One"], tabTitles: ["Only"])] {
            let model = DemoModel(content: content)
            model.handle([.swipe(.forward), .swipe(.reverse), .tapTab(0), .tapTab(3), .advancePicker])
            Self.settle(model)
            let frame = DemoRenderer().frame(of: model)
            XCTAssertEqual(frame.count, 10)
            for line in frame { XCTAssertEqual(line.count, 72, line) }
            XCTAssertEqual(model.device.violations, [])
        }
    } }

    /// Issue 8: → → → 3 ended on tab 5 while the status line said 3.
    func testArrowsThenADigitEndOnTheDigitsTab() { onMain {
        let model = DemoModel()
        model.handle([.swipe(.forward), .swipe(.forward), .swipe(.forward), .tapTab(2)])
        Self.settle(model)
        Self.assertAtRest(model, on: 2)
    } }

    func testSwipesAfterADigitStartFromItsTab() { onMain {
        let model = DemoModel()
        model.handle([.swipe(.forward), .tapTab(4), .swipe(.forward)])
        Self.settle(model)
        Self.assertAtRest(model, on: 5)
    } }

    /// Keys pressed faster than the pages move: at rest everything on screen
    /// agrees, and a digit pressed last wins.
    func testSeededRandomKeysEndWhereTheLastKeySays() { onMain {
        var rng = SeededRandom(seed: 808)
        for _ in 0..<12 {
            let model = DemoModel()
            var lastKeyTab: Int?
            for _ in 0..<rng.int(in: 1...6) {
                if rng.chance(0.4) {
                    let tab = rng.int(in: 0...8)
                    model.handle(.tapTab(tab))
                    if tab < 7 { lastKeyTab = tab }
                } else if rng.chance(0.8) {
                    model.handle(.swipe(rng.chance(0.5) ? .forward : .reverse))
                    lastKeyTab = nil
                } else {
                    model.handle(.advancePicker)
                }
                model.run(frames: rng.int(in: 0...20))
            }
            Self.settle(model)
            let page = model.shownPage ?? -1
            Self.assertAtRest(model, on: page)
            if let tab = lastKeyTab { XCTAssertEqual(page, tab, "a digit pressed last wins") }
        }
    } }

    /// --carousel: the real pages' timer turns them one page forward, across the seam.
    func testTheCarouselTurnsThePagesForwardByThemselvesAcrossTheSeam() { onMain {
        let model = DemoModel()
        model.tabs.pageController.autoScrollInterval = 0.5
        var shown: [Int] = []
        for _ in 0..<(9 * 120) {
            model.step()
            if let page = model.shownPage, page != shown.last ?? 0 { shown.append(page) }
        }
        XCTAssertGreaterThan(shown.count, 7, "went round the ring: \(shown)")
        for (i, page) in shown.enumerated() { XCTAssertEqual(page, (i + 1) % 7, "always one page forward") }
    } }

    func testTheCarouselIsOffByDefault() { onMain {
        let model = DemoModel()
        for _ in 0..<600 { model.step() }
        Self.assertAtRest(model, on: 0)
        XCTAssertTrue(model.isIdle)
    } }

    /// Issue 8: the tour's help said "1-9" and the interactive help "1-7".
    func testTheTourAndTheInteractiveHelpNameTheSameKeys() { onMain {
        let tour = DemoTour.transcript([])[1]
        let help = DemoRenderer().helpLine(tabCount: DemoContent.standard.tabTitles.count)
        XCTAssertTrue(tour.contains("1-7 tap a tab"), tour)
        XCTAssertTrue(help.contains("1-7 tap a tab"), help)
        XCTAssertFalse(tour.contains("1-9"))
    } }
}
#endif
