import XCTest
@testable import InfiniteTabsCore

/// Exact values of the picker's paging snap and of page progress (the scroll
/// view's own deceleration, paging and rubber band: UIKitModelTests,
/// ScrollViewModelTests and ScrollViewRecenteringTests).
final class CoreScrollPhysicsTests: XCTestCase {
    func testRestingDistanceIsVelocityTimesRateOverOneMinusRateOverAThousand() {
        XCTAssertEqual(ScrollPhysics.projectedDistance(velocity: 1_000, rate: .normal), 499, accuracy: 1e-9)
        XCTAssertEqual(ScrollPhysics.projectedDistance(velocity: 1_000, rate: .fast), 99, accuracy: 1e-9)
        XCTAssertEqual(ScrollPhysics.projectedDistance(velocity: -2_000, rate: .normal), -998, accuracy: 1e-9)
        XCTAssertEqual(ScrollPhysics.projectedDistance(velocity: .nan), 0)
    }

    func testDecelerationRates() {
        XCTAssertEqual(DecelerationRate.normal.perMillisecond, 0.998)
        XCTAssertEqual(DecelerationRate.fast.perMillisecond, 0.99)
        XCTAssertEqual(DecelerationRate(perMillisecond: 1).perMillisecond, 0.998)
        XCTAssertEqual(DecelerationRate(perMillisecond: -0.5).perMillisecond, 0.998)
        XCTAssertEqual(DecelerationRate(perMillisecond: .nan).perMillisecond, 0.998)
        XCTAssertEqual(DecelerationRate(perMillisecond: 0).perMillisecond, 0)
    }

    func testPagingTarget() {
        func target(_ start: Int, _ offset: CGFloat, _ v: CGFloat, count: Int? = nil) -> Int {
            ScrollPhysics.pagingTarget(startPage: start, offset: offset, velocity: v, pageWidth: 100, pageCount: count)
        }
        XCTAssertEqual(target(2, 230, 0), 2)        // nearest
        XCTAssertEqual(target(2, 260, 0), 3)
        XCTAssertEqual(target(2, 230, 500), 3)      // a flick moves one page its way
        XCTAssertEqual(target(2, 230, -500), 2)
        XCTAssertEqual(target(2, 170, -500), 1)
        XCTAssertEqual(target(2, 230, 200), 3)      // slow: projected 230 + 99.8
        XCTAssertEqual(target(2, 420, 0), 3)        // never more than one page from the start
        XCTAssertEqual(target(2, -90, 0), 1)
        XCTAssertEqual(target(2, 420, 0, count: 3), 2)
        XCTAssertEqual(target(0, -40, -900, count: 3), 0)
        XCTAssertEqual(ScrollPhysics.pagingTarget(startPage: 2, offset: 230, velocity: 0, pageWidth: 0), 0)
        // NaN and infinite inputs count as 0: rest at 0, one page from the start.
        XCTAssertEqual(ScrollPhysics.pagingTarget(startPage: 2, offset: .nan, velocity: .infinity, pageWidth: 100), 1)
    }

    func testPageProgress() {
        XCTAssertEqual(PageProgress.progress(offset: 450, pageWidth: 300), 0.5)
        XCTAssertEqual(PageProgress.progress(offset: 450, pageWidth: 300, direction: .rightToLeft), -0.5)
        XCTAssertEqual(PageProgress.progress(offset: 300, pageWidth: 300), 0)
        XCTAssertEqual(PageProgress.progress(offset: 0, pageWidth: 300), -1)
        XCTAssertEqual(PageProgress.progress(offset: 1_000, pageWidth: 300), 1)
        XCTAssertEqual(PageProgress.progress(offset: 450, pageWidth: 0), 0)
        XCTAssertEqual(PageProgress.progress(offset: .nan, pageWidth: 300), 0)
    }
}
