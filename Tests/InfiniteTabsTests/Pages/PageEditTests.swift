import XCTest
import InfiniteTabsCore

/// Where the page on screen goes when one page is inserted or deleted.
final class PageEditTests: XCTestCase {
    func testAnInsertionBeforeThePageOnScreenMovesItsIndexUp() {
        XCTAssertEqual(PageEdit.insertion(at: 1, count: 5, selected: 3).position, 1)
        XCTAssertEqual(PageEdit.insertion(at: 1, count: 5, selected: 3).selected, 4)
        XCTAssertEqual(PageEdit.insertion(at: 3, count: 5, selected: 3).selected, 4, "at its index: before it")
        XCTAssertEqual(PageEdit.insertion(at: 4, count: 5, selected: 3).selected, 3)
        XCTAssertEqual(PageEdit.insertion(at: 5, count: 5, selected: 3).selected, 3)
    }

    func testAnyIntInsertsSomewhere() {
        XCTAssertEqual(PageEdit.insertion(at: .min, count: 5, selected: 2).position, 0)
        XCTAssertEqual(PageEdit.insertion(at: -1, count: 5, selected: 2).selected, 3)
        XCTAssertEqual(PageEdit.insertion(at: .max, count: 5, selected: 2).position, 5)
        XCTAssertEqual(PageEdit.insertion(at: 7, count: 0, selected: 9).position, 0)
        XCTAssertEqual(PageEdit.insertion(at: 7, count: 0, selected: 9).selected, 0)
        XCTAssertEqual(PageEdit.insertion(at: 0, count: -4, selected: 0).position, 0)
    }

    func testADeletionKeepsThePageOnScreenOrShowsItsNeighbour() {
        XCTAssertEqual(PageEdit.deletion(at: 1, count: 5, selected: 3), 2)
        XCTAssertEqual(PageEdit.deletion(at: 4, count: 5, selected: 3), 3)
        XCTAssertEqual(PageEdit.deletion(at: 3, count: 5, selected: 3), 3, "the next page, now at its index")
        XCTAssertEqual(PageEdit.deletion(at: 4, count: 5, selected: 4), 3, "the last: the previous page")
        XCTAssertEqual(PageEdit.deletion(at: 0, count: 1, selected: 0), 0, "no pages left")
    }

    func testADeletionOutOfRangeDoesNothing() {
        for index in [Int.min, -1, 5, Int.max] { XCTAssertNil(PageEdit.deletion(at: index, count: 5, selected: 0)) }
        XCTAssertNil(PageEdit.deletion(at: 0, count: 0, selected: 0))
    }
}
