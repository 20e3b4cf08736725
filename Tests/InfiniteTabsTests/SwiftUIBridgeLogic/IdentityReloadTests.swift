import XCTest
import InfiniteTabsCore
import TestSupport

/// Reload by identity: the selected item stays selected across inserts,
/// removals and moves; a removed selection goes to its documented neighbour.
final class IdentityReloadTests: XCTestCase {
    func testInsertingBeforeTheSelectedItemKeepsTheItemNotTheIndex() {
        let r = IdentityReload(oldIDs: ["a", "b", "c"], selectedIndex: 1, newIDs: ["new", "a", "b", "c"])
        XCTAssertEqual(r.selectedIndex, 2)
        XCTAssertTrue(r.selectedItemSurvived)
        XCTAssertEqual(r.newIndexOfOldIndex, [0: 1, 1: 2, 2: 3])
        XCTAssertTrue(r.isByIdentity)
    }

    func testReorderingFollowsTheSelectedItem() {
        let r = IdentityReload(oldIDs: [1, 2, 3, 4], selectedIndex: 3, newIDs: [4, 3, 2, 1])
        XCTAssertEqual(r.selectedIndex, 0)
        XCTAssertEqual(r.newIndexOfOldIndex, [0: 3, 1: 2, 2: 1, 3: 0])
    }

    func testRemovingTheSelectedItemSelectsTheNextSurvivorElseThePrevious() {
        // The next surviving item after it in the old order.
        var r = IdentityReload(oldIDs: ["a", "b", "c", "d"], selectedIndex: 1, newIDs: ["a", "d"])
        XCTAssertEqual(r.selectedIndex, 1, "b removed (and c): d, the next survivor, is selected")
        XCTAssertFalse(r.selectedItemSurvived)
        // Nothing after it survives: the nearest one before it.
        r = IdentityReload(oldIDs: ["a", "b", "c", "d"], selectedIndex: 3, newIDs: ["b", "a"])
        XCTAssertEqual(r.selectedIndex, 0, "d removed, c gone too: b, the nearest before, is selected")
        // Nothing survives: the old index clamped, as a reload by index.
        r = IdentityReload(oldIDs: ["a", "b", "c", "d"], selectedIndex: 3, newIDs: ["x", "y"])
        XCTAssertEqual(r.selectedIndex, 1)
        XCTAssertEqual(r.newIndexOfOldIndex, [:])
    }

    func testBadInputIsClampedAndRepeatedIDsCountOnce() {
        for bad in [Int.min, -1, 4, Int.max] {
            let r = IdentityReload(oldIDs: ["a", "b", "c", "d"], selectedIndex: bad, newIDs: ["d", "c", "b", "a"])
            XCTAssertEqual(r.selectedIndex, bad < 0 ? 3 : 0, "\(bad) is clamped into the old list first")
        }
        XCTAssertEqual(IdentityReload(oldIDs: ["a"], selectedIndex: 0, newIDs: [String]()).selectedIndex, 0)
        XCTAssertEqual(IdentityReload(oldIDs: [String](), selectedIndex: 7, newIDs: ["a", "b"]).selectedIndex, 0)
        let repeated = IdentityReload(oldIDs: ["a", "a", "b"], selectedIndex: 1, newIDs: ["b", "a", "a"])
        XCTAssertEqual(repeated.newIndexOfOldIndex, [0: 1, 2: 0], "only the first occurrence of a on each side matches")
        XCTAssertEqual(repeated.selectedIndex, 0, "the second a counts as removed: b, the next survivor")
    }

    func testItemsWithoutIDsReloadByIndex() {
        let r = IdentityReload.resolve(oldIDs: ["a", nil, "c"], selectedIndex: 2, newIDs: ["new", "a", nil, "c"])
        XCTAssertFalse(r.isByIdentity)
        XCTAssertEqual(r.selectedIndex, 2, "plain titles keep the selected index")
        XCTAssertEqual(IdentityReload.resolve(oldIDs: ["a", "b"], selectedIndex: 9, newIDs: [nil]).selectedIndex, 0)
        let byID = IdentityReload.resolve(oldIDs: ["a", "b"], selectedIndex: 1, newIDs: ["new", "a", "b"])
        XCTAssertTrue(byID.isByIdentity)
        XCTAssertEqual(byID.selectedIndex, 2)
        XCTAssertEqual(IdentityReload(byIndexSelecting: Int.min, newCount: 3).selectedIndex, 0)
        XCTAssertEqual(IdentityReload(byIndexSelecting: Int.max, newCount: 3).selectedIndex, 2)
        XCTAssertEqual(IdentityReload(byIndexSelecting: 5, newCount: -2).selectedIndex, 0)
    }

    /// Over seeded random edits of lists of 0...12 ids: a surviving selected
    /// item is selected, the mapping sends each surviving old id to the same
    /// id, and the selection is always in range.
    func testRandomEditsKeepTheSelectedItemAndMapEveryID() {
        var rng = SeededRandom(seed: 11)
        for _ in 0..<2000 {
            let old = Array(0..<rng.int(in: 0...12)).shuffledSeeded(&rng)
            var new = old.filter { _ in rng.int(in: 0...3) > 0 }
            for _ in 0..<rng.int(in: 0...3) { new.insert(100 + rng.int(in: 0...50), at: rng.int(in: 0...new.count)) }
            var seen = Set<Int>()
            new = new.filter { seen.insert($0).inserted }.shuffledSeeded(&rng)
            let selected = rng.int(in: -2...13)
            let r = IdentityReload(oldIDs: old, selectedIndex: selected, newIDs: new)
            XCTAssertTrue(new.isEmpty ? r.selectedIndex == 0 : new.indices.contains(r.selectedIndex))
            for (o, n) in r.newIndexOfOldIndex { XCTAssertEqual(old[o], new[n]) }
            XCTAssertEqual(r.newIndexOfOldIndex.count, Set(old).intersection(new).count)
            if !old.isEmpty {
                let id = old[min(max(selected, 0), old.count - 1)]
                if let j = new.firstIndex(of: id) { XCTAssertEqual(r.selectedIndex, j) }
                XCTAssertEqual(r.selectedItemSurvived, new.contains(id))
            }
        }
    }
}

private extension Array {
    func shuffledSeeded(_ rng: inout SeededRandom) -> [Element] {
        var copy = self
        guard copy.count > 1 else { return copy }
        for i in stride(from: copy.count - 1, to: 0, by: -1) { copy.swapAt(i, rng.int(in: 0...i)) }
        return copy
    }
}
