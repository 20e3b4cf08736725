import XCTest
import InfiniteTabsCore
import InfiniteTabsDemoKit

/// The demo's renderer on literal screenshots: labels written at their
/// frames and cut at their control's edges, the indicator from its view's
/// frame, page views as boxes where they are. 8 points a column.
final class DemoRenderingTests: XCTestCase {
    private let renderer = DemoRenderer()

    private func shot(labels: [(String, CGRect)] = [], indicator: CGRect? = nil, pageViews: [CGRect] = [],
                      state: PagingState = .idle(index: 0), pickerItem: Int? = nil) -> DemoScreenshot {
        DemoScreenshot(labels: labels.map { DemoScreenshot.Label(text: $0.0, frame: $0.1) },
                       picker: CGRect(x: 120, y: 0, width: 320, height: 32), strip: CGRect(x: 0, y: 32, width: 560, height: 32),
                       pages: CGRect(x: 0, y: 64, width: 560, height: 64), indicator: indicator, pageViews: pageViews,
                       state: state, pickerItem: pickerItem)
    }

    func testPickerLabelsAreCenteredOnTheirFramesAndCutAtThePickersEdges() {
        // "L" centered on the picker's middle page (x 248...312), "XL" half outside the picker.
        let lines = renderer.pickerLines(shot(labels: [("L", CGRect(x: 276, y: 8, width: 8, height: 16)),
                                                       ("XL", CGRect(x: 112, y: 8, width: 16, height: 16)),
                                                       ("Sports", CGRect(x: 0, y: 40, width: 48, height: 16))]))
        XCTAssertEqual(lines[0], String(repeating: " ", count: 18) + "┌──────┐")
        // "XL" keeps only its "L", in the picker's first column; "Sports" is not in the picker.
        XCTAssertEqual(lines[1], "‹ " + "L" + String(repeating: " ", count: 19) + "L" + String(repeating: " ", count: 19) + " ›")
        XCTAssertEqual(lines[2], String(repeating: " ", count: 18) + "└──────┘")
    }

    func testTabLabelsAndTheIndicatorAreDrawnWhereTheirViewsAre() {
        let lines = renderer.tabLines(shot(labels: [("World", CGRect(x: 16, y: 40, width: 40, height: 16)),
                                                    ("Page 1", CGRect(x: 0, y: 80, width: 48, height: 16))],
                                           indicator: CGRect(x: 12, y: 60, width: 56, height: 3)), columns: 10)
        XCTAssertEqual(lines, ["  World   ", " ╺━━━━━━╸ "])
    }

    func testALabelAndTheIndicatorLeavingTheStripAreCut() {
        let lines = renderer.tabLines(shot(labels: [("Culture", CGRect(x: -20, y: 40, width: 56, height: 16))],
                                           indicator: CGRect(x: -20, y: 60, width: 56, height: 3)), columns: 6)
        XCTAssertEqual(lines, ["ture  ", "━━━━╸ "])
    }

    func testTwoPageViewsMidSwipeAreTwoBoxesMeetingWhereTheirFramesMeet() {
        let lines = renderer.pageLines(shot(labels: [("7/7", CGRect(x: 24, y: 72, width: 24, height: 16)),
                                                     ("Page 1", CGRect(x: 80, y: 72, width: 48, height: 16)),
                                                     ("Blurb", CGRect(x: 80, y: 88, width: 40, height: 16))],
                                            pageViews: [CGRect(x: -500, y: 64, width: 560, height: 64),
                                                        CGRect(x: 60, y: 64, width: 560, height: 64)]), columns: 20)
        XCTAssertEqual(lines, ["───────╮╭───────────",
                               "   7/7 ││ Page 1    ",
                               "       ││ Blurb     ",
                               "───────╯╰───────────"])
    }

    func testNoPageViewsIsAnEmptyBox() {
        XCTAssertEqual(renderer.pageLines(shot(), columns: 12), ["╭──────────╮", "│ No pages │", "│          │", "╰──────────╯"])
    }

    func testPageTitleCountsFromOne() {
        XCTAssertEqual(DemoRenderer.pageTitle(page: 2, count: 7, titles: ["A", "B", "Business"]), "Page 3 of 7: Business")
        XCTAssertEqual(DemoRenderer.pageTitle(page: 9, count: 7, titles: ["A"]), "Page 10 of 7: ")
    }

    func testStatusDescribesEveryPagingState() {
        let names = ["Headlines", "World", "Business", "Technology", "Science", "Sports", "Culture"]
        XCTAssertEqual(renderer.statusText(state: .idle(index: 0), titles: names), "Tab 1 of 7: Headlines")
        XCTAssertEqual(renderer.statusText(state: .dragging(PagingMove(from: 6, to: 0, steps: 1, progress: 0.424)), titles: names),
                       "Dragging 7 → 1, 42%")
        XCTAssertEqual(renderer.statusText(state: .settling(PagingMove(from: 0, to: 6, steps: -1, progress: 0.8)), titles: names),
                       "Settling 1 → 7, 80%")
        XCTAssertEqual(renderer.statusText(state: .transitioning(PagingMove(from: 0, to: 5, steps: -2, progress: 0.5)), titles: names),
                       "Tapped 1 → 6: 2 tabs back, 50%")
        XCTAssertEqual(renderer.statusText(state: .transitioning(PagingMove(from: 0, to: 1, steps: 1, progress: 1)), titles: names),
                       "Tapped 1 → 2: 1 tab forward, 100%")
    }

    func testHelpLineNamesTheDigitsThatHaveTabs() {
        let help = DemoRenderer()
        XCTAssertEqual(help.helpLine(tabCount: 7), " ←/→ swipe pages   1-7 tap a tab   space next size   q quit" + String(repeating: " ", count: 13))
        XCTAssertTrue(help.helpLine(tabCount: 12).contains("1-9 tap a tab"))
        XCTAssertTrue(help.helpLine(tabCount: 1).contains("1 tap the tab"))
        XCTAssertFalse(help.helpLine(tabCount: 0).contains("tap"))
    }

    func testNonFiniteFramesDrawNothingAndDoNotTrap() {
        let bad = CGRect(x: CGFloat.nan, y: 40, width: 40, height: 16)
        let lines = renderer.tabLines(shot(labels: [("World", bad)], indicator: CGRect(x: CGFloat.infinity, y: 60, width: 10, height: 3)),
                                      columns: 8)
        XCTAssertEqual(lines, [String(repeating: " ", count: 8), String(repeating: " ", count: 8)])
    }
}
