import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// Seeded random gesture sequences against the fake page view controller.
final class PagesDriverPropertyTests: XCTestCase {
    /// Long seeded random sequences of taps, swipes (completed, cancelled,
    /// towards a missing neighbour), animation ends, VoiceOver scrolls, hosts
    /// that cannot animate and reloads, over every page count 0...6, wrapping or not, copies or not,
    /// both layout directions.
    func testRandomSequencesNeverSetDuringATransitionAndEndOnTheStatePage() {
        onMain {
            var checked = 0
            for count in 0...6 {
                for wraps in [true, false] {
                    for copies in [true, false] {
                        for layout in [LayoutDirection.leftToRight, .rightToLeft] {
                            var rng = SeededRandom(seed: UInt64(count * 1000 + (wraps ? 100 : 0) + (copies ? 10 : 0) + (layout == .leftToRight ? 1 : 2)))
                            checked += Self.runRandom(count: count, wraps: wraps, copies: copies, layout: layout, steps: 400, rng: &rng)
                        }
                    }
                }
            }
            XCTAssertGreaterThan(checked, 1000)
        }
    }

    @MainActor
    private static func runRandom(count: Int, wraps: Bool, copies: Bool, layout: LayoutDirection, steps: Int,
                           rng: inout SeededRandom) -> Int {
        let label = "count \(count) wraps \(wraps) copies \(copies) \(layout)"
        let h = PagesHarness(count: count, selectedIndex: count > 0 ? Int.random(in: 0..<count, using: &rng) : 0,
                             wraps: wraps, makesCopies: copies, layout: layout)
        var lastSettled = h.driver.selectedIndex
        var lastReported = h.driver.state
        var restChecks = 0
        var trace: [String] = []
        for _ in 0..<steps {
            h.events.removeAll()
            var reloaded = false
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<30:
                let index = Int.random(in: -1...(count + 1), using: &rng)
                let pref: DirectionPreference = [.shortest, .always(.forward), .always(.reverse)].randomElement(using: &rng)!
                let anim = Bool.random(using: &rng)
                trace.append("select \(index) \(pref) \(anim)")
                h.driver.select(index, direction: pref, animated: anim)
            case 30..<45:
                let step = Bool.random(using: &rng) ? 1 : -1
                let ok = h.host.beginSwipe(visualStep: step)
                let f = CGFloat(Int.random(in: 1...9, using: &rng)) / 10
                trace.append("begin \(step) \(ok) drag \(f)")
                h.host.drag(f)
            case 45..<55:
                let f = CGFloat(Int.random(in: 1...9, using: &rng)) / 10
                let d = Bool.random(using: &rng)
                trace.append("drag \(f) \(d)")
                h.host.drag(f, isDragging: d)
            case 55..<70:
                let c = Bool.random(using: &rng)
                trace.append("end \(c)")
                h.host.endSwipe(completed: c)
            case 70..<88:
                trace.append("finish")
                h.host.finishAnimation()
            case 88..<93:
                let dirs = AccessibilityScrollDirection.allCases
                let dir = dirs.randomElement(using: &rng)!
                trace.append("a11y \(dir)")
                _ = h.driver.accessibilityScroll(dir)
            case 93..<96:
                h.host.canAnimate.toggle()
                trace.append("canAnimate \(h.host.canAnimate)")
            default:
                let newCount = Int.random(in: 0...count + 1, using: &rng)
                let sel = Int.random(in: -1...newCount, using: &rng)
                trace.append("reload \(newCount) \(sel)")
                h.driver.reload(count: newCount, selectedIndex: sel)
                reloaded = true
            }
            for event in h.events {
                if case .stateChanged(let state) = event {
                    XCTAssertNotEqual(state, lastReported, "a state reported twice, \(label)")
                    lastReported = state
                }
                if case .selectionSettled(let index) = event {
                    XCTAssertNotEqual(index, lastSettled, "a notify that is no change, \(label)")
                    lastSettled = index
                }
            }
            if reloaded || h.driver.selectedIndex != lastSettled {
                // A reload resets the selection without a notification.
                lastSettled = h.driver.selectedIndex
            }
            XCTAssertEqual(h.host.violations, [], "\(label), last steps \(trace.suffix(8))")
            XCTAssertLessThanOrEqual(h.driver.store.strongCount, 3, label)
            XCTAssertEqual(lastReported, h.driver.state, "the indicator is out of date, \(label)")
            assertDistinct(h, label)
            if !h.host.isBusy, h.driver.state.isIdle, h.driver.machine.pending == nil, h.driver.pages.count > 0 {
                XCTAssertEqual(h.host.shownPage?.index, h.driver.state.index, "\(label), last steps \(trace.suffix(8))")
                XCTAssertLessThanOrEqual(h.aliveCount, 3, label)
                restChecks += 1
            }
            if h.host.violations.count > 0 { break }
        }
        // Let everything come to rest.
        h.host.endSwipe(completed: true)
        for _ in 0..<4 { h.host.finishAnimation() }
        XCTAssertFalse(h.host.isBusy, label)
        XCTAssertTrue(h.driver.state.isIdle, label)
        if h.driver.pages.count > 0 {
            XCTAssertEqual(h.host.shownPage?.index, h.driver.state.index, label)
            XCTAssertEqual(h.driver.selectedIndex, h.driver.state.index, label)
        } else {
            XCTAssertNil(h.host.shownPage, label)
        }
        XCTAssertEqual(h.host.violations, [], label)
        return restChecks
    }

    @MainActor
    private static func assertDistinct(_ h: PagesHarness, _ label: String) {
        let pages = [h.host.before, h.host.shownPage, h.host.after].compactMap { $0 }
        for i in pages.indices {
            for j in pages.indices where i < j {
                XCTAssertFalse(pages[i] === pages[j], "the same object twice among before/shown/after, \(label)")
            }
        }
    }
}
