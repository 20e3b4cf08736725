import XCTest
import InfiniteTabsCore
import TestSupport

/// An indicator as wide as the title or a fixed width (issue 31 point 3), the
/// selected title's font switch and the bar's separator: decided in the core.
final class IndicatorWidthTests: XCTestCase {
    private let tab = StripFrame(x: 100, width: 80)

    func testEachWidthIsCentredUnderTheTab() {
        XCTAssertEqual(TabIndicatorWidth.tab.frame(under: tab, contentWidth: 30), tab)
        XCTAssertEqual(TabIndicatorWidth.title.frame(under: tab, contentWidth: 30), StripFrame(x: 125, width: 30))
        XCTAssertEqual(TabIndicatorWidth.title.frame(under: tab, contentWidth: nil), tab, "unknown content: the tab")
        XCTAssertEqual(TabIndicatorWidth.fixed(20).frame(under: tab, contentWidth: 30), StripFrame(x: 130, width: 20))
    }

    func testBadWidthsGiveAnEmptyOrTabWideIndicatorNeverNaN() {
        for (width, content, expected) in [
            (TabIndicatorWidth.title, CGFloat.nan, StripFrame(x: 140, width: 0)),
            (.title, -5, StripFrame(x: 140, width: 0)),
            (.title, .infinity, tab),
            (.title, 1e300, tab),
            (.fixed(.nan), 10, StripFrame(x: 140, width: 0)),
            (.fixed(-.infinity), 10, StripFrame(x: 140, width: 0)),
            (.fixed(.infinity), 10, tab),
        ] {
            XCTAssertEqual(width.frame(under: tab, contentWidth: content), expected, "\(width) \(content)")
        }
        let bad = TabIndicatorWidth.title.frame(under: StripFrame(x: .nan, width: .nan), contentWidth: 10)
        XCTAssertTrue(bad.x.isFinite && bad.width.isFinite)
        XCTAssertEqual(bad.width, 0)
    }

    // Tabs 100 and 60 wide whose titles are 40 and 20: at rest the indicator
    // is the title's span; a swipe interpolates span and centre.
    func testTheDriverPlacesTheIndicatorUnderTheTitlesAndInterpolatesASwipe() { onMain {
        let driver = TabStripDriver()
        driver.indicatorWidth = .title
        driver.indicatorContentWidths = [40, 20]
        let configured = driver.configure(itemWidths: [100, 60], spacing: 0, viewportWidth: 390, isLooping: false,
                                          direction: .leftToRight)
        XCTAssertEqual(configured.indicator?.frame, StripFrame(x: 30, width: 40))
        XCTAssertEqual(driver.update(progress: 0.5, from: 0, to: 1).indicator?.frame, StripFrame(x: 75, width: 30))
        XCTAssertEqual(driver.apply(.idle(index: 1), animated: false).indicator?.frame, StripFrame(x: 120, width: 20))
        XCTAssertEqual(driver.indicatorFrame, StripFrame(x: 100, width: 60), "the strip still centres the tab")
        driver.indicatorContentWidths = [40]
        XCTAssertEqual(driver.apply(.idle(index: 1), animated: false).indicator?.frame ?? driver.indicatorBarFrame,
                       StripFrame(x: 100, width: 60), "an item without a content width: the tab's")
    } }

    func testALoopingStripCentresTheTitleIndicatorUnderTheTabItCentres() { onMain {
        let driver = TabStripDriver()
        driver.indicatorWidth = .fixed(10)
        _ = driver.configure(itemWidths: [100, 60, 80], spacing: 8, viewportWidth: 200, isLooping: true, direction: .leftToRight)
        XCTAssertEqual(driver.indicatorBarFrame.midX, driver.indicatorFrame.midX)
        XCTAssertEqual(driver.indicatorBarFrame.width, 10)
    } }

    func testTheSelectedFontSwitchesHalfWay() {
        let ramp = TitleLook.Ramp(style: TabTitleStyle())
        XCTAssertFalse(ramp.look(emphasis: 0).usesSelectedFont)
        XCTAssertFalse(ramp.look(emphasis: 0.49).usesSelectedFont)
        XCTAssertTrue(ramp.look(emphasis: 0.5).usesSelectedFont)
        XCTAssertTrue(ramp.look(emphasis: 1).usesSelectedFont)
        XCTAssertFalse(ramp.look(emphasis: .nan).usesSelectedFont)
        XCTAssertTrue(ramp.look(emphasis: .infinity).usesSelectedFont)
        XCTAssertEqual(ramp.look(step: ramp.step(ofEmphasis: 0.51)).usesSelectedFont, true, "the steps agree")
        XCTAssertEqual(ramp.look(step: ramp.step(ofEmphasis: 0.45)).usesSelectedFont, false)
    }

    func testTheSeparatorIsOnePixelOnTheBottomEdge() {
        XCTAssertEqual(StripSeparator.thickness(screenScale: 3), 1.0 / 3)
        XCTAssertEqual(StripSeparator.thickness(screenScale: 2), 0.5)
        for bad: CGFloat in [0, -2, .nan, .infinity, 0.5] { XCTAssertEqual(StripSeparator.thickness(screenScale: bad), 1, "\(bad)") }
        XCTAssertEqual(StripSeparator.thickness(screenScale: 1e9), 1.0 / 1000)
        XCTAssertEqual(StripSeparator.frame(width: 390, height: 44, screenScale: 2), CGRect(x: 0, y: 43.5, width: 390, height: 0.5))
        XCTAssertEqual(StripSeparator.frame(width: .nan, height: 0.2, screenScale: 1), CGRect(x: 0, y: 0, width: 0, height: 0.2))
        XCTAssertEqual(StripSeparator.frame(width: -1, height: .infinity, screenScale: 1), CGRect(x: 0, y: 0, width: 0, height: 0))
    }
}
