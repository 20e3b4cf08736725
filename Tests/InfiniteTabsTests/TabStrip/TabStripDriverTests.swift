import XCTest
import InfiniteTabsCore
import TestSupport

/// Drives the tab strip glue with a fake scroll view and compares whole
/// command sequences. Default strip: widths 50, 100, 70, spacing 10, viewport
/// 200 → item starts 0, 60, 170; period 250; 3 copies; content 750; middle
/// band 150..<400.
final class TabStripDriverTests: XCTestCase {
    final class Recorder {
        var commands: [TabStripCommand] = []
        /// Keeps the (weakly held) host alive when a test ignores it.
        var host: FakeScrollHost?
    }

    @MainActor static func make(widths: [CGFloat] = [50, 100, 70], spacing: CGFloat = 10, viewport: CGFloat = 200,
                      looping: Bool = true, direction: LayoutDirection = .leftToRight)
        -> (StripDriverHarness, FakeScrollHost, Recorder) {
        let driver = StripDriverHarness()
        let host = FakeScrollHost(width: viewport)
        let recorder = Recorder()
        recorder.host = host
        host.onDidScroll = { [unowned driver] in driver.didScroll() }
        driver.host = host
        driver.onCommand = { recorder.commands.append($0) }
        driver.configure(itemWidths: widths, spacing: spacing, viewportWidth: viewport, isLooping: looping, direction: direction)
        return (driver, host, recorder)
    }

    func testConfigureCentersTheSelectedTabInTheMiddleCopy() { onMain {
        let (driver, host, recorder) = Self.make()
        XCTAssertEqual(recorder.commands, [
            .reloadLayout(LoopingTabLayout(itemWidths: [50, 100, 70], spacing: 10, viewportWidth: 200)),
            .setOffset(175, animated: false),
            .placeIndicator(StripFrame(x: 250, width: 50), animated: false),
            .select(0),
        ])
        XCTAssertEqual(host.offsetAlongAxis, 175)
        XCTAssertEqual(driver.anchorCell, 3)
    } }

    func testScrollingPastTheBandRecentersByOnePeriodOnceDespiteReentry() { onMain {
        let (driver, host, recorder) = Self.make()
        recorder.commands = []
        host.drag(by: 230) // 405: past the band's end
        // The indicator's cell moved by the same period (to cell 0, 0..<50),
        // which is off screen at 155: it is re-anchored to cell 3 (250..<300).
        XCTAssertEqual(recorder.commands, [.recentered(by: -250), .placeIndicator(StripFrame(x: 250, width: 50), animated: false)])
        XCTAssertEqual(host.offsetAlongAxis, 155)
        XCTAssertEqual(host.maxDepth, 2, "setting the offset called didScroll again, re-entrantly")
        XCTAssertEqual(driver.anchorCell, 3)
        XCTAssertEqual(host.nestedReads, 0, "the re-entrant didScroll was ignored")
        recorder.commands = []
        host.drag(by: -10) // 145: before the band
        XCTAssertEqual(recorder.commands, [.recentered(by: 250)])
        XCTAssertEqual(host.offsetAlongAxis, 395)
        XCTAssertEqual(driver.anchorCell, 6, "the indicator's cell moved by the same period and stays on screen")
    } }

    func testAFlingKeepsDeceleratingThroughEveryRecentering() { onMain {
        // UIKit: setContentOffset(_:animated: false) stops a deceleration
        // (rdar://16724593); recentring must assign the offset instead.
        let (driver, host, _) = Self.make()
        host.drag(by: 10) // 185
        host.lift()
        host.decelerate(to: 185 + 1_000, frames: 20) // four periods' worth of fling
        XCTAssertEqual(host.stoppedMotions, 0, "no recentring stopped the fling")
        XCTAssertEqual(host.recenters.count, 4, "one recentring per period travelled")
        XCTAssertEqual(host.offsetAlongAxis, 185, accuracy: 1e-9, "the fling travelled its whole distance, minus 4 periods")
        XCTAssertEqual(driver.strip.item(atCell: driver.anchorCell), 0, "the indicator stays on the selected tab")
        XCTAssertTrue(driver.strip.frame(ofCell: driver.anchorCell).maxX > 185, "and in view")
    } }

    func testRecenteringKeepsTheIndicatorWhereItIsOnScreen() { onMain {
        let (driver, host, _) = Self.make()
        var rng = SeededRandom(seed: 7)
        @MainActor func onScreen(_ frame: StripFrame) -> Bool {
            frame.maxX > host.offsetAlongAxis && frame.minX < host.offsetAlongAxis + 200
        }
        for _ in 0..<2_000 {
            let before = driver.indicatorFrame.x - host.offsetAlongAxis
            let dx = CGFloat(Int.random(in: -600...600, using: &rng))
            host.drag(by: dx)
            let after = driver.indicatorFrame.x - host.offsetAlongAxis
            // The indicator moves with the finger; a recentring adds no
            // jump, and a re-anchoring only ever moves it by whole copies.
            let copies = (after - (before - dx)) / 250
            XCTAssertEqual(copies, copies.rounded(), accuracy: 1e-6)
            if copies.rounded() != 0 {
                XCTAssertFalse(onScreen(StripFrame(x: host.offsetAlongAxis + before - dx, width: 50)),
                               "re-anchored only once its copy was off screen")
            }
            let nearest = driver.strip.frame(ofCell: driver.strip.nearestCell(ofItem: 0, toOffset: host.offsetAlongAxis))
            if onScreen(nearest) { XCTAssertTrue(onScreen(driver.indicatorFrame), "never lost while a copy is on screen") }
            XCTAssertEqual(driver.strip.item(atCell: driver.anchorCell), 0)
            XCTAssert(host.offsetAlongAxis >= 150 && host.offsetAlongAxis < 400)
        }
    } }

    func testScrollingAwayFromTheIndicatorsCopyBringsItUnderTheNearestCopy() { onMain {
        let (driver, host, recorder) = Self.make() // offset 175, indicator on cell 3 at 250..<300
        recorder.commands = []
        host.drag(by: 100) // 275: cell 3 still on screen
        XCTAssertEqual(recorder.commands, [])
        host.drag(by: 50) // 325: cell 3 has left; cell 6 (500..<550) is on screen
        XCTAssertEqual(recorder.commands, [.placeIndicator(StripFrame(x: 500, width: 50), animated: false)])
        XCTAssertEqual(driver.anchorCell, 6)
        recorder.commands = []
        host.drag(by: 10)
        XCTAssertEqual(recorder.commands, [], "once on screen it moves with the content")
        driver.update(progress: 0.5, from: 0, to: 1) // a move: the indicator belongs to the move
        recorder.commands = []
        let anchor = driver.anchorCell
        host.drag(by: 300)
        XCTAssertEqual(recorder.commands, [.recentered(by: -250)], "no re-anchoring during a move")
        XCTAssertEqual(driver.anchorCell, anchor - 3, "the indicator's cell moved by the same period")
    } }

    func testTapOnANeighbourSelectsCentersAndNotifiesForward() { onMain {
        let (driver, _, recorder) = Self.make()
        recorder.commands = []
        driver.tap(cell: 4) // item 1 in the middle copy
        XCTAssertEqual(recorder.commands, [
            .setOffset(260, animated: true),
            .placeIndicator(StripFrame(x: 310, width: 100), animated: true),
            .select(1),
            .notifyTap(index: 1, direction: .forward),
        ])
        XCTAssertEqual(driver.selectedIndex, 1)
    } }

    func testTapDirectionIsTheWayOnScreenNotTheShortestWayRound() { onMain {
        let (driver, _, recorder) = Self.make()
        recorder.commands = []
        driver.tap(cell: 5) // item 2, two tabs to the right; the ring's shortest way is back
        XCTAssertEqual(recorder.commands, [
            .setOffset(355, animated: true),
            .placeIndicator(StripFrame(x: 420, width: 70), animated: true),
            .select(2),
            .notifyTap(index: 2, direction: .forward),
        ])
        recorder.commands = []
        driver.tap(cell: 3) // item 0, to the left
        XCTAssertEqual(recorder.commands.last, .notifyTap(index: 0, direction: .reverse))
    } }

    func testTapWithoutSelectsOnTapOnlyReports() { onMain {
        let (driver, host, recorder) = Self.make()
        driver.selectsOnTap = false
        recorder.commands = []
        let sets = host.sets.count
        driver.tap(cell: 4)
        XCTAssertEqual(recorder.commands, [.notifyTap(index: 1, direction: .forward)])
        XCTAssertEqual(driver.selectedIndex, 0)
        XCTAssertEqual(host.sets.count, sets)
    } }

    func testTappingTheSelectedItemAtRestIsAReselectNeverASelection() { onMain {
        for selectsOnTap in [true, false] {
            let (driver, _, recorder) = Self.make()
            driver.selectsOnTap = selectsOnTap
            recorder.commands = []
            driver.tap(cell: 3) // item 0, the selected tab's copy on screen
            XCTAssertEqual(recorder.commands.filter(Self.isReport), [.notifyReselect(index: 0)], "selectsOnTap \(selectsOnTap)")
            XCTAssertFalse(recorder.commands.contains { if case .select = $0 { return true } else { return false } })
            XCTAssertEqual(driver.selectedIndex, 0)
        }
    } }

    func testTappingTheSelectedItemDuringAMoveIsNoReselect() { onMain {
        let (driver, _, recorder) = Self.make()
        driver.selectsOnTap = false
        driver.update(progress: 0.5, from: 0, to: 1) // the owner turns its pages away from 0
        recorder.commands = []
        driver.tap(cell: 3)
        XCTAssertEqual(recorder.commands.filter(Self.isReport), [.notifyTap(index: 0, direction: .reverse)])
        driver.update(progress: 0.5, from: 1, to: 0) // and back towards 0, still selected
        recorder.commands = []
        driver.tap(cell: 3)
        XCTAssertEqual(recorder.commands.filter(Self.isReport), [], "heading there already: nothing to report")
    } }

    private static func isReport(_ command: TabStripCommand) -> Bool {
        switch command {
        case .notifyTap, .notifyReselect: return true
        default: return false
        }
    }

    func testTappingTheSelectedItemInAnotherCopyCentersItAndReselects() { onMain {
        let (driver, host, recorder) = Self.make()
        recorder.commands = []
        driver.tap(cell: 6) // item 0 in the last copy, off screen to the right
        // Shifting the view back a period first would leave the content
        // (175 − 250 < 0): the strip animates forward to that copy instead,
        // and recentres once it arrives.
        XCTAssertEqual(recorder.commands, [
            .setOffset(425, animated: true),
            .placeIndicator(StripFrame(x: 500, width: 50), animated: true),
            .notifyReselect(index: 0),
        ])
        recorder.commands = []
        host.finishAnimation()
        XCTAssertEqual(recorder.commands, [.recentered(by: -250)])
        XCTAssertEqual(host.offsetAlongAxis, 175)
        XCTAssertEqual(driver.anchorCell, 3)
    } }

    /// Long seeded sequences of drags, taps, progress and animated selections
    /// over every item count 1…12: the offset stays in the band when at rest,
    /// every recentring is a whole number of periods, the indicator stays on a
    /// copy of the selected item, nothing is NaN.
    func testRandomGestureSequencesKeepTheInvariants() { onMain {
        var rng = SeededRandom(seed: 2024)
        for n in 1...12 {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let widths = (0..<n).map { _ in CGFloat(Int.random(in: 20...140, using: &rng)) }
                let spacing = CGFloat(Int.random(in: 0...12, using: &rng))
                let viewport = CGFloat(Int.random(in: 120...900, using: &rng))
                let (driver, host, recorder) = Self.make(widths: widths, spacing: spacing, viewport: viewport, direction: direction)
                host.onAnimationEnd = {}
                let strip = driver.strip
                @MainActor func layoutOffset() -> CGFloat { strip.mirroredOffset(host.offsetAlongAxis, direction: direction) }
                for _ in 0..<300 {
                    recorder.commands = []
                    switch Int.random(in: 0..<5, using: &rng) {
                    case 0:
                        host.drag(by: CGFloat(Int.random(in: -700...700, using: &rng)))
                        host.lift()
                    case 1:
                        let visible = strip.cells(overlapping: layoutOffset(), layoutOffset() + viewport)
                        if !visible.isEmpty { driver.tap(cell: Int.random(in: visible, using: &rng)) }
                        // Frame by frame, the animated centring heads one
                        // way: nothing recentres it half-way.
                        let start = host.offsetAlongAxis
                        let target = host.pendingAnimation ?? start
                        var path = [start]
                        host.onDidScroll = { [unowned driver, unowned host] in path.append(host.offsetAlongAxis); driver.didScroll() }
                        host.finishAnimation(frames: 6)
                        host.onDidScroll = { [unowned driver] in driver.didScroll() }
                        XCTAssertTrue(zip(path, path.dropFirst()).allSatisfy { ($1 - $0) * (target - start) >= 0 },
                                      "an animated centring turned back: \(path)")
                        XCTAssertLessThanOrEqual(abs(target - start), viewport, "an animated centring longer than the viewport")
                    case 2:
                        let from = driver.selectedIndex
                        driver.update(progress: CGFloat(Int.random(in: 0...100, using: &rng)) / 100,
                                      from: from, to: strip.cycle.wrap(from + 1))
                    case 3:
                        driver.setSelectedIndex(Int.random(in: 0..<n, using: &rng), animated: true)
                        host.finishAnimation()
                    default:
                        driver.apply(.idle(index: Int.random(in: 0..<n, using: &rng)), animated: false)
                    }
                    for case .recentered(let dx) in recorder.commands {
                        let k = dx / strip.period
                        XCTAssertEqual(k, k.rounded(), accuracy: 1e-9)
                        XCTAssertNotEqual(k, 0)
                    }
                    let x = layoutOffset()
                    XCTAssert(x.isFinite && x >= strip.bandStart - 1e-9 && x < strip.bandStart + strip.period + 1e-9,
                              "n=\(n) offset \(x) outside the band")
                    XCTAssert(driver.indicatorFrame.x.isFinite && driver.indicatorFrame.width.isFinite)
                    if driver.state.isIdle {
                        XCTAssertEqual(strip.item(atCell: driver.anchorCell), driver.selectedIndex)
                    }
                }
            }
        }
    } }
}
