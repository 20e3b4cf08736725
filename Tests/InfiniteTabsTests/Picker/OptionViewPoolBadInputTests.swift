import XCTest
import InfiniteTabsCore

/// The picker's page-view pool and reload rules with every bad `Int` and
/// `Double` (``BadInput``): no trap, no more views than the layouts' cap
/// however long a range, finite looks.
final class OptionViewPoolBadInputTests: XCTestCase {
    private final class View { var look = ItemAppearance.identity }

    func testThePoolBuildsABoundedNumberOfViewsForAnyRangeAndShift() {
        let law = LawChecker()
        let edges = BadInput.ints
        law.withEvery("lower", in: edges) { lower in
            law.withEvery("upper", in: edges) { upper in
                guard lower <= upper else { return }
                let pool = OptionViewPool<View>()
                var configured = 0
                pool.show(pages: lower..<upper, make: { View() }, configure: { _, _ in configured += 1 })
                law.expect(pool.visible.count <= BadInput.maximumVisiblePages, "\(pool.visible.count) views for \(lower)..<\(upper)")
                law.expect(configured == pool.visible.count, "configured \(configured)")
                for delta in BadInput.ints { pool.shiftPages(by: delta) }
                for page in BadInput.ints { _ = pool.view(forPage: page) }
                let strip = PickerPageLayout(itemCount: 5, pageWidth: 100)
                for offset in BadInput.doubles {
                    pool.applyAppearance(ItemTransform(minimumScale: 0.5, minimumAlpha: 0.5, maximumTilt: 0.3), strip: strip,
                                         offset: offset) { view, look in view.look = look }
                    for slot in pool.visible {
                        let look = slot.view.look
                        law.expect(look.scale.isFinite && look.alpha.isFinite && look.tilt.isFinite, "look \(look) at \(offset)")
                    }
                }
                pool.recycleAll()
                law.expect(pool.visible.isEmpty, "recycleAll")
            }
        }
        law.finish()
    }

    func testReloadRulesTakeAnyIndex() {
        let law = LawChecker()
        law.withEvery("index", in: BadInput.ints) { index in
            law.withEvery("count", in: BadInput.ints) { count in
                if let valid = PickerReload.validIndex(index, count: count) { law.expectIndex(valid, count: count, "validIndex") }
            }
            for new in [[String](), ["a"], ["a", "b", "c"]] {
                let kept = PickerReload.keptIndex(selected: index, old: ["c", "b"], new: new)
                law.expectIndex(kept, count: new.count, "keptIndex")
                law.expectIndex(PickerReload.keptIndex(selected: index, previousItem: "b", new: new), count: new.count, "keptIndex(previousItem:)")
            }
        }
        law.finish()
    }
}
