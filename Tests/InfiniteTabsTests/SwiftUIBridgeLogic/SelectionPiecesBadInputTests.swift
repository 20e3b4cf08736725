import XCTest
import InfiniteTabsCore

/// The SwiftUI wrappers' bookkeeping with every bad `Int` and `Double`
/// (``BadInput``): bound items and pages, reloads by identity or index, the
/// hosted pages' safe area, setting writes. No trap, indices in range.
final class SelectionPiecesBadInputTests: XCTestCase {
    func testBoundPagesAndItemsCompareAnyValue() {
        let law = LawChecker()
        var pages = BoundPages()
        law.withEvery("count", in: BadInput.ints) { count in
            for wraps in [true, false] {
                let changed = pages.update(count: count, wraps: wraps)
                law.expect(!pages.update(count: count, wraps: wraps), "the same pages twice are no change")
                _ = changed
                law.expect(pages.count == count && pages.wraps == wraps, "recorded")
            }
        }
        var items = BoundItems([Double.nan, 1])
        law.expect(items.update(to: [.infinity, -.infinity, 1e300]), "new items")
        law.expect(!items.update(to: [.infinity, -.infinity, 1e300]), "the same items twice are no change")
        law.finish()
    }

    func testReloadsSelectAnIndexInRangeForAnySelection() {
        let law = LawChecker()
        law.withEvery("selected", in: BadInput.ints) { selected in
            law.withEvery("count", in: BadInput.ints.filter { $0 <= 1 << 20 }) { count in
                let reload = IdentityReload(byIndexSelecting: selected, newCount: count)
                law.expectIndex(reload.selectedIndex, count: Swift.max(count, 0), "by index")
            }
            for newIDs in [[String](), ["b"], ["c", "a", "b"]] {
                let reload = IdentityReload(oldIDs: ["a", "b"], selectedIndex: selected, newIDs: newIDs)
                law.expectIndex(reload.selectedIndex, count: newIDs.count, "by identity")
                for (old, new) in reload.newIndexOfOldIndex { law.expect((0..<2).contains(old) && (0..<newIDs.count).contains(new), "map") }
                let resolved = IdentityReload.resolve(oldIDs: ["a", nil], selectedIndex: selected, newIDs: newIDs.map { Optional($0) })
                law.expectIndex(resolved.selectedIndex, count: newIDs.count, "resolve")
            }
        }
        law.finish()
    }

    func testTheHostedPagesSafeAreaIsFiniteAndNeverPositive() {
        let law = LawChecker()
        let doubles = BadInput.doubles + BadInput.ordinaryDoubles
        law.withEvery("safeArea", in: doubles) { safeArea in
            law.withEvery("additional", in: doubles) { additional in
                let inset = HostedPageSafeArea.additionalInset(safeArea: safeArea, additional: additional)
                law.expect(inset.isFinite && inset <= 0, "inset \(inset)")
                law.expect(!SettingSync.needsWrite(current: safeArea, wanted: safeArea),
                           "a value never needs writing over itself (NaN included)")
                _ = SettingSync.needsWrite(current: Optional(safeArea), wanted: Optional(additional))
            }
        }
        law.finish()
    }
}
