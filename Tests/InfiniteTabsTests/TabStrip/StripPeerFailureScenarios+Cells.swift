// Strip peer-failure scenarios, facts 15-18: cells shown mod n, self-sized widths, the indicator crossing the seam, right to left.
#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

extension StripPeerFailureScenarios {
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
}
#endif
