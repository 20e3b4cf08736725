import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsDemoKit

/// The renderer on literal inputs: 2 points a column, picker pages 4 columns
/// wide with 4 columns peeking each side, tabs padded by one column and one
/// column apart.
final class DemoRenderingTests: XCTestCase {
    private let renderer = DemoRenderer(layout: DemoLayout(width: 22, pointsPerColumn: 2, pickerPageColumns: 4,
                                                           pickerPeekColumns: 4, tabPaddingColumns: 1, tabSpacingColumns: 1))
    // Items A, B, C on pages 8 points wide: page 0 is the copy of C, page 4 the copy of A.
    private let picker = PaddedStrip(itemCount: 3, pageWidth: 8)
    // Tabs " A " (6 pt), " BB " (8 pt), " CCC " (10 pt), 2 pt apart: period 30, viewport 40.
    private let tabs = TripledStrip(itemWidths: [6, 8, 10], spacing: 2, viewportWidth: 40)
    private let titles = ["A", "BB", "CCC"]

    func testPickerAtRestShowsTheItemFramedWithANeighbourEachSide() {
        XCTAssertEqual(renderer.pickerLines(strip: picker, offset: 8, labels: ["A", "B", "C"]), [
            "      ┌──┐",
            "‹  C   A   B   ›",
            "      └──┘",
        ])
        XCTAssertEqual(renderer.pickerLines(strip: picker, offset: 24, labels: ["A", "B", "C"])[1],
                       "‹  B   C   A   ›")   // the last item: the copy of A peeks in after it
    }

    func testPickerHalfWayShowsBothItemsWhereTheyAre() {
        // Half a page past A: A has moved two columns left, B is half in, C peeks in at the right.
        XCTAssertEqual(renderer.pickerLines(strip: picker, offset: 12, labels: ["A", "B", "C"])[1],
                       "‹    A   B   C ›")
    }

    func testPickerRecenteredByOnePeriodDrawsTheSameLine() {
        let labels = ["A", "B", "C"]
        // Offset 32 is the copy of A at the right edge; recentring moves it to 8.
        XCTAssertEqual(picker.recentered(32), 8)
        XCTAssertEqual(renderer.pickerLines(strip: picker, offset: 32, labels: labels),
                       renderer.pickerLines(strip: picker, offset: 8, labels: labels))
        XCTAssertEqual(renderer.pickerLines(strip: picker, offset: 30, labels: labels),
                       renderer.pickerLines(strip: picker, offset: 6, labels: labels))
    }

    func testPickerWithoutItemsOrWidthIsBlank() {
        let blank = "‹" + String(repeating: " ", count: 14) + "›"
        XCTAssertEqual(renderer.pickerLines(strip: PaddedStrip(itemCount: 0, pageWidth: 8), offset: 0, labels: [])[1], blank)
        XCTAssertEqual(renderer.pickerLines(strip: PaddedStrip(itemCount: 3, pageWidth: .nan), offset: 8, labels: ["A", "B", "C"])[1], blank)
        XCTAssertEqual(renderer.pickerLines(strip: picker, offset: .infinity, labels: ["A", "B", "C"])[1], blank)
    }

    func testTabStripDrawsTitlesAtTheirFramesAndTheIndicatorUnderOne() {
        // Offset 30 is the start of copy 1; BB of copy 1 spans 38..<46, columns 4..<8.
        let lines = renderer.tabLines(strip: tabs, offset: 30, indicator: StripFrame(x: 38, width: 8), titles: titles, columns: 20)
        XCTAssertEqual(lines, [
            " A   BB   CCC   A   ",
            "    ━━━━            ",
        ])
    }

    func testTabStripSamplesHalfColumnOffsetsAndHalfCoveredColumns() {
        let lines = renderer.tabLines(strip: tabs, offset: 31, indicator: StripFrame(x: 40, width: 8), titles: titles, columns: 20)
        XCTAssertEqual(lines, [
            "A   BB   CCC   A   B",
            "    ╺━━━╸           ",
        ])
    }

    func testIndicatorCrossingTheSeamMovesOnToTheNextCopy() {
        // Half way from CCC (copy 1, 48..<58) to A: the target is A of copy 2 (60..<66), to the right.
        let state = PagingState.dragging(PagingMove(from: 2, to: 0, steps: 1, progress: 0.5))
        let indicator = state.indicatorFrame(in: tabs, stripOffset: 30)
        XCTAssertEqual(indicator, StripFrame(x: 54, width: 8))
        XCTAssertEqual(renderer.tabLines(strip: tabs, offset: 30, indicator: indicator, titles: titles, columns: 20)[1],
                       "            ━━━━    ")
    }

    func testPageBoxAndSwipeShowBothPagesByTheOffset() {
        let t = renderer.pageBox(title: "T", blurb: "t", width: 8)
        let u = renderer.pageBox(title: "U", blurb: "u", width: 8)
        XCTAssertEqual(t, ["╭──────╮", "│ T    │", "│ t    │", "╰──────╯"])
        XCTAssertEqual(renderer.pageLines(current: t, incoming: nil, offset: 0), t)
        // 6 points = 3 columns towards the next page.
        XCTAssertEqual(renderer.pageLines(current: t, incoming: u, offset: 6),
                       ["────╮╭──", "    ││ U", "    ││ u", "────╯╰──"])
        // 3 columns towards the previous page.
        XCTAssertEqual(renderer.pageLines(current: t, incoming: u, offset: -6),
                       ["──╮╭────", "  ││ T  ", "  ││ t  ", "──╯╰────"])
        XCTAssertEqual(renderer.pageLines(current: t, incoming: nil, offset: 6)[1], "    │   ")
        XCTAssertEqual(renderer.pageLines(current: t, incoming: u, offset: .nan), t)
        XCTAssertEqual(renderer.pageBox(title: "Titles", blurb: "", corner: "2/7", width: 12)[1], "│ Title2/7 │")
        XCTAssertEqual(renderer.pageBox(title: "T", blurb: "", corner: "12345678", width: 8)[1], "│ 1234 │")
    }

    func testPageTitleCountsFromOne() {
        XCTAssertEqual(renderer.pageTitle(page: 2, count: 7, titles: ["A", "B", "Business"]), "Page 3 of 7: Business")
        XCTAssertEqual(renderer.pageTitle(page: 9, count: 7, titles: ["A"]), "Page 10 of 7: ")
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

    func testWholeFrameIsTenLinesOfTheLayoutWidth() {
        let model = DemoModel()
        let frame = DemoRenderer().frame(of: model)
        XCTAssertEqual(frame.count, 10)
        for line in frame { XCTAssertEqual(line.count, 72, line) }
        XCTAssertEqual(frame[6], " │ Page 1 of 7: Headlines" + String(repeating: " ", count: 41) + "1/7 │ ")
        XCTAssertEqual(frame[9], " Tab 1 of 7: Headlines" + String(repeating: " ", count: 43) + "Size L ")
    }
}
