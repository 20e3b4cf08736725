import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// The window of offsets that show the same pages, which lets the picker
/// skip working its pages out on most scroll events.
final class PagesWindowTests: XCTestCase {
    /// For seeded strips, windows and offsets: the window holds the offset,
    /// and every offset inside it (the edges approached to a billionth)
    /// shows the same pages as the offset asked about.
    func testEveryOffsetInsideTheWindowShowsTheSamePages() {
        var rng = SeededRandom(seed: 91)
        for _ in 0..<400 {
            let strip = PickerPageLayout(itemCount: Int.random(in: 1...12, using: &rng),
                                    pageWidth: CGFloat(Int.random(in: 1...400, using: &rng)) / 4)
            let visible = CGFloat(Int.random(in: 0...2_000, using: &rng)) / 3
            for _ in 0..<20 {
                let x = CGFloat(Double.random(in: -3_000...3_000, using: &rng))
                let window = strip.unchangedPagesWindow(around: x, visibleWidth: visible)
                XCTAssertEqual(window.pages, strip.visiblePages(atOffset: x, visibleWidth: visible))
                guard window.low < window.high else { continue }
                XCTAssert(window.low < x && x < window.high, "\(x) outside its window")
                let span = window.high - window.low
                for t in [1e-12, 1e-9, 0.25, 0.5, 0.75, 1 - 1e-9, 1 - 1e-12] as [CGFloat] {
                    let y = window.low + span * t
                    guard y > window.low && y < window.high else { continue }
                    XCTAssertEqual(strip.visiblePages(atOffset: y, visibleWidth: visible), window.pages, "\(y) in (\(window.low), \(window.high))")
                }
            }
        }
    }

    /// Bad input gives an empty window (every offset is worked out again).
    func testBadInputGivesAnEmptyWindow() {
        let strip = PickerPageLayout(itemCount: 5, pageWidth: 100)
        for x: CGFloat in [.nan, .infinity, -.infinity] {
            let w = strip.unchangedPagesWindow(around: x, visibleWidth: 300)
            XCTAssertFalse(w.low < w.high)
        }
        let huge = strip.unchangedPagesWindow(around: 1e300, visibleWidth: 300)
        XCTAssertFalse(huge.low < huge.high)
        let wide = strip.unchangedPagesWindow(around: 50, visibleWidth: 1e9)
        XCTAssertFalse(wide.low < wide.high)
        XCTAssertFalse(PickerPageLayout(itemCount: 0, pageWidth: 100).unchangedPagesWindow(around: 0, visibleWidth: 100).low < 0)
    }
}
