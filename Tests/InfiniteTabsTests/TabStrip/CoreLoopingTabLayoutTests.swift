import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// Exact values of the tab strip's repeated layout.
final class CoreLoopingTabLayoutTests: XCTestCase {
    /// Tabs 40, 60 and 80 wide, 10 apart, in a 200-point viewport:
    /// starts 0, 50, 120; period 210; 3 copies; content 630; band [110, 320).
    let strip = LoopingTabLayout(itemWidths: [40, 60, 80], spacing: 10, viewportWidth: 200)

    func testLayout() {
        XCTAssertEqual(strip.period, 210)
        XCTAssertEqual(strip.copyCount, 3)
        XCTAssertEqual(strip.cellCount, 9)
        XCTAssertEqual(strip.contentWidth, 630)
        XCTAssertEqual(strip.bandStart, 110)
        XCTAssertEqual(strip.middleCopy, 1)
        XCTAssertEqual((0..<9).map(strip.item(atCell:)), [0, 1, 2, 0, 1, 2, 0, 1, 2])
        XCTAssertEqual(strip.item(atCell: -1), 2)
        XCTAssertEqual(strip.copy(ofCell: -1), -1)
        XCTAssertEqual(strip.cell(ofItem: 2, inCopy: 1), 5)
        XCTAssertEqual(strip.frame(ofCell: 0), StripFrame(x: 0, width: 40))
        XCTAssertEqual(strip.frame(ofCell: 4), StripFrame(x: 260, width: 60))
        XCTAssertEqual(strip.frame(ofCell: 8), StripFrame(x: 540, width: 80))
        XCTAssertEqual(strip.frame(ofCell: -1), StripFrame(x: -90, width: 80))
        XCTAssertEqual(strip.frame(ofCell: 9), StripFrame(x: 630, width: 40))
    }

    func testSpacingSeparatesEveryTwoNeighboursAcrossCopies() {
        for cell in -3..<12 {
            XCTAssertEqual(strip.frame(ofCell: cell + 1).minX - strip.frame(ofCell: cell).maxX, 10, "cell \(cell)")
        }
    }

    func testItemAtContentXIsNilInAGapAndOutsideTheContent() {
        XCTAssertEqual(strip.item(atContentX: 0), 0)
        XCTAssertEqual(strip.item(atContentX: 39.9), 0)
        XCTAssertNil(strip.item(atContentX: 40))
        XCTAssertNil(strip.item(atContentX: 45))
        XCTAssertEqual(strip.item(atContentX: 50), 1)
        XCTAssertEqual(strip.cell(atContentX: 265), 4)
        XCTAssertEqual(strip.item(atContentX: 619.5), 2)
        XCTAssertNil(strip.item(atContentX: 625))
        XCTAssertNil(strip.item(atContentX: 630))
        XCTAssertNil(strip.item(atContentX: -1))
        XCTAssertNil(strip.item(atContentX: .nan))
    }

    func testRecenteredMovesByWholePeriodsIntoTheMiddleBand() {
        XCTAssertEqual(strip.recentered(110), 110)
        XCTAssertEqual(strip.recentered(319.5), 319.5)
        XCTAssertEqual(strip.recentered(320), 110)
        XCTAssertEqual(strip.recentered(109), 319)
        XCTAssertEqual(strip.recentered(0), 210)
        XCTAssertEqual(strip.recentered(-5), 205)
        XCTAssertEqual(strip.recentered(430), 220)
        XCTAssertEqual(strip.recentered(630), 210)
        XCTAssertEqual(strip.recentered(210_000.5), 210.5)
    }

    /// Regression: huge offsets recentred to ±infinity, and huge widths made
    /// the period infinite and every frame NaN (then trapped converting to Int).
    func testHugeOffsetsAndWidthsStayFinite() {
        XCTAssertEqual(strip.recentered(.greatestFiniteMagnitude), 178)    // 110 + (max - 110) mod 210
        XCTAssertEqual(strip.recentered(-.greatestFiniteMagnitude), 252)
        let huge = LoopingTabLayout(itemWidths: [.greatestFiniteMagnitude, 40], spacing: 1e300, viewportWidth: 1e20)
        XCTAssertEqual(huge.itemWidths, [0, 40])
        XCTAssertEqual(huge.spacing, 0)
        XCTAssertEqual(huge.viewportWidth, 0)
        XCTAssertEqual(huge.period, 40)
        XCTAssertEqual(huge.nearestCell(ofItem: 1, toOffset: 50), 3)
    }

    func testCenteringFindsTheCopyNearestTheViewport() {
        XCTAssertEqual(strip.centeringOffset(ofCell: 4), 190)
        XCTAssertEqual(strip.nearestCell(ofItem: 1, toOffset: 110), 4)
        XCTAssertEqual(strip.nearestCell(ofItem: 0, toOffset: 110), 3)
        XCTAssertEqual(strip.nearestCell(ofItem: 2, toOffset: 110), 2)
        XCTAssertEqual(strip.offset(centering: 1, near: 110), 190)
        XCTAssertEqual(strip.offset(centering: 0, near: 110), 130)
        XCTAssertEqual(strip.offset(centering: 2, near: 110), 270)   // cell 2 centres at 60: moved a period
        XCTAssertEqual(strip.offset(centering: 4, near: 110), 190)   // item 4 wraps to 1
    }

    func testNarrowStripAddsCopiesUntilHalfAViewportLiesBeyondEachEdge() {
        // Three 30-point tabs on a 1,024-point iPad: three copies (270) would
        // leave most of the screen empty.
        let narrow = LoopingTabLayout(itemWidths: [30, 30, 30], viewportWidth: 1_024)
        XCTAssertEqual(narrow.period, 90)
        XCTAssertEqual(narrow.copyCount, 24)                 // ceil(1 + 2048 / 90)
        XCTAssertEqual(narrow.contentWidth, 2_160)
        XCTAssertEqual(narrow.bandStart, 523)
        XCTAssertGreaterThanOrEqual(narrow.bandStart, 512)
        XCTAssertLessThanOrEqual(narrow.bandStart + narrow.period + 1_024, narrow.contentWidth - 512)
    }

    func testEveryCountAndViewportLeavesHalfAViewportBeyondTheBand() {
        let law = LawChecker()
        var rng = SeededRandom(seed: 7)
        law.withEvery("n", in: 1...12) { n in
            law.withEvery("sample", in: 0..<40) { _ in
                let widths = (0..<n).map { _ in rng.cgFloat(in: 1...200) }
                let v = rng.cgFloat(in: 0...2_000)
                let s = LoopingTabLayout(itemWidths: widths, spacing: rng.cgFloat(in: 0...20), viewportWidth: v)
                law.expect(s.copyCount >= 3, "fewer than three copies")
                law.expect(s.bandStart >= v / 2 - 1e-9, "less than half a viewport before the band")
                law.expect(s.bandStart + s.period + v <= s.contentWidth - v / 2 + 1e-9, "less than half a viewport after it")
                law.expectEqual(s.cellCount, n * s.copyCount)
            }
        }
        law.finish()
    }

    func testAFiniteStripHasOneCopyAndClamps() {
        let finite = LoopingTabLayout(itemWidths: [40, 60, 80], spacing: 10, viewportWidth: 100, isLooping: false)
        XCTAssertEqual(finite.copyCount, 1)
        XCTAssertEqual(finite.contentWidth, 200)
        XCTAssertEqual(finite.bandStart, 0)
        XCTAssertEqual(finite.maxFiniteOffset, 100)
        XCTAssertEqual(finite.recentered(150), 100)
        XCTAssertEqual(finite.recentered(-3), 0)
        XCTAssertEqual(finite.recentered(.nan), 0)
        XCTAssertEqual(finite.nearestCell(ofItem: 2, toOffset: 90), 2)
        XCTAssertEqual(finite.offset(centering: 2, near: 0), 100)   // centring 160 - 50 = 110, clamped
        let fits = LoopingTabLayout(itemWidths: [40, 60], spacing: 10, viewportWidth: 390, isLooping: false)
        XCTAssertEqual(fits.maxFiniteOffset, 0)
        XCTAssertEqual(fits.recentered(50), 0)
    }

    func testNoItemsOrNoWidth() {
        let empty = LoopingTabLayout(itemWidths: [], viewportWidth: 200)
        XCTAssertEqual(empty.cellCount, 0)
        XCTAssertEqual(empty.period, 0)
        XCTAssertEqual(empty.frame(ofCell: 3), StripFrame(x: 0, width: 0))
        XCTAssertNil(empty.item(atContentX: 0))
        XCTAssertEqual(empty.recentered(37), 37)
        XCTAssertEqual(empty.nearestCell(ofItem: 2, toOffset: 10), 0)
        let flat = LoopingTabLayout(itemWidths: [0, 0], viewportWidth: 200)
        XCTAssertEqual(flat.period, 0)
        XCTAssertEqual(flat.copyCount, 3)
        XCTAssertEqual(flat.recentered(37), 37)
        XCTAssertNil(flat.item(atContentX: 0))
    }

    func testStripFrameHelpers() {
        let f = StripFrame(x: 10, width: 30)
        XCTAssertEqual(f.midX, 25)
        XCTAssertEqual(f.maxX, 40)
        XCTAssertEqual(f.offsetBy(-15), StripFrame(x: -5, width: 30))
        XCTAssertEqual(f.interpolated(to: StripFrame(x: 110, width: 50), fraction: 0.25), StripFrame(x: 35, width: 35))
        XCTAssertEqual(f.interpolated(to: StripFrame(x: 110, width: 50), fraction: 2), StripFrame(x: 110, width: 50))
        XCTAssertEqual(f.interpolated(to: StripFrame(x: 110, width: 50), fraction: .nan), f)
        XCTAssertEqual(f.rect(y: 2, height: 4), CGRect(origin: CGPoint(x: 10, y: 2), size: CGSize(width: 30, height: 4)))
    }
}
