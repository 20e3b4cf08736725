import XCTest
import InfiniteTabsCore
import TestSupport

/// Which tab changes the strip applies in place (badges) and which reload it,
/// and what a cell shows during a swipe.
final class TabItemsUpdateTests: XCTestCase {
    func testOnlyBadgeChangesUpdateInPlace() {
        let keys = ["News", "Sport", "Music"]
        XCTAssertEqual(TabItemsUpdate.between(oldKeys: keys, oldBadges: [nil, .count(3), nil],
                                              newKeys: keys, newBadges: [nil, .count(3), nil]), .none)
        XCTAssertEqual(TabItemsUpdate.between(oldKeys: keys, oldBadges: [nil, .count(3), nil],
                                              newKeys: keys, newBadges: [.dot, .count(4), nil]), .badges([0, 1]))
        XCTAssertEqual(TabItemsUpdate.between(oldKeys: keys, oldBadges: [nil, nil, nil],
                                              newKeys: ["News", "Sports", "Music"], newBadges: [nil, nil, nil]), .reload)
        XCTAssertEqual(TabItemsUpdate.between(oldKeys: keys, oldBadges: [nil, nil, nil],
                                              newKeys: keys + ["Art"], newBadges: [nil, nil, nil, nil]), .reload)
        XCTAssertEqual(TabItemsUpdate.between(oldKeys: keys, oldBadges: [nil],
                                              newKeys: keys, newBadges: [nil, nil, nil]), .reload, "mismatched lists reload")
        XCTAssertEqual(TabItemsUpdate.between(oldKeys: [String](), oldBadges: [], newKeys: [], newBadges: []), .none)
    }

    func testCellsShowTheEmphasisOfTheirItemOnEveryCopyDuringASwipe() { onMain {
        let driver = StripDriverHarness()
        driver.configure(itemWidths: [50, 100, 70], spacing: 10, viewportWidth: 200, isLooping: true, direction: .leftToRight)
        driver.apply(.dragging(PagingMove(from: 2, to: 0, steps: 1, progress: 0.3)), animated: false)
        for cell in 0..<driver.strip.cellCount {
            let content = driver.content(ofCell: cell, availableItems: 3)
            let expected: CGFloat = [0.3, 0, 0.7][cell % 3]
            XCTAssertEqual(content?.emphasis ?? -1, expected, accuracy: 1e-12, "cell \(cell)")
            XCTAssertEqual(content?.isSelected, cell % 3 == 0, "the selection changes only at rest")
        }
        XCTAssertEqual(TabCellContent(item: 0, isSelected: true).emphasis, 1)
        XCTAssertEqual(TabCellContent(item: 0, isSelected: false, emphasis: .nan).emphasis, 0)
        XCTAssertEqual(TabCellContent(item: 0, isSelected: false, emphasis: 7).emphasis, 1)
        XCTAssertEqual(IdentityReload.completeIDs(["a", nil]), nil)
        XCTAssertEqual(IdentityReload.completeIDs(["a", "b"]), ["a", "b"])
        XCTAssertEqual(TabIndicatorGeometry.background.zPosition, -1)
        XCTAssertEqual(TabIndicatorGeometry.dot.zPosition, 1)
    } }

    func testIdentityReloadSelectsTheMovedItemInTheStrip() { onMain {
        let driver = StripDriverHarness()
        driver.configure(itemWidths: [50, 100, 70], spacing: 10, viewportWidth: 200, isLooping: true, direction: .leftToRight)
        driver.setSelectedIndex(2, animated: false)
        let reload = IdentityReload(oldIDs: ["a", "b", "c"], selectedIndex: driver.selectedIndex, newIDs: ["x", "y", "a", "b", "c"])
        driver.configure(itemWidths: [40, 40, 50, 100, 70], spacing: 10, viewportWidth: 200, isLooping: true,
                         direction: .leftToRight, selecting: reload.selectedIndex)
        XCTAssertEqual(driver.selectedIndex, 4)
        XCTAssertEqual(driver.titleEmphasis(ofItem: 4), 1)
        driver.configure(itemWidths: [40], spacing: 0, viewportWidth: 200, isLooping: true, direction: .leftToRight,
                         selecting: Int.max)
        XCTAssertEqual(driver.selectedIndex, 0, "clamped")
    } }

    /// Read in place, a reload is decided at the first tab whose layout
    /// changed (no tab after it is compared), and bad counts reload or
    /// compare nothing.
    func testReadInPlaceTheComparisonStopsAtTheFirstChangedLayout() {
        var compared: [Int] = []
        let update = TabItemsUpdate.between(oldCount: 100_000, newCount: 100_000,
                                            sameLayout: { compared.append($0); return $0 != 2 }, sameBadge: { _ in true })
        XCTAssertEqual(update, .reload)
        XCTAssertEqual(compared, [0, 1, 2])
        XCTAssertEqual(TabItemsUpdate.between(oldCount: 3, newCount: 3, sameLayout: { _ in true }, sameBadge: { $0 != 1 }),
                       .badges([1]))
        XCTAssertEqual(TabItemsUpdate.between(oldCount: 3, newCount: 4, sameLayout: { _ in true }, sameBadge: { _ in true }),
                       .reload)
        XCTAssertEqual(TabItemsUpdate.between(oldCount: -5, newCount: Int.min, sameLayout: { _ in false }, sameBadge: { _ in false }),
                       .none, "negative counts are empty lists")
    }
}
