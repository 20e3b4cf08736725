import XCTest
@_spi(Core) import InfiniteTabsCore

/// A reload that names no index keeps the selected tab (issue 22 point 4:
/// `reload(titles:makePage:)` used to reset the selection to 0).
final class KeptSelectionTests: XCTestCase {
    private let none: [Int?] = []

    func testTitlesKeepTheSelectedTitleWhereverItMoved() {
        XCTAssertEqual(IdentityReload.keptSelection(oldIDs: [nil, nil, nil] as [Int?], oldTitles: ["A", "B", "C"],
                                                    selectedIndex: 2, newIDs: [nil, nil, nil, nil],
                                                    newTitles: ["Z", "A", "B", "C"]), 3)
    }

    func testARemovedTitleHandsTheSelectionToItsNextSurvivor() {
        XCTAssertEqual(IdentityReload.keptSelection(oldIDs: [nil, nil, nil] as [Int?], oldTitles: ["A", "B", "C"],
                                                    selectedIndex: 1, newIDs: [nil, nil], newTitles: ["A", "C"]), 1)
    }

    func testIdsWinOverTitles() {
        XCTAssertEqual(IdentityReload.keptSelection(oldIDs: [1, 2, 3], oldTitles: ["A", "B", "C"], selectedIndex: 0,
                                                    newIDs: [3, 1], newTitles: ["Renamed", "B"]), 1,
                       "tab 1 was renamed but kept its id")
    }

    func testNoSurvivorClampsAndBadInputIsGraceful() {
        XCTAssertEqual(IdentityReload.keptSelection(oldIDs: [nil, nil] as [Int?], oldTitles: ["A", "B"], selectedIndex: 1,
                                                    newIDs: [nil], newTitles: ["X"]), 0)
        XCTAssertEqual(IdentityReload.keptSelection(oldIDs: none, oldTitles: [], selectedIndex: Int.max,
                                                    newIDs: [nil, nil], newTitles: ["X", "Y"]), 0)
        XCTAssertEqual(IdentityReload.keptSelection(oldIDs: [nil] as [Int?], oldTitles: ["A"], selectedIndex: Int.min,
                                                    newIDs: none, newTitles: []), 0)
    }
}
