import XCTest
@testable import InfiniteTabsCore

/// Exact values of the ring every looping control maps its positions through.
final class CoreCycleTests: XCTestCase {
    func testWrapOfLiteralIndices() {
        let seven = Cycle(count: 7)
        XCTAssertEqual([-15, -8, -7, -1, 0, 6, 7, 13, 14].map(seven.wrap), [6, 6, 0, 6, 0, 6, 0, 6, 0])
        XCTAssertEqual(seven.wrap(Int.min), 6)   // 2^63 = 8^21 ≡ 1 (mod 7)
        XCTAssertEqual(seven.wrap(Int.max), 0)
        XCTAssertEqual(Cycle(count: 1).wrap(-5), 0)
        XCTAssertEqual(Cycle(count: 0).wrap(Int.min), 0)
        XCTAssertEqual(Cycle(count: Int.min).count, 0)
    }

    func testDistanceIsShortestSignedAndForwardOnTies() {
        let six = Cycle(count: 6)
        XCTAssertEqual(six.distance(from: 0, to: 3), 3)    // tie: forward
        XCTAssertEqual(six.distance(from: 3, to: 0), 3)    // tie: forward
        XCTAssertEqual(six.distance(from: 5, to: 1), 2)
        XCTAssertEqual(six.distance(from: 1, to: 5), -2)
        XCTAssertEqual(six.distance(from: 2, to: 2), 0)
        XCTAssertEqual(six.distance(from: -1, to: 6), 1)   // wraps 5 -> 0
        XCTAssertEqual(Cycle(count: 1).distance(from: 0, to: 3), 0)
        XCTAssertEqual(Cycle(count: 2).distance(from: 0, to: 1), 1)
    }

    func testDistanceLawsForEveryCountAndPair() {
        let law = LawChecker()
        law.withEvery("n", in: 1...12) { n in
            let cycle = Cycle(count: n)
            law.withEvery("from", in: -n..<(2 * n)) { from in
                law.withEvery("to", in: 0..<n) { to in
                    let d = cycle.distance(from: from, to: to)
                    law.expectEqual(cycle.wrap(from + d), to, "distance does not arrive")
                    law.expect(2 * abs(d) <= n, "distance \(d) is not the shortest")
                    if 2 * abs(d) == n { law.expect(d > 0, "tie \(d) is not forward") }
                    law.expectEqual(cycle.steps(from: from, to: to, direction: .forward), cycle.wrap(to - from))
                    law.expectEqual(cycle.steps(from: from, to: to, direction: .reverse), -cycle.wrap(from - to))
                    law.expectEqual(cycle.direction(from: from, to: to), d < 0 ? .reverse : .forward)
                }
            }
        }
        law.finish()
    }

    func testStepsAndPreferences() {
        let five = Cycle(count: 5)
        XCTAssertEqual(five.steps(from: 1, to: 3, direction: .forward), 2)
        XCTAssertEqual(five.steps(from: 1, to: 3, direction: .reverse), -3)
        XCTAssertEqual(five.steps(from: 3, to: 3, direction: .reverse), 0)
        XCTAssertEqual(DirectionPreference.shortest.steps(from: 4, to: 0, in: five), 1)
        XCTAssertEqual(DirectionPreference.always(.reverse).steps(from: 4, to: 0, in: five), -4)
        XCTAssertEqual(DirectionPreference.always(.forward).steps(from: 0, to: 4, in: five), 4)
        XCTAssertEqual(Cycle(count: 0).steps(from: 1, to: 2, direction: .forward), 0)
        XCTAssertEqual(PageDirection.forward.reversed, .reverse)
        XCTAssertEqual(PageDirection.reverse.sign, -1)
    }

    func testFloorDivRoundsTowardsNegativeInfinity() {
        XCTAssertEqual(floorDiv(-1, 3), -1)
        XCTAssertEqual(floorDiv(-3, 3), -1)
        XCTAssertEqual(floorDiv(-4, 3), -2)
        XCTAssertEqual(floorDiv(5, 3), 1)
        XCTAssertEqual(floorDiv(5, 0), 0)
        XCTAssertEqual(floorDiv(5, -2), 0)
    }
}
