import XCTest
import InfiniteTabsCore

/// Where tabs that fit sit in a strip that does not loop: exact frames.
final class StripAlignmentTests: XCTestCase {
    private func strip(_ alignment: TabStripAlignment, widths: [CGFloat] = [60, 80, 100], viewport: CGFloat = 390,
                       looping: Bool = false) -> LoopingTabLayout {
        LoopingTabLayout(itemWidths: widths, spacing: 10, viewportWidth: viewport, isLooping: looping, minimumBandWidth: 0,
                     alignment: alignment)
    }

    private func frames(_ strip: LoopingTabLayout) -> [StripFrame] { (0..<strip.cellCount).map(strip.frame(ofCell:)) }

    func testLeadingKeepsTheTabsAtTheStart() {
        XCTAssertEqual(frames(strip(.leading)), [StripFrame(x: 0, width: 60), StripFrame(x: 70, width: 80), StripFrame(x: 160, width: 100)])
        XCTAssertEqual(strip(.leading).contentWidth, 260)
    }

    func testCenteredLeavesTheSameRoomBeforeAndAfter() {
        let s = strip(.centered)
        XCTAssertEqual(s.leadingInset, 65)
        XCTAssertEqual(frames(s), [StripFrame(x: 65, width: 60), StripFrame(x: 135, width: 80), StripFrame(x: 225, width: 100)])
        XCTAssertEqual(390 - frames(s)[2].maxX, 65)
        XCTAssertEqual(s.maxFiniteOffset, 0, "nothing to scroll")
        XCTAssertEqual(s.item(atContentX: 64), nil, "the room before is no tab")
        XCTAssertEqual(s.item(atContentX: 66), 0)
        XCTAssertEqual(s.item(atContentX: 230), 2)
        XCTAssertEqual(s.cells(overlapping: 0, 390), 0..<3)
        XCTAssertEqual(s.cells(overlapping: 0, 100), 0..<1)
        XCTAssertEqual(s.cells(overlapping: 200, 390), 1..<3)
    }

    func testJustifiedSharesTheRoomAndFillsTheStrip() {
        let s = strip(.justified, widths: [60, 80, 100], viewport: 380)
        // 260 of 380: 120 more, 40 a tab.
        XCTAssertEqual(frames(s), [StripFrame(x: 0, width: 100), StripFrame(x: 110, width: 120), StripFrame(x: 240, width: 140)])
        XCTAssertEqual(s.contentWidth, 380)
    }

    func testTabsThatDoNotFitOrALoopingStripIgnoreTheAlignment() {
        for alignment: [TabStripAlignment] in [[.centered], [.justified]] {
            let wide = strip(alignment[0], widths: [200, 200, 200])
            XCTAssertEqual(frames(wide).map(\.x), [0, 210, 420])
            XCTAssertEqual(wide.leadingInset, 0)
            let looping = strip(alignment[0], looping: true)
            XCTAssertTrue(looping.isLooping)
            XCTAssertEqual(looping.frame(ofCell: 0), StripFrame(x: 0, width: 60))
        }
    }

    func testBadInputGivesFiniteFrames() {
        for viewport: CGFloat in [.nan, .infinity, -1, 0, 1e300] {
            for alignment: TabStripAlignment in [.leading, .centered, .justified] {
                let s = strip(alignment, widths: [60, .nan, -5, 80], viewport: viewport)
                for f in frames(s) { XCTAssertTrue(f.x.isFinite && f.width.isFinite && f.width >= 0, "\(viewport) \(alignment) \(f)") }
                XCTAssertTrue(s.leadingInset.isFinite && s.leadingInset >= 0)
            }
        }
    }
}
