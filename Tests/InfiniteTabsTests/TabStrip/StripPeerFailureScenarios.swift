import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// The peer failures of GUIDE.md for the looping tab strip (section 2,
/// facts 1-4, 6, 7, 15-18, 20, 22) replayed as named scenarios on the
/// simulated collection view: the real `TabStripDriver`, wired as
/// `InfiniteTabStripView` wires it, stepped frame by frame. Every frame goes
/// through `StripChecker` (the item under each screen x moves only with the
/// finger, the deceleration or an animation; offsets inside the content;
/// the indicator heads towards its target), and each scenario adds what its
/// name promises.
final class StripPeerFailureScenarios: XCTestCase {
    /// A strip with its checker and a log of the driver's commands.
    @MainActor private final class Scene {
        let rig: StripRig
        let checker: StripChecker
        var commands: [TabStripCommand] = []
        /// Recentres made while a finger dragged or the strip decelerated.
        var recentersWhileMoving = 0

        init(widths: [CGFloat], spacing: CGFloat = 10, viewport: CGFloat = 200, direction: LayoutDirection = .leftToRight,
             selected: Int = 0, fps: Double = 120) {
            rig = StripRig(widths: widths, spacing: spacing, viewportWidth: viewport, direction: direction,
                           selectedIndex: selected, framesPerSecond: fps)
            checker = StripChecker(rig: rig)
            let apply = rig.driver.onCommand
            rig.driver.onCommand = { [unowned self] command in
                self.commands.append(command)
                if case .recentered = command, self.rig.scrollView.isDragging || self.rig.scrollView.isDecelerating {
                    self.recentersWhileMoving += 1
                }
                apply?(command)
            }
        }

        var recenters: [CGFloat] {
            commands.compactMap { if case .recentered(let dx) = $0 { return dx } else { return nil } }
        }

        func frame() { rig.frame(); checker.checkFrame(rig.lastEvent) }

        func rest() {
            rig.runUntilRest { self.checker.checkFrame(self.rig.lastEvent) }
            XCTAssertTrue(rig.isAtRest, "the strip comes to rest")
            checker.checkAtRest()
        }

        func fling(_ dx: CGFloat, frames: Int, velocity: CGFloat) {
            rig.touchDown()
            for _ in 0..<frames { rig.moveFinger(by: dx); frame() }
            rig.lift(velocity: velocity)
            checker.checkFrame()
        }

        private var lastIndicatorScreenX: CGFloat = 0
        private var lastOffset: CGFloat = 0

        /// Starts measuring the indicator's moves from the frame on screen.
        func trackIndicator() {
            lastIndicatorScreenX = rig.drawnIndicator.midX
            lastOffset = rig.scrollView.contentOffsetX
        }

        /// How far the indicator moved along the content (visual points,
        /// positive to the right) since the last call: its move on screen
        /// plus the content's visible move (the offset change less
        /// recentring; a plain set by whole periods shows nothing, the
        /// copies being alike). Call before the checker's check (which
        /// starts a new tally of recentring).
        func indicatorMove() -> CGFloat {
            let sv = rig.scrollView
            var d = sv.contentOffsetX - lastOffset - sv.recenteredSinceMark
            let p = rig.driver.strip.period
            if sv.plainSetsSinceMark > 0 && p > 0 { d -= (d / p).rounded() * p }
            let move = rig.drawnIndicator.midX - lastIndicatorScreenX + d
            trackIndicator()
            return move
        }

        /// The items of the cells on screen, with their cells.
        var visibleCells: [CellRecord] { rig.record().strip?.cells ?? [] }

        func assertClean(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.joined(separator: "\n"), file: file, line: line)
            XCTAssertGreaterThan(checker.frames, 0, file: file, line: line)
        }
    }

    // MARK: - Fact 1: whole periods, never a fixed reset

    /// TabPageViewController resets `contentOffset.x = pageTabItemsWidth`,
    /// throwing the overshoot away. Dragging across the band here, every
    /// recentre is a whole number of periods, the offset keeps the finger's
    /// overshoot, and the indicator on screen moves exactly with the finger
    /// on that frame (it is shifted with the content).
    func testRecenterKeepsTheOvershootNoFixedReset() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let s = Scene(widths: [50, 100, 70], direction: direction)
            let period = s.rig.driver.strip.period
            s.rig.touchDown()
            var recenterFrames = 0
            for step in 0..<160 {
                let before = s.rig.scrollView.contentOffsetX
                let indicatorBefore = s.rig.drawnIndicator.midX
                let move: CGFloat = step % 2 == 0 ? 7.25 : 6.5
                s.rig.moveFinger(by: move)
                s.rig.frame()
                let recentered = s.rig.scrollView.recenteredSinceMark
                if recentered != 0 {
                    recenterFrames += 1
                    XCTAssertEqual((recentered / period).rounded() * period, recentered, accuracy: 1e-9, "\(direction): whole periods")
                    XCTAssertEqual(s.rig.scrollView.contentOffsetX, before + move + recentered, accuracy: 1e-9, "\(direction): the overshoot is kept")
                    let w = s.rig.scrollView.boundsWidth
                    if (0...w).contains(indicatorBefore) && (0...w).contains(s.rig.drawnIndicator.midX) {
                        XCTAssertEqual(s.rig.drawnIndicator.midX, indicatorBefore - move, accuracy: 1e-9, "\(direction): the indicator rides with the content")
                    }
                }
                s.checker.checkFrame("\(direction) step \(step)")
            }
            s.rig.lift(velocity: 0)
            s.rest()
            XCTAssertGreaterThanOrEqual(recenterFrames, 2, "\(direction): the drag crossed the band")
            s.assertClean()
        }
    } }

    // MARK: - Fact 2: recentre while moving

    /// Fast repeated flings, each caught by the next finger, never reach the
    /// real edge of the content: the strip recentres on every scroll, while
    /// the finger drags and while it decelerates.
    func testFastRepeatedFlingsNeverReachTheRealEdge() { onMain {
        let s = Scene(widths: [64, 80, 72, 90], viewport: 390, fps: 60)
        for sign: CGFloat in [1, -1] {
            for _ in 0..<10 {
                s.fling(sign * 30, frames: 3, velocity: sign * 9_000)
                for _ in 0..<8 { s.frame() }
            }
            s.rest()
        }
        XCTAssertEqual(s.rig.scrollView.physics.edgeHits, 0, "a motion met the real edge")
        XCTAssertGreaterThan(s.recentersWhileMoving, 4, "recentred while moving")
        s.assertClean()
    } }

    // MARK: - Fact 3: re-entrant didScroll

    /// Assigning the offset re-enters `scrollViewDidScroll` at once (the
    /// simulated collection view does). Each recentring frame holds exactly
    /// one recentre and one nested `didScroll`, which the driver ignores.
    func testReentrantDidScrollDuringARecenterIsIgnored() { onMain {
        let s = Scene(widths: [50, 100, 70])
        s.rig.touchDown()
        var recenteringFrames = 0
        for _ in 0..<120 {
            let reentries = s.rig.scrollView.physics.reentrantScrolls
            let made = s.recenters.count
            s.rig.moveFinger(by: -9.5)
            s.rig.frame()
            let nested = s.rig.scrollView.physics.reentrantScrolls - reentries
            if s.recenters.count > made {
                recenteringFrames += 1
                XCTAssertEqual(s.recenters.count - made, 1, "one recentre a frame")
                XCTAssertEqual(nested, 1, "the recentre re-entered didScroll once")
            } else {
                XCTAssertEqual(nested, 0)
            }
            s.checker.checkFrame()
        }
        s.rig.lift(velocity: 0)
        s.rest()
        XCTAssertGreaterThan(recenteringFrames, 1)
        s.assertClean()
    } }

    // MARK: - Fact 4: the period from the layout, pixel-aligned

    /// The period is one copy's width from the layout (pixel-aligned
    /// widths plus a spacing each), not `floor(contentSize / 3)`, and it is
    /// taken again after a rotation and after new tabs: every recentre
    /// shifts by exactly the layout's current period.
    func testPeriodComesFromTheLayoutPixelAlignedAfterEveryResizeAndReload() { onMain {
        let s = Scene(widths: [50.3, 99.7, 70.2], spacing: 10, viewport: 200)
        let steps: [(widths: [CGFloat]?, viewport: CGFloat?)] = [(nil, nil), (nil, 320), ([44.1, 61.9, 58.25, 90.6], nil), (nil, 375)]
        for (i, step) in steps.enumerated() {
            s.checker.jumpAllowed = true
            s.rig.reload(widths: step.widths, viewportWidth: step.viewport)
            s.checker.checkFrame("layout \(i)")
            let strip = s.rig.driver.strip
            let aligned = s.rig.widths.map { ($0 * 2).rounded(.up) / 2 }
            XCTAssertEqual(strip.itemWidths, aligned, "layout \(i): pixel-aligned at 2x")
            XCTAssertEqual(strip.period, aligned.reduce(0, +) + 10 * CGFloat(aligned.count), "layout \(i)")
            XCTAssertEqual(s.rig.scrollView.contentWidth, strip.scrollableWidth, "layout \(i)")
            let first = s.recenters.count
            s.fling(-11, frames: Int((strip.period * 1.6 / 11).rounded(.up)), velocity: 0)
            s.rest()
            let shifts = s.recenters[first...]
            XCTAssertFalse(shifts.isEmpty, "layout \(i): crossed the band")
            for dx in shifts { XCTAssertEqual(abs(dx), strip.period, "layout \(i): the layout's period") }
        }
        s.assertClean()
    } }

    // MARK: - Fact 6: no bounce at the edges

    /// Random drags, slow releases and flings both ways at 60 and 120 Hz:
    /// no motion meets the edge of the content and the bounds stay inside it.
    func testNoBounceEverShowsAtTheEdges() { onMain {
        for fps in [60.0, 120.0] {
            let s = Scene(widths: [70, 55, 120], spacing: 12, viewport: 390, fps: fps)
            var rng = SeededRandom(seed: 0x5B0)
            for step in 0..<20 {
                let sign: CGFloat = step % 4 < 2 ? 1 : -1
                s.rig.touchDown()
                for _ in 0..<rng.int(in: 4...30) { s.rig.moveFinger(by: sign * rng.cgFloat(in: 2...35)); s.frame() }
                s.rig.lift(velocity: rng.chance(0.3) ? 0 : sign * rng.cgFloat(in: 500...9_000))
                s.checker.checkFrame()
                for _ in 0..<rng.int(in: 0...40) { s.frame() }
            }
            s.rest()
            XCTAssertEqual(s.rig.scrollView.physics.edgeHits, 0, "\(fps) Hz")
            s.assertClean()
        }
    } }

    // MARK: - Fact 7: copies narrower than the screen

    /// Three short tabs on an iPad: one copy (170 pt) is far narrower than
    /// the screen, so three copies would not cover it. On every frame of
    /// drags and flings both ways, in both layout directions and both iPad
    /// widths, every point across the strip lies on content: a tab, or a
    /// gap no wider than the spacing between two tabs. Never an empty gap.
    func testThreeShortTabsOnAnIPadNeverShowAGap() { onMain {
        for (viewport, direction) in [(CGFloat(1024), LayoutDirection.leftToRight), (1366, .rightToLeft)] {
            let s = Scene(widths: [44, 60, 42], spacing: 8, viewport: viewport, direction: direction)
            XCTAssertTrue(s.rig.driver.strip.isLooping)
            @MainActor func noGap(_ context: String) {
                let strip = s.rig.driver.strip
                var x: CGFloat = 0.5
                while x < viewport {
                    let lx = s.rig.layoutX(atScreenX: x)
                    XCTAssertTrue(lx >= 0 && lx < strip.contentWidth, "\(context): screen x \(x) beyond the content")
                    if s.rig.cell(atScreenX: x) == nil {
                        XCTAssertTrue(s.rig.cell(atScreenX: x - 8.01) != nil || s.rig.cell(atScreenX: x + 8.01) != nil,
                                      "\(context): an empty gap at \(x)")
                    }
                    x += 11
                }
            }
            noGap("\(viewport) at start")
            for step in 0..<6 {
                let sign: CGFloat = step % 2 == 0 ? 1 : -1
                s.rig.touchDown()
                for _ in 0..<25 { s.rig.moveFinger(by: sign * 14); s.frame(); noGap("\(viewport) drag \(step)") }
                s.rig.lift(velocity: sign * 7_000)
                s.checker.checkFrame()
                s.rig.runUntilRest { s.checker.checkFrame(); noGap("\(viewport) fling \(step)") }
            }
            s.assertClean()
        }
    } }

    // MARK: - Fact 15: cell % n everywhere

    /// The item of a cell is `cell % n` everywhere: what each copy on screen
    /// shows, which copies look selected, and what a tap on any copy
    /// selects and reports. The collection view's own selection (one index
    /// path among the copies) plays no part.
    func testEveryCopyShowsAndSelectsItsCellModN() { onMain {
        let s = Scene(widths: [40, 52, 36], spacing: 8, viewport: 390)
        let n = 3
        @MainActor func copiesAgree(_ context: String) {
            for cell in s.visibleCells {
                let content = s.rig.driver.content(ofCell: cell.cell, availableItems: n)
                XCTAssertEqual(content?.item, cell.cell % n, context)
                XCTAssertEqual(cell.item, cell.cell % n, context)
                XCTAssertEqual(content?.isSelected, cell.cell % n == s.rig.driver.selectedIndex, "\(context): every copy of the selected tab looks selected")
            }
        }
        var expectedTaps: [Int] = []
        var expectedReports: [Int] = []
        for pick in [0, 7, 2, 5, 3] {
            copiesAgree("before tap \(pick)")
            let onScreen = s.visibleCells.filter { $0.span.x >= 0 && $0.span.maxX <= 390 }
            let target = onScreen[pick % onScreen.count]
            let screenX = CGFloat(target.span.x + target.span.width / 2)
            guard let cell = s.rig.cell(atScreenX: screenX) else { XCTFail("no cell at \(screenX)"); continue }
            XCTAssertEqual(cell, target.cell)
            expectedTaps.append(cell % n)
            if cell % n != s.rig.driver.selectedIndex { expectedReports.append(cell % n) } // a tap on the selected tab only centres it
            s.rig.tap(atScreenX: screenX)
            s.checker.checkFrame("tap at \(screenX)")
            XCTAssertEqual(s.rig.driver.selectedIndex, cell % n, "the tapped copy's item")
            s.rig.runUntilRest { s.checker.checkFrame("tap at \(screenX)"); copiesAgree("after tap at \(screenX)") }
            s.checker.checkAtRest("tap at \(screenX)")
        }
        s.fling(12, frames: 30, velocity: 4_000)
        s.rig.runUntilRest { s.checker.checkFrame(); copiesAgree("fling") }
        XCTAssertEqual(expectedTaps.count, 5, "every tap hit a cell")
        XCTAssertEqual(s.rig.reportedTaps.map(\.index), expectedReports, "each tap reports its cell's item")
        s.assertClean()
    } }

    // MARK: - Fact 16: self-sizing widths do not move under the finger

    /// One width per item, not per cell: every copy of a tab is as wide as
    /// the tab, and layout passes during a drag (the same view, the same
    /// text size) lay nothing out again, so the content size and what is
    /// under the finger never change. A new text size does measure again.
    func testSelfSizedWidthsDoNotMoveUnderTheFinger() { onMain {
        let s = Scene(widths: [61.3, 88.9, 47.5, 102.2], spacing: 6, viewport: 375)
        let metrics = ViewMetrics(width: 375, height: 44, textSize: "large")
        _ = s.rig.driver.viewChanged(metrics)
        let content = s.rig.scrollView.contentWidth
        let strip = s.rig.driver.strip
        s.rig.touchDown()
        for step in 0..<80 {
            s.rig.moveFinger(by: step % 3 == 0 ? -4.5 : 9.25)
            XCTAssertEqual(s.rig.driver.viewChanged(metrics), ViewRefresh.none, "a layout pass mid-drag lays nothing out again")
            s.frame()
            XCTAssertEqual(s.rig.scrollView.contentWidth, content, "step \(step): content size moved under the finger")
            XCTAssertEqual(s.rig.driver.strip, strip)
            for cell in s.visibleCells {
                XCTAssertEqual(cell.span.width, Double(strip.itemWidths[cell.cell % 4]), "one width per item, every copy")
            }
        }
        s.rig.lift(velocity: 0)
        s.rest()
        var bigger = metrics
        bigger.textSize = "extraExtraLarge"
        XCTAssertNotEqual(s.rig.driver.viewChanged(bigger), ViewRefresh.none, "a new text size measures again")
        s.assertClean()
    } }

    // MARK: - Fact 17: the indicator crosses the seam forward

    /// Tabman #537: swiping from the last page to the first, the indicator
    /// swept back across the whole strip to the first tab. Following a
    /// paging scroll view from the last page to the next (the first item),
    /// the indicator only moves forward, frame by frame, and rests under the
    /// copy of the first tab just after the last one. Both directions.
    func testIndicatorCrossingTheSeamKeepsItsDirection() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let n = 5
            let s = Scene(widths: [60, 84, 70, 96, 58], spacing: 8, viewport: 320, direction: direction, selected: n - 1)
            let content = s.rig.followContent(pageWidth: 320, pageCount: 2 * n)
            let sign: CGFloat = direction == .leftToRight ? 1 : -1
            let startCell = s.rig.driver.anchorCell
            s.trackIndicator()
            var travelled: CGFloat = 0
            content.touchDown()
            for _ in 0..<40 {
                content.moveFinger(by: sign * 6)
                s.rig.frame()
                let moved = s.indicatorMove() * sign
                travelled += moved
                XCTAssertGreaterThanOrEqual(moved, -1e-9, "\(direction): the indicator went back \(moved)")
                s.checker.checkFrame("\(direction)")
            }
            content.lift(velocity: sign * 1_500)
            s.checker.checkFrame()
            s.trackIndicator()
            while !s.rig.isAtRest {
                s.rig.frame()
                let moved = s.indicatorMove() * sign
                travelled += moved
                XCTAssertGreaterThanOrEqual(moved, -1e-9, "\(direction): went back while settling")
                s.checker.checkFrame("\(direction)")
            }
            // From the last tab's centre to the centre of the first tab of the
            // next copy: half of each and the spacing between them.
            XCTAssertEqual(travelled, 58 / 2 + 8 + 60 / 2, accuracy: 1e-6, "\(direction): one short step forward in all")
            s.checker.checkAtRest()
            XCTAssertEqual(s.rig.driver.selectedIndex, 0, "\(direction): on the first tab")
            XCTAssertEqual(s.rig.driver.strip.item(atCell: s.rig.driver.anchorCell), 0)
            let copiesMoved = s.rig.driver.anchorCell - startCell
            XCTAssertEqual(Cycle(count: n).wrap(copiesMoved), 1, "\(direction): the copy just after the last tab")
            s.assertClean()
        }
    } }

    // MARK: - Fact 18: right to left

    /// Right to left the copies are mirrored: the next tab lies on the left,
    /// a tap on it reports `.forward`, and the indicator slides left on
    /// screen, frame by frame, to rest under it.
    func testRightToLeftMirrorsTheTabsAndATapOnTheLeftGoesForward() { onMain {
        let s = Scene(widths: [80, 80, 80, 80], spacing: 0, viewport: 320, direction: .rightToLeft, selected: 1)
        let center = s.rig.cell(atScreenX: 160).map { $0 % 4 }
        XCTAssertEqual(center, 1)
        XCTAssertEqual(s.rig.cell(atScreenX: 90).map { $0 % 4 }, 2, "the next tab on the left")
        XCTAssertEqual(s.rig.cell(atScreenX: 250).map { $0 % 4 }, 0, "the previous tab on the right")
        s.trackIndicator()
        s.rig.tap(atScreenX: 90)
        var travelled = s.indicatorMove()
        s.checker.checkFrame()
        XCTAssertEqual(s.rig.reportedTaps.map(\.index), [2])
        XCTAssertEqual(s.rig.reportedTaps.map(\.direction), [.forward])
        s.rig.runUntilRest {
            let moved = s.indicatorMove()
            travelled += moved
            XCTAssertLessThanOrEqual(moved, 1e-9, "slides left along the tabs")
            s.checker.checkFrame()
        }
        s.checker.checkAtRest()
        XCTAssertEqual(travelled, -80, accuracy: 1e-6, "one tab to the left")
        XCTAssertEqual(s.rig.drawnIndicator.midX, 160, accuracy: 1e-6, "centred under the tab")
        s.assertClean()
    } }

    // MARK: - Fact 20: VoiceOver sees n tabs, never the copies

    /// The strip is one container of exactly n elements (the UIKit view
    /// returns `itemCount` and builds each from the driver): each element's
    /// frame is one copy of its own tab, the copy on screen, so VoiceOver
    /// never meets a copy; only the selected tab reads as selected; moving
    /// the focus to a tab off screen brings it wholly into view without
    /// changing the selection.
    func testVoiceOverSeesExactlyNTabsAndFocusBringsEachIntoView() { onMain {
        let widths: [CGFloat] = [90, 120, 75, 110, 95, 130, 85]
        let s = Scene(widths: widths, spacing: 8, viewport: 320, selected: 2)
        let n = widths.count
        for (step, item) in ([3, 6, 0, 5, 1, 4, 2, 6, 0] as [Int]).enumerated() {
            s.checker.jumpAllowed = true
            s.rig.voiceOverFocus(item: item)
            s.checker.checkFrame("focus \(item)")
            s.rest()
            let frame = s.rig.driver.accessibilityFrame(ofItem: item)
            XCTAssertGreaterThanOrEqual(frame.minX, -1e-9, "step \(step): tab \(item) wholly on screen")
            XCTAssertLessThanOrEqual(frame.maxX, 320 + 1e-9, "step \(step): tab \(item) wholly on screen")
            XCTAssertEqual(s.rig.cell(atScreenX: frame.midX).map { $0 % n }, item, "step \(step): the element covers its own tab")
            XCTAssertEqual(s.rig.driver.selectedIndex, 2, "focus does not select")
            for i in 0..<n {
                XCTAssertEqual(s.rig.driver.content(ofItem: i, availableItems: n)?.isSelected, i == 2)
            }
            XCTAssertNil(s.rig.driver.content(ofItem: n, availableItems: n), "no element past the n tabs")
        }
        s.assertClean()
    } }

    // MARK: - Fact 22: per-frame work bounded, views reused

    /// A million tabs: on every frame of long drags and flings the cells on
    /// screen (the views a collection view keeps) number no more than the
    /// viewport holds, and the driver's recentring never lays the strip out
    /// again mid-motion.
    func testAMillionTabsShowOnlyTheCellsTheViewportHolds() { onMain {
        let n = 1_000_000
        let s = Scene(widths: Array(repeating: 61.5, count: n), spacing: 8, viewport: 390, selected: n - 2)
        let layouts = s.commands.count
        let most = Int((390 / 69.5).rounded(.up)) + 1
        for sign: CGFloat in [1, -1, 1] {
            s.rig.touchDown()
            for _ in 0..<30 {
                s.rig.moveFinger(by: sign * 20)
                s.frame()
                XCTAssertLessThanOrEqual(s.visibleCells.count, most)
            }
            s.rig.lift(velocity: sign * 8_000)
            s.checker.checkFrame()
            for _ in 0..<60 { s.frame(); XCTAssertLessThanOrEqual(s.visibleCells.count, most) }
        }
        XCTAssertFalse(s.commands[layouts...].contains { if case .reloadLayout = $0 { return true } else { return false } },
                       "no layout mid-motion")
        s.assertClean()
    } }
}
