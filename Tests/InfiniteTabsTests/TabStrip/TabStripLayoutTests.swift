import XCTest
import InfiniteTabsCore
import TestSupport

final class TabStripLayoutTests: XCTestCase {
    // MARK: TabStripSizing

    func testFittingWidthsArePixelCeiledAndKeepLooping() {
        let s = TabStripSizing.resolve(measured: [40.2, 61, .nan, -3], mode: .fitting, spacing: 8,
                                       viewportWidth: 300, scale: 2, loops: true)
        XCTAssertEqual(s, TabStripSizing(widths: [40.5, 61, 0, 0], isLooping: true))
    }

    func testFixedWidthGivesEveryTabTheSameWidthAndBadValuesFallBackToFitting() {
        XCTAssertEqual(TabStripSizing.resolve(measured: [10, 20], mode: .fixed(80.1), spacing: 0, viewportWidth: 300,
                                              scale: 3, loops: false),
                       TabStripSizing(widths: [CGFloat(241) / 3, CGFloat(241) / 3], isLooping: false))
        for bad in [CGFloat.nan, 0, -5, .infinity] {
            XCTAssertEqual(TabStripSizing.resolve(measured: [10, 20], mode: .fixed(bad), spacing: 0, viewportWidth: 300,
                                                  scale: 1, loops: true).widths, [10, 20])
        }
    }

    /// Issue 29: at AX5 a long title and its badge need about 420 pt; no tab is wider than a laid-out strip, in any mode.
    func testNoTabIsWiderThanTheViewportOnceItHasAWidth() {
        for mode in [TabWidthMode.fitting, .fixed(500), .fillEqually] {
            XCTAssertEqual(TabStripSizing.resolve(measured: [421.3, 60], mode: mode, spacing: 8, viewportWidth: 320.4, scale: 2,
                                                  loops: true).widths.first, 320, "\(mode): capped, pixel-floored")
            XCTAssertEqual(TabStripSizing.resolve(measured: [421.3, 60], mode: mode, spacing: 8, viewportWidth: 0, scale: 2,
                                                  loops: true).widths.first, mode == .fixed(500) ? 500 : 421.5, "\(mode): before layout")
        }
    }

    func testTheTitleGetsTheTabLessItsPaddingImageAndBadgeRoom() {
        XCTAssertEqual(TabStripSizing.maximumTitleWidth(tabWidth: 320, leading: 16, trailing: 16, imageWidth: 24, imageSpacing: 6,
                                                        badgeRoom: 70), 188)
        XCTAssertEqual(TabStripSizing.maximumTitleWidth(tabWidth: 320, leading: 16, trailing: 16, imageWidth: nil, imageSpacing: 6,
                                                        badgeRoom: 0), 288, "no image, no spacing")
        for bad in [CGFloat.nan, -5, .infinity] {
            let width = TabStripSizing.maximumTitleWidth(tabWidth: bad, leading: bad, trailing: 16, imageWidth: bad, imageSpacing: bad,
                                                         badgeRoom: bad)
            XCTAssertEqual(width, 0, "\(bad)")
        }
        XCTAssertEqual(TabStripSizing.maximumTitleWidth(tabWidth: 20, leading: 16, trailing: 16, imageWidth: nil, imageSpacing: 0,
                                                        badgeRoom: 0), 0, "never negative")
    }

    func testFillEquallySharesTheViewportAndStopsLoopingOnlyWhenEverythingFits() {
        let fits = TabStripSizing.resolve(measured: [50, 80, 60], mode: .fillEqually, spacing: 10, viewportWidth: 320,
                                          scale: 2, loops: true)
        XCTAssertEqual(fits, TabStripSizing(widths: [100, 100, 100], isLooping: false))
        let tooWide = TabStripSizing.resolve(measured: [150, 80, 80], mode: .fillEqually, spacing: 10, viewportWidth: 320,
                                             scale: 2, loops: true)
        XCTAssertEqual(tooWide, TabStripSizing(widths: [150, 80, 80], isLooping: true))
        let beforeLayout = TabStripSizing.resolve(measured: [50], mode: .fillEqually, spacing: 0, viewportWidth: .nan,
                                                  scale: 2, loops: true)
        XCTAssertEqual(beforeLayout, TabStripSizing(widths: [50], isLooping: true))
        let empty = TabStripSizing.resolve(measured: [], mode: .fillEqually, spacing: 0, viewportWidth: 300, scale: 2, loops: true)
        XCTAssertEqual(empty, TabStripSizing(widths: [], isLooping: true))
    }

    func testContentWidthAddsTitleImageSpacingOnlyBetweenBothAndPadding() {
        XCTAssertEqual(TabStripSizing.contentWidth(titleWidth: 40, imageWidth: 20, imageSpacing: 6, leading: 16, trailing: 16), 98)
        XCTAssertEqual(TabStripSizing.contentWidth(titleWidth: 40, imageWidth: nil, imageSpacing: 6, leading: 16, trailing: 16), 72)
        XCTAssertEqual(TabStripSizing.contentWidth(titleWidth: nil, imageWidth: 24, imageSpacing: 6, leading: 8, trailing: 8), 40)
        XCTAssertEqual(TabStripSizing.contentWidth(titleWidth: .nan, imageWidth: -3, imageSpacing: -6, leading: .infinity, trailing: 2), 2)
    }

    // MARK: Visible cells

    func testCellsOverlappingARangeMatchABruteForceScan() {
        var rng = SeededRandom(seed: 99)
        for n in 1...12 {
            let widths = (0..<n).map { _ in CGFloat(Int.random(in: 0...90, using: &rng)) }
            let spacing = CGFloat(Int.random(in: 0...10, using: &rng))
            let strip = LoopingTabLayout(itemWidths: widths, spacing: spacing, viewportWidth: CGFloat(Int.random(in: 50...500, using: &rng)))
            guard strip.period > 0 else { continue }
            for _ in 0..<200 {
                let a = CGFloat(Int.random(in: -100...Int(strip.contentWidth) + 100, using: &rng))
                let b = a + CGFloat(Int.random(in: 1...400, using: &rng))
                let expected = (0..<strip.cellCount).filter {
                    let f = strip.frame(ofCell: $0)
                    return f.maxX > a && f.minX < b && f.minX < strip.contentWidth && f.width > 0
                }
                let got = Array(strip.cells(overlapping: a, b)).filter { strip.frame(ofCell: $0).width > 0 }
                XCTAssertEqual(got, expected, "n=\(n) range \(a)..<\(b)")
            }
        }
    }

    func testCellsOverlappingBadRangesAreEmpty() {
        let strip = LoopingTabLayout(itemWidths: [50, 50], viewportWidth: 100)
        XCTAssertEqual(strip.cells(overlapping: .nan, 100), 0..<0)
        XCTAssertEqual(strip.cells(overlapping: 100, 50), 0..<0)
        XCTAssertEqual(strip.cells(overlapping: 400, 900), 0..<0)
        XCTAssertEqual(LoopingTabLayout(itemWidths: [], viewportWidth: 100).cells(overlapping: 0, 100), 0..<0)
        XCTAssertEqual(strip.cells(overlapping: -50, 120), 0..<3)
    }

    func testMirroringIsItsOwnInverseAndFlipsAroundTheScrollableWidth() {
        let strip = LoopingTabLayout(itemWidths: [50, 100, 70], spacing: 10, viewportWidth: 200)
        XCTAssertEqual(strip.mirroredOffset(175, direction: .rightToLeft), 375)
        XCTAssertEqual(strip.mirroredOffset(strip.mirroredOffset(123, direction: .rightToLeft), direction: .rightToLeft), 123)
        XCTAssertEqual(strip.mirroredFrame(StripFrame(x: 250, width: 50), direction: .rightToLeft), StripFrame(x: 450, width: 50))
        XCTAssertEqual(strip.mirroredOffset(175, direction: .leftToRight), 175)
        let narrow = LoopingTabLayout(itemWidths: [50, 50], viewportWidth: 300, isLooping: false)
        XCTAssertEqual(narrow.scrollableWidth, 300)
        XCTAssertEqual(narrow.mirroredOffset(0, direction: .rightToLeft), 0)
        XCTAssertEqual(narrow.mirroredFrame(StripFrame(x: 0, width: 50), direction: .rightToLeft), StripFrame(x: 250, width: 50),
                       "a finite strip narrower than the viewport hugs the right in right to left")
    }

    // MARK: FollowedPaging

    func testFollowedPagingReadsPagesProgressAndCopies() {
        XCTAssertEqual(FollowedPaging.state(offset: 0, pageWidth: 100, contentWidth: 300, itemCount: 3), .idle(index: 0))
        XCTAssertEqual(FollowedPaging.state(offset: 125, pageWidth: 100, contentWidth: 300, itemCount: 3),
                       .dragging(PagingMove(from: 1, to: 2, steps: 1, progress: 0.25)))
        XCTAssertEqual(FollowedPaging.state(offset: 750, pageWidth: 100, contentWidth: 900, itemCount: 3),
                       .dragging(PagingMove(from: 1, to: 2, steps: 1, progress: 0.5)), "page 7 of three copies is item 1")
        XCTAssertEqual(FollowedPaging.state(offset: 550, pageWidth: 100, contentWidth: 900, itemCount: 3),
                       .dragging(PagingMove(from: 2, to: 0, steps: 1, progress: 0.5)), "crosses the seam forward")
        XCTAssertEqual(FollowedPaging.state(offset: 199.99999999, pageWidth: 100, contentWidth: 300, itemCount: 3),
                       .idle(index: 2))
    }

    func testFollowedPagingClampsBouncesMirrorsAndRejectsBadInput() {
        XCTAssertEqual(FollowedPaging.state(offset: -40, pageWidth: 100, contentWidth: 300, itemCount: 3), .idle(index: 0))
        XCTAssertEqual(FollowedPaging.state(offset: 260, pageWidth: 100, contentWidth: 300, itemCount: 3), .idle(index: 2))
        XCTAssertEqual(FollowedPaging.state(offset: 200, pageWidth: 100, contentWidth: 300, itemCount: 3, direction: .rightToLeft),
                       .idle(index: 0))
        XCTAssertEqual(FollowedPaging.state(offset: 150, pageWidth: 100, contentWidth: 300, itemCount: 3, direction: .rightToLeft),
                       .dragging(PagingMove(from: 0, to: 1, steps: 1, progress: 0.5)))
        XCTAssertNil(FollowedPaging.state(offset: 100, pageWidth: 0, contentWidth: 300, itemCount: 3))
        XCTAssertNil(FollowedPaging.state(offset: .nan, pageWidth: 100, contentWidth: 300, itemCount: 3))
        XCTAssertNil(FollowedPaging.state(offset: 100, pageWidth: 100, contentWidth: 300, itemCount: 0))
        XCTAssertEqual(FollowedPaging.state(offset: 50, pageWidth: 100, contentWidth: 300, itemCount: 1), .idle(index: 0))
    }

    /// Only a fixed width that sizing uses spares measuring: with zeros for
    /// measured widths it gives that width to every tab; every other mode,
    /// and a fixed width sizing ignores, needs the measured widths.
    func testOnlyAUsableFixedWidthSparesMeasuringTheTabs() {
        for width: CGFloat in [1, 80, 1e-300, 1e300] {
            let mode = TabWidthMode.fixed(width)
            XCTAssertFalse(mode.needsMeasuring, "\(width)")
            let sizing = TabStripSizing.resolve(measured: [0, 0, 0], mode: mode, spacing: 4, viewportWidth: 320, scale: 3, loops: true)
            XCTAssertTrue(sizing.widths.allSatisfy { $0 > 0 && $0.isFinite }, "\(width): \(sizing.widths)")
        }
        for mode: TabWidthMode in [.fitting, .fillEqually, .fixed(0), .fixed(-5), .fixed(.nan), .fixed(.infinity)] {
            XCTAssertTrue(mode.needsMeasuring, "\(mode)")
        }
    }
}
