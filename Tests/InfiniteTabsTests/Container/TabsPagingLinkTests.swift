import XCTest
@_spi(Core) import InfiniteTabsCore
@testable import InfiniteTabsCore

/// What the link tests read off the container glue (``LinkedTabsRig``).
@MainActor
private extension LinkedTabsRig {
    /// The indicator's centre in the strip's content (it jumps by whole
    /// periods when the strip recentres).
    var indicatorX: CGFloat { strip.indicatorFrame.midX }

    /// The steps between successive indicator positions with recentring
    /// jumps taken out (each step taken modulo one period into
    /// −period/2...period/2): what the eye sees the indicator travel.
    func travel(_ xs: [CGFloat]) -> [CGFloat] {
        let p = strip.strip.period
        return zip(xs, xs.dropFirst()).map { a, b in
            var d = (b - a).truncatingRemainder(dividingBy: p)
            if d > p / 2 { d -= p } else if d < -p / 2 { d += p }
            return d
        }
    }

    var selects: [Int] {
        stripCommands.compactMap { if case .select(let i) = $0 { return i } else { return nil } }
    }
}

final class TabsPagingLinkTests: XCTestCase {
    func testAFarTapIsOneTransitionAndTheIndicatorTravelsFromSourceToTarget() {
        onMain {
            let h = LinkedTabsRig(widths: [60, 80, 70, 90, 50])
            XCTAssertFalse(h.strip.selectsOnTap)
            h.strip.tap(cell: h.strip.anchorCell + 2)
            XCTAssertEqual(h.pages.host.calls, [.show(index: 2, direction: .forward, animated: true)])
            XCTAssertEqual(h.strip.state, .transitioning(PagingMove(from: 0, to: 2, steps: 2, progress: 0)))
            XCTAssertEqual(h.strip.selectedIndex, 0, "the strip follows the pages, not the tap")
            var xs = [h.indicatorX]
            h.pages.driver.onEvent.map { forward in
                h.pages.driver.onEvent = { event in forward(event); xs.append(h.indicatorX) }
            }
            h.pages.host.finishAnimation()
            XCTAssertEqual(h.pages.host.calls, [
                .show(index: 2, direction: .forward, animated: true),
                .show(index: 2, direction: .forward, animated: false),
            ])
            let steps = h.travel(xs)
            XCTAssertEqual(steps.filter { $0 < 0 }, [], "the indicator only moves forward")
            XCTAssertEqual(steps.reduce(0, +), 175 - 30, accuracy: 1e-9, "from the centre of tab 0 to the centre of tab 2")
            XCTAssertEqual(h.strip.indicatorFrame, h.strip.strip.frame(ofCell: h.strip.anchorCell))
            XCTAssertEqual(h.strip.strip.item(atCell: h.strip.anchorCell), 2)
            XCTAssertEqual(h.strip.selectedIndex, 2)
            XCTAssertEqual(h.selects, [2])
            XCTAssertEqual(h.strip.state, .idle(index: 2))
        }
    }

    func testSwipingForwardFromTheLastTabCrossesTheSeamWithoutSweepingBack() {
        onMain {
            let h = LinkedTabsRig(widths: [60, 80, 70, 90, 50], selectedIndex: 4)
            var xs = [h.indicatorX]
            XCTAssertTrue(h.pages.host.beginSwipe(visualStep: 1))
            for f in [0.2, 0.4, 0.6, 0.8] as [CGFloat] {
                h.pages.host.drag(f)
                xs.append(h.indicatorX)
            }
            h.pages.host.endSwipe(completed: true)
            xs.append(h.indicatorX)
            let steps = h.travel(xs)
            XCTAssertEqual(steps.filter { $0 < 0 }, [], "forward all the way, never back across the strip")
            XCTAssertEqual(steps.reduce(0, +), 55, accuracy: 1e-9, "from the centre of tab 4 (325) to the first tab of the next copy (380)")
            XCTAssertEqual(h.strip.selectedIndex, 0)
            XCTAssertEqual(h.pages.commands, [.selectTab(index: 0), .selectionSettled(index: 0), .userSelected(index: 0)])
            XCTAssertEqual(h.pages.host.calls, [])
        }
    }

    func testTapsDuringATransitionCoalesceAndTheStripEndsOnTheLast() {
        onMain {
            let h = LinkedTabsRig(widths: [60, 80, 70, 90, 50])
            h.strip.tap(cell: h.strip.anchorCell + 1)
            h.strip.tap(cell: h.strip.anchorCell + 3)
            h.strip.tap(cell: h.strip.anchorCell - 1)
            XCTAssertEqual(h.pages.host.calls, [.show(index: 1, direction: .forward, animated: true)])
            h.pages.host.finishAnimation()
            h.pages.host.finishAnimation()
            XCTAssertEqual(h.pages.host.calls, [
                .show(index: 1, direction: .forward, animated: true),
                .show(index: 1, direction: .forward, animated: false),
                .show(index: 4, direction: .reverse, animated: true),
                .show(index: 4, direction: .forward, animated: false),
            ])
            XCTAssertEqual(h.pages.commands, [
                .selectTab(index: 1), .selectionSettled(index: 1), .userSelected(index: 1),
                .selectTab(index: 4), .selectionSettled(index: 4), .userSelected(index: 4),
            ])
            XCTAssertEqual(h.strip.selectedIndex, 4)
            XCTAssertEqual(h.pages.host.violations, [])
        }
    }

    func testTappingTheSelectedTabLeavesThePagesAlone() {
        onMain {
            let h = LinkedTabsRig(widths: [60, 80, 70])
            h.strip.tap(cell: h.strip.anchorCell)
            XCTAssertEqual(h.pages.host.calls, [])
            XCTAssertEqual(h.pages.events, [])
        }
    }

    func testWithoutAnimatedTapsATapJumpsAndTheIndicatorGlides() {
        onMain {
            let h = LinkedTabsRig(widths: [60, 80, 70, 90])
            h.link.animatesTaps = false
            h.stripHost.onAnimationEnd = nil
            h.strip.tap(cell: h.strip.anchorCell + 3)
            XCTAssertEqual(h.pages.host.calls, [.show(index: 3, direction: .forward, animated: false)])
            XCTAssertEqual(h.strip.selectedIndex, 3)
            let placements = h.stripCommands.compactMap { command -> Bool? in
                if case .placeIndicator(_, let animated) = command { return animated } else { return nil }
            }
            XCTAssertEqual(placements.last, true, "at rest the indicator animates into place")
        }
    }
}
