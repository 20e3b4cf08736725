import InfiniteTabsCore
import XCTest

/// The strip's intrinsic width: its tabs' when it sizes itself, the expanded
/// fitting width as a navigation bar's title view, else none.
final class TabStripNaturalWidthTests: XCTestCase {
    func testASelfSizingStripAsksForItsTabsWidthInOrOutOfABar() {
        for inBar in [false, true] {
            XCTAssertEqual(TabStripNaturalWidth.width(sizesToTabs: true, isNavigationBarTitle: inBar, tabsWidth: 180,
                                                      expanded: 10_000), 180)
        }
    }

    func testATitleViewStripAsksForTheExpandedWidthAndAnyOtherForNone() {
        XCTAssertEqual(TabStripNaturalWidth.width(sizesToTabs: false, isNavigationBarTitle: true, tabsWidth: 180,
                                                  expanded: 10_000), 10_000)
        XCTAssertNil(TabStripNaturalWidth.width(sizesToTabs: false, isNavigationBarTitle: false, tabsWidth: 180,
                                                expanded: 10_000))
    }

    func testBadWidthsGiveZero() {
        for bad in [-1, .nan, .infinity, -.infinity] as [CGFloat] {
            XCTAssertEqual(TabStripNaturalWidth.width(sizesToTabs: true, isNavigationBarTitle: false, tabsWidth: bad,
                                                      expanded: 10_000), 0)
            XCTAssertEqual(TabStripNaturalWidth.width(sizesToTabs: false, isNavigationBarTitle: true, tabsWidth: 0,
                                                      expanded: bad), 0)
        }
    }
}
