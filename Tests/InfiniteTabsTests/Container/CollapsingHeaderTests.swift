import XCTest
import InfiniteTabsCore

/// The collapsing header's decisions: its height from the followed page's
/// scrolling, the offset of a page shown mid-collapse, bad heights.
final class CollapsingHeaderTests: XCTestCase {
    /// A 200-point header down to 50, pages inset by 244 (44-point strip).
    private func make() -> CollapsingHeader {
        var header = CollapsingHeader(headerHeight: 200, minimumHeaderHeight: 50)
        header.follow(offset: -244, topInset: 244)
        return header
    }

    func testItCollapsesAsThePageScrollsUpAndIsWholeAtTheTop() {
        var header = make()
        XCTAssertEqual(header.pageTopInset(stripHeight: 44), 244)
        XCTAssertEqual(header.height, 200)
        XCTAssertTrue(header.pageScrolled(offset: -244 + 60, topInset: 244))
        XCTAssertEqual(header.height, 140)
        header.pageScrolled(offset: 500, topInset: 244)
        XCTAssertEqual(header.height, 50, "never below the minimum")
        XCTAssertFalse(header.pageScrolled(offset: 600, topInset: 244))
        header.pageScrolled(offset: 0, topInset: 244) // 244 from the top: still past the range
        XCTAssertEqual(header.height, 50)
        header.pageScrolled(offset: -244 + 30, topInset: 244)
        XCTAssertEqual(header.height, 170, "comes back with the page's top")
        header.pageScrolled(offset: -244, topInset: 244)
        XCTAssertEqual(header.height, 200, "whole at the top")
    }

    func testPullingToRefreshLeavesTheHeaderWhole() {
        var header = make()
        XCTAssertFalse(header.pageScrolled(offset: -244 - 80, topInset: 244))
        XCTAssertEqual(header.height, 200)
        header.pageScrolled(offset: -244 - 20, topInset: 244) // moving up, still pulled
        XCTAssertEqual(header.height, 200)
        XCTAssertNil(header.offsetForShownPage(offset: -244 - 80, topInset: 244), "nothing to hold with no collapse")
    }

    func testAPageShownMidCollapseStartsJustUnderTheStrip() {
        var header = make()
        header.pageScrolled(offset: -244 + 70, topInset: 244)
        XCTAssertEqual(header.collapse, 70)
        XCTAssertEqual(header.offsetForShownPage(offset: -244, topInset: 244), -174, "a page at its top scrolls by the collapse")
        XCTAssertNil(header.offsetForShownPage(offset: 300, topInset: 244), "a page scrolled further keeps its place")
        // Following the scrolled page keeps the header where it is.
        header.follow(offset: 300, topInset: 244)
        XCTAssertFalse(header.pageScrolled(offset: 290, topInset: 244))
        XCTAssertEqual(header.height, 130)
        XCTAssertTrue(header.pageScrolled(offset: 310, topInset: 244))
        XCTAssertEqual(header.height, 110, "then collapses by what it scrolls up")
    }

    func testInsetChangesKeepThePageScrolled() {
        XCTAssertEqual(CollapsingHeader.offset(keepingScrollOf: 0, from: 0, to: 244), -244)
        XCTAssertEqual(CollapsingHeader.offset(keepingScrollOf: 100, from: 244, to: 0), 344)
        XCTAssertNil(CollapsingHeader.offset(keepingScrollOf: 100, from: 244, to: 244))
        XCTAssertNil(CollapsingHeader.offset(keepingScrollOf: .nan, from: 0, to: 244))
    }

    func testBadHeightsAreDocumentedValues() {
        let values: [CGFloat] = [.nan, -1, -.infinity, 0, .infinity, 1e300, 20_000, .leastNonzeroMagnitude, 80]
        for expanded in values {
            for minimum in values {
                var header = CollapsingHeader(headerHeight: expanded, minimumHeaderHeight: minimum)
                XCTAssertTrue(header.expandedHeight >= 0 && header.expandedHeight <= CollapsingHeader.maximumHeight, "\(expanded)")
                XCTAssertTrue(header.collapsedHeight >= 0 && header.collapsedHeight <= header.expandedHeight, "\(expanded) \(minimum)")
                header.follow(offset: 0, topInset: 0)
                for offset: CGFloat in [.nan, .infinity, -.infinity, 1e300, -1e300, 50, 0] {
                    header.pageScrolled(offset: offset, topInset: 0)
                    XCTAssertTrue(header.height.isFinite && header.height >= header.collapsedHeight
                                  && header.height <= header.expandedHeight, "\(expanded) \(minimum) \(offset)")
                    if let y = header.offsetForShownPage(offset: offset, topInset: 0) { XCTAssertTrue(y.isFinite) }
                }
                XCTAssertTrue(header.pageTopInset(stripHeight: .nan).isFinite)
            }
        }
        XCTAssertEqual(CollapsingHeader(headerHeight: .nan).expandedHeight, 0)
        XCTAssertEqual(CollapsingHeader(headerHeight: .infinity).expandedHeight, 10_000)
        XCTAssertEqual(CollapsingHeader(headerHeight: 100, minimumHeaderHeight: 300).range, 0, "a minimum above the height: never collapses")
        XCTAssertEqual(CollapsingHeader(headerHeight: 100, minimumHeaderHeight: .nan).range, 100)
    }

    func testResizingKeepsWhatCollapseTheNewRangeAllows() {
        var header = make()
        header.pageScrolled(offset: -244 + 120, topInset: 244)
        let smaller = header.resized(headerHeight: 100, minimumHeaderHeight: 40)
        XCTAssertEqual(smaller.collapse, 60)
        XCTAssertEqual(smaller.height, 40)
    }
}
