import XCTest
import InfiniteTabsCore

/// Where pages that may not bounce put their inner scroll view back.
final class PageEdgeBounceTests: XCTestCase {
    func testAPullTowardsAMissingNeighbourIsHeldAtRest() {
        // Offset 300 is rest for 300-point pages; less is towards the page before.
        XCTAssertEqual(PageEdgeBounce.heldOffset(offset: 250, pageWidth: 300, direction: .leftToRight,
                                                 hasPrevious: false, hasNext: true), 300)
        XCTAssertEqual(PageEdgeBounce.heldOffset(offset: 350, pageWidth: 300, direction: .leftToRight,
                                                 hasPrevious: true, hasNext: false), 300)
    }

    func testAPullTowardsANeighbourOrAtRestIsLeft() {
        XCTAssertNil(PageEdgeBounce.heldOffset(offset: 350, pageWidth: 300, direction: .leftToRight,
                                               hasPrevious: false, hasNext: true))
        XCTAssertNil(PageEdgeBounce.heldOffset(offset: 250, pageWidth: 300, direction: .leftToRight,
                                               hasPrevious: true, hasNext: false))
        XCTAssertNil(PageEdgeBounce.heldOffset(offset: 300, pageWidth: 300, direction: .leftToRight,
                                               hasPrevious: false, hasNext: false))
    }

    func testRightToLeftMirrorsTheSides() {
        // In right to left a smaller offset goes towards the next page.
        XCTAssertEqual(PageEdgeBounce.heldOffset(offset: 250, pageWidth: 300, direction: .rightToLeft,
                                                 hasPrevious: true, hasNext: false), 300)
        XCTAssertNil(PageEdgeBounce.heldOffset(offset: 250, pageWidth: 300, direction: .rightToLeft,
                                               hasPrevious: false, hasNext: true))
    }

    func testBadInputMovesNothing() {
        for (offset, width) in [(CGFloat.nan, 300), (250, .nan), (250, 0), (250, -300), (.infinity, 300), (250, .infinity)] as [(CGFloat, CGFloat)] {
            XCTAssertNil(PageEdgeBounce.heldOffset(offset: offset, pageWidth: width, direction: .leftToRight,
                                                   hasPrevious: false, hasNext: false), "\(offset) \(width)")
        }
    }
}
