import XCTest
@_spi(Core) @testable import InfiniteTabsCore

/// A reload that names no index keeps the selected tab (issue 22 point 4:
/// `reload(titles:makePage:)` used to reset the selection to 0).
final class KeptSelectionTests: XCTestCase {
    private let none: [Int?] = []

    func testTitlesKeepTheSelectedTitleWhereverItMoved() {
        XCTAssertEqual(IdentityReload.keptSelection(oldIDs: [nil, nil, nil] as [Int?], oldTitles: ["A", "B", "C"],
                                                    selectedIndex: 2, newIDs: [nil, nil, nil, nil],
                                                    newTitles: ["Z", "A", "B", "C"]), 3)
    }

    func testARemovedTitleHandsTheSelectionToItsNextSurvivor() {
        XCTAssertEqual(IdentityReload.keptSelection(oldIDs: [nil, nil, nil] as [Int?], oldTitles: ["A", "B", "C"],
                                                    selectedIndex: 1, newIDs: [nil, nil], newTitles: ["A", "C"]), 1)
    }

    func testIdsWinOverTitles() {
        XCTAssertEqual(IdentityReload.keptSelection(oldIDs: [1, 2, 3], oldTitles: ["A", "B", "C"], selectedIndex: 0,
                                                    newIDs: [3, 1], newTitles: ["Renamed", "B"]), 1,
                       "tab 1 was renamed but kept its id")
    }

    func testNoSurvivorClampsAndBadInputIsGraceful() {
        XCTAssertEqual(IdentityReload.keptSelection(oldIDs: [nil, nil] as [Int?], oldTitles: ["A", "B"], selectedIndex: 1,
                                                    newIDs: [nil], newTitles: ["X"]), 0)
        XCTAssertEqual(IdentityReload.keptSelection(oldIDs: none, oldTitles: [], selectedIndex: Int.max,
                                                    newIDs: [nil, nil], newTitles: ["X", "Y"]), 0)
        XCTAssertEqual(IdentityReload.keptSelection(oldIDs: [nil] as [Int?], oldTitles: ["A"], selectedIndex: Int.min,
                                                    newIDs: none, newTitles: []), 0)
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
            if let scanned = IdentityReload.foundByScan(old: old, selectedIndex: selected, new: new) {
                XCTAssertEqual(scanned, full.selectedIndex, "\(old) → \(new), selected \(selected)")
                XCTAssertTrue(full.selectedItemSurvived)
            } else {
                XCTAssertFalse(full.selectedItemSurvived, "the scan misses no surviving selection: \(old) → \(new), selected \(selected)")
            }
        }
    }

    /// Read in place from the items, the kept selection is the one the
    /// lists of ids and titles give, with and without ids on every item.
    func testTheKeptSelectionReadFromTheItemsAgreesWithTheOneFromTheirLists() {
        struct Tab { var id: Int?; var title: String? }
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
            XCTAssertEqual(IdentityReload.keptSelection(old: old, selectedIndex: selected, new: new, id: \.id, title: \.title),
                           IdentityReload.keptSelection(oldIDs: old.map(\.id), oldTitles: old.map(\.title), selectedIndex: selected,
                                                        newIDs: new.map(\.id), newTitles: new.map(\.title)),
                           "\(old) → \(new), selected \(selected)")
        }
    }
}
