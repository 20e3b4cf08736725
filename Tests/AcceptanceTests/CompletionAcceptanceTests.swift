import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

@MainActor
private func showPages(_ device: SimulatedDevice, count: Int = 5) -> InfinitePageViewController {
    let pages = InfinitePageViewController(count: count, selectedIndex: 0) { LabelPage("Page \($0)") }
    device.show(pages)
    device.settle()
    return pages
}

/// Moves asked for in code report whether they finished; an `Int?` selects.
final class CompletionAcceptanceTests: XCTestCase {
    func testAnAnimatedSelectionReportsTrueOnceThePageIsOnScreen() throws {
        try onDevice { device in
            let pages = showPages(device)
            var results: [Bool] = []
            var shownWhenReported: [String] = []
            pages.select(3, animated: true) { finished in
                results.append(finished)
                shownWhenReported = device.visibleTexts().filter { $0.hasPrefix("Page ") }
            }
            XCTAssertEqual(results, [], "not before the move ran")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(results, [true])
            XCTAssertEqual(shownWhenReported, ["Page 3"])
        }
    }

    func testOutOfRangeReportsFalseAndALaterRequestTakesOver() throws {
        try onDevice { device in
            let pages = showPages(device)
            var results: [String] = []
            for index in [Int.min, -1, 5, Int.max] {
                pages.select(index, animated: true) { results.append("\(index): \($0)") }
            }
            pages.select(2, animated: true) { results.append("2: \($0)") }
            pages.select(4, animated: true) { results.append("4: \($0)") }
            XCTAssertTrue(device.settle())
            XCTAssertEqual(results, ["\(Int.min): false", "-1: false", "5: false", "\(Int.max): false", "2: false", "4: true"])
            XCTAssertEqual(pages.selectedIndex, 4)
        }
    }

    func testShowNextAndShowPreviousReportAndTheContainerToo() throws {
        try onDevice { device in
            let pages = showPages(device)
            var results: [Bool] = []
            XCTAssertTrue(pages.showNext(animated: true) { results.append($0) })
            XCTAssertTrue(device.settle())
            XCTAssertTrue(pages.showPrevious(animated: false) { results.append($0) })
            XCTAssertTrue(device.settle())
            XCTAssertEqual(results, [true, true])
            XCTAssertEqual(pages.selectedIndex, 0)

            let tabs = InfiniteTabsViewController(titles: ["A", "B", "C"]) { LabelPage("Tab \($0)") }
            device.show(tabs)
            device.settle()
            var tabResults: [Bool] = []
            tabs.select(2, animated: true) { tabResults.append($0) }
            XCTAssertTrue(device.settle())
            XCTAssertEqual(tabResults, [true])
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Tab ") }, ["Tab 2"])
        }
    }

    func testASwipeAwayDuringAMoveReportsFalse() throws {
        try onDevice { device in
            let pages = showPages(device)
            var results: [Bool] = []
            pages.select(1, animated: true) { results.append($0) }
            XCTAssertTrue(device.settle())
            pages.select(3, animated: true) { results.append($0) }
            // The user catches the pages before the move runs and swipes back.
            XCTAssertTrue(device.swipe(forward: false))
            XCTAssertTrue(device.settle())
            XCTAssertEqual(results.first, true)
            XCTAssertEqual(results.count, 2)
            XCTAssertEqual(results.last, pages.selectedIndex == 3, "true only if the pages rest on 3")
        }
    }

    func testAnOptionalIndexSelectsAndNilDoesNothing() throws {
        try onDevice { device in
            let (picker, _, _) = showPicker(device)
            let chosen: Int? = 4
            picker.select(chosen)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(picker.selectedIndex, 4)
            let none: Int? = nil
            picker.select(none, animated: false)
            XCTAssertEqual(picker.selectedIndex, 4)

            let pages = showPages(device)
            pages.select(chosen, animated: false)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(pages.selectedIndex, 4)
            let strip = InfiniteTabStripView()
            strip.titles = ["A", "B", "C"]
            strip.select(Optional(2), animated: false)
            XCTAssertEqual(strip.selectedIndex, 2)
            strip.select(3) // the Int selection still wins for a plain Int (out of range: ignored)
            XCTAssertEqual(strip.selectedIndex, 2)
        }
    }
}
