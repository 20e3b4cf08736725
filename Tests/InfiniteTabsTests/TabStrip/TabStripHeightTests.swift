import XCTest
import InfiniteTabsCore

/// The container's strip height under Dynamic Type.
final class TabStripHeightTests: XCTestCase {
    func testTheStripGrowsWithTheTitleLineUpToTwiceTheRequestedHeight() {
        let h = { (line: CGFloat) in TabStripHeight.height(requested: 44, titleLineHeight: line, defaultTitleLineHeight: 18) }
        XCTAssertEqual(h(18), 44, "the default size keeps the requested height")
        XCTAssertEqual(h(23), 49)
        XCTAssertEqual(h(43), 69)
        XCTAssertEqual(h(58), 84)
        XCTAssertEqual(h(62), 88)
        XCTAssertEqual(h(80), 88, "bounded at maximumScale × requested")
        XCTAssertEqual(h(1e300), 88)
        XCTAssertEqual(h(14), 44, "smaller text never shrinks the strip")
        XCTAssertEqual(TabStripHeight.maximumScale, 2)
    }

    func testAFixedFontKeepsTheRequestedHeight() {
        for requested in [0, 30, 44, 60] as [CGFloat] {
            XCTAssertEqual(TabStripHeight.height(requested: requested, titleLineHeight: 18, defaultTitleLineHeight: 18),
                           requested)
        }
    }

    func testBadInputGivesAFiniteHeightWithinTheBounds() {
        let bad: [CGFloat] = [0, -1, .nan, .infinity, -.infinity, .leastNonzeroMagnitude, 1e300, -1e300]
        for requested in bad + [44] {
            for line in bad + [18, 40] {
                for normal in bad + [18] {
                    let h = TabStripHeight.height(requested: requested, titleLineHeight: line, defaultTitleLineHeight: normal)
                    let base = requested.positiveOrZero
                    XCTAssertTrue(h.isFinite, "\(requested) \(line) \(normal)")
                    XCTAssertGreaterThanOrEqual(h, base)
                    XCTAssertLessThanOrEqual(h, base * TabStripHeight.maximumScale)
                }
            }
        }
        XCTAssertEqual(TabStripHeight.height(requested: .nan, titleLineHeight: 60, defaultTitleLineHeight: 18), 0,
                       "no strip stays no strip")
        XCTAssertEqual(TabStripHeight.height(requested: 44, titleLineHeight: .nan, defaultTitleLineHeight: 18), 44)
    }
}
