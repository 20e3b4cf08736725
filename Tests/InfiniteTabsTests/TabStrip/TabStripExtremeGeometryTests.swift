import XCTest
import InfiniteTabsCore
import TestSupport

/// Geometry and indices far outside what a screen gives: the tab strip and
/// the layouts around it never trap, stay finite and never ask for
/// unbounded content.
final class TabStripExtremeGeometryTests: XCTestCase {
    @MainActor private static func make(widths: [CGFloat] = [50, 100, 70], spacing: CGFloat = 10, looping: Bool = true)
        -> (StripDriverHarness, FakeScrollHost) {
        let driver = StripDriverHarness()
        let host = FakeScrollHost(width: 200)
        host.onDidScroll = { [unowned driver] in driver.didScroll() }
        driver.host = host
        driver.configure(itemWidths: widths, spacing: spacing, viewportWidth: 200, isLooping: looping, direction: .leftToRight)
        return (driver, host)
    }

    /// Issue 8: `Int(_:)` of the periods moved trapped in `didScroll`.
    func testAnOffsetOf1e22IsRecenteredWithoutTrapping() { onMain {
        let (driver, host) = Self.make()
        host.drag(by: 1e22)
        let x = host.offsetAlongAxis
        XCTAssertTrue(x >= driver.strip.bandStart && x < driver.strip.bandStart + driver.strip.period, "offset \(x)")
        XCTAssertTrue(driver.indicatorFrame.x.isFinite)
    } }

    /// Issue 8: items 1e-300 wide made the periods quotient overflow.
    func testDenormalItemWidthsNeitherTrapNorLeaveTheContent() { onMain {
        for spacing: CGFloat in [0, 10] {
            let (driver, host) = Self.make(widths: [1e-300, 1e-300], spacing: spacing)
            host.drag(by: 30)
            host.drag(by: -1e22)
            driver.tap(cell: 1)
            host.finishAnimation()
            // Without spacing the copies are 2e-300 wide and cannot cover the
            // viewport: the strip stops looping; with spacing they are 20 wide.
            XCTAssertEqual(driver.strip.isLooping, spacing > 0)
            XCTAssertTrue(driver.indicatorFrame.x.isFinite && driver.indicatorFrame.width.isFinite)
            let x = host.offsetAlongAxis
            XCTAssertTrue(x.isFinite && x >= 0 && x <= driver.strip.scrollableWidth, "offset \(x)")
        }
    } }

    /// Issue 8: `Int(NaN)` for a page width of `.leastNonzeroMagnitude`.
    func testFollowingPagesOfTheSmallestWidthGivesAStateInRange() {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            for offset: CGFloat in [0, 100, 1e300, -1e300] {
                let state = FollowedPaging.state(offset: offset, pageWidth: .leastNonzeroMagnitude, contentWidth: 900,
                                                 itemCount: 3, direction: direction)
                guard let state else { return XCTFail("no state") }
                XCTAssertTrue((0..<3).contains(state.index), "\(direction) \(offset): \(state)")
            }
        }
    }

    /// Issue 8: `tap(cell: Int.min)` and `update(progress:from: Int.min, to:)`
    /// overflowed on a non-looping strip.
    func testExtremeCellsAndIndicesNeverOverflow() { onMain {
        for looping in [false, true] {
            let (driver, host) = Self.make(looping: looping)
            for cell in [Int.min, Int.max, -1, 1 << 62] {
                driver.tap(cell: cell)
                host.finishAnimation()
                XCTAssertTrue((0..<3).contains(driver.selectedIndex))
                XCTAssertEqual(driver.selectedIndex, driver.strip.item(atCell: cell), "the tapped cell's item")
            }
            for (from, to) in [(Int.min, 1), (0, Int.min), (Int.max, Int.min), (1, Int.max)] {
                let before = driver.state
                driver.update(progress: 0.5, from: from, to: to)
                XCTAssertEqual(driver.state, before, "out of range: ignored")
            }
            XCTAssertTrue(driver.indicatorFrame.x.isFinite)
        }
    } }

    /// Issue 8: one 0.5 pt item in a 10,000 pt viewport put the band at −2500.
    func testItemsTooNarrowToCoverTheViewportStopLooping() {
        let strip = LoopingTabLayout(itemWidths: [0.5], viewportWidth: 10_000)
        XCTAssertFalse(strip.isLooping)
        XCTAssertEqual(strip.copyCount, 1)
        XCTAssertEqual(strip.bandStart, 0)
        XCTAssertEqual(strip.recentered(123), 0, "nothing to scroll: everything is on screen")
        let wide = LoopingTabLayout(itemWidths: [5], viewportWidth: 10_000)
        XCTAssertTrue(wide.isLooping)
        XCTAssertGreaterThanOrEqual(wide.bandStart, 0)
        XCTAssertLessThanOrEqual(wide.bandStart + wide.period + wide.viewportWidth, wide.contentWidth)
        XCTAssertLessThanOrEqual(wide.copyCount, LoopingTabLayout.maximumCopyCount)
    }

    /// Issue 8: a denormal scale gave infinite widths.
    func testSizingWithADenormalScaleGivesFiniteWidths() {
        for scale: CGFloat in [.leastNonzeroMagnitude, 1e-300, 1e300, .greatestFiniteMagnitude, -2, .nan] {
            for mode in [TabWidthMode.fitting, .fixed(40), .fillEqually] {
                let sizing = TabStripSizing.resolve(measured: [30.2, 41, 1e300], mode: mode, spacing: 8, viewportWidth: 375,
                                                    scale: scale, loops: true)
                XCTAssertTrue(sizing.widths.allSatisfy { $0.isFinite && $0 >= 0 }, "scale \(scale) \(mode): \(sizing.widths)")
            }
            XCTAssertEqual(CGFloat(30.2).pixelCeiled(scale: scale), 31, "a bad scale counts as 1")
        }
    }
}
