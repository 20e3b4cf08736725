import XCTest
import InfiniteTabsCore

/// How centred each picker page is, from the padded strip's geometry.
final class PickerEmphasisTests: XCTestCase {
    func testEmphasisIsOneAtTheCentreFallingToZeroOnePageAway() {
        let strip = PickerPageLayout(itemCount: 5, pageWidth: 100)
        let centre = strip.x(ofVisualPage: 3) // the offset that centres visual page 3
        XCTAssertEqual(strip.emphasis(ofVisualPage: 3, offset: centre), 1)
        XCTAssertEqual(strip.emphasis(ofVisualPage: 4, offset: centre), 0)
        XCTAssertEqual(strip.emphasis(ofVisualPage: 2, offset: centre), 0)
        XCTAssertEqual(strip.emphasis(ofVisualPage: 3, offset: centre + 25), 0.75, accuracy: 1e-12)
        XCTAssertEqual(strip.emphasis(ofVisualPage: 4, offset: centre + 25), 0.25, accuracy: 1e-12)
        XCTAssertEqual(strip.emphasis(ofVisualPage: 5, offset: centre + 25), 0)
    }

    func testBadOffsetsGiveAnEmphasisInZeroToOne() {
        let strip = PickerPageLayout(itemCount: 5, pageWidth: 100)
        for offset: CGFloat in [.nan, .infinity, -.infinity, 1e300, -1e300, .leastNonzeroMagnitude] {
            for page in -2...8 {
                let e = strip.emphasis(ofVisualPage: page, offset: offset)
                XCTAssertTrue(e >= 0 && e <= 1, "\(offset) \(page): \(e)")
            }
        }
    }
}
