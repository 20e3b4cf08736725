import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// A middle band of several periods for short strips
/// (`LoopingTabLayout(minimumBandWidth:)`, the driver's half-viewport minimum).
final class StripBandWidthTests: XCTestCase {
    /// One 100-point tab (period 100) in a 390-point viewport, band at least
    /// 390: four periods, four copies more than a one-period band needs.
    func testABandOfWholePeriodsAtLeastTheMinimumWithTheCopiesItNeeds() {
        let one = LoopingTabLayout(itemWidths: [100], viewportWidth: 390)
        let wide = LoopingTabLayout(itemWidths: [100], viewportWidth: 390, minimumBandWidth: 390)
        XCTAssertEqual(one.bandPeriods, 1)
        XCTAssertEqual(one.bandWidth, 100)
        XCTAssertEqual(wide.bandPeriods, 4)
        XCTAssertEqual(wide.bandWidth, 400)
        XCTAssertEqual(wide.copyCount, one.copyCount + 3)
        // Half a viewport of content beyond the viewport at both band edges.
        XCTAssertGreaterThanOrEqual(wide.bandStart, 195)
        XCTAssertLessThanOrEqual(wide.bandStart + wide.bandWidth + 390 + 195, wide.contentWidth + 1e-9)
        // A long strip keeps one period: the minimum is already met.
        let long = LoopingTabLayout(itemWidths: [100, 120, 140, 90], spacing: 8, viewportWidth: 390, minimumBandWidth: 195)
        XCTAssertEqual(long, LoopingTabLayout(itemWidths: [100, 120, 140, 90], spacing: 8, viewportWidth: 390, minimumBandWidth: 0))
        XCTAssertEqual(long, LoopingTabLayout(itemWidths: [100, 120, 140, 90], spacing: 8, viewportWidth: 390))
    }

    /// Every offset is recentred into the band by a whole number of
    /// periods; one past the top lands in the band's first period, one
    /// below the bottom in its last; offsets inside are kept.
    func testRecenteringLandsInTheBandByWholePeriods() {
        var rng = SeededRandom(seed: 8)
        for _ in 0..<300 {
            let n = Int.random(in: 1...4, using: &rng)
            let widths = (0..<n).map { _ in CGFloat(Int.random(in: 20...90, using: &rng)) }
            let viewport = CGFloat(Int.random(in: 150...900, using: &rng))
            let minimum = CGFloat(Int.random(in: 0...2_000, using: &rng))
            let strip = LoopingTabLayout(itemWidths: widths, spacing: 4, viewportWidth: viewport, minimumBandWidth: minimum)
            XCTAssertGreaterThanOrEqual(strip.bandWidth + 1e-9, Swift.min(minimum, strip.period * CGFloat(strip.bandPeriods)))
            if minimum > strip.period { XCTAssertGreaterThanOrEqual(strip.bandWidth, minimum) }
            let lo = strip.bandStart, hi = strip.bandStart + strip.bandWidth
            XCTAssertGreaterThanOrEqual(lo, viewport / 2 - 1e-9)
            XCTAssertLessThanOrEqual(hi + viewport + viewport / 2, strip.contentWidth + 1e-6)
            for _ in 0..<20 {
                let x = CGFloat(Double.random(in: -5_000...Double(strip.contentWidth) + 5_000, using: &rng))
                let r = strip.recentered(x)
                XCTAssert(r >= lo && r < hi, "\(x) → \(r) outside [\(lo), \(hi))")
                let k = (r - x) / strip.period
                XCTAssertEqual(k, k.rounded(), accuracy: 1e-9)
                if x >= lo && x < hi { XCTAssertEqual(r, x) }
                if x >= hi { XCTAssertLessThan(r, lo + strip.period + 1e-9, "past the top: the first period") }
                if x < lo { XCTAssertGreaterThanOrEqual(r, hi - strip.period - 1e-9, "below the bottom: the last period") }
            }
        }
    }

    /// Bad minimums count as none; looping does not depend on the band; the
    /// copies never pass the maximum.
    func testBadMinimumsAndTheCopyLimit() {
        for bad: CGFloat in [0, -5, .nan, .infinity, -.infinity, 1e300, .leastNonzeroMagnitude] {
            let s = LoopingTabLayout(itemWidths: [50, 60], viewportWidth: 300, minimumBandWidth: bad)
            XCTAssert(s.bandPeriods >= 1 && s.copyCount <= LoopingTabLayout.maximumCopyCount, "\(bad)")
            XCTAssert(s.bandStart.isFinite && s.bandWidth.isFinite)
        }
        XCTAssertEqual(LoopingTabLayout(itemWidths: [50, 60], viewportWidth: 300, minimumBandWidth: .nan),
                       LoopingTabLayout(itemWidths: [50, 60], viewportWidth: 300))
        let narrow = LoopingTabLayout(itemWidths: [1], viewportWidth: 4_000, minimumBandWidth: 1e9)
        XCTAssertTrue(narrow.isLooping)
        XCTAssertEqual(narrow.copyCount, LoopingTabLayout.maximumCopyCount)
        XCTAssertFalse(LoopingTabLayout(itemWidths: [0.1], viewportWidth: 4_000, minimumBandWidth: 1e9).isLooping)
        XCTAssertFalse(LoopingTabLayout(itemWidths: [50], viewportWidth: 300, isLooping: false, minimumBandWidth: 900).isLooping)
    }

    /// The driver keeps a band of one period even for one narrow tab
    /// (``TabStripDriver/minimumBandViewports`` is 0): every recentre of a
    /// long drag shifts by exactly one period and lands in that band.
    func testTheDriversShortStripKeepsABandOfOnePeriod() { onMain {
        let driver = StripDriverHarness()
        let host = FakeScrollHost(width: 390)
        host.onDidScroll = { [unowned driver] in driver.didScroll() }
        driver.host = host
        driver.configure(itemWidths: [100], spacing: 8, viewportWidth: 390, isLooping: true, direction: .leftToRight)
        XCTAssertEqual(driver.strip.bandPeriods, 1)
        XCTAssertEqual(driver.strip.bandWidth, driver.strip.period)
        for step in [37.0, -53, 611, -1_000, 2_345] as [CGFloat] {
            host.drag(by: step)
            let x = host.offsetAlongAxis
            XCTAssert(x >= driver.strip.bandStart && x < driver.strip.bandStart + driver.strip.period, "\(x)")
        }
    } }
}
