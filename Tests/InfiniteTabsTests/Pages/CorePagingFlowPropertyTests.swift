import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// Seeded random sequences of taps, programmatic selections, swipes that
/// complete or are cancelled, reloads and transition ends, fed to a
/// ``PagingMachine`` whose commands drive a fake page view controller that
/// records whether it is in a transition (an animated set in flight, or a
/// swipe until `didFinishAnimating`). Laws:
/// - `setViewControllers` is never asked for while a transition runs;
/// - a requested direction is the one used (shortest, or the one forced);
/// - every selection change is reported exactly once, and only changes;
/// - at rest, the machine is idle on the page the fake shows, with nothing pending;
/// - the indicator is finite in every state.
final class CorePagingFlowPropertyTests: XCTestCase {
    static let sequencesPerCount = 200
    static let eventsPerSequence = 40

    private struct FakePages {
        var shown: Int
        var animatingTo: Int?
        var swipeFrom: Int?
        var isBusy: Bool { animatingTo != nil || swipeFrom != nil }
    }

    /// Regression: a tap kept during a swipe ran as soon as the pages'
    /// scroll view reached the next page, before `didFinishAnimating`, while
    /// UIPageViewController is still in its transition ("Duplicate states in
    /// queue"); so did a tap made in that window.
    func testATapDuringACompletingSwipeWaitsForDidFinishAnimating() {
        var machine = PagingMachine(count: 5, selectedIndex: 0)
        XCTAssertEqual(machine.pagesScrolled(progress: 0.5, isDragging: true), [])
        XCTAssertEqual(machine.select(3), [])
        XCTAssertEqual(machine.pagesScrolled(progress: 1, isDragging: false), [.selectTab(index: 1), .notifySelection(index: 1, byUser: true)])
        XCTAssertEqual(machine.state, .idle(index: 1))
        XCTAssertEqual(machine.select(4), [])                 // still in the transition: kept, replacing 3
        XCTAssertEqual(machine.pagesScrolled(progress: 0, isDragging: false), [])
        XCTAssertEqual(machine.swipeFinished(showing: 1),
                       [.showPage(index: 4, direction: .reverse, animated: true), .selectTab(index: 4)])
        XCTAssertEqual(machine.transitionFinished(), [.refreshPage(index: 4), .notifySelection(index: 4)])
        XCTAssertEqual(machine.state, .idle(index: 4))
    }

    func testATapDuringACancelledSwipeWaitsForDidFinishAnimating() {
        var machine = PagingMachine(count: 5, selectedIndex: 0)
        XCTAssertEqual(machine.pagesScrolled(progress: -0.3, isDragging: true), [])
        XCTAssertEqual(machine.select(2), [])
        XCTAssertEqual(machine.pagesScrolled(progress: 0, isDragging: false), [])
        XCTAssertEqual(machine.state, .idle(index: 0))
        XCTAssertEqual(machine.select(3), [])
        XCTAssertEqual(machine.swipeFinished(showing: 0),
                       [.showPage(index: 3, direction: .reverse, animated: true), .selectTab(index: 3)])
        XCTAssertNil(machine.pending)
    }

    func testRandomTapsAndSwipesNeverOverlapTransitionsAndEndConsistent() {
        let law = LawChecker()
        var events = 0
        law.withEvery("n", in: 0...12) { n in
            law.withEvery("sequence", in: 0..<Self.sequencesPerCount) { sequence in
                var rng = SeededRandom(seed: 0xF10 ^ UInt64(n << 16 | sequence))
                let wraps = rng.chance(0.8)
                let start = n == 0 ? 0 : rng.int(in: 0...(n - 1))
                var machine = PagingMachine(count: n, selectedIndex: start, wraps: wraps)
                var fake = FakePages(shown: start)
                var notified = start
                var requested: (index: Int, preference: DirectionPreference)?
                let strip = LoopingTabLayout(itemWidths: (0..<machine.count).map { _ in rng.pixelWidth(in: 30...120) },
                                         spacing: 8, viewportWidth: 320)

                func apply(_ commands: PagingCommands) {
                    for command in commands {
                        switch command {
                        case .showPage(let index, let direction, let animated):
                            law.expect(!fake.isBusy, "setViewControllers(\(index)) while a transition runs")
                            law.expect((0..<machine.count).contains(index), "page \(index) out of range")
                            if let r = requested, r.index == index, machine.pages.wraps {
                                let from = fake.shown
                                let expected: PageDirection
                                switch r.preference {
                                case .shortest: expected = Cycle(count: machine.count).direction(from: from, to: index)
                                case .always(let d): expected = d
                                }
                                law.expectEqual(direction, expected, "direction from \(from) to \(index)")
                            }
                            if animated { fake.animatingTo = index } else { fake.shown = index }
                        case .refreshPage(let index):
                            law.expectEqual(index, fake.shown, "refresh of a page not shown")
                        case .selectTab:
                            break
                        case .notifySelection(let index, _):
                            law.expect(index != notified, "selection \(index) reported twice")
                            notified = index
                        }
                    }
                }

                for index in 0..<Self.eventsPerSequence {
                    events += 1
                    law.within("event \(index)") {
                        switch rng.int(in: 0...9) {
                        case 0...3:   // a tap or a programmatic selection, maybe out of range
                            let target = rng.int(in: -1...Swift.max(0, n))
                            let preference: DirectionPreference = [.shortest, .always(.forward), .always(.reverse)][rng.int(in: 0...2)]
                            if (0..<machine.count).contains(target) { requested = (target, preference) }
                            apply(machine.select(target, direction: preference, animated: rng.chance(0.8)))
                        case 4...6:   // a swipe, unless a programmatic transition runs
                            guard !fake.isBusy else { break }
                            let sign: CGFloat = rng.chance(0.5) ? 1 : -1
                            let neighbour = sign > 0 ? machine.pages.index(after: fake.shown) : machine.pages.index(before: fake.shown)
                            // Without a neighbour UIKit only bounces: no transition starts.
                            fake.swipeFrom = neighbour == nil ? nil : fake.shown
                            let completes = neighbour != nil && rng.chance(0.6)
                            for step in 1...rng.int(in: 1...6) {
                                apply(machine.pagesScrolled(progress: sign * CGFloat(step) * 0.1, isDragging: true))
                                if rng.chance(0.15) {   // a tap during the swipe is kept for later
                                    let target = rng.int(in: 0...Swift.max(0, n - 1))
                                    requested = (target, .shortest)
                                    apply(machine.select(target))
                                }
                            }
                            if completes, let to = neighbour {
                                for step in 7...10 { apply(machine.pagesScrolled(progress: sign * CGFloat(step) * 0.1, isDragging: false)) }
                                apply(machine.pagesScrolled(progress: 0, isDragging: false))   // the inner scroll view resets
                                fake.shown = to
                                fake.swipeFrom = nil
                                apply(machine.swipeFinished(showing: to))
                            } else {
                                for step in (0...3).reversed() { apply(machine.pagesScrolled(progress: sign * CGFloat(step) * 0.1, isDragging: false)) }
                                fake.swipeFrom = nil
                                apply(machine.swipeFinished(showing: fake.shown))
                            }
                        case 7...8:   // an animated set finishes
                            guard let to = fake.animatingTo else { break }
                            if rng.chance(0.5) { apply(machine.pagesScrolled(progress: rng.cgFloat(in: 0...1), isDragging: false)) }
                            fake.shown = to
                            fake.animatingTo = nil
                            apply(machine.transitionFinished())
                        default:      // a reload, after any transition ends
                            if let to = fake.animatingTo { fake.shown = to; fake.animatingTo = nil; apply(machine.transitionFinished()) }
                            let count = rng.int(in: 0...12)
                            let selected = rng.int(in: -1...count)
                            requested = nil
                            let commands = machine.reload(count: count, selectedIndex: selected)
                            fake = FakePages(shown: machine.state.index)
                            notified = machine.settledIndex
                            apply(commands)
                        }
                        let frame = machine.state.indicatorFrame(in: strip, stripOffset: strip.bandStart)
                        law.expect(frame.x.isFinite && frame.width.isFinite, "indicator not finite")
                        if !fake.isBusy {
                            law.expectEqual(machine.state, .idle(index: fake.shown), "not idle on the shown page at rest")
                            law.expect(machine.pending == nil, "a request left pending at rest")
                            law.expectEqual(machine.settledIndex, fake.shown, "settled index is not the shown page")
                            law.expectEqual(notified, fake.shown, "last reported selection is not the shown page")
                        }
                    }
                }
            }
        }
        law.finish()
        print("paging flow: \(13 * Self.sequencesPerCount) sequences, \(events) events, \(law.checks) checks")
    }
}
