import XCTest
import InfiniteTabsCore

/// The container's options update with any raw value and every plan input:
/// no trap; the pages' settings always apply, the strip's only once the view
/// is loaded, its position only when it moved.
final class ContainerOptionsBadInputTests: XCTestCase {
    func testAnyRawValueAndEveryPlan() {
        let law = LawChecker()
        law.withEvery("raw", in: BadInput.ints) { raw in
            let update = ContainerOptionsUpdate(rawValue: raw)
            law.expect(update.rawValue == raw, "raw bits kept")
            _ = update.contains(.pages)
        }
        let positions: [TabStripPosition?] = [nil, .top, .bottom]
        for loaded in [true, false] {
            for pinned in positions {
                for wanted in [TabStripPosition.top, .bottom] {
                    let plan = ContainerOptionsUpdate.plan(isViewLoaded: loaded, pinnedPosition: pinned, wanted: wanted)
                    law.expect(plan.contains(.pages), "pages always")
                    law.expect(plan.contains(.strip) == loaded, "strip once loaded")
                    law.expect(plan.contains(.position) == (loaded && pinned != wanted), "position when it moved")
                }
            }
        }
        law.finish()
    }
}
