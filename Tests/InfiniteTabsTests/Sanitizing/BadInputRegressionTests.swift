import XCTest
import InfiniteTabsCore

/// What the bad-input sweeps of the smaller public pieces found, one test a
/// defect (each failed, or trapped, before its fix).
final class BadInputRegressionTests: XCTestCase {
    private final class View {}

    /// Trapped (`Range.count` overflow, then billions of views): the pool
    /// shows at most `PickerPageLayout.maximumVisiblePageCount` pages of any range.
    func testThePoolShowsAtMostTheCapForTheWholeIntRange() {
        let pool = OptionViewPool<View>()
        var made = 0
        pool.show(pages: Int.min..<Int.max, make: { made += 1; return View() }, configure: { _, _ in })
        XCTAssertEqual(pool.visible.count, PickerPageLayout.maximumVisiblePageCount)
        XCTAssertEqual(made, PickerPageLayout.maximumVisiblePageCount)
        XCTAssertEqual(pool.visible.first?.page, Int.min)
        pool.show(pages: -3..<4, make: { View() }, configure: { _, _ in })
        XCTAssertEqual(pool.visible.map(\.page).sorted(), Array(-3..<4), "an ordinary range is shown whole")
    }

    /// Trapped (overflow in `page += delta`).
    func testShiftingThePoolsPagesByIntMaxWrapsInsteadOfTrapping() {
        let pool = OptionViewPool<View>()
        pool.show(pages: 1..<3, make: { View() }, configure: { _, _ in })
        pool.shiftPages(by: Int.max)
        XCTAssertEqual(pool.visible.map(\.page), [Int.min, Int.min + 1])
    }

    /// Trapped (overflow in `position - 1` / `position + 1`).
    func testThePageStoreKeepsAroundIntMinAndIntMax() {
        let store = PageInstanceStore(cycle: PageCycle(count: 5, wraps: true)) { _ in View() }
        for position in [Int.min, Int.max] {
            _ = store.page(atPosition: position)
            store.keep(around: position)
            XCTAssertEqual(store.strongCount, 1, "the page at \(position) kept, no neighbour beyond Int")
        }
    }

    /// Passed NaN through to the indicator view's frame (UIKit rejects it).
    func testAnIndicatorMoveToANaNRectGoesToAFiniteOne() {
        let move = TabIndicatorGeometry.Move(to: CGRect(x: CGFloat.nan, y: 2, width: CGFloat.infinity, height: 3), animated: true, duration: 0.25)
        XCTAssertEqual(move, TabIndicatorGeometry.Move.animate(to: CGRect(x: 0, y: 2, width: 0, height: 3), duration: 0.25))
    }

    /// Gave an emphasis of 2 and −1 (and NaN) when a move's progress was set
    /// after it was made.
    func testTitleEmphasisClampsAProgressSetAfterTheMove() {
        var move = PagingMove(from: 0, to: 1, steps: 1, progress: 0.5)
        move.progress = -1
        XCTAssertEqual(PagingState.dragging(move).titleEmphasis(ofItem: 0), 1)
        XCTAssertEqual(PagingState.dragging(move).titleEmphasis(ofItem: 1), 0)
        move.progress = .nan
        XCTAssertEqual(PagingState.settling(move).titleEmphasis(ofItem: 1), 0)
    }

    /// Gave +infinity: the largest finite requested height plus any growth.
    func testAStripHeightNearTheLargestFiniteValueStaysFinite() {
        let h = TabStripHeight.height(requested: .greatestFiniteMagnitude, titleLineHeight: .greatestFiniteMagnitude,
                                      defaultTitleLineHeight: 18)
        XCTAssertEqual(h, .greatestFiniteMagnitude)
        XCTAssertEqual(TabStripHeight.height(requested: 44, titleLineHeight: .greatestFiniteMagnitude, defaultTitleLineHeight: 18), 88)
    }

    /// Gave +infinity widths: sharing the largest finite viewport equally,
    /// pixel-aligned at scale 100.
    func testFillingTheLargestViewportEquallyGivesFiniteWidths() {
        let sizing = TabStripSizing.resolve(measured: [40, 50, 60], mode: .fillEqually, spacing: 100,
                                            viewportWidth: .greatestFiniteMagnitude, scale: 100, loops: true)
        XCTAssertFalse(sizing.isLooping)
        XCTAssertTrue(sizing.widths.allSatisfy { $0.isFinite && $0 > 0 }, "\(sizing.widths)")
    }

    /// Gave x = +infinity: a background or dot indicator under a tab at the
    /// largest finite position with a large inset.
    func testABackgroundOrDotIndicatorFarAlongIsFinite() {
        for shape in [TabIndicatorShape.background, .dot] {
            let geometry = TabIndicatorGeometry(shape: shape, size: 6, leftInset: .greatestFiniteMagnitude)
            let rect = geometry.rect(under: StripFrame(x: .greatestFiniteMagnitude, width: 80), stripHeight: 44)
            XCTAssertTrue(rect.origin.x.isFinite && rect.origin.y.isFinite && rect.width.isFinite && rect.height.isFinite,
                          "\(shape): \(rect)")
        }
    }
}
