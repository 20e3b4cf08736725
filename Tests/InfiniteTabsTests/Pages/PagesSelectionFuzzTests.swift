import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// Seeded random sequences of swipes, drags, selections, reloads and event
/// loop turns against the fake page view controller, over every page count
/// 0…12, checking the rule for selections made while the pages move:
///
/// - a selection made during a gesture or a transition is kept (the latest
///   wins) and applied once the pages are at rest;
/// - every page the pages came to rest on after a swipe or an animated set
///   is reported (``PagesEvent/selectionSettled(index:)``), unless it was
///   already the settled selection;
/// - at rest, the page on screen, the driver's state and its selected index
///   agree, and the host was never asked for a set during a transition.
final class PagesSelectionFuzzTests: XCTestCase {
    func testRandomSequencesAgreeAtRestAndReportEverySettledPage() { onMain {
        var events = 0, rests = 0
        for count in 0...12 {
            for seed in 0..<10 {
                var rng = SeededRandom(seed: UInt64(count * 100 + seed))
                let (e, r) = Self.run(count: count, rng: &rng, steps: 400, label: "count \(count) seed \(seed)")
                events += e
                rests += r
            }
        }
        XCTAssertGreaterThan(events, 50_000)
        XCTAssertGreaterThan(rests, 500, "the sequences came to rest often enough to prove something")
    } }

    @MainActor
    private static func run(count: Int, rng: inout SeededRandom, steps: Int, label: String) -> (Int, Int) {
        let wraps = rng.chance(0.7)
        let layout: LayoutDirection = rng.chance(0.5) ? .leftToRight : .rightToLeft
        let h = PagesHarness(count: count, selectedIndex: count > 0 ? rng.int(in: 0...(count - 1)) : 0,
                             wraps: wraps, makesCopies: rng.chance(0.8), layout: layout)
        h.host.hasEventLoop = rng.chance(0.6)
        // A page the pages came to rest on and that is not yet reported.
        var owed: Int?
        var unreported: [Int] = []
        h.host.onRest = { [unowned h] page in
            if let o = owed { unreported.append(o) }
            owed = h.driver.selectedIndex == page ? nil : page
        }
        h.host.onEvent = { [unowned h] event in
            h.events.append(event)
            if case .selectionSettled(let i) = event, owed == i { owed = nil }
        }
        var trace: [String] = []
        var restChecks = 0
        var currentCount = count
        for _ in 0..<steps {
            switch rng.int(in: 0...99) {
            case 0..<22:
                let index = rng.int(in: -1...(currentCount + 1))
                let animated = rng.chance(0.6)
                let way: DirectionPreference = [.shortest, .always(.forward), .always(.reverse)][rng.int(in: 0...2)]
                trace.append("select \(index) \(animated)")
                h.driver.select(index, direction: way, animated: animated)
            case 22..<26:
                let delta = rng.chance(0.5) ? 1 : -1
                trace.append("step \(delta)")
                h.driver.step(delta, animated: rng.chance(0.7))
            case 26..<40:
                let step = rng.chance(0.5) ? 1 : -1
                trace.append("beginSwipe \(step)")
                h.host.beginSwipe(visualStep: step)
            case 40..<52:
                let f = CGFloat(rng.int(in: 0...99)) / 100
                let dragging = rng.chance(0.7)
                trace.append("drag \(f) \(dragging)")
                h.host.drag(f, isDragging: dragging)
            case 52..<64:
                let completed = rng.chance(0.6)
                trace.append("endSwipe \(completed)")
                h.host.endSwipe(completed: completed)
            case 64..<67:
                let completed = rng.chance(0.6)
                trace.append("endSwipeWithoutDidFinish \(completed)")
                h.host.endSwipeWithoutDidFinish(completed: completed)
            case 67..<70:
                trace.append("tinyDrag")
                h.host.dragWithoutTransition(0.05, visualStep: rng.chance(0.5) ? 1 : -1)
                h.host.bounceBack()
            case 70..<82:
                trace.append("finishAnimation")
                h.host.finishAnimation()
            case 82..<92:
                trace.append("runEventLoop")
                h.host.runEventLoop()
            case 92..<96:
                currentCount = rng.int(in: 0...12)
                let selected = rng.int(in: -1...(currentCount + 1))
                trace.append("reload \(currentCount) \(selected)")
                h.driver.reload(count: currentCount, selectedIndex: selected)
            default:
                trace.append("settle")
                restChecks += settle(h, rng: &rng, trace: trace, label: label)
                if let o = owed, o != h.driver.selectedIndex { XCTFail("\(label): page \(o) never reported; \(trace.suffix(12))") }
                owed = nil
            }
            // Every page the pages came to rest on is reported before they
            // come to rest again.
            if !unreported.isEmpty {
                XCTFail("\(label): pages \(unreported) came to rest unreported; \(trace.suffix(12))")
                unreported.removeAll()
            }
            if !h.host.violations.isEmpty {
                XCTFail("\(label): \(h.host.violations) after \(trace.suffix(12))")
                return (trace.count, restChecks)
            }
        }
        restChecks += settle(h, rng: &rng, trace: trace, label: label)
        return (trace.count, restChecks)
    }

    /// Lets everything finish (gestures end, animations finish, the event
    /// loop runs) and checks that the page on screen, the state and the
    /// selected index agree.
    @MainActor
    private static func settle(_ h: PagesHarness, rng: inout SeededRandom, trace: [String], label: String) -> Int {
        for _ in 0..<50 {
            if h.host.gesture != nil { h.host.endSwipe(completed: rng.chance(0.5)) }
            h.host.finishAnimation()
            h.host.runEventLoop()
            if !h.host.isBusy && !h.driver.isHostBusy && h.host.queuedWork.isEmpty { break }
        }
        let where_ = "\(label) after \(trace.suffix(12))"
        XCTAssertFalse(h.driver.isHostBusy, where_)
        guard h.driver.pages.count > 0 else {
            XCTAssertNil(h.host.shownPage, where_)
            return 1
        }
        XCTAssertEqual(h.driver.state, .idle(index: h.driver.selectedIndex), where_)
        XCTAssertEqual(h.host.shownPage?.index, h.driver.selectedIndex, where_)
        XCTAssertNil(h.driver.machine.pending, where_)
        return 1
    }
}
