import XCTest
@testable import InfiniteTabsCore

/// Exact values of the wrapping page order.
final class CorePageCycleTests: XCTestCase {
    func testWrappingNeighbours() {
        let three = PageCycle(count: 3)
        XCTAssertEqual([0, 1, 2].map { three.index(after: $0) }, [1, 2, 0])
        XCTAssertEqual([0, 1, 2].map { three.index(before: $0) }, [2, 0, 1])
        XCTAssertEqual(three.index(after: 5), 0)    // 5 wraps to 2 first
        XCTAssertEqual(three.index(before: -1), 1)  // -1 wraps to 2 first
    }

    func testNonWrappingNeighboursStopAtTheEnds() {
        let three = PageCycle(count: 3, wraps: false)
        XCTAssertEqual([0, 1, 2].map { three.index(after: $0) }, [1, 2, nil])
        XCTAssertEqual([0, 1, 2].map { three.index(before: $0) }, [nil, 0, 1])
        XCTAssertNil(three.index(after: -1))
        XCTAssertNil(three.index(before: 3))
        XCTAssertNil(three.index(after: 7))
    }

    func testFewerThanTwoPagesHaveNoNeighbours() {
        for count in [-2, 0, 1] {
            for wraps in [true, false] {
                let cycle = PageCycle(count: count, wraps: wraps)
                XCTAssertNil(cycle.index(after: 0))
                XCTAssertNil(cycle.index(before: 0))
                XCTAssertEqual(cycle.instancesPerPage, 1)
            }
        }
        XCTAssertEqual(PageCycle(count: -2).count, 0)
        XCTAssertEqual(PageCycle(count: 0).instance(atPosition: 9), PageInstance(page: 0, copy: 0))
    }

    func testTwoWrappingPagesVendTwoInstancesSoBeforeAndAfterDiffer() {
        let two = PageCycle(count: 2)
        XCTAssertEqual(two.index(after: 0), 1)
        XCTAssertEqual(two.index(before: 0), 1)
        XCTAssertEqual(two.instancesPerPage, 2)
        XCTAssertEqual((-2...4).map { two.instance(atPosition: $0) }, [
            PageInstance(page: 0, copy: 1), PageInstance(page: 1, copy: 1), PageInstance(page: 0, copy: 0),
            PageInstance(page: 1, copy: 0), PageInstance(page: 0, copy: 1), PageInstance(page: 1, copy: 1),
            PageInstance(page: 0, copy: 0),
        ])
        for p in -50...50 {
            XCTAssertNotEqual(two.instance(atPosition: p - 1), two.instance(atPosition: p + 1), "position \(p)")
        }
        XCTAssertEqual(PageCycle(count: 2, wraps: false).instancesPerPage, 1)
        XCTAssertEqual(PageCycle(count: 3).instance(atPosition: -1), PageInstance(page: 2, copy: 0))
    }

    func testDirection() {
        let four = PageCycle(count: 4)
        XCTAssertEqual(four.direction(from: 0, to: 2), .forward)     // tie
        XCTAssertEqual(four.direction(from: 0, to: 3), .reverse)
        XCTAssertEqual(four.direction(from: 3, to: 0), .forward)     // across the seam
        XCTAssertEqual(four.direction(from: 3, to: 0, preference: .always(.reverse)), .reverse)
        XCTAssertEqual(PageCycle(count: 4, wraps: false).direction(from: 3, to: 0), .reverse)
        XCTAssertEqual(PageCycle(count: 4, wraps: false).direction(from: 0, to: 3, preference: .always(.reverse)), .forward)
    }
}
