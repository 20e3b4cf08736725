import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// `InfinitePages` with `.autoScroll(every:)`: the pages turn by themselves,
/// so the bound index changes without the app asking. The wrapper writes the
/// binding when a turn starts (the pages' `selectTab` event, `onWillSelect`)
/// through ``SelectionBinding/valueToWrite(settled:bound:target:)``; a view
/// update during the turn's transition must then leave the pages alone.
final class AutoScrollBindingTests: XCTestCase {
    func testAViewUpdateDuringATurnNeverSendsThePagesBack() { onMain {
        for writesAtStart in [true, false] {
            let h = PagesHarness(count: 4, selectedIndex: 3)
            var bound = 3
            h.host.onEvent = { event in
                switch event {
                case .selectTab(let index) where writesAtStart, .selectionSettled(let index):
                    if let value = SelectionBinding.valueToWrite(settled: index, bound: bound, target: h.driver.targetIndex) {
                        bound = value
                    }
                default: break
                }
            }
            var clock = AutoScroll(interval: 1)
            _ = h.driver.autoScrollTick(&clock, now: 0)
            XCTAssertEqual(h.driver.autoScrollTick(&clock, now: 1), 0, "forward across the seam")
            // SwiftUI updates the view in the middle of the transition.
            let step = SelectionBinding.update(bound: bound, target: h.driver.targetIndex, count: 4,
                                               itemsChanged: false, animated: true)
            if writesAtStart {
                XCTAssertEqual(step, .keep)
                XCTAssertEqual(bound, 0)
            } else {
                // Why the wrapper writes at the start: written only on settle,
                // the update would turn the pages back to 3.
                XCTAssertEqual(step, .select(3, animated: true))
            }
            h.host.finishAnimation()
            XCTAssertEqual(bound, 0)
            XCTAssertEqual(h.host.violations, [])
        }
    } }
}
