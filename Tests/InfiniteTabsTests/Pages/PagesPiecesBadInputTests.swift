import XCTest
import InfiniteTabsCore
import TestSupport

/// The pages' smaller public pieces with every bad `Int` and `Double`
/// (``BadInput``): the page store, the auto-scroll clock (alone and through
/// the driver), the page dots and VoiceOver's page step on an axis. No trap,
/// indices in range, bounded work.
final class PagesPiecesBadInputTests: XCTestCase {
    private final class Page {}

    func testThePageStoreTakesAnyPositionAndKeepsAtMostThreePages() {
        let law = LawChecker()
        law.withEvery("count", in: [0, 1, 2, 3, 7]) { count in
            for wraps in [true, false] {
                let store = PageInstanceStore(cycle: PageCycle(count: count, wraps: wraps)) { _ in Page() }
                law.withEvery("position", in: BadInput.ints) { position in
                    let page = store.page(atPosition: position)
                    law.expect(store.position(of: page) == position, "position of the page made for \(position)")
                    store.keep(around: position)
                    law.expect(store.strongCount <= 3, "\(store.strongCount) pages kept around \(position)")
                    store.keep(positions: BadInput.ints)
                    law.expect(store.strongCount <= BadInput.ints.count, "keep(positions:)")
                }
                store.reset(cycle: PageCycle(count: count, wraps: wraps), keeping: Dictionary(uniqueKeysWithValues: BadInput.ints.map { ($0, $0) }))
                law.expect(store.alivePages.count <= 3 * Swift.max(count, 1), "reset keeping any indices")
                store.reset(cycle: PageCycle(count: count, wraps: wraps))
                law.expect(store.strongCount == 0, "reset")
            }
        }
        law.finish()
    }

    func testTheAutoScrollClockTakesAnyIntervalAndTime() {
        let law = LawChecker()
        let times: [TimeInterval] = BadInput.doubles.map(Double.init) + [0.5, 3, 1e9]
        law.withEvery("interval", in: times) { interval in
            let step = AutoScroll.tickStep(for: interval)
            law.expect(step.isFinite && step >= 1.0 / 60 && step <= 0.25, "tickStep \(step)")
            if let usable = AutoScroll.usableInterval(interval) {
                law.expect(usable.isFinite && usable > 0, "usableInterval \(usable)")
            }
            var clock = AutoScroll(interval: interval)
            law.withEvery("now", in: times) { now in
                for page in BadInput.ints {
                    _ = clock.tick(now: now, conditions: AutoScrollConditions(), pagesAreMoving: false, page: page)
                    if case .scheduled(let at) = clock.status { law.expect(!at.isNaN, "scheduled at NaN") }
                }
            }
            clock.setInterval(interval)
            clock.restart()
        }
        law.finish()
    }

    func testTheAutoScrollTurnsOnePageForwardAtMostWhateverTheClockSays() { onMain {
        let law = LawChecker()
        for count in [0, 1, 2, 5] {
            let harness = PagesHarness(count: count, selectedIndex: 0)
            var clock = AutoScroll(interval: 1)
            var turns = 0
            let times: [TimeInterval] = BadInput.doubles.map { Double($0) } + [0, 1, 2, 3, 1e9]
            law.withEvery("now", in: times) { now in
                if harness.driver.autoScrollTick(&clock, now: now, conditions: AutoScrollConditions()) != nil { turns += 1 }
                harness.host.runEventLoop()
                law.expectIndex(harness.driver.selectedIndex, count: count, "selected after a tick at \(now)")
            }
            law.expect(count > 1 || turns == 0, "\(count) pages turned \(turns) times")
            for axis in [ScrollAxis.horizontal, .vertical] {
                for direction in AccessibilityScrollDirection.allCases {
                    let text = harness.driver.accessibilityScroll(direction, axis: axis)
                    law.expect(count > 0 || text == nil, "no pages, no text")
                    harness.host.runEventLoop()
                }
            }
        }
        law.finish()
    } }

    func testPageDotsTakeAnyCountAndIndex() {
        let law = LawChecker()
        law.withEvery("count", in: BadInput.ints) { count in
            law.withEvery("dot", in: BadInput.ints) { dot in
                let display = PageDots.display(count: count, dot: dot)
                law.expect(display.numberOfPages >= 0, "numberOfPages")
                if let page = display.currentPage { law.expectIndex(page, count: display.numberOfPages, "currentPage") }
                law.expect(display.currentPage != nil || display.numberOfPages == 0, "a lit dot when there are dots")
                for state in [PagingState.idle(index: dot),
                              .dragging(PagingMove(from: dot, to: count, steps: dot, progress: 0.7)),
                              .transitioning(PagingMove(from: count, to: dot, steps: count, progress: .nan))] {
                    law.expectIndex(PageDots.dot(for: state, count: count), count: Swift.max(count, 0), "dot(for:)")
                }
                if let s = PageDots.selection(forTapped: dot, current: count, count: count) {
                    law.expectIndex(s, count: count, "selection")
                }
                for wraps in [true, false] {
                    let steps = PageDots.steps(from: dot, toTapped: count, count: count, wraps: wraps)
                    law.expect(count <= 0 ? steps == 0 : abs(steps) < count, "steps \(steps) for \(count) pages")
                }
            }
        }
        law.finish()
    }
}
