import XCTest
@testable import InfiniteTabsCore

/// The option picker's view reuse: one view per visible page, recycled.
final class CoreOptionViewPoolTests: XCTestCase {
    private final class View { var page = Int.min }

    func testShowCreatesOneViewPerVisiblePageAndReusesTheOnesThatLeave() {
        let pool = OptionViewPool<View>()
        var configured: [Int] = []
        let make = { View() }
        let configure = { (view: View, page: Int) in view.page = page; configured.append(page) }
        pool.show(pages: 0..<3, make: make, configure: configure)
        XCTAssertEqual(pool.createdCount, 3)
        XCTAssertEqual(configured, [0, 1, 2])
        let middle = pool.view(forPage: 1)
        pool.show(pages: 1..<4, make: make, configure: configure)
        XCTAssertEqual(pool.createdCount, 3)                 // page 0's view shows page 3
        XCTAssertEqual(configured, [0, 1, 2, 3])             // pages 1 and 2 are not configured again
        XCTAssertTrue(pool.view(forPage: 1) === middle)
        XCTAssertNil(pool.view(forPage: 0))
        XCTAssertEqual(pool.view(forPage: 3)?.page, 3)
        pool.shiftPages(by: -3)                              // a recentring by one period of 3 pages
        XCTAssertEqual(pool.visible.map(\.page).sorted(), [-2, -1, 0])
        XCTAssertTrue(pool.view(forPage: -2) === middle)
        pool.show(pages: 0..<0, make: make, configure: configure)
        XCTAssertTrue(pool.visible.isEmpty)
        XCTAssertEqual(pool.spares.count, 3)
        pool.show(pages: 5..<7, make: make, configure: configure)
        pool.recycleAll()
        XCTAssertEqual(pool.spares.count, 3)
        XCTAssertEqual(pool.createdCount, 3)
    }

    /// A picker of 100,000 options scrolled across 2,000 pages (through the
    /// seam, recentring on the way) creates no more than a handful of views.
    func testAHugePickerCreatesAHandfulOfViews() {
        let strip = PickerPageLayout(itemCount: 100_000, pageWidth: 100)
        let pool = OptionViewPool<View>()
        var offset = strip.offset(ofItem: 99_000)
        for _ in 0..<20_000 {
            let before = offset
            offset = strip.recentered(offset + 10)
            pool.shiftPages(by: Int(((offset - before - 10) / strip.pageWidth).rounded()))
            pool.show(pages: strip.visiblePages(atOffset: offset, visibleWidth: 300), make: { View() },
                      configure: { $0.page = strip.item(atPage: $1) })
            // Views are not configured again after a shift: each still shows its page's item.
            for slot in pool.visible where slot.view.page != strip.item(atPage: slot.page) {
                return XCTFail("page \(slot.page) shows item \(slot.view.page), not \(strip.item(atPage: slot.page))")
            }
        }
        XCTAssertLessThanOrEqual(pool.createdCount, 5)
    }
}
