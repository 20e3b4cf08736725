import XCTest
import InfiniteTabsCore
import TestSupport

/// `PickerReload.keptIndex(selected:previous:new:)`, the rule the picker's
/// reload uses with only the previously selected item at hand, agrees with
/// the array form for every selection over seeded item lists, including
/// duplicates, removals and empty lists.
final class PickerReloadTests: XCTestCase {
    func testThePreviousItemFormAgreesWithTheArrayForm() {
        var rng = SeededRandom(seed: 77)
        var checked = 0
        for _ in 0..<2_000 {
            let old = (0..<Int.random(in: 0...8, using: &rng)).map { _ in Int.random(in: 0...9, using: &rng) }
            let new = (0..<Int.random(in: 0...8, using: &rng)).map { _ in Int.random(in: 0...9, using: &rng) }
            for selected in [-3, -1, 0, 1, 2, 5, 7, 12, Int.min, Int.max] {
                let clamped = old.isEmpty ? 0 : Swift.min(Swift.max(selected, 0), old.count - 1)
                let previous = old.isEmpty ? nil : old[clamped]
                XCTAssertEqual(PickerReload.keptIndex(selected: selected, previous: previous, new: new),
                               PickerReload.keptIndex(selected: selected, old: old, new: new),
                               "old \(old), new \(new), selected \(selected)")
                checked += 1
            }
        }
        XCTAssertEqual(checked, 20_000)
    }

    func testExactValues() {
        XCTAssertEqual(PickerReload.keptIndex(selected: 1, previous: "b", new: ["x", "b"]), 1)
        XCTAssertEqual(PickerReload.keptIndex(selected: 1, previous: "b", new: ["b", "a", "b"]), 0, "first occurrence")
        XCTAssertEqual(PickerReload.keptIndex(selected: 2, previous: "c", new: ["x", "y"]), 1, "gone: clamped")
        XCTAssertEqual(PickerReload.keptIndex(selected: 2, previous: nil as String?, new: ["x", "y", "z"]), 2)
        XCTAssertEqual(PickerReload.keptIndex(selected: 5, previous: "a", new: [String]()), 0, "no items")
    }
}

/// The type-erased form the UIKit picker calls agrees with the typed forms
/// for strings, integers and another type, and ignores a previous item of
/// another type.
final class PickerReloadErasedTests: XCTestCase {
    private struct Size: Hashable { let name: String }

    func testTheTypeErasedFormAgreesWithTheTypedOne() {
        var rng = SeededRandom(seed: 78)
        for _ in 0..<500 {
            let old = (0..<Int.random(in: 0...6, using: &rng)).map { _ in Int.random(in: 0...7, using: &rng) }
            let new = (0..<Int.random(in: 0...6, using: &rng)).map { _ in Int.random(in: 0...7, using: &rng) }
            for selected in [-1, 0, 1, 3, 9] {
                let expected = PickerReload.keptIndex(selected: selected, old: old, new: new)
                let clamped = old.isEmpty ? 0 : Swift.min(Swift.max(selected, 0), old.count - 1)
                let previous: Int? = old.isEmpty ? nil : old[clamped]
                XCTAssertEqual(PickerReload.keptIndex(selected: selected, previousItem: previous.map { AnyHashable($0).base },
                                                      new: new), expected)
                XCTAssertEqual(PickerReload.keptIndex(selected: selected, previousItem: previous.map { "\($0)" },
                                                      new: new.map { "\($0)" }), expected)
                XCTAssertEqual(PickerReload.keptIndex(selected: selected, previousItem: previous.map { Size(name: "\($0)") },
                                                      new: new.map { Size(name: "\($0)") }), expected)
            }
        }
        XCTAssertEqual(PickerReload.keptIndex(selected: 1, previousItem: "b", new: [1, 2, 3]), 1,
                       "a previous item of another type counts as gone: clamped")
        XCTAssertEqual(PickerReload.keptIndex(selected: 4, previousItem: 2, new: ["a", "b"]), 1)
    }
}
