import XCTest
@testable import InfiniteTabsCore

/// The two-way selection sync of the SwiftUI wrapper, driven with a fake
/// binding and the real driver: no loops, no transitions for echoed values.
final class BoundSelectionTests: XCTestCase {
    func testDecisions() {
        XCTAssertEqual(BoundSelection.update(bound: 2, target: 2, count: 5, itemsChanged: false), .keep)
        XCTAssertEqual(BoundSelection.update(bound: 3, target: 2, count: 5, itemsChanged: false), .select(3))
        XCTAssertEqual(BoundSelection.update(bound: 5, target: 2, count: 5, itemsChanged: false), .keep)
        XCTAssertEqual(BoundSelection.update(bound: -1, target: 2, count: 5, itemsChanged: false), .keep)
        XCTAssertEqual(BoundSelection.update(bound: 2, target: 2, count: 5, itemsChanged: true), .reload(selectedIndex: 2))
        XCTAssertNil(BoundSelection.valueToWrite(settled: 3, bound: 3, target: 3))
        XCTAssertEqual(BoundSelection.valueToWrite(settled: 3, bound: 1, target: 3), 3)
        XCTAssertNil(BoundSelection.valueToWrite(settled: 3, bound: 1, target: 1), "passing through on the way to a newer request")
    }

    /// A wrapper loop like SwiftUI's: every binding write triggers an update
    /// pass; swipes and programmatic changes must each end with binding ==
    /// settled index, one transition per real change, and no update storm.
    func testBindingAndPagesStayInStepWithoutLoops() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5)
            var bound = 0
            var updatePasses = 0
            var update: () -> Void = {}
            h.driver.onEvent = { event in
                if case .selectionSettled(let index) = event,
                   let value = BoundSelection.valueToWrite(settled: index, bound: bound, target: h.driver.targetIndex) {
                    bound = value
                    update()
                }
            }
            update = {
                updatePasses += 1
                XCTAssertLessThan(updatePasses, 50, "update loop")
                if case .select(let index) = BoundSelection.update(bound: bound, target: h.driver.targetIndex,
                                                                  count: h.driver.pages.count, itemsChanged: false) {
                    h.driver.select(index)
                }
            }
            // The app sets the binding.
            bound = 3
            update()
            XCTAssertEqual(h.host.calls.last, .show(index: 3, direction: .reverse, animated: true))
            h.host.finishAnimation()
            XCTAssertEqual(bound, 3)
            XCTAssertEqual(h.driver.selectedIndex, 3)
            // The user swipes: the binding follows, no transition is started.
            h.clear()
            h.host.swipe(visualStep: 1)
            XCTAssertEqual(bound, 4)
            XCTAssertEqual(h.host.calls, [])
            // An unrelated update pass changes nothing.
            update()
            XCTAssertEqual(h.host.calls, [])
            // The binding changes twice during a transition: the latest wins.
            bound = 1
            update()
            bound = 2
            update()
            var animations = 0
            while h.host.isAnimatingSet, animations < 20 {
                h.host.finishAnimation()
                animations += 1
            }
            XCTAssertEqual(animations, 2, "one transition to 1, then one to 2; no ping-pong")
            XCTAssertEqual(h.driver.state, .idle(index: 2))
            XCTAssertNil(h.driver.coordinator.pending)
            XCTAssertEqual(bound, 2)
            XCTAssertLessThan(updatePasses, 10)
        }
    }
}
