import XCTest
import InfiniteTabsCore

/// The indicator and separator on the strip's top edge, for a strip below its
/// pages (`InfiniteTabStripView.indicatorEdge`).
final class TabStripEdgeTests: XCTestCase {
    let tab = StripFrame(x: 120, width: 80)

    func testOnTheTopEdgeEachShapeIsItsBottomEdgePlacementFlipped() {
        let underline = TabIndicatorGeometry(size: 2, cornerRadius: 5, leftInset: 12, rightInset: 8, bottomInset: 4)
        XCTAssertEqual(underline.placement(under: tab, stripHeight: 44, edge: .top),
                       TabIndicatorPlacement(rect: CGRect(x: 132, y: 4, width: 60, height: 2), cornerRadius: 1),
                       "the inset counts from the top edge")
        XCTAssertEqual(TabIndicatorGeometry.underline.placement(under: tab, stripHeight: 44, edge: .top).rect,
                       CGRect(x: 120, y: 0, width: 80, height: 3))
        XCTAssertEqual(TabIndicatorGeometry.dot.placement(under: tab, stripHeight: 44, edge: .top).rect,
                       CGRect(x: 157, y: 4, width: 6, height: 6))
        let background = TabIndicatorGeometry(shape: .background, cornerRadius: 4, topInset: 2, bottomInset: 10)
        XCTAssertEqual(background.placement(under: tab, stripHeight: 44, edge: .top).rect,
                       CGRect(x: 120, y: 10, width: 80, height: 32), "its insets swap")
        XCTAssertEqual(TabIndicatorGeometry.underline.placement(under: tab, stripHeight: 44),
                       TabIndicatorGeometry.underline.placement(under: tab, stripHeight: 44, edge: .bottom), "bottom is the default")
    }

    func testBadHeightsGiveFiniteRectsOnTheTopEdge() {
        for height in [0, -5, .nan, .infinity, -.infinity, 1e300] as [CGFloat] {
            for shape in [TabIndicatorGeometry.underline, .background, .dot] {
                let rect = shape.placement(under: tab, stripHeight: height, edge: .top).rect
                for value in [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height] {
                    XCTAssertTrue(value.isFinite, "\(shape.shape) in \(height): \(rect)")
                }
            }
        }
    }

    func testTheSeparatorGoesOnTheEdgeFacingThePages() {
        XCTAssertEqual(StripSeparator.frame(width: 390, height: 44, screenScale: 2, edge: .top),
                       CGRect(x: 0, y: 0, width: 390, height: 0.5))
        XCTAssertEqual(StripSeparator.frame(width: 390, height: 44, screenScale: 2),
                       CGRect(x: 0, y: 43.5, width: 390, height: 0.5))
        XCTAssertEqual(TabStripPosition.top.edgeFacingPages, .bottom)
        XCTAssertEqual(TabStripPosition.bottom.edgeFacingPages, .top)
        XCTAssertEqual(TabStripPosition.navigationBar.edgeFacingPages, .bottom)
        XCTAssertEqual(TabStripPosition.navigationBar.inSwiftUI, .top, "SwiftUI has no container navigation item")
        XCTAssertEqual(TabStripPosition.bottom.inSwiftUI, .bottom)
    }

    func testTheNaturalWidthIsOneCopyOfTheTabsAndBadWidthsAreSafe() {
        XCTAssertEqual(TabStripSizing.naturalWidth(of: [62, 62, 82], spacing: 8), 222)
        XCTAssertEqual(TabStripSizing.naturalWidth(of: [], spacing: 8), 0)
        XCTAssertEqual(TabStripSizing.naturalWidth(of: [40], spacing: 8), 40)
        XCTAssertEqual(TabStripSizing.naturalWidth(of: [40, .nan, -5, .infinity], spacing: -3), 40)
        XCTAssertEqual(TabStripSizing.naturalWidth(of: [40, 40], spacing: .nan), 80)
        XCTAssertEqual(TabStripSizing.naturalWidth(of: Array(repeating: 1e6, count: 1000), spacing: 1e300), 100_000)
    }
}
