import XCTest
@_spi(Core) import InfiniteTabsCore
@testable import InfiniteTabsCore

/// Exact values of the scroll physics: where a fling rests, the decay along the
/// way, the paging snap and the tab strip snap.
final class CoreScrollPhysicsTests: XCTestCase {
    func testRestingDistanceIsVelocityTimesRateOverOneMinusRateOverAThousand() {
        XCTAssertEqual(ScrollPhysics.projectedDistance(velocity: 1_000, rate: .normal), 499, accuracy: 1e-9)
        XCTAssertEqual(ScrollPhysics.projectedDistance(velocity: 1_000, rate: .fast), 99, accuracy: 1e-9)
        XCTAssertEqual(ScrollPhysics.projectedDistance(velocity: -2_000, rate: .normal), -998, accuracy: 1e-9)
        XCTAssertEqual(ScrollPhysics.projectedOffset(100, velocity: 3_000, rate: .fast), 397, accuracy: 1e-9)
        XCTAssertEqual(ScrollPhysics.projectedDistance(velocity: .nan), 0)
        XCTAssertEqual(ScrollPhysics.projectedOffset(.infinity, velocity: 1_000, rate: .fast), 99, accuracy: 1e-9)
    }

    func testDecelerationRates() {
        XCTAssertEqual(DecelerationRate.normal.perMillisecond, 0.998)
        XCTAssertEqual(DecelerationRate.fast.perMillisecond, 0.99)
        XCTAssertEqual(DecelerationRate(perMillisecond: 1).perMillisecond, 0.998)
        XCTAssertEqual(DecelerationRate(perMillisecond: -0.5).perMillisecond, 0.998)
        XCTAssertEqual(DecelerationRate(perMillisecond: .nan).perMillisecond, 0.998)
        XCTAssertEqual(DecelerationRate(perMillisecond: 0).perMillisecond, 0)
    }

    func testDecayAlongTheWay() {
        XCTAssertEqual(ScrollPhysics.distance(afterMilliseconds: 0, velocity: 1_000), 0)
        XCTAssertEqual(ScrollPhysics.distance(afterMilliseconds: 1_000, velocity: 1_000, rate: .fast),
                       99 * (1 - pow(0.99, 1_000)), accuracy: 1e-9)
        XCTAssertEqual(ScrollPhysics.velocity(afterMilliseconds: 100, velocity: 1_000, rate: .fast),
                       1_000 * pow(0.99, 100), accuracy: 1e-9)
        XCTAssertEqual(ScrollPhysics.velocity(afterMilliseconds: -5, velocity: 1_000), 1_000)
        XCTAssertEqual(ScrollPhysics.distance(afterMilliseconds: .infinity, velocity: 1_000), 0)
    }

    /// A fling decelerating frame by frame at 120 Hz rests where the formula
    /// projects it, for both rates (short of the 5 pt/s stop threshold's travel).
    func testAFlingAt120HzRestsAtTheProjectedOffsetForBothRates() {
        for rate in [DecelerationRate.normal, .fast] {
            for velocity: CGFloat in [-4_000, -700, 350, 2_500, 8_000] {
                let sim = ScrollSimulator(viewportWidth: 300, contentWidth: 1_000_000, offset: 500_000)
                sim.rate = rate
                sim.endDrag(velocity: velocity)
                let frames = sim.settle()
                let expected = ScrollPhysics.projectedOffset(500_000, velocity: velocity, rate: rate)
                let stopTravel = ScrollPhysics.projectedDistance(velocity: 5, rate: rate)
                XCTAssertEqual(sim.offset, expected, accuracy: abs(stopTravel) + 1e-6, "rate \(rate.perMillisecond) v \(velocity)")
                // It took as many frames as the velocity needs to fall to 5 pt/s.
                let ms = log(5 / abs(velocity)) / log(rate.perMillisecond)
                XCTAssertEqual(CGFloat(frames + 1), (ms / ScrollSimulator.millisecondsPerFrame).rounded(.up), accuracy: 1)
            }
        }
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

    func testTabSnapCentersTheTabNearestTheProjectedCenter() {
        let strip = TripledStrip(itemWidths: [40, 60, 80], spacing: 10, viewportWidth: 200)
        XCTAssertEqual(ScrollPhysics.tabSnapOffset(in: strip, offset: 110, velocity: 0), 130, accuracy: 1e-9)
        XCTAssertEqual(ScrollPhysics.tabSnapOffset(in: strip, offset: 170, velocity: 0), 190, accuracy: 1e-9)
        // 110 + 499 = 609 projected; the viewport centre 709 is nearest cell 10
        // (centre 710), so the snap is 610, in the same coordinates.
        XCTAssertEqual(ScrollPhysics.tabSnapOffset(in: strip, offset: 110, velocity: 1_000), 610, accuracy: 1e-9)
        XCTAssertEqual(ScrollPhysics.tabSnapOffset(in: strip, offset: 110, velocity: 1_000, rate: .fast), 190, accuracy: 1e-9)
        let finite = TripledStrip(itemWidths: [40, 60, 80], spacing: 10, viewportWidth: 100, isLooping: false)
        XCTAssertEqual(ScrollPhysics.tabSnapOffset(in: finite, offset: 90, velocity: 5_000), 100)
        XCTAssertEqual(ScrollPhysics.tabSnapOffset(in: finite, offset: 0, velocity: -5_000), 0)
        let empty = TripledStrip(itemWidths: [], viewportWidth: 200)
        XCTAssertEqual(ScrollPhysics.tabSnapOffset(in: empty, offset: 12, velocity: 1_000, rate: .fast), 111, accuracy: 1e-9)
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
