import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// A reload that names no index keeps the selected tab (issue 22 point 4:
/// `reload(titles:makePage:)` used to reset the selection to 0).
final class KeptSelectionTests: XCTestCase {
    private struct Tab: CustomStringConvertible {
        var id: Int?
        var title: String?
        var description: String { "\(id.map(String.init) ?? "-")/\(title ?? "-")" }
    }

    /// Tabs of these titles, without ids.
    private func tabs(_ titles: [String]) -> [Tab] { titles.map { Tab(id: nil, title: $0) } }

    private func kept(_ old: [Tab], _ selectedIndex: Int, _ new: [Tab]) -> Int {
        IdentityReload.keptSelection(old: old, selectedIndex: selectedIndex, new: new, id: \.id, title: \.title)
    }

    func testTitlesKeepTheSelectedTitleWhereverItMoved() {
        XCTAssertEqual(kept(tabs(["A", "B", "C"]), 2, tabs(["Z", "A", "B", "C"])), 3)
    }

    func testARemovedTitleHandsTheSelectionToItsNextSurvivor() {
        XCTAssertEqual(kept(tabs(["A", "B", "C"]), 1, tabs(["A", "C"])), 1)
    }

    func testIdsWinOverTitles() {
        let old = [Tab(id: 1, title: "A"), Tab(id: 2, title: "B"), Tab(id: 3, title: "C")]
        XCTAssertEqual(kept(old, 0, [Tab(id: 3, title: "Renamed"), Tab(id: 1, title: "B")]), 1,
                       "tab 1 was renamed but kept its id")
    }

    func testNoSurvivorClampsAndBadInputIsGraceful() {
        XCTAssertEqual(kept(tabs(["A", "B"]), 1, tabs(["X"])), 0)
        XCTAssertEqual(kept([], Int.max, tabs(["X", "Y"])), 0)
        XCTAssertEqual(kept(tabs(["A"]), Int.min, []), 0)
    }

    /// The scan that finds a surviving selection without hashing gives what
    /// the full reload gives, on random lists with repeats, nils, removals
    /// and moves, and any selected index.
    func testTheScanForTheSelectionAgreesWithTheFullReload() {
        var rng = SeededRandom(seed: 41)
        for _ in 0..<3_000 {
            let alphabet = Int.random(in: 1...8, using: &rng)
            func list() -> [String?] {
                (0..<Int.random(in: 0...10, using: &rng)).map { _ in
                    Int.random(in: 0..<10, using: &rng) == 0 ? nil : "t\(Int.random(in: 0..<alphabet, using: &rng))"
                }
            }
            let old = list(), new = list()
            let selected = [Int.min, -1, 0, 3, 9, Int.max][Int.random(in: 0..<6, using: &rng)]
            let full = IdentityReload(oldIDs: old, selectedIndex: selected, newIDs: new)
            if let scanned = IdentityReload.foundByScan(old: old, selectedIndex: selected, new: new, key: { $0 }) {
                XCTAssertEqual(scanned, full.selectedIndex, "\(old) → \(new), selected \(selected)")
                XCTAssertTrue(full.selectedItemSurvived)
            } else {
                XCTAssertFalse(full.selectedItemSurvived, "the scan misses no surviving selection: \(old) → \(new), selected \(selected)")
            }
        }
    }

    /// Read in place from the items, the kept selection is the full reload's:
    /// by ids when every tab has one, else by titles.
    func testTheKeptSelectionIsTheFullReloadsByIdsElseByTitles() {
        var rng = SeededRandom(seed: 43)
        for _ in 0..<3_000 {
            let withIDs = Bool.random(using: &rng)
            func list() -> [Tab] {
                (0..<Int.random(in: 0...9, using: &rng)).map { _ in
                    Tab(id: withIDs || Int.random(in: 0..<4, using: &rng) > 0 ? Int.random(in: 0..<6, using: &rng) : nil,
                        title: Int.random(in: 0..<8, using: &rng) == 0 ? nil : "t\(Int.random(in: 0..<5, using: &rng))")
                }
            }
            let old = list(), new = list()
            let selected = [Int.min, -1, 0, 2, 5, Int.max][Int.random(in: 0..<6, using: &rng)]
            let byIDs = !new.isEmpty && (old + new).allSatisfy { $0.id != nil }
            let expected = byIDs
                ? IdentityReload.resolve(oldIDs: old.map(\.id), selectedIndex: selected, newIDs: new.map(\.id)).selectedIndex
                : IdentityReload(oldIDs: old.map(\.title), selectedIndex: selected, newIDs: new.map(\.title)).selectedIndex
            XCTAssertEqual(kept(old, selected, new), expected, "\(old) → \(new), selected \(selected)")
        }
    }
}
