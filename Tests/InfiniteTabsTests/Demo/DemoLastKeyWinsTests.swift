import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsDemoKit

/// Keys pressed while the demo's pages move: the last request wins, and
/// what the screen says agrees with where the pages end.
final class DemoLastKeyWinsTests: XCTestCase {
    private func settle(_ model: DemoModel) {
        XCTAssertLessThan(model.runUntilIdle(), 10_000, "the demo came to rest")
    }

    /// Issue 8: → → → 3 ended on tab 5 while the status line said 3.
    func testArrowsThenADigitEndOnTheDigitsTab() {
        let model = DemoModel()
        model.handle([.swipe(.forward), .swipe(.forward), .swipe(.forward), .tapTab(2)])
        settle(model)
        XCTAssertEqual(model.pages.shownPage, 2)
        XCTAssertEqual(model.pages.selectedTab, 2)
        XCTAssertEqual(model.pages.coordinator.state, .idle(index: 2))
        XCTAssertEqual(model.pages.coordinator.settledIndex, 2)
        let status = DemoRenderer().frame(of: model).last ?? ""
        XCTAssertTrue(status.contains("Tab 3 of 7: Business"), "status: \(status)")
    }

    func testSwipesAfterADigitStartFromItsTab() {
        let model = DemoModel()
        model.handle([.swipe(.forward), .tapTab(4), .swipe(.forward)])
        settle(model)
        XCTAssertEqual(model.pages.shownPage, 5)
        XCTAssertEqual(model.pages.selectedTab, 5)
        XCTAssertEqual(model.pages.coordinator.state, .idle(index: 5))
    }

    /// Random key sequences pressed faster than the pages move: at rest the
    /// page, the tab and the state agree, and a digit pressed last wins.
    func testRandomKeySequencesEndWhereTheLastKeySays() {
        var rng = SeededRandom(seed: 808)
        for _ in 0..<200 {
            let model = DemoModel()
            var lastKeyTab: Int?
            for _ in 0..<rng.int(in: 1...8) {
                if rng.chance(0.4) {
                    let tab = rng.int(in: 0...8)
                    model.handle(.tapTab(tab))
                    if tab < 7 { lastKeyTab = tab }
                } else {
                    model.handle(.swipe(rng.chance(0.5) ? .forward : .reverse))
                    lastKeyTab = nil
                }
                model.run(frames: rng.int(in: 0...20))
            }
            settle(model)
            XCTAssertEqual(model.pages.shownPage, model.pages.selectedTab)
            XCTAssertEqual(model.pages.coordinator.state, .idle(index: model.pages.shownPage))
            XCTAssertEqual(model.pages.coordinator.settledIndex, model.pages.shownPage)
            if let tab = lastKeyTab { XCTAssertEqual(model.pages.shownPage, tab, "a digit pressed last wins") }
        }
    }

    /// Issue 8: the tour's help said "1-9" and the interactive help "1-7".
    func testTheTourAndTheInteractiveHelpNameTheSameKeys() {
        let tour = DemoTour.transcript([])[1]
        let help = DemoRenderer().helpLine(tabCount: DemoContent.standard.tabTitles.count)
        XCTAssertTrue(tour.contains("1-7 tap a tab"), tour)
        XCTAssertTrue(help.contains("1-7 tap a tab"), help)
        XCTAssertFalse(tour.contains("1-9"))
    }
}
