import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// The indicator and strip placement of a ``PagingState``: exact frames, the
/// seam crossed forward, and far tabs reached in the chosen direction.
final class CorePagingStateTests: XCTestCase {
    /// Tabs 40, 60 and 80 wide, 10 apart, in a 200-point viewport (band [110, 320)).
    let strip = LoopingTabLayout(itemWidths: [40, 60, 80], spacing: 10, viewportWidth: 200)

    func testStateHelpers() {
        let move = PagingMove(from: 1, to: 2, steps: 1, progress: 0.3)
        XCTAssertEqual(PagingState.idle(index: 2).index, 2)
        XCTAssertNil(PagingState.idle(index: 2).move)
        XCTAssertEqual(PagingState.dragging(move).index, 1)
        XCTAssertEqual(PagingState.settling(move).move, move)
        XCTAssertTrue(PagingState.transitioning(move).isTransitioning)
        XCTAssertFalse(PagingState.dragging(move).isTransitioning)
        XCTAssertTrue(PagingState.idle(index: 0).isIdle)
        XCTAssertEqual(PagingMove(from: 0, to: 1, steps: 1, progress: 7).progress, 1)
        XCTAssertEqual(PagingMove(from: 0, to: 1, steps: 1, progress: .nan).progress, 0)
        XCTAssertEqual(PagingMove(from: 0, to: 2, steps: -1, progress: 0).direction, .reverse)
    }

    func testIdleIndicatorSitsOnTheCopyNearestTheViewport() {
        XCTAssertEqual(PagingState.idle(index: 1).indicatorFrame(in: strip, stripOffset: 110), StripFrame(x: 260, width: 60))
        XCTAssertEqual(PagingState.idle(index: 0).indicatorFrame(in: strip, stripOffset: 110), StripFrame(x: 210, width: 40))
        XCTAssertEqual(PagingState.idle(index: 2).indicatorFrame(in: strip, stripOffset: 110), StripFrame(x: 120, width: 80))
        // A NaN offset counts as the band start.
        XCTAssertEqual(PagingState.idle(index: 1).indicatorFrame(in: strip, stripOffset: .nan), StripFrame(x: 260, width: 60))
    }

    func testTheIndicatorCrossesTheSeamForwardFromTheLastTabToTheFirstOfTheNextCopy() {
        func frame(_ t: CGFloat) -> StripFrame {
            PagingState.transitioning(PagingMove(from: 2, to: 0, steps: 1, progress: t)).indicatorFrame(in: strip, stripOffset: 110)
        }
        XCTAssertEqual(frame(0), StripFrame(x: 120, width: 80))     // cell 2
        XCTAssertEqual(frame(0.5), StripFrame(x: 165, width: 60))
        XCTAssertEqual(frame(1), StripFrame(x: 210, width: 40))     // cell 3: first tab of the next copy
        var previous = frame(0).midX
        for i in 1...100 {
            let mid = frame(CGFloat(i) / 100).midX
            XCTAssertGreaterThanOrEqual(mid, previous, "swept back at progress \(i)%")
            previous = mid
        }
    }

    func testASwipeBackAcrossTheSeamGoesFromTheFirstTabToTheLastOfThePreviousCopy() {
        func frame(_ t: CGFloat) -> StripFrame {
            PagingState.dragging(PagingMove(from: 0, to: 2, steps: -1, progress: t)).indicatorFrame(in: strip, stripOffset: 110)
        }
        XCTAssertEqual(frame(0), StripFrame(x: 210, width: 40))     // cell 3
        XCTAssertEqual(frame(0.5), StripFrame(x: 165, width: 60))
        XCTAssertEqual(frame(1), StripFrame(x: 120, width: 80))     // cell 2
    }

    func testATappedFarTabMovesTheIndicatorInTheChosenDirection() {
        // Five 50-point tabs, no spacing, 200-point viewport: period 250, band [150, 400).
        let five = LoopingTabLayout(itemWidths: Array(repeating: 50, count: 5), viewportWidth: 200)
        XCTAssertEqual(five.bandStart, 150)
        var machine = PagingMachine(count: 5, selectedIndex: 1)
        XCTAssertEqual(machine.select(3, direction: .always(.reverse)),
                       [.showPage(index: 3, direction: .reverse, animated: true), .selectTab(index: 3)])
        guard let move = machine.state.move else { return XCTFail("no transition") }
        XCTAssertEqual(move.steps, -3)
        // Source: item 1's copy nearest the viewport at 150 is cell 6 (x 300);
        // three tabs back is cell 3 (x 150), which shows item 3.
        XCTAssertEqual(machine.state.indicatorFrame(in: five, stripOffset: 150), StripFrame(x: 300, width: 50))
        _ = machine.pagesScrolled(progress: 0.5, isDragging: false)
        XCTAssertEqual(machine.state.indicatorFrame(in: five, stripOffset: 150), StripFrame(x: 225, width: 50))
        _ = machine.pagesScrolled(progress: 0, isDragging: false)   // an early reset must not send it back
        XCTAssertEqual(machine.state.indicatorFrame(in: five, stripOffset: 150), StripFrame(x: 225, width: 50))
        _ = machine.pagesScrolled(progress: 1, isDragging: false)
        XCTAssertEqual(machine.state.indicatorFrame(in: five, stripOffset: 150), StripFrame(x: 150, width: 50))
        XCTAssertEqual(five.item(atCell: 3), 3)
        XCTAssertEqual(machine.transitionFinished(), [.refreshPage(index: 3), .notifySelection(index: 3)])
        XCTAssertEqual(machine.state, .idle(index: 3))
        // At rest the indicator sits on item 3's copy nearest the viewport.
        XCTAssertEqual(machine.state.indicatorFrame(in: five, stripOffset: 150), StripFrame(x: 150, width: 50))
        // The shortest way from 1 to 3 is forward two tabs, to cell 8.
        var shortest = PagingMachine(count: 5, selectedIndex: 1)
        _ = shortest.select(3)
        _ = shortest.pagesScrolled(progress: 1, isDragging: false)
        XCTAssertEqual(shortest.state.indicatorFrame(in: five, stripOffset: 150), StripFrame(x: 400, width: 50))
    }

    func testCenteredPlacementCentersTheIndicatorInTheBand() {
        let five = LoopingTabLayout(itemWidths: Array(repeating: 50, count: 5), viewportWidth: 200)
        let placement = PagingState.idle(index: 1).centeredPlacement(in: five, stripOffset: 150)
        XCTAssertEqual(placement, StripPlacement(offset: 225, indicator: StripFrame(x: 300, width: 50)))
        // Item 4 at offset 150: cell 4 (x 200) centres at 125, below the band,
        // so strip and indicator both move one period on.
        let moved = PagingState.idle(index: 4).centeredPlacement(in: five, stripOffset: 150)
        XCTAssertEqual(moved, StripPlacement(offset: 375, indicator: StripFrame(x: 450, width: 50)))
        let empty = PagingState.idle(index: 0).centeredPlacement(in: LoopingTabLayout(itemWidths: [], viewportWidth: 100), stripOffset: 50)
        XCTAssertEqual(empty, StripPlacement(offset: 0, indicator: StripFrame(x: 0, width: 0)))
    }

    /// For every count 1...12, every source, every target and every direction
    /// preference, the indicator moves monotonically the chosen way from the
    /// source tab to the target tab, whether the strip stays still or follows
    /// it (recentring by whole periods on the way); it ends on the target.
    func testEveryTransitionMovesTheIndicatorMonotonicallyFromSourceToTarget() {
        let law = LawChecker()
        var rng = SeededRandom(seed: 99)
        law.withEvery("n", in: 1...12) { n in
            let widths = (0..<n).map { _ in rng.pixelWidth(in: 30...140) }
            let strip = LoopingTabLayout(itemWidths: widths, spacing: 8, viewportWidth: rng.pixelWidth(in: 150...900))
            let cycle = Cycle(count: n)
            law.withEvery("from", in: 0..<n) { from in
                law.withEvery("to", in: 0..<n) { to in
                    law.withEvery("preference", in: [DirectionPreference.shortest, .always(.forward), .always(.reverse)]) { preference in
                        let steps = preference.steps(from: from, to: to, in: cycle)
                        guard steps != 0 else { return }
                        checkTransition(strip: strip, from: from, to: to, steps: steps, follows: false, law: law)
                        checkTransition(strip: strip, from: from, to: to, steps: steps, follows: true, law: law)
                    }
                }
            }
        }
        law.finish()
    }

    private func checkTransition(strip: LoopingTabLayout, from: Int, to: Int, steps: Int, follows: Bool, law: LawChecker) {
        var stripOffset = strip.offset(centering: from, near: strip.bandStart)
        let sourceCell = strip.nearestCell(ofItem: from, toOffset: stripOffset)
        let expectedTravel = strip.frame(ofCell: sourceCell + steps).midX - strip.frame(ofCell: sourceCell).midX
        let p = strip.period
        var travelled: CGFloat = 0
        var previous: CGFloat?
        var last = StripFrame(x: 0, width: 0)
        for i in 0...64 {
            let state = PagingState.transitioning(PagingMove(from: from, to: to, steps: steps, progress: CGFloat(i) / 64))
            let frame: StripFrame
            if follows {
                let placement = state.centeredPlacement(in: strip, stripOffset: stripOffset)
                stripOffset = placement.offset
                frame = placement.indicator
                law.expect(abs(frame.midX - stripOffset - strip.viewportWidth / 2) < 1e-6, "indicator not centred")
                law.expect(stripOffset >= strip.bandStart && stripOffset < strip.bandStart + p, "strip offset outside the band")
            } else {
                frame = state.indicatorFrame(in: strip, stripOffset: stripOffset)
            }
            law.expect(frame.x.isFinite && frame.width.isFinite, "indicator not finite")
            if let prev = previous {
                // Undo whole-period jumps of a recentring strip.
                var d = frame.midX - prev
                d -= (d / p).rounded() * p
                law.expect(d * CGFloat(steps.signum()) >= -1e-9, "indicator swept back by \(d) at \(i)/64")
                travelled += d
            }
            previous = frame.midX
            last = frame
        }
        law.expect(abs(travelled - expectedTravel) < 1e-6, "travelled \(travelled), not \(expectedTravel)")
        law.expectEqual(strip.item(atContentX: last.midX), to, "indicator did not end on the target")
        law.expect(abs(last.width - strip.itemWidths[to]) < 1e-9, "indicator width at the end is not the target's")
    }
}
