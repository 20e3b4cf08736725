import XCTest
import InfiniteTabsCore

/// Where the tab strip's indicator view goes under a tab (the rectangle the
/// UIKit strip applies as is).
final class IndicatorRectTests: XCTestCase {
    func testTheIndicatorStandsOnTheStripBottomUnderTheTabInsideItsInsets() {
        let tab = StripFrame(x: 120, width: 80)
        XCTAssertEqual(tab.indicatorRect(stripHeight: 44, height: 3),
                       CGRect(origin: CGPoint(x: 120, y: 41), size: CGSize(width: 80, height: 3)))
        XCTAssertEqual(tab.indicatorRect(stripHeight: 44, height: 2, leftInset: 12, rightInset: 8, bottomInset: 4),
                       CGRect(origin: CGPoint(x: 132, y: 38), size: CGSize(width: 60, height: 2)))
        // Negative insets widen the indicator and lower it.
        XCTAssertEqual(tab.indicatorRect(stripHeight: 44, height: 2, leftInset: -5, rightInset: -5, bottomInset: -1),
                       CGRect(origin: CGPoint(x: 115, y: 43), size: CGSize(width: 90, height: 2)))
    }

    func testBadHeightsInsetsAndFramesGiveFiniteRects() {
        let bad: [CGFloat] = [-3, .nan, .infinity, -.infinity]
        for value in bad {
            let tab = StripFrame(x: 120, width: 80)
            let rects = [
                tab.indicatorRect(stripHeight: 44, height: value),
                tab.indicatorRect(stripHeight: value, height: 3),
                tab.indicatorRect(stripHeight: 44, height: 3, leftInset: value, rightInset: value, bottomInset: value),
                StripFrame(x: value, width: value).indicatorRect(stripHeight: 44, height: 3),
            ]
            for rect in rects {
                XCTAssertTrue(rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite,
                              "\(rect) for \(value)")
                XCTAssertGreaterThanOrEqual(rect.width, 0)
                XCTAssertGreaterThanOrEqual(rect.height, 0)
            }
            XCTAssertEqual(rects[0].height, 0, "a bad height is not 0")
            XCTAssertEqual(rects[0].minY, 44)
            XCTAssertEqual(rects[1].minY, -3, "a bad strip height is not 0")
            if !value.isFinite {
                XCTAssertEqual(rects[2], CGRect(origin: CGPoint(x: 120, y: 41), size: CGSize(width: 80, height: 3)),
                               "a non-finite inset does not count as 0")
            }
        }
        // Insets wider than the tab leave no width.
        XCTAssertEqual(StripFrame(x: 0, width: 20).indicatorRect(stripHeight: 44, height: 3, leftInset: 15, rightInset: 15).width, 0)
    }
}
