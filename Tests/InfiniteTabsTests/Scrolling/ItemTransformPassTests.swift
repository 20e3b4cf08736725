import XCTest
import InfiniteTabsCore

/// When the picker and the pages touch their views' looks on a scroll (the
/// decision that was `guard !isIdentity || carriesItemTransform` in both).
final class ItemTransformPassTests: XCTestCase {
    func testATransformAppliesWhateverTheViewsCarry() {
        let fade = ItemTransform(minimumAlpha: 0.5)
        XCTAssertFalse(fade.isIdentity)
        XCTAssertEqual(fade.pass(viewsCarryLook: false), .apply)
        XCTAssertEqual(fade.pass(viewsCarryLook: true), .apply)
    }

    func testNoTransformSkipsUnlessTheViewsStillCarryALook() {
        XCTAssertEqual(ItemTransform.identity.pass(viewsCarryLook: false), .skip)
        XCTAssertEqual(ItemTransform.identity.pass(viewsCarryLook: true), .reset)
    }
}

/// What the page dots show for any count and dot.
final class PageDotsDisplayTests: XCTestCase {
    func testTheDotIsWrappedIntoTheCount() {
        XCTAssertEqual(PageDots.display(count: 5, dot: 2), PageDots.Display(numberOfPages: 5, currentPage: 2))
        XCTAssertEqual(PageDots.display(count: 5, dot: 7), PageDots.Display(numberOfPages: 5, currentPage: 2))
        XCTAssertEqual(PageDots.display(count: 5, dot: -1), PageDots.Display(numberOfPages: 5, currentPage: 4))
        XCTAssertEqual(PageDots.display(count: 1, dot: Int.min), PageDots.Display(numberOfPages: 1, currentPage: 0))
        XCTAssertEqual(PageDots.display(count: 3, dot: Int.max).currentPage, Int.max % 3)
    }

    func testNoPagesShowNoDotAndNoCurrentPage() {
        for count in [0, -1, Int.min] {
            XCTAssertEqual(PageDots.display(count: count, dot: 0), PageDots.Display(numberOfPages: 0, currentPage: nil), "\(count)")
        }
    }
}
