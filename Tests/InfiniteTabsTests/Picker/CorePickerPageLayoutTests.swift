import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// Exact values of the option picker's padded layout.
final class CorePickerPageLayoutTests: XCTestCase {
    let three = PickerPageLayout(itemCount: 3, pageWidth: 100)

    func testThreeItemsArePaddedWithTheLastBeforeAndTheFirstAfter() {
        XCTAssertTrue(three.isPadded)
        XCTAssertEqual(three.pageCount, 5)
        XCTAssertEqual(three.contentWidth, 500)
        XCTAssertEqual(three.period, 300)
        XCTAssertEqual((0..<5).map(three.item(atPage:)), [2, 0, 1, 2, 0])
        XCTAssertEqual([-2, -1, 5, 6].map(three.item(atPage:)), [0, 1, 1, 2])   // the ring continues
        XCTAssertEqual((0..<3).map(three.page(ofItem:)), [1, 2, 3])
        XCTAssertEqual([-1, 3, 4].map(three.page(ofItem:)), [3, 1, 2])
        XCTAssertEqual((0..<3).map { three.offset(ofItem: $0) }, [100, 200, 300])
    }

    func testEveryPaddedCountFollowsTheContract() {
        for n in 2...12 {
            let strip = PickerPageLayout(itemCount: n, pageWidth: 50)
            XCTAssertEqual(strip.pageCount, n + 2)
            XCTAssertEqual(strip.item(atPage: 0), n - 1)
            XCTAssertEqual((1...n).map(strip.item(atPage:)), Array(0..<n))
            XCTAssertEqual(strip.item(atPage: n + 1), 0)
            XCTAssertEqual(strip.period, CGFloat(n) * 50)
        }
    }

    func testTwoItems() {
        let two = PickerPageLayout(itemCount: 2, pageWidth: 100)
        XCTAssertEqual(two.pageCount, 4)
        XCTAssertEqual((0..<4).map(two.item(atPage:)), [1, 0, 1, 0])
        XCTAssertEqual(two.recentered(0), 200)
        XCTAssertEqual(two.recentered(300), 100)
        XCTAssertEqual(two.recentered(299), 299)
    }

    func testOneAndZeroItemsAreNotPaddedAndNeverMove() {
        let one = PickerPageLayout(itemCount: 1, pageWidth: 100)
        XCTAssertFalse(one.isPadded)
        XCTAssertEqual(one.pageCount, 1)
        XCTAssertEqual(one.period, 0)
        XCTAssertEqual([-3, 0, 4].map(one.item(atPage:)), [0, 0, 0])
        XCTAssertEqual(one.offset(ofItem: 5), 0)
        XCTAssertEqual(one.recentered(-50), -50)
        XCTAssertEqual(one.recentered(250), 250)
        let zero = PickerPageLayout(itemCount: 0, pageWidth: 100)
        XCTAssertEqual(zero.pageCount, 0)
        XCTAssertEqual(zero.contentWidth, 0)
        XCTAssertEqual(zero.item(atPage: 3), 0)
        XCTAssertEqual(zero.offset(ofItem: 2), 0)
        XCTAssertEqual(zero.recentered(40), 40)
        XCTAssertEqual(zero.visiblePages(atOffset: 0, visibleWidth: 300), 0..<0)
        XCTAssertEqual(PickerPageLayout(itemCount: -4, pageWidth: 100).itemCount, 0)
    }

    func testPageAndItemAtOffsetRoundToTheNearestPage() {
        XCTAssertEqual(three.page(atOffset: 149.9), 1)
        XCTAssertEqual(three.page(atOffset: 150), 2)       // half-way rounds up
        XCTAssertEqual(three.item(atOffset: 149.9), 0)
        XCTAssertEqual(three.item(atOffset: 0), 2)
        XCTAssertEqual(three.item(atOffset: 400), 0)
        XCTAssertEqual(three.item(atOffset: 1_000), 0)     // page 10 continues the ring
    }

    /// Regression: half-way offsets rounded away from zero, so -50 gave page
    /// -1 but 250 (a period later) page 3: the item at a half-way offset
    /// changed when recentring moved it by a whole period.
    func testHalfWayOffsetsRoundUpOnBothSidesOfZero() {
        XCTAssertEqual(three.page(atOffset: -50), 0)
        XCTAssertEqual(three.page(atOffset: -150), -1)
        XCTAssertEqual(three.item(atOffset: -50), three.item(atOffset: 250))
        for k in -3...3 {
            for half in stride(from: CGFloat(-350), through: 350, by: 100) {
                XCTAssertEqual(three.item(atOffset: half + CGFloat(k) * 300), three.item(atOffset: half), "offset \(half) k \(k)")
            }
        }
    }

    func testRecenteredLeavesTheBandAloneAndMovesByWholePeriodsOutsideIt() {
        // The band is 0 < offset < (n + 1) × pageWidth = 400.
        XCTAssertEqual(three.recentered(0.5), 0.5)
        XCTAssertEqual(three.recentered(250), 250)
        XCTAssertEqual(three.recentered(399.5), 399.5)
        XCTAssertEqual(three.recentered(0), 300)
        XCTAssertEqual(three.recentered(-1), 299)
        XCTAssertEqual(three.recentered(-299.5), 0.5)
        XCTAssertEqual(three.recentered(-300), 300)
        XCTAssertEqual(three.recentered(400), 100)
        XCTAssertEqual(three.recentered(401), 101)
        XCTAssertEqual(three.recentered(690), 390)
        XCTAssertEqual(three.recentered(700), 100)
        XCTAssertEqual(three.recentered(1_000_000), 100)
        XCTAssertEqual(three.recentered(-1_000_000), 200)
    }

    /// Regression: recentring computed a count of periods and multiplied it
    /// back, which overflowed or lost every digit for huge offsets and tiny
    /// pages (giving 0, or ±infinity); the exact remainder lands in the band.
    func testRecenteredLandsInTheBandForHugeOffsetsAndTinyPages() {
        XCTAssertEqual(three.recentered(.greatestFiniteMagnitude), 168)    // 100 + (max - 100) mod 300
        XCTAssertEqual(three.recentered(-.greatestFiniteMagnitude), 232)   // 300 + (-max mod 300)
        let tiny = PickerPageLayout(itemCount: 2, pageWidth: .leastNonzeroMagnitude)
        XCTAssertEqual(tiny.recentered(1), .leastNonzeroMagnitude)
        XCTAssertEqual(tiny.recentered(-1), 2 * .leastNonzeroMagnitude)
    }

    /// Regression: a page width of `.greatestFiniteMagnitude` made the content
    /// width infinite; widths beyond `maximumLayoutWidth` now count as 0.
    func testAPageWidthBeyondTheMaximumCountsAsZero() {
        XCTAssertEqual(PickerPageLayout(itemCount: 3, pageWidth: .greatestFiniteMagnitude).pageWidth, 0)
        XCTAssertEqual(PickerPageLayout(itemCount: 3, pageWidth: 1e13).contentWidth, 0)
        XCTAssertEqual(PickerPageLayout(itemCount: 3, pageWidth: 1e12).contentWidth, 5e12)
    }

    func testRecenteredIsAWholeNumberOfPeriodsIntoTheBandForEveryCount() {
        let law = LawChecker()
        var rng = SeededRandom(seed: 42)
        law.withEvery("n", in: 2...12) { n in
            let strip = PickerPageLayout(itemCount: n, pageWidth: 77.5)
            law.withEvery("sample", in: 0..<500) { _ in
                let x = rng.cgFloat(in: -20_000...20_000)
                let r = strip.recentered(x)
                law.expect(r > 0 && r < CGFloat(n + 1) * 77.5, "\(x) -> \(r) outside the band")
                law.expect(isWholeMultiple(r - x, of: strip.period), "\(x) -> \(r) not whole periods")
                law.expectEqual(strip.item(atOffset: r), strip.item(atOffset: x), "item changed")
                law.expectEqual(strip.recentered(r), r, "not idempotent")
            }
        }
        law.finish()
    }

    func testVisiblePagesCoverTheWindowAroundThePage() {
        XCTAssertEqual(three.visiblePages(atOffset: 100, visibleWidth: 300), 0..<3)
        XCTAssertEqual(three.visiblePages(atOffset: 150, visibleWidth: 100), 1..<3)
        XCTAssertEqual(three.visiblePages(atOffset: 100, visibleWidth: 50), 1..<2)   // narrower: just the page
        XCTAssertEqual(three.visiblePages(atOffset: 0, visibleWidth: 500), -2..<3)   // beyond the content: ring
        XCTAssertEqual(PickerPageLayout(itemCount: 1, pageWidth: 100).visiblePages(atOffset: 0, visibleWidth: 300), 0..<1)
    }

    func testRightToLeftMirrorsThePages() {
        XCTAssertEqual(three.x(ofPage: 1, direction: .rightToLeft), 300)
        XCTAssertEqual(three.x(ofPage: 0, direction: .rightToLeft), 400)
        XCTAssertEqual(three.x(ofVisualPage: three.visualPage(ofItem: 0, direction: .rightToLeft)), 300)
        XCTAssertEqual(three.x(ofVisualPage: three.visualPage(ofItem: 2, direction: .rightToLeft)), 100)
        XCTAssertEqual(three.item(atVisualPage: three.page(atOffset: 300), direction: .rightToLeft), 0)
        XCTAssertEqual(three.item(atVisualPage: three.page(atOffset: 200), direction: .rightToLeft), 1)
        XCTAssertEqual(three.item(atVisualPage: three.page(atOffset: 0), direction: .rightToLeft), 0)  // the trailing copy of the first
        XCTAssertEqual(three.visualPage(ofPage: three.page(atOffset: 100), direction: .rightToLeft), 3)
        XCTAssertEqual(three.x(ofVisualPage: three.visualPage(ofItem: 1, direction: .leftToRight)), 200)
    }
}
