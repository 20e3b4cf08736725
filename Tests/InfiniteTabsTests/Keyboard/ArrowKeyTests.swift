import XCTest
import InfiniteTabsCore

/// Which item an arrow key or a next/previous tab command selects.
final class ArrowKeyTests: XCTestCase {
    func testArrowsStepAlongTheAxisMirroredInRightToLeft() {
        XCTAssertEqual(ArrowKey.right.step(direction: .leftToRight), 1)
        XCTAssertEqual(ArrowKey.left.step(direction: .leftToRight), -1)
        XCTAssertEqual(ArrowKey.right.step(direction: .rightToLeft), -1)
        XCTAssertEqual(ArrowKey.left.step(direction: .rightToLeft), 1)
        XCTAssertNil(ArrowKey.up.step(direction: .leftToRight))
        XCTAssertEqual(ArrowKey.down.step(direction: .rightToLeft, axis: .vertical), 1, "vertical ignores the direction")
        XCTAssertEqual(ArrowKey.up.step(direction: .leftToRight, axis: .vertical), -1)
        XCTAssertNil(ArrowKey.right.step(direction: .leftToRight, axis: .vertical))
    }

    func testTargetsWrapWhenLoopingAndStopAtFiniteEnds() {
        XCTAssertEqual(ArrowKey.left.target(from: 0, count: 5, loops: true, direction: .leftToRight), 4)
        XCTAssertEqual(ArrowKey.right.target(from: 4, count: 5, loops: true, direction: .leftToRight), 0)
        XCTAssertNil(ArrowKey.left.target(from: 0, count: 5, loops: false, direction: .leftToRight))
        XCTAssertNil(ArrowKey.right.target(from: 4, count: 5, loops: false, direction: .leftToRight))
        XCTAssertEqual(ArrowKey.right.target(from: 2, count: 5, loops: false, direction: .leftToRight), 3)
    }

    func testBadInputIsWrappedOrClamped() {
        for selected in [Int.min, -1, 5, 99, Int.max] {
            for count in [0, 1, 5] {
                for loops in [true, false] {
                    for step in [Int.min, -1, 0, 1, Int.max] {
                        if let t = SelectionStep.target(from: selected, by: step, count: count, loops: loops) {
                            XCTAssertTrue((0..<count).contains(t), "\(selected) \(count) \(loops) \(step) → \(t)")
                        }
                    }
                }
            }
        }
        XCTAssertNil(SelectionStep.target(from: 0, by: 1, count: 0, loops: true))
        XCTAssertEqual(SelectionStep.target(from: 0, by: 1, count: 1, loops: true), 0, "one item loops onto itself")
    }
}
