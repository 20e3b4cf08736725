import XCTest
import InfiniteTabsCore

/// The indicator's rectangle and corner radius for each shape, decided in the
/// core and applied as is by the UIKit strip.
final class TabIndicatorGeometryTests: XCTestCase {
    let tab = StripFrame(x: 120, width: 80)

    func testUnderlineIsTheExistingIndicatorRectWithItsRadiusCutToHalfTheThickness() {
        let g = TabIndicatorGeometry(size: 2, cornerRadius: 5, leftInset: 12, rightInset: 8, bottomInset: 4)
        let p = g.placement(under: tab, stripHeight: 44)
        XCTAssertEqual(p.rect, CGRect(x: 132, y: 38, width: 60, height: 2))
        XCTAssertEqual(p.rect, tab.indicatorRect(stripHeight: 44, height: 2, leftInset: 12, rightInset: 8, bottomInset: 4))
        XCTAssertEqual(p.cornerRadius, 1)
        XCTAssertEqual(TabIndicatorGeometry.underline.placement(under: tab, stripHeight: 44),
                       TabIndicatorPlacement(rect: CGRect(x: 120, y: 41, width: 80, height: 3), cornerRadius: 1.5))
    }

    func testBackgroundFillsTheTabInsideItsInsetsAsACapsule() {
        let p = TabIndicatorGeometry.background.placement(under: tab, stripHeight: 44)
        XCTAssertEqual(p.rect, CGRect(x: 124, y: 6, width: 72, height: 32))
        XCTAssertEqual(p.cornerRadius, 16, "an infinite radius is a capsule: half the height")
        let square = TabIndicatorGeometry(shape: .background, cornerRadius: 4, topInset: 2, bottomInset: 10)
        XCTAssertEqual(square.placement(under: tab, stripHeight: 44),
                       TabIndicatorPlacement(rect: CGRect(x: 120, y: 2, width: 80, height: 32), cornerRadius: 4))
    }

    func testDotIsCenteredUnderTheTabAndAlwaysRound() {
        let p = TabIndicatorGeometry.dot.placement(under: tab, stripHeight: 44)
        XCTAssertEqual(p.rect, CGRect(x: 157, y: 34, width: 6, height: 6))
        XCTAssertEqual(p.cornerRadius, 3)
        let shifted = TabIndicatorGeometry(shape: .dot, size: 8, cornerRadius: 0, leftInset: 10, rightInset: 0)
        XCTAssertEqual(shifted.placement(under: tab, stripHeight: 44),
                       TabIndicatorPlacement(rect: CGRect(x: 161, y: 36, width: 8, height: 8), cornerRadius: 4),
                       "insets move the centre by half their difference; a dot ignores a 0 radius")
    }

    func testBadInputGivesFiniteNonNegativeGeometry() {
        let bad: [CGFloat] = [-3, .nan, .infinity, -.infinity, 1e300, -1e300, .leastNonzeroMagnitude]
        for value in bad {
            for shape in [TabIndicatorShape.underline, .background, .dot] {
                let geometries = [
                    TabIndicatorGeometry(shape: shape, size: value),
                    TabIndicatorGeometry(shape: shape, cornerRadius: value),
                    TabIndicatorGeometry(shape: shape, leftInset: value, rightInset: value, topInset: value, bottomInset: value),
                ]
                for g in geometries {
                    for (frame, height) in [(tab, CGFloat(44)), (StripFrame(x: value, width: value), 44), (tab, value)] {
                        let p = g.placement(under: frame, stripHeight: height)
                        let numbers = [p.rect.minX, p.rect.minY, p.rect.width, p.rect.height, p.cornerRadius]
                        XCTAssertTrue(numbers.allSatisfy(\.isFinite), "\(shape) \(value): \(p)")
                        XCTAssertGreaterThanOrEqual(p.rect.width, 0)
                        XCTAssertGreaterThanOrEqual(p.rect.height, 0)
                        XCTAssertGreaterThanOrEqual(p.cornerRadius, 0)
                        XCTAssertLessThanOrEqual(p.cornerRadius, min(p.rect.width, p.rect.height) / 2)
                    }
                }
            }
        }
        XCTAssertEqual(TabIndicatorGeometry(shape: .background, leftInset: 50, rightInset: 50)
            .rect(under: tab, stripHeight: 44).width, 0, "insets wider than the tab leave no width")
        XCTAssertEqual(TabIndicatorGeometry(shape: .background, topInset: 30, bottomInset: 30)
            .rect(under: tab, stripHeight: 44).height, 0)
    }

    /// Between two tabs the placement is that of the interpolated frame, so
    /// it moves by at most the change of the frame: over 1,000 steps of a
    /// move, each edge moves by a bounded amount (no jump).
    func testPlacementFollowsTheInterpolatedFrameWithoutJumps() {
        let a = StripFrame(x: 100, width: 60), b = StripFrame(x: 168, width: 140)
        for g in [TabIndicatorGeometry.underline, .background, .dot] {
            var last = g.placement(under: a, stripHeight: 44)
            for i in 1...1000 {
                let p = g.placement(under: a.interpolated(to: b, fraction: CGFloat(i) / 1000), stripHeight: 44)
                XCTAssertLessThanOrEqual(abs(p.rect.minX - last.rect.minX), 0.21, "\(g.shape) step \(i)")
                XCTAssertLessThanOrEqual(abs(p.rect.maxX - last.rect.maxX), 0.21, "\(g.shape) step \(i)")
                XCTAssertLessThanOrEqual(abs(p.cornerRadius - last.cornerRadius), 0.21)
                last = p
            }
            XCTAssertEqual(last, g.placement(under: b, stripHeight: 44))
        }
    }
}
