import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// The rounding helpers that turn quotients into `Int`s: the general rule
/// for every value, clamped, NaN, infinities, huge and tiny values included.
final class RoundingTests: XCTestCase {
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

    /// Within the limit the rule itself; beyond it the limit; NaN 0.
    func testFloorCeilAndRoundFollowTheRuleAndClamp() {
        for limit: CGFloat in [1e9, CGFloat(Int32.max)] {
            for x in values {
                for (rule, got) in [(FloatingPointRoundingRule.down, x.flooredInt(limit: limit)),
                                    (.up, x.ceiledInt(limit: limit)), (.toNearestOrAwayFromZero, x.roundedInt(limit: limit))] {
                    guard !x.isNaN else { XCTAssertEqual(got, 0); continue }
                    let r = Double(x).rounded(rule)
                    let expected = r > Double(limit) ? Int(limit) : r < -Double(limit) ? -Int(limit) : Int(r)
                    XCTAssertEqual(got, expected, "\(rule) \(x)")
                }
            }
        }
        XCTAssertEqual(CGFloat(2.5).roundedInt(), 3)
        XCTAssertEqual(CGFloat(-2.5).roundedInt(), -3)
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
