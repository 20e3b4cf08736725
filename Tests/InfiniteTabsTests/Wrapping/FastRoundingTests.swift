import XCTest
@testable import InfiniteTabsCore

/// The rounding helpers the per-event paths use instead of
/// `rounded(_:)`: the same results as the general rule for every value,
/// NaN, infinities, huge and tiny values included.
final class FastRoundingTests: XCTestCase {
    private var values: [CGFloat] {
        var v: [CGFloat] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
                            1, -1, 3.7, -3.7, 1e-300, -1e-300, .leastNonzeroMagnitude, .nan, .infinity, -.infinity,
                            1e9, -1e9, 1e9 + 0.5, -1e9 - 0.5, 2147483646.5, -2147483646.5, 2147483647.9,
                            1e15 + 0.5, -1e15 - 0.5, 1e300, -1e300, .greatestFiniteMagnitude]
        var rng = SeededRandom(seed: 77)
        for _ in 0..<2_000 { v.append(CGFloat(Double.random(in: -3e9...3e9, using: &rng))) }
        for _ in 0..<2_000 { v.append(CGFloat(Double.random(in: -50...50, using: &rng)).rounded() + [0, 0.5, -0.5][Int.random(in: 0..<3, using: &rng)]) }
        return v
    }

    func testFloorCeilAndRoundMatchTheGeneralRule() {
        for limit: CGFloat in [1e9, CGFloat(Int32.max)] {
            for x in values {
                XCTAssertEqual(x.flooredInt(limit: limit), x.clampedInt(.down, limit: limit), "floor \(x)")
                XCTAssertEqual(x.ceiledInt(limit: limit), x.clampedInt(.up, limit: limit), "ceil \(x)")
                XCTAssertEqual(x.roundedInt(limit: limit), x.clampedInt(.toNearestOrAwayFromZero, limit: limit), "round \(x)")
            }
        }
        for x in values {
            XCTAssertEqual(x.roundedThroughDouble(.toNearestOrAwayFromZero).isNaN, x.isNaN)
            guard !x.isNaN else { continue }
            XCTAssertEqual(x.roundedThroughDouble(.down), x.rounded(.down), "\(x)")
            XCTAssertEqual(x.roundedThroughDouble(.toNearestOrAwayFromZero), x.rounded(), "\(x)")
        }
    }

    /// The strip driver's branch-free rounding of a nearest-copy quotient
    /// (`TabStripDriver.roundedWhole`) gives what `roundedInt()` gives, half
    /// way, next to half way, NaN and out of range included.
    func testStripDriversBranchFreeRoundingMatchesRoundedInt() {
        for x in values {
            XCTAssertEqual(TabStripDriver.roundedWhole(x), x.roundedInt(), "\(x)")
        }
    }

    /// Wrapping an index in range is the index; out of range the ring.
    func testWrappingInRangeAndOutOfRange() {
        for count in [1, 2, 3, 10] {
            let cycle = Cycle(count: count)
            for i in -25...25 { XCTAssertEqual(cycle.wrap(i), ((i % count) + count) % count, "\(i) mod \(count)") }
            XCTAssertEqual(cycle.wrap(Int.min), Int((Int64.min % Int64(count) + Int64(count)) % Int64(count)))
            XCTAssertEqual(cycle.wrap(Int.max), Int.max % count)
        }
        XCTAssertEqual(Cycle(count: 0).wrap(5), 0)
    }
}
