import XCTest
@testable import InfiniteTabsCore

final class CycleTests: XCTestCase {
    func testWrapMapsEveryIntegerIntoRange() {
        for count in 1...12 {
            let cycle = Cycle(count: count)
            for i in -50...50 {
                let w = cycle.wrap(i)
                XCTAssert((0..<count).contains(w))
                XCTAssertEqual((w - i) % count, 0)
            }
            XCTAssert((0..<count).contains(cycle.wrap(Int.min)))
            XCTAssert((0..<count).contains(cycle.wrap(Int.max)))
        }
        XCTAssertEqual(Cycle(count: 0).wrap(7), 0)
        XCTAssertEqual(Cycle(count: -3).count, 0)
    }

    func testDistanceIsShortestAndForwardOnTies() {
        XCTAssertEqual(Cycle(count: 5).distance(from: 4, to: 0), 1)
        XCTAssertEqual(Cycle(count: 5).distance(from: 0, to: 4), -1)
        XCTAssertEqual(Cycle(count: 4).distance(from: 0, to: 2), 2)
        XCTAssertEqual(Cycle(count: 4).distance(from: 3, to: 1), 2)
        XCTAssertEqual(Cycle(count: 2).distance(from: 1, to: 0), 1)
        XCTAssertEqual(Cycle(count: 0).distance(from: 1, to: 0), 0)
    }
}
