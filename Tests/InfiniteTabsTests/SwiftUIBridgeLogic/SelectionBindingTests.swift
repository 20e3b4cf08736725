import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// The one binding rule set both SwiftUI wrappers use, driven the way
/// SwiftUI drives them: every binding write triggers an update pass.
final class SelectionBindingTests: XCTestCase {
    func testUpdateSelectsOnlyAnInRangeIndexTheControlIsNotHeadingFor() {
        XCTAssertEqual(SelectionBinding.update(bound: 3, target: 1, count: 5, itemsChanged: false, animated: true),
                       .select(3, animated: true))
        XCTAssertEqual(SelectionBinding.update(bound: 3, target: 1, count: 5, itemsChanged: false, animated: false),
                       .select(3, animated: false))
        XCTAssertEqual(SelectionBinding.update(bound: 3, target: 3, count: 5, itemsChanged: false, animated: true), .keep)
        XCTAssertEqual(SelectionBinding.update(bound: 5, target: 1, count: 5, itemsChanged: false, animated: true), .keep)
        XCTAssertEqual(SelectionBinding.update(bound: -1, target: 1, count: 5, itemsChanged: false, animated: true), .keep)
        XCTAssertEqual(SelectionBinding.update(bound: 0, target: 0, count: 0, itemsChanged: false, animated: true), .keep)
        XCTAssertEqual(SelectionBinding.update(bound: 9, target: 1, count: 5, itemsChanged: true, animated: true),
                       .reload(selectedIndex: 9))
    }

    func testWritesOnlyASettledIndexTheControlIsStillHeadingFor() {
        XCTAssertEqual(SelectionBinding.valueToWrite(settled: 2, bound: 0, target: 2), 2)
        XCTAssertNil(SelectionBinding.valueToWrite(settled: 2, bound: 2, target: 2), "the binding holds it")
        XCTAssertNil(SelectionBinding.valueToWrite(settled: 2, bound: 4, target: 4), "heading elsewhere: no ping-pong")
    }

    /// The picker wrapper: the app sets the binding (the picker moves, nothing
    /// is written), the user taps (one write, and the update pass it causes
    /// moves nothing), a tap queued during a binding-driven move writes only
    /// where the picker ends.
    func testPickerAndBindingStayInStepWithoutLoops() { onMain {
        let driver = PickerDriverHarness()
        let host = FakeScrollHost(width: 100)
        host.onDidScroll = { driver.didScroll() }
        host.onAnimationEnd = { driver.didEndScrollingAnimation() }
        driver.host = host
        var bound = 0
        var writes: [Int] = []
        var passes = 0
        var update: () -> Void = {}
        // Weak, as the wrapper's coordinator holds the control: no cycle.
        driver.onCommand = { [weak driver] command in
            guard let driver, case .notify(let index) = command,
                  let value = SelectionBinding.valueToWrite(settled: index, bound: bound, target: driver.selectedIndex) else { return }
            bound = value
            writes.append(value)
            update()
        }
        update = { [weak driver] in
            passes += 1
            XCTAssertLessThan(passes, 50, "update loop")
            guard let driver else { return }
            if case .select(let i, let animated) = SelectionBinding.update(bound: bound, target: driver.selectedIndex,
                                                                           count: 4, itemsChanged: false, animated: true) {
                driver.setSelectedIndex(i, animated: animated)
            }
        }
        driver.configure(itemCount: 4, pageWidth: 100, visibleWidth: 100, direction: .leftToRight)
        bound = 3
        update()
        host.finishAnimation()
        XCTAssertEqual(driver.selectedIndex, 3)
        XCTAssertEqual(writes, [], "a binding-driven move is never written back")
        driver.tap()
        host.finishAnimation()
        XCTAssertEqual(writes, [0], "3 → 0 through the seam, written once")
        XCTAssertEqual(host.pendingAnimation, nil, "the write's update pass started no move")
        XCTAssertLessThan(passes, 5)
    } }

    /// The tabs wrapper: a binding change turns the pages; a swipe writes the
    /// binding once; two binding changes during a transition end on the
    /// latest with one transition each and no ping-pong.
    func testPagesAndBindingStayInStepWithoutLoops() {
        onMain {
            let h = PagesHarness(count: 5)
            var bound = 0
            var passes = 0
            var update: () -> Void = {}
            h.host.onEvent = { event in
                if case .selectionSettled(let index) = event,
                   let value = SelectionBinding.valueToWrite(settled: index, bound: bound, target: h.driver.targetIndex) {
                    bound = value
                    update()
                }
            }
            update = {
                passes += 1
                XCTAssertLessThan(passes, 50, "update loop")
                if case .select(let i, let animated) = SelectionBinding.update(bound: bound, target: h.driver.targetIndex,
                                                                               count: h.driver.pages.count,
                                                                               itemsChanged: false, animated: true) {
                    h.driver.select(i, animated: animated)
                }
            }
            h.host.swipe(visualStep: 1)
            XCTAssertEqual(bound, 1, "a swipe writes the binding")
            h.clear()
            bound = 3
            update()
            bound = 4
            update()
            var transitions = 0
            while h.host.isAnimatingSet, transitions < 20 {
                h.host.finishAnimation()
                transitions += 1
            }
            XCTAssertEqual(transitions, 2, "one transition to 3, then one to 4")
            XCTAssertEqual(bound, 4)
            XCTAssertEqual(h.driver.state, .idle(index: 4))
            XCTAssertLessThan(passes, 10)
        }
    }
}
