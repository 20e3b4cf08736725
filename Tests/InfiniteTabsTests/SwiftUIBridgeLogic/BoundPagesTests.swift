import XCTest
import InfiniteTabsCore

/// Whether `InfinitePages` reloads its controller on a view update: a new
/// count or a new `wraps`, never the same pair again.
final class BoundPagesTests: XCTestCase {
    func testTheSamePagesAgainAreNoChange() {
        var pages = BoundPages(count: 5, wraps: true)
        XCTAssertFalse(pages.update(count: 5, wraps: true))
        XCTAssertFalse(pages.update(count: 5, wraps: true))
    }

    func testANewCountOrWrappingIsAChangeOnce() {
        var pages = BoundPages(count: 5, wraps: true)
        XCTAssertTrue(pages.update(count: 6, wraps: true))
        XCTAssertFalse(pages.update(count: 6, wraps: true), "recorded: the next update with it is no change")
        XCTAssertTrue(pages.update(count: 6, wraps: false))
        XCTAssertEqual(pages, BoundPages(count: 6, wraps: false))
        XCTAssertTrue(pages.update(count: 0, wraps: true), "both at once")
        XCTAssertEqual(pages.count, 0)
        XCTAssertTrue(pages.wraps)
    }

    func testAnyCountIsComparedAsItIs() {
        var pages = BoundPages()
        XCTAssertEqual(pages, BoundPages(count: 0, wraps: true), "the defaults")
        for count in [-1, Int.min, Int.max, 0] {
            XCTAssertTrue(pages.update(count: count, wraps: true) || count == 0, "\(count)")
            XCTAssertFalse(pages.update(count: count, wraps: true), "\(count) again")
        }
    }
}
