import XCTest
import InfiniteTabsCore
import TestSupport

/// The decisions `InfiniteTabStripView` used to take itself: which cells show what,
/// how the indicator moves, when to measure or lay out again, and the page
/// width of a followed scroll view.
final class TabStripViewDecisionTests: XCTestCase {
    @MainActor private static func make(widths: [CGFloat] = [50, 100, 70], looping: Bool = true) -> StripDriverHarness {
        let driver = StripDriverHarness()
        driver.configure(itemWidths: widths, spacing: 10, viewportWidth: 200, isLooping: looping, direction: .leftToRight)
        return driver
    }

    func testEveryCellShowsItsItemModuloTheCountAndOnlyTheSelectedItemLooksSelected() { onMain {
        let driver = Self.make()
        driver.setSelectedIndex(1, animated: false)
        XCTAssertEqual(driver.strip.cellCount, 9)
        for cell in 0..<9 {
            XCTAssertEqual(driver.content(ofCell: cell, availableItems: 3),
                           TabCellContent(item: cell % 3, isSelected: cell % 3 == 1), "cell \(cell)")
        }
    } }

    func testCellsOutsideTheStripOrBeyondTheViewsItemsShowNothing() { onMain {
        let driver = Self.make()
        for cell in [-1, 9, Int.min, Int.max] {
            XCTAssertNil(driver.content(ofCell: cell, availableItems: 3), "cell \(cell)")
        }
        XCTAssertNil(driver.content(ofCell: 2, availableItems: 2), "item 2 with data for two items")
        XCTAssertEqual(driver.content(ofCell: 4, availableItems: 2), TabCellContent(item: 1, isSelected: false))
        XCTAssertNil(driver.content(ofCell: 0, availableItems: 0))
        XCTAssertNil(driver.content(ofCell: 0, availableItems: Int.min))
        let empty = Self.make(widths: [])
        XCTAssertNil(empty.content(ofCell: 0, availableItems: 5))
        XCTAssertNil(empty.content(ofItem: 0, availableItems: 5))
    } }

    func testItemContentIsWhatVoiceOverShowsForEachTab() { onMain {
        let driver = Self.make(looping: false)
        XCTAssertEqual(driver.content(ofItem: 0, availableItems: 3), TabCellContent(item: 0, isSelected: true))
        XCTAssertEqual(driver.content(ofItem: 2, availableItems: 3), TabCellContent(item: 2, isSelected: false))
        for item in [-1, 3, Int.min, Int.max] { XCTAssertNil(driver.content(ofItem: item, availableItems: Int.max), "\(item)") }
        driver.tapItem(2)
        XCTAssertEqual(driver.content(ofItem: 2, availableItems: 3)?.isSelected, true, "a tap moves the selected look")
        XCTAssertEqual(driver.content(ofItem: 0, availableItems: 3)?.isSelected, false)
    } }

    func testTheIndicatorAnimatesOnlyForAnAnimatedMoveWithAUsableDuration() {
        let rect = CGRect(x: 10, y: 41, width: 50, height: 3)
        XCTAssertEqual(TabIndicatorGeometry.Move(to: rect, animated: true, duration: 0.25), .animate(to: rect, duration: 0.25))
        XCTAssertEqual(TabIndicatorGeometry.Move(to: rect, animated: false, duration: 0.25), .jump(to: rect))
        for bad: TimeInterval in [0, -0.25, .nan, .infinity, -.infinity, -.leastNonzeroMagnitude] {
            XCTAssertEqual(TabIndicatorGeometry.Move(to: rect, animated: true, duration: bad), .jump(to: rect), "\(bad)")
        }
        XCTAssertEqual(TabIndicatorGeometry.Move(to: rect, animated: true, duration: .leastNonzeroMagnitude).rect, rect)
        XCTAssertEqual(TabIndicatorGeometry.Move(to: rect, animated: false, duration: 1).rect, rect)
    }

    func testTheDriverRemeasuresTheStripForTextSizeAndDirectionAndLaysOutForSize() { onMain {
        let driver = StripDriverHarness()
        let base = ViewMetrics(width: 320, height: 44, layoutDirection: .leftToRight, textSize: "large")
        XCTAssertEqual(driver.viewChanged(ViewMetrics(width: 0, height: 0, textSize: "large")), .none, "not laid out yet")
        XCTAssertEqual(driver.viewChanged(base), .layout)
        XCTAssertEqual(driver.viewChanged(base), .none, "a layout pass with nothing new")
        var next = base
        next.width = 480
        XCTAssertEqual(driver.viewChanged(next), .layout)
        next.textSize = "extraLarge"
        XCTAssertEqual(driver.viewChanged(next), .measure)
        next.layoutDirection = .rightToLeft
        XCTAssertEqual(driver.viewChanged(next), .measure)
        XCTAssertEqual(driver.viewChanged(next), .none)
    } }

    func testAFollowedScrollViewsPagesDefaultToItsWidth() { onMain {
        let a = Self.make(), b = Self.make()
        // Page 4 of a 300-wide paging scroll view, halfway to page 5: items 1 → 2.
        a.follow(offset: 1350, pageWidth: nil, scrollViewWidth: 300, contentWidth: 3000)
        b.follow(offset: 1350, pageWidth: 300, contentWidth: 3000)
        XCTAssertEqual(a.state, .dragging(PagingMove(from: 1, to: 2, steps: 1, progress: 0.5)))
        XCTAssertEqual(a.state, b.state)
        a.follow(offset: 1200, pageWidth: 400, scrollViewWidth: 300, contentWidth: 3000)
        XCTAssertEqual(a.state, .idle(index: 0), "a given page width wins over the scroll view's (page 3 → item 0)")
        XCTAssertEqual(a.selectedIndex, 0)
        a.follow(offset: 1200, pageWidth: nil, scrollViewWidth: .nan, contentWidth: 3000)
        XCTAssertEqual(a.state, .idle(index: 0), "an unusable width is ignored")
    } }
}
