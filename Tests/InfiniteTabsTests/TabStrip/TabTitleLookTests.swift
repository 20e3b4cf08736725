import XCTest
import InfiniteTabsCore

/// Titles follow the swipe: how selected each tab is in a paging state, and
/// the colour and scale that gives.
final class TabTitleLookTests: XCTestCase {
    func testAtRestOnlyTheSelectedTabIsEmphasised() {
        let s = PagingState.idle(index: 2)
        XCTAssertEqual((0..<5).map { s.titleEmphasis(ofItem: $0) }, [0, 0, 1, 0, 0])
        XCTAssertEqual(s.titleEmphasis(ofItem: Int.min), 0)
        XCTAssertEqual(s.titleEmphasis(ofItem: Int.max), 0)
    }

    func testDuringAMoveTheTabLeftAndTheTabReachedShareTheEmphasis() {
        let s = PagingState.dragging(PagingMove(from: 1, to: 2, steps: 1, progress: 0.25))
        XCTAssertEqual((0..<4).map { s.titleEmphasis(ofItem: $0) }, [0, 0.75, 0.25, 0])
        // From the last tab to the first, forward across the seam.
        let seam = PagingState.settling(PagingMove(from: 4, to: 0, steps: 1, progress: 0.6))
        XCTAssertEqual(seam.titleEmphasis(ofItem: 4), 0.4, accuracy: 1e-12)
        XCTAssertEqual(seam.titleEmphasis(ofItem: 0), 0.6, accuracy: 1e-12)
        // A far tap: the tabs in between stay normal.
        let far = PagingState.transitioning(PagingMove(from: 0, to: 3, steps: 3, progress: 0.5))
        XCTAssertEqual((0..<5).map { far.titleEmphasis(ofItem: $0) }, [0.5, 0, 0, 0.5, 0])
        let still = PagingState.dragging(PagingMove(from: 3, to: 3, steps: 1, progress: 0.5))
        XCTAssertEqual(still.titleEmphasis(ofItem: 3), 1)
    }

    func testColorAndScaleInterpolateBetweenTheTwoLooks() {
        let style = TabTitleStyle(normalColor: TabColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5),
                                  selectedColor: TabColor(red: 1, green: 0, blue: 0.6, alpha: 1),
                                  normalScale: 1, selectedScale: 1.2)
        XCTAssertEqual(style.look(emphasis: 0), TitleLook(color: style.normalColor, scale: 1))
        XCTAssertEqual(style.look(emphasis: 1), TitleLook(color: style.selectedColor, scale: 1.2, usesSelectedFont: true))
        let half = style.look(emphasis: 0.5)
        XCTAssertEqual(half.color.red, 0.6, accuracy: 1e-12)
        XCTAssertEqual(half.color.green, 0.2, accuracy: 1e-12)
        XCTAssertEqual(half.color.blue, 0.6, accuracy: 1e-12)
        XCTAssertEqual(half.color.alpha, 0.75, accuracy: 1e-12)
        XCTAssertEqual(half.scale, 1.1, accuracy: 1e-12)
        var switching = style
        switching.interpolates = false
        XCTAssertEqual(switching.look(emphasis: 0.49), switching.look(emphasis: 0))
        XCTAssertEqual(switching.look(emphasis: 0.5), switching.look(emphasis: 1))
    }

    func testBadInputGivesAValidLook() {
        let bad: [CGFloat] = [.nan, .infinity, -.infinity, -1, 0, 1e300, -1e300, .leastNonzeroMagnitude]
        for value in bad {
            let c = TabColor(red: value, green: value, blue: value, alpha: value)
            for part in [c.red, c.green, c.blue, c.alpha] { XCTAssertTrue((0...1).contains(part), "\(value)") }
            let style = TabTitleStyle(normalScale: value, selectedScale: value)
            for emphasis in bad {
                let look = style.look(emphasis: emphasis)
                XCTAssertTrue(look.scale.isFinite && look.scale > 0 && look.scale <= 10, "\(value) \(emphasis)")
                XCTAssertTrue((0...1).contains(look.color.red))
            }
            XCTAssertEqual(TabColor.black.interpolated(to: .gray, fraction: value).red,
                           value.isNaN || value <= 0 ? 0 : (value >= 1 ? 0.5 : value / 2), accuracy: 1e-12)
        }
        XCTAssertEqual(TabTitleStyle(selectedScale: .nan).look(emphasis: 1).scale, 1)
        XCTAssertEqual(TabTitleStyle(selectedScale: 1e300).look(emphasis: 1).scale, 10)
    }
}
