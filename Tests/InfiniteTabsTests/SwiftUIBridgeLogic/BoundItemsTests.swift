import XCTest
@testable import InfiniteTabsCore

/// The "did the items change" decision of the SwiftUI wrappers: exact
/// answers, and no element looked at when the view passes the array it holds
/// (the constant-time case the wrappers rely on however many items).
final class BoundItemsTests: XCTestCase {
    /// Counts how many times two elements were compared.
    private final class ComparisonCounter: @unchecked Sendable {
        var count = 0
    }

    /// An item whose `==` is counted.
    private struct Counted: Equatable {
        let value: Int
        let counter: ComparisonCounter

        static func == (a: Counted, b: Counted) -> Bool {
            a.counter.count += 1
            return a.value == b.value
        }
    }

    private func items(_ count: Int, _ counter: ComparisonCounter, changing index: Int? = nil) -> [Counted] {
        (0..<count).map { Counted(value: $0 == index ? -1 : $0, counter: counter) }
    }

    func testTheSameArrayIsUnchangedWithoutComparingAnElement() {
        let counter = ComparisonCounter()
        let held = items(100_000, counter)
        var bound = BoundItems(held)
        for _ in 0..<100 {
            let passedAgain = held // a view passing the array in its state again
            XCTAssertFalse(bound.update(to: passedAgain))
        }
        XCTAssertFalse(bound.differs(from: held))
        XCTAssertEqual(counter.count, 0, "decided by identity, not by looking at elements")
        XCTAssertEqual(bound.version, 0)
    }

    func testADifferentCountIsAChangeWithoutComparingAnElement() {
        let counter = ComparisonCounter()
        var bound = BoundItems(items(100_000, counter))
        XCTAssertTrue(bound.update(to: items(99_999, counter)))
        XCTAssertTrue(bound.update(to: []))
        XCTAssertTrue(bound.update(to: items(1, counter)))
        XCTAssertEqual(counter.count, 0)
        XCTAssertEqual(bound.version, 3)
        XCTAssertEqual(bound.items.count, 1)
    }

    func testANewArrayOfTheSameLengthIsComparedUpToItsFirstDifference() {
        let counter = ComparisonCounter()
        var bound = BoundItems(items(1_000, counter))
        XCTAssertTrue(bound.update(to: items(1_000, counter, changing: 10)))
        XCTAssertEqual(counter.count, 11, "elements 0...10, then stop")
        XCTAssertEqual(bound.version, 1)
        XCTAssertEqual(bound.items[10].value, -1, "the new items are recorded")

        bound = BoundItems(items(1_000, counter))
        counter.count = 0
        XCTAssertTrue(bound.update(to: items(1_000, counter, changing: 999)), "a change in the last element counts")
        XCTAssertEqual(counter.count, 1_000)
        XCTAssertEqual(bound.version, 1)
    }

    func testAnEqualArrayInOtherStorageIsUnchangedAndThenDecidedByIdentity() {
        let counter = ComparisonCounter()
        var bound = BoundItems(items(1_000, counter))
        let rebuilt = items(1_000, counter) // a body that builds its items again
        XCTAssertFalse(bound.update(to: rebuilt))
        XCTAssertEqual(counter.count, 1_000)
        XCTAssertEqual(bound.version, 0, "equal items are no new version")

        counter.count = 0
        XCTAssertFalse(bound.update(to: rebuilt), "the rebuilt array was recorded, so passing it again is free")
        XCTAssertEqual(counter.count, 0)
    }

    func testEmptyItemsAndVersionCounting() {
        var bound = BoundItems<String>()
        XCTAssertEqual(bound.items, [])
        XCTAssertFalse(bound.update(to: []), "no items to no items is no change")
        XCTAssertTrue(bound.update(to: ["Top", "World"]))
        XCTAssertFalse(bound.update(to: ["Top", "World"]))
        XCTAssertTrue(bound.update(to: ["World", "Top"]), "order matters")
        XCTAssertTrue(bound.update(to: []))
        XCTAssertEqual(bound.version, 3)
        XCTAssertFalse(bound.differs(from: []))
    }

    /// The decision feeds `SelectionBinding.update` exactly as the wrappers
    /// call it: a change reloads on the bound index, no change selects.
    func testTheDecisionDrivesTheBindingStep() {
        var bound = BoundItems(["S", "M", "L"])
        let same = SelectionBinding.update(bound: 2, target: 0, count: 3,
                                           itemsChanged: bound.update(to: ["S", "M", "L"]), animated: true)
        XCTAssertEqual(same, .select(2, animated: true))
        let changed = SelectionBinding.update(bound: 2, target: 0, count: 3,
                                              itemsChanged: bound.update(to: ["S", "M", "L", "XL"]), animated: true)
        XCTAssertEqual(changed, .reload(selectedIndex: 2))
    }
}
