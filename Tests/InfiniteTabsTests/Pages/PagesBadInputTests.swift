import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// Every public entry of the pages' ring, state, machine and driver (and
/// the selection binding beside them), with every bad `Double` and `Int`
/// (``BadInput``), in every state (idle, mid-swipe, mid-animation): no
/// trap, no NaN progress, indices in range, never a set during a transition.
final class PagesBadInputTests: XCTestCase {
    func testRingsStatesAndProgressAnswerEveryBadInputInRange() {
        let law = LawChecker()
        law.withEvery("count", in: BadInput.ints) { n in
            let cycle = Cycle(count: n)
            law.expect(cycle.count >= 0, "count")
            for wraps in [true, false] {
                let pages = PageCycle(count: n, wraps: wraps)
                law.expect(pages.count >= 0, "PageCycle count")
                law.withEvery("i", in: BadInput.ints) { i in
                    law.expectIndex(cycle.wrap(i), count: cycle.count, "wrap")
                    for j in BadInput.ints {
                        let d = cycle.distance(from: i, to: j)
                        law.expect(cycle.count == 0 ? d == 0 : abs(d) <= cycle.count / 2 + 1, "distance \(d)")
                        for way in PageDirection.allCases {
                            _ = cycle.steps(from: i, to: j, direction: way)
                            _ = pages.positionSteps(from: i, to: j, direction: way)
                        }
                        _ = cycle.direction(from: i, to: j)
                        _ = pages.direction(from: i, to: j)
                    }
                    if let a = pages.index(after: i) { law.expectIndex(a, count: pages.count, "index(after:)") }
                    if let b = pages.index(before: i) { law.expectIndex(b, count: pages.count, "index(before:)") }
                    law.expectIndex(pages.instance(atPosition: i).page, count: pages.count, "instance(atPosition:)")
                    law.expect(!PageAccessibility.pageText(index: i, count: n).contains("-"), "pageText")
                    law.expectIndex(PageDots.dot(for: .idle(index: i), count: n), count: n, "dot")
                    if let s = PageDots.selection(forTapped: i, current: i, count: n) { law.expectIndex(s, count: n, "dots selection") }
                    _ = PageDots.steps(from: i, toTapped: i, count: n, wraps: wraps)
                    _ = SelectionBinding.update(bound: i, target: i, count: n, itemsChanged: true, animated: true)
                    _ = SelectionBinding.valueToWrite(settled: i, bound: i, target: n)
                    _ = SelectionBinding.canBuildContent(forPage: i, count: n)
                }
            }
        }
        law.withEvery("p", in: BadInput.doubles) { p in
            let move = PagingMove(from: 0, to: 1, steps: 1, progress: p)
            law.expect(move.progress >= 0 && move.progress <= 1, "progress \(move.progress)")
            let strip = LoopingTabLayout(itemWidths: [50, 100, 70], spacing: 10, viewportWidth: 200)
            for state in [PagingState.dragging(move), .settling(move), .transitioning(move), .idle(index: 2)] {
                law.expect(BadInput.isFinite(state.indicatorFrame(in: strip, stripOffset: p)), "indicatorFrame")
                let placement = state.centeredPlacement(in: strip, stripOffset: p)
                law.expectFinite(placement.offset, "centredPlacement offset")
                law.expect(BadInput.isFinite(placement.indicator), "centredPlacement indicator")
            }
            for w in BadInput.doubles {
                law.expectFinite(PageProgress.progress(offset: p, pageWidth: w), "PageProgress")
            }
        }
        law.finish()
    }

    func testTheCoordinatorTakesEveryBadValueInEveryState() {
        let law = LawChecker()
        law.withEvery("count", in: [0, 1, 2, 5] + BadInput.ints) { n in
            law.withEvery("i", in: BadInput.ints) { i in
                var starts: [PagingMachine] = []
                var c = PagingMachine(count: n, selectedIndex: i)
                starts.append(c)
                _ = c.pagesScrolled(progress: 0.4, isDragging: true) // mid-swipe
                starts.append(c)
                c = PagingMachine(count: n)
                _ = c.select(c.count > 1 ? 1 : 0) // mid-transition
                starts.append(c)
                for var machine in starts {
                    // One list per call (each holds at most PagingCommands.capacity).
                    var commands = Array(machine.select(i, direction: .always(.reverse), animated: true))
                    commands += machine.pagesScrolled(progress: CGFloat(i), isDragging: false)
                    for d in BadInput.doubles { commands += machine.pagesScrolled(progress: d, isDragging: true) }
                    machine.swipeWillBegin(showing: i)
                    commands += machine.swipeFinished(showing: i)
                    commands += machine.transitionFinished()
                    commands += machine.reload(count: i, selectedIndex: i)
                    law.expect(machine.count >= 0, "count")
                    law.expectIndex(machine.state.index, count: machine.count, "state index")
                    law.expectIndex(machine.settledIndex, count: machine.count, "settledIndex")
                    for command in commands {
                        switch command {
                        case .showPage(let index, _, _), .refreshPage(let index), .selectTab(let index), .notifySelection(let index, _):
                            law.expect(index >= 0, "command index \(index)")
                        }
                    }
                }
            }
        }
        law.finish()
    }

    /// The pages in each state before the bad call.
    private enum Phase: CaseIterable { case idle, midSwipe, midAnimation }

    @MainActor private static func harness(_ phase: Phase, count: Int = 5) -> PagesHarness {
        let h = PagesHarness(count: count, selectedIndex: 1)
        switch phase {
        case .idle: break
        case .midSwipe: h.host.beginSwipe(visualStep: 1); h.host.drag(0.4)
        case .midAnimation: h.driver.select(3)
        }
        return h
    }

    @MainActor private static func check(_ h: PagesHarness, _ law: LawChecker) {
        law.expect(h.host.violations.isEmpty, "violations \(h.host.violations)")
        let n = h.driver.pages.count
        for event in h.events {
            switch event {
            case .stateChanged(let s):
                law.expectIndex(s.index, count: n, "state")
                if let m = s.move { law.expect(m.progress.isFinite, "progress") }
            case .selectTab(let i), .selectionSettled(let i), .userSelected(let i): law.expectIndex(i, count: n, "event index")
            case .reloaded(let count, let selected):
                law.expectEqual(count, n, "reloaded count")
                law.expectIndex(selected, count: count, "reloaded selection")
            }
        }
        // Let everything finish: the pages end at rest where the state says.
        h.host.endSwipe(completed: true)
        h.host.finishAnimation()
        h.host.finishAnimation()
        law.expect(h.host.violations.isEmpty, "violations \(h.host.violations)")
        law.expectIndex(h.driver.selectedIndex, count: h.driver.pages.count, "selectedIndex")
        if h.driver.pages.count > 0 { law.expectEqual(h.host.shownPage?.index, h.driver.state.index, "page on screen vs state") }
        h.events.removeAll()
    }

    func testEveryDriverEntryTakesEveryBadValueInEveryState() { onMain {
        let law = LawChecker()
        law.withEvery("phase", in: Phase.allCases) { phase in
            law.withEvery("int", in: BadInput.ints) { i in
                var h = Self.harness(phase)
                h.driver.select(i)
                h.driver.select(i, direction: .always(.forward), animated: false)
                _ = h.driver.step(i)
                Self.check(h, law)
                h = Self.harness(phase)
                h.driver.reload(count: i, selectedIndex: i)
                Self.check(h, law)
                h = Self.harness(phase)
                h.driver.reload(count: 3, selectedIndex: i, wraps: false)
                Self.check(h, law)
            }
            law.withEvery("double", in: BadInput.doubles) { d in
                let h = Self.harness(phase)
                h.host.reportScroll(offset: d, pageWidth: 100, isDragging: true)
                h.host.reportScroll(offset: 150, pageWidth: d, isDragging: false)
                h.host.reportScroll(offset: d, pageWidth: d, isDragging: false)
                Self.check(h, law)
            }
            for direction in AccessibilityScrollDirection.allCases {
                let h = Self.harness(phase)
                _ = h.driver.accessibilityScroll(direction)
                Self.check(h, law)
            }
        }
        law.finish()
    } }
}
