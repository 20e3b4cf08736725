#if os(Linux)
import XCTest
@_spi(Core) import InfiniteTabs
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit

/// The peer failures of GUIDE.md for the looping tab strip (section 2,
/// facts 1-4, 6, 7, 15-18, 20, 22) replayed as named scenarios on the real
/// `InfiniteTabStripView` through the UIKit model, frame by frame. Every
/// frame goes through `StripChecker` (the item under each screen x moves
/// only with the finger, the deceleration or an animation; offsets inside
/// the content; the indicator heads towards its target), and each scenario
/// adds what its name promises.
final class StripPeerFailureScenarios: XCTestCase {
    /// A strip with its checker and a log of its collection view's offsets
    /// (key-value observation, as an app would watch it).
    @MainActor private final class Scene {
        let screen: StripScreen
        let checker: StripChecker
        /// Recentres seen (offset changes of at least half a period in one
        /// report), with whether a finger or a fling moved the strip.
        private(set) var recentres: [(dx: CGFloat, whileMoving: Bool)] = []
        private var observation: NSKeyValueObservation?
        private var lastOffset: CGFloat

        init(widths: [CGFloat], spacing: CGFloat = 10, viewport: CGFloat = 200, rightToLeft: Bool = false,
             selected: Int = 0, fps: Double = 120) {
            screen = StripScreen(widths: widths, viewportWidth: viewport, spacing: spacing, rightToLeft: rightToLeft,
                                 selectedIndex: selected, frameRate: fps)
            checker = StripChecker(screen: screen)
            let cv = screen.strip.collectionView
            lastOffset = cv.contentOffset.x
            observation = cv.observe(\.contentOffset, options: [.new]) { [weak self] scrollView, _ in
                MainActor.assumeIsolated { self?.offsetChanged(scrollView) }
            }
        }

        private func offsetChanged(_ scrollView: UIScrollView) {
            let x = scrollView.contentOffset.x
            let p = period
            defer { lastOffset = x }
            guard p > 0, abs(x - lastOffset) >= p / 2 else { return }
            recentres.append(((x - lastOffset) / p).rounded() * p == 0 ? (0, false)
                : (((x - lastOffset) / p).rounded() * p, scrollView.isDragging || scrollView.isDecelerating))
        }

        var period: CGFloat { screen.strip.driver.strip.period }
        var cv: UICollectionView { screen.strip.collectionView }
        var picture: StripPicture { StripPicture(screen) }

        func frame() { screen.frame(); checker.checkFrame(screen.lastEvent) }

        func rest(file: StaticString = #filePath, line: UInt = #line) {
            screen.runUntilRest { self.checker.checkFrame(self.screen.lastEvent) }
            XCTAssertTrue(screen.isAtRest, "the strip comes to rest", file: file, line: line)
            checker.checkAtRest()
        }

        /// A finger down, past the pan's slop, `frames` moves of `dx`, lifted
        /// (flinging at the speed of the last moves).
        func fling(_ dx: CGFloat, frames: Int) {
            screen.touchStrip()
            checker.checkFrame()
            screen.moveFinger(by: dx < 0 ? -11 : 11)
            checker.checkFrame()
            for _ in 0..<frames { screen.moveFinger(by: dx); checker.checkFrame() }
            screen.lift()
            checker.checkFrame()
        }

        private var lastIndicatorScreenX: CGFloat = 0
        private var trackedOffset: CGFloat = 0

        /// Starts measuring the indicator's moves from the frame on screen.
        func trackIndicator() {
            lastIndicatorScreenX = picture.indicatorOnScreen.midX
            trackedOffset = cv.contentOffset.x
        }

        /// How far the indicator moved along the content since the last
        /// call (visual points, + to the right): its move on screen plus the
        /// content's visible move (less whole periods).
        func indicatorMove() -> CGFloat {
            var d = cv.contentOffset.x - trackedOffset
            if period > 0 { d -= (d / period).rounded() * period }
            let move = picture.indicatorOnScreen.midX - lastIndicatorScreenX + d
            trackIndicator()
            return move
        }

        func assertClean(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.joined(separator: "\n"), file: file, line: line)
            XCTAssertGreaterThan(checker.frames, 0, file: file, line: line)
            XCTAssertEqual(screen.device.violations, [], file: file, line: line)
        }
    }

    // MARK: - Fact 1: whole periods, never a fixed reset

    /// TabPageViewController resets `contentOffset.x = pageTabItemsWidth`,
    /// throwing the overshoot away. Dragging across the band here, every
    /// recentre is a whole number of periods, the offset keeps the finger's
    /// overshoot, and the indicator on screen moves exactly with the finger
    /// on that frame (it is shifted with the content).
    func testRecentreKeepsTheOvershootNoFixedReset() { onMain {
        for rtl in [false, true] {
            let s = Scene(widths: [50, 100, 70], rightToLeft: rtl)
            let period = s.period
            s.screen.touchStrip()
            s.screen.moveFinger(by: 11)
            s.checker.checkFrame()
            var recentreFrames = 0
            for step in 0..<160 {
                let before = s.cv.contentOffset.x
                let indicatorBefore = s.picture.indicatorOnScreen.midX
                let move: CGFloat = step % 2 == 0 ? 7.25 : 6.5
                s.screen.moveFinger(by: move)
                let after = s.cv.contentOffset.x
                let periods = ((after - before - move) / period).rounded()
                XCTAssertEqual(after, before + move + periods * period, accuracy: 1e-9, "rtl \(rtl): whole periods, the overshoot kept")
                if periods != 0 {
                    recentreFrames += 1
                    let indicatorNow = s.picture.indicatorOnScreen.midX
                    if (0...200).contains(indicatorBefore) && (0...200).contains(indicatorNow) {
                        XCTAssertEqual(indicatorNow, indicatorBefore - move, accuracy: 1e-9, "rtl \(rtl): the indicator rides with the content")
                    }
                }
                s.checker.checkFrame("rtl \(rtl) step \(step)")
            }
            s.screen.lift()
            s.rest()
            XCTAssertGreaterThanOrEqual(recentreFrames, 2, "rtl \(rtl): the drag crossed the band")
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
                s.fling(sign * 150, frames: 3)
                for _ in 0..<8 { s.frame() }
            }
            s.rest()
        }
        XCTAssertGreaterThan(s.recentres.filter(\.whileMoving).count, 4, "recentred while moving")
        XCTAssertEqual(s.cv.edgeHits, 0)
        s.assertClean()
    } }

    // MARK: - Fact 3: re-entrant didScroll

    /// Assigning the offset re-enters `scrollViewDidScroll` at once (the
    /// model's collection view does). Each recentring frame holds exactly
    /// one recentre and one nested `didScroll`, which the driver ignores.
    func testReentrantDidScrollDuringARecentreIsIgnored() { onMain {
        let s = Scene(widths: [50, 100, 70])
        s.screen.touchStrip()
        s.screen.moveFinger(by: -11)
        var recentringFrames = 0
        for _ in 0..<120 {
            let reentries = s.cv.reentrantDidScrollCount
            let made = s.recentres.count
            s.screen.moveFinger(by: -9.5)
            let nested = s.cv.reentrantDidScrollCount - reentries
            if s.recentres.count > made {
                recentringFrames += 1
                XCTAssertEqual(s.recentres.count - made, 1, "one recentre a frame")
                XCTAssertEqual(nested, 1, "the recentre re-entered didScroll once")
            } else {
                XCTAssertEqual(nested, 0)
            }
            s.checker.checkFrame()
        }
        s.screen.lift()
        s.rest()
        XCTAssertGreaterThan(recentringFrames, 1)
        s.assertClean()
    } }

    // MARK: - Fact 4: the period from the layout, pixel-aligned

    /// The period is one copy's width from the layout (pixel-aligned
    /// widths plus a spacing each), not `floor(contentSize / 3)`, and it is
    /// taken again after a rotation and after new tabs: every recentre
    /// shifts by exactly the layout's current period.
    func testPeriodComesFromTheLayoutPixelAlignedAfterEveryResizeAndReload() { onMain {
        let s = Scene(widths: [50.3, 99.7, 70.2], spacing: 10, viewport: 200)
        var widths: [CGFloat] = [50.3, 99.7, 70.2]
        let steps: [(widths: [CGFloat]?, viewport: CGFloat?)] = [(nil, nil), (nil, 320), ([44.1, 61.9, 58.25, 90.6], nil), (nil, 375)]
        for (i, step) in steps.enumerated() {
            s.checker.jumpAllowed = true
            if let w = step.widths { widths = w; s.screen.setWidths(w) }
            if let v = step.viewport { s.screen.resize(viewportWidth: v) }
            s.checker.checkFrame("layout \(i)")
            let strip = s.screen.strip.driver.strip
            let scale = s.screen.strip.window?.screen.scale ?? 1
            let aligned = widths.map { ($0 * scale).rounded(.up) / scale }
            XCTAssertEqual(strip.itemWidths, aligned, "layout \(i): pixel-aligned at the screen's scale")
            XCTAssertEqual(strip.period, aligned.reduce(0, +) + 10 * CGFloat(aligned.count), accuracy: 1e-9, "layout \(i)")
            XCTAssertEqual(s.cv.contentSize.width, strip.scrollableWidth, "layout \(i)")
            let cells = s.picture.cells.filter { $0.item != nil }
            for c in cells { XCTAssertEqual(c.maxX - c.minX, aligned[c.item!], accuracy: 1e-9, "layout \(i): the cell on screen is as wide") }
            let first = s.recentres.count
            s.fling(-11, frames: Int((strip.period * 1.6 / 11).rounded(.up)))
            s.rest()
            let shifts = s.recentres[first...]
            XCTAssertFalse(shifts.isEmpty, "layout \(i): crossed the band")
            for r in shifts { XCTAssertEqual(abs(r.dx), strip.period, accuracy: 1e-9, "layout \(i): the layout's period") }
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
                s.screen.touchStrip()
                s.screen.moveFinger(by: sign * 11)
                for _ in 0..<rng.int(in: 4...30) { s.screen.moveFinger(by: sign * rng.cgFloat(in: 2...35)); s.checker.checkFrame() }
                if rng.chance(0.3) { for _ in 0..<4 { s.screen.moveFinger(by: 0); s.checker.checkFrame() } }
                s.screen.lift()
                s.checker.checkFrame()
                for _ in 0..<rng.int(in: 0...40) { s.frame() }
            }
            s.rest()
            XCTAssertEqual(s.cv.edgeHits, 0, "\(fps) Hz")
            s.assertClean()
        }
    } }

    // MARK: - Fact 7: copies narrower than the screen

    /// Three short tabs on an iPad: one copy (170 pt) is far narrower than
    /// the screen, so three copies would not cover it. On every frame of
    /// drags and flings both ways, in both layout directions and both iPad
    /// widths, every point across the strip lies on a cell on screen, or in
    /// a gap no wider than the spacing between two tabs. Never an empty gap.
    func testThreeShortTabsOnAnIPadNeverShowAGap() { onMain {
        for (viewport, rtl) in [(CGFloat(1024), false), (1366, true)] {
            let s = Scene(widths: [44, 60, 42], spacing: 8, viewport: viewport, rightToLeft: rtl)
            XCTAssertTrue(s.screen.strip.driver.strip.isLooping)
            @MainActor func noGap(_ context: String) {
                let picture = s.picture
                var x: CGFloat = 0.5
                while x < viewport {
                    if picture.cell(atScreenX: x) == nil {
                        XCTAssertTrue(picture.cell(atScreenX: x - 8.01) != nil || picture.cell(atScreenX: x + 8.01) != nil,
                                      "\(context): an empty gap at \(x)")
                    }
                    x += 11
                }
            }
            noGap("\(viewport) at start")
            for step in 0..<4 {
                let sign: CGFloat = step % 2 == 0 ? 1 : -1
                s.screen.touchStrip()
                s.screen.moveFinger(by: sign * 11)
                for _ in 0..<25 { s.screen.moveFinger(by: sign * 14); s.checker.checkFrame(); noGap("\(viewport) drag \(step)") }
                for _ in 0..<3 { s.screen.moveFinger(by: sign * 30); s.checker.checkFrame() }
                s.screen.lift()
                s.checker.checkFrame()
                var frame = 0
                s.screen.runUntilRest {
                    s.checker.checkFrame()
                    frame += 1
                    if frame % 4 == 0 { noGap("\(viewport) fling \(step)") }
                }
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
            for cell in s.picture.cells {
                XCTAssertEqual(cell.item, cell.cell % n, context)
                let selected = cell.cell % n == s.screen.strip.selectedIndex
                XCTAssertEqual(cell.label?.textColor, selected ? .systemBlue : .secondaryLabel,
                               "\(context): every copy of the selected tab looks selected, no other")
            }
        }
        var expectedTaps: [Int] = []
        var expectedReports: [Int] = []
        for pick in [0, 7, 2, 5, 3] {
            copiesAgree("before tap \(pick)")
            let onScreen = s.picture.cells.filter { $0.minX >= 0 && $0.maxX <= 390 }
            let target = onScreen[pick % onScreen.count]
            let screenX = (target.minX + target.maxX) / 2
            expectedTaps.append(target.cell % n)
            if target.cell % n != s.screen.strip.selectedIndex { expectedReports.append(target.cell % n) }
            s.screen.tap(atScreenX: screenX)
            s.checker.checkFrame("tap at \(screenX)")
            XCTAssertEqual(s.screen.strip.selectedIndex, target.cell % n, "the tapped copy's item")
            s.screen.runUntilRest { s.checker.checkFrame("tap at \(screenX)"); copiesAgree("after tap at \(screenX)") }
            s.checker.checkAtRest("tap at \(screenX)")
        }
        s.fling(12, frames: 30)
        s.screen.runUntilRest { s.checker.checkFrame(); copiesAgree("fling") }
        XCTAssertEqual(expectedTaps.count, 5, "every tap hit a cell")
        XCTAssertEqual(s.screen.taps.map(\.index), expectedReports, "each tap reports its cell's item")
        XCTAssertEqual(s.screen.selections, expectedReports, "and onSelect hears of each")
        s.assertClean()
    } }

    // MARK: - Fact 16: self-sizing widths do not move under the finger

    /// One width per item, not per cell: every copy of a self-sized tab
    /// (the built-in cell, measured from its title) is as wide as the tab,
    /// and the layout passes of a drag measure and lay out nothing again, so
    /// the content size and what is under the finger never change. A new
    /// text size does measure again.
    func testSelfSizedWidthsDoNotMoveUnderTheFinger() { onMain {
        let screen = StripScreen(titles: ["T0 News", "T1 Weather", "T2 TV", "T3 Sport and leisure"], viewportWidth: 375,
                                 spacing: 6, frameRate: 120)
        let checker = StripChecker(screen: screen)
        let cv = screen.strip.collectionView
        let content = cv.contentSize.width
        let strip = screen.strip.driver.strip
        let widths = Set(strip.itemWidths)
        XCTAssertEqual(widths.count, 4, "four titles, four widths")
        let work = UIKitModel.counters
        screen.touchStrip()
        screen.moveFinger(by: 11)
        for step in 0..<80 {
            screen.moveFinger(by: step % 3 == 0 ? -4.5 : 9.25)
            checker.checkFrame()
            XCTAssertEqual(cv.contentSize.width, content, "step \(step): content size moved under the finger")
            XCTAssertEqual(screen.strip.driver.strip, strip)
            for cell in StripPicture(screen).cells {
                XCTAssertEqual(cell.maxX - cell.minX, strip.itemWidths[cell.cell % 4], accuracy: 1e-9, "one width per item, every copy")
            }
        }
        XCTAssertEqual(UIKitModel.counters.since(work).reloadDataCalls, 0, "nothing measured again mid-drag")
        screen.lift()
        screen.runUntilRest { checker.checkFrame() }
        screen.device.setTraits(contentSizeCategory: .extraExtraLarge)
        screen.device.settle()
        XCTAssertNotEqual(screen.strip.driver.strip.itemWidths, strip.itemWidths, "a new text size measures again")
        XCTAssertEqual(checker.violations.messages, [])
        XCTAssertEqual(screen.device.violations, [])
    } }

    // MARK: - Fact 17: the indicator crosses the seam forward

    /// Tabman #537: swiping from the last page to the first, the indicator
    /// swept back across the whole strip to the first tab. Following a
    /// paging scroll view from the last page to the next (the first item),
    /// the indicator only moves forward, frame by frame, and rests under the
    /// copy of the first tab just after the last one. Both directions.
    func testIndicatorCrossingTheSeamKeepsItsDirection() { onMain {
        for rtl in [false, true] {
            let n = 5
            let s = Scene(widths: [60, 84, 70, 96, 58], spacing: 8, viewport: 320, rightToLeft: rtl, selected: n - 1)
            s.screen.followPages(pageWidth: 320, pageCount: 2 * n)
            let sign: CGFloat = rtl ? -1 : 1
            let startCell = s.screen.strip.driver.anchorCell
            s.checker.checkFrame()
            s.trackIndicator()
            var travelled: CGFloat = 0
            s.screen.touchPages()
            s.screen.moveFinger(by: sign * 11)
            for frame in 0...40 {
                if frame > 0 { s.screen.moveFinger(by: sign * 6) }
                let moved = s.indicatorMove() * sign
                travelled += moved
                XCTAssertGreaterThanOrEqual(moved, -1e-9, "rtl \(rtl): the indicator went back \(moved)")
                s.checker.checkFrame("rtl \(rtl)")
            }
            s.screen.lift()
            s.checker.checkFrame()
            while !s.screen.isAtRest {
                s.screen.frame()
                let moved = s.indicatorMove() * sign
                travelled += moved
                XCTAssertGreaterThanOrEqual(moved, -1e-9, "rtl \(rtl): went back while settling")
                s.checker.checkFrame("rtl \(rtl)")
            }
            // From the last tab's centre to the centre of the first tab of the
            // next copy: half of each and the spacing between them.
            XCTAssertEqual(travelled, 58 / 2 + 8 + 60 / 2, accuracy: 1e-6, "rtl \(rtl): one short step forward in all")
            s.checker.checkAtRest()
            XCTAssertEqual(s.screen.strip.selectedIndex, 0, "rtl \(rtl): on the first tab")
            let driver = s.screen.strip.driver
            XCTAssertEqual(driver.strip.item(atCell: driver.anchorCell), 0)
            XCTAssertEqual(Cycle(count: n).wrap(driver.anchorCell - startCell), 1, "rtl \(rtl): the copy just after the last tab")
            s.assertClean()
        }
    } }

    // MARK: - Fact 18: right to left

    /// Right to left the copies are mirrored: the next tab lies on the left,
    /// a tap on it reports `.forward`, and the indicator moves left, frame
    /// by frame, to rest under it.
    func testRightToLeftMirrorsTheTabsAndATapOnTheLeftGoesForward() { onMain {
        let s = Scene(widths: [80, 80, 80, 80], spacing: 0, viewport: 320, rightToLeft: true, selected: 1)
        XCTAssertEqual(s.picture.cell(atScreenX: 160)?.item, 1)
        XCTAssertEqual(s.picture.cell(atScreenX: 90)?.item, 2, "the next tab on the left")
        XCTAssertEqual(s.picture.cell(atScreenX: 250)?.item, 0, "the previous tab on the right")
        s.trackIndicator()
        s.screen.tap(atScreenX: 90)
        var travelled = s.indicatorMove()
        s.checker.checkFrame()
        XCTAssertEqual(s.screen.taps.map(\.index), [2])
        XCTAssertEqual(s.screen.taps.map(\.direction), [.forward])
        s.screen.runUntilRest {
            let moved = s.indicatorMove()
            travelled += moved
            XCTAssertLessThanOrEqual(moved, 1e-9, "moves left along the tabs")
            s.checker.checkFrame()
        }
        s.checker.checkAtRest()
        XCTAssertEqual(travelled, -80, accuracy: 1e-6, "one tab to the left")
        XCTAssertEqual(s.picture.indicatorOnScreen.midX, 160, accuracy: 1e-6, "centred under the tab")
        s.assertClean()
    } }

    // MARK: - Fact 20: VoiceOver sees n tabs, never the copies

    /// The strip is one container of exactly n elements: each element's
    /// frame is one copy of its own tab, the copy on screen, so VoiceOver
    /// never meets a copy; only the selected tab reads as selected; moving
    /// the focus to a tab off screen brings it wholly into view without
    /// changing the selection.
    func testVoiceOverSeesExactlyNTabsAndFocusBringsEachIntoView() { onMain {
        let widths: [CGFloat] = [90, 120, 75, 110, 95, 130, 85]
        let s = Scene(widths: widths, spacing: 8, viewport: 320, selected: 2)
        let n = widths.count
        let strip = s.screen.strip
        XCTAssertEqual(strip.accessibilityElementCount(), n)
        XCTAssertNil(strip.accessibilityElement(at: n), "no element past the n tabs")
        for (step, item) in ([3, 6, 0, 5, 1, 4, 2, 6, 0] as [Int]).enumerated() {
            s.checker.jumpAllowed = true
            s.screen.voiceOverFocus(item: item)
            s.checker.checkFrame("focus \(item)")
            s.rest()
            guard let element = strip.accessibilityElement(at: item) as? UIAccessibilityElement else { return XCTFail("no element") }
            let frame = element.accessibilityFrame
            XCTAssertGreaterThanOrEqual(frame.minX, -1e-9, "step \(step): tab \(item) wholly on screen")
            XCTAssertLessThanOrEqual(frame.maxX, 320 + 1e-9, "step \(step): tab \(item) wholly on screen")
            XCTAssertEqual(s.picture.cell(atScreenX: frame.midX)?.item, item, "step \(step): the element covers its own tab")
            XCTAssertEqual(strip.selectedIndex, 2, "focus does not select")
            for i in 0..<n {
                let traits = (strip.accessibilityElement(at: i) as? UIAccessibilityElement)?.accessibilityTraits ?? []
                XCTAssertEqual(traits.contains(.selected), i == 2, "only the selected tab reads as selected")
            }
        }
        s.assertClean()
    } }

    // MARK: - Fact 22: per-frame work bounded, views reused

    /// A hundred thousand tabs: on every frame of long drags and flings the
    /// cells on screen number no more than the viewport holds, and nothing
    /// is reloaded or laid out again mid-motion.
    func testAHundredThousandTabsShowOnlyTheCellsTheViewportHolds() { onMain {
        let n = 100_000
        let s = Scene(widths: Array(repeating: 61.5, count: n), spacing: 8, viewport: 390, selected: n - 2)
        let most = Int((390 / 69.5).rounded(.up)) + 1
        let work = UIKitModel.counters
        for sign: CGFloat in [1, -1, 1] {
            s.screen.touchStrip()
            s.screen.moveFinger(by: sign * 11)
            for _ in 0..<30 {
                s.screen.moveFinger(by: sign * 20)
                s.checker.checkFrame()
                XCTAssertLessThanOrEqual(s.picture.cells.count, most)
            }
            for _ in 0..<3 { s.screen.moveFinger(by: sign * 130); s.checker.checkFrame() }
            s.screen.lift()
            s.checker.checkFrame()
            for _ in 0..<60 { s.frame(); XCTAssertLessThanOrEqual(s.picture.cells.count, most) }
        }
        let done = UIKitModel.counters.since(work)
        XCTAssertEqual(done.reloadDataCalls, 0, "no reload mid-motion")
        XCTAssertEqual(done.layoutInvalidations, 0, "no layout mid-motion")
        s.assertClean()
    } }
}
#endif
