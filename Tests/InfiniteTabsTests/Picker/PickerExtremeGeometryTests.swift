import XCTest
import InfiniteTabsCore
import TestSupport

/// Geometry far outside what a screen gives (offsets of 1e21, pages of a
/// fraction of a point, windows 1e13 wide): the picker never traps and never
/// asks for an unbounded number of pages.
final class PickerExtremeGeometryTests: XCTestCase {
    typealias Rig = PickerDriverTests.Rig

    /// Issue 8: `Int(_:)` of an unbounded quotient trapped in the recentring.
    func testAnOffsetOf1e21IsRecenteredWithoutTrapping() { onMain {
        let rig = Rig()
        rig.host.drag(by: 1e21)
        let x = rig.host.offsetAlongAxis
        XCTAssertTrue(x > 0 && x < 400, "recentred into the band: \(x)")
        XCTAssertTrue((0..<3).contains(rig.driver.currentItem))
    } }

    /// Issue 8: a page 1e-300 wide made every recentring quotient overflow.
    func testAPageWidthOf1eMinus300DragsAndRecentersWithoutTrapping() { onMain {
        let rig = Rig(page: 1e-300, visible: 300)
        rig.fling(by: 10, velocity: 2)
        rig.fling(by: -25, velocity: -2)
        let x = rig.host.offsetAlongAxis
        XCTAssertTrue(x.isFinite && x >= 0 && x <= 5e-300, "offset \(x) inside the content")
        XCTAssertTrue((0..<3).contains(rig.driver.currentItem))
        for case .showPages(let pages) in rig.commands {
            XCTAssertLessThanOrEqual(pages.count, PickerPageLayout.maximumVisiblePageCount)
        }
    } }

    /// Issue 8: a 1e13-wide window asked for pages -2147483647..<2147483647,
    /// and a 0.001 pt page for ~150,000.
    func testTheVisiblePagesAreCappedForHugeWindowsAndTinyPages() { onMain {
        for (page, visible) in [(CGFloat(100), CGFloat(1e13)), (0.001, 150), (1e-300, 320), (1, .greatestFiniteMagnitude)] {
            let rig = Rig(page: page, visible: visible)
            let shown = rig.commands.compactMap { if case .showPages(let p) = $0 { return p } else { return nil } }
            XCTAssertFalse(shown.isEmpty)
            for pages in shown {
                XCTAssertLessThanOrEqual(pages.count, PickerPageLayout.maximumVisiblePageCount, "page \(page) window \(visible)")
                XCTAssertTrue(pages.contains(rig.driver.currentPage), "the page on screen is among them")
            }
        }
        let strip = PickerPageLayout(itemCount: 3, pageWidth: 100)
        XCTAssertEqual(strip.visiblePages(atOffset: 100, visibleWidth: 1e13).count, 100)
        XCTAssertEqual(strip.visiblePages(atOffset: 100, visibleWidth: 300), 0..<3, "ordinary windows are unchanged")
    } }

    func testHugeItemCountsAreCappedSoPageNumbersCannotOverflow() { onMain {
        let strip = PickerPageLayout(itemCount: .max, pageWidth: 100)
        XCTAssertEqual(strip.itemCount, PickerPageLayout.maximumItemCount)
        XCTAssertEqual(strip.pageCount, PickerPageLayout.maximumItemCount + 2)
        let rig = Rig(items: .max)
        rig.fling(by: -150, velocity: -3)
        XCTAssertEqual(rig.driver.selectedIndex, PickerPageLayout.maximumItemCount - 1, "one back from the first wraps to the last")
    } }
}
