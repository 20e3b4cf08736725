// A callback means a change (issue 26, defect 3): willSelectItemAt and the
// will-select closure are not told the index already on screen.
import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

@MainActor
private func shownPages(_ device: SimulatedDevice, selected: Int) -> (InfinitePageViewController, PagesDelegateSpy) {
    let pages = InfinitePageViewController(count: 5, selectedIndex: selected) { LabelPage("Page \($0)") }
    let spy = PagesDelegateSpy()
    pages.delegate = spy
    device.show(pages)
    device.settle()
    return (pages, spy)
}

extension PagesAcceptanceTests {
    func testReloadsThatKeepThePageReportNoWillSelect() throws {
        try onDevice { device in
            let (pages, spy) = shownPages(device, selected: 2)
            pages.reloadPages(count: 5) { LabelPage("Page \($0)") }
            device.settle()
            pages.reloadPages(count: 7) { LabelPage("New \($0)") }
            device.settle()
            pages.reloadPages(ids: ["a", "b", "c", "d"]) { LabelPage("Id \($0)") }
            device.settle()
            pages.reloadPages(ids: ["a", "b", "c", "d", "e"]) { LabelPage("Id \($0)") }
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 2)
            XCTAssertEqual(spy.willSelect, [], "the page on screen stayed: no change to report")
            XCTAssertEqual(spy.selected, [])
        }
    }

    func testTogglingLoopsReportsNoWillSelect() throws {
        try onDevice { device in
            let (pages, spy) = shownPages(device, selected: 3)
            pages.loops = false
            device.settle()
            pages.loops = true
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 3)
            XCTAssertEqual(spy.willSelect, [])
        }
    }

    func testAReloadOntoAnotherPageStillReportsWillSelect() throws {
        try onDevice { device in
            let (pages, spy) = shownPages(device, selected: 3)
            pages.reloadPages(count: 2) { LabelPage("Page \($0)") }
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 1)
            XCTAssertEqual(spy.willSelect, [1], "the selection moved to the last page left")
            pages.select(0, animated: true)
            device.settle()
            XCTAssertEqual(spy.willSelect, [1, 0])
        }
    }
}

/// Records when each turn starts.
@MainActor
private final class TurnTimes: InfinitePageViewControllerDelegate {
    let device: SimulatedDevice
    var times: [TimeInterval] = []
    init(_ device: SimulatedDevice) { self.device = device }
    func infinitePageViewController(_ controller: InfinitePageViewController, willSelectItemAt index: Int) {
        times.append(device.now)
    }
}

extension PagesAcceptanceTests {
    /// Issue 26, defect 4: a peer's repeating timer turns at the interval;
    /// the first turn came two timer ticks late (2 s at 2.4 s).
    func testAutoScrollTurnsFirstOneIntervalAfterItIsSet() throws {
        for interval in [2.0, 3.0, 0.5, 7.0] {
            try onDevice { device in
                let pages = InfinitePageViewController(count: 5) { LabelPage("Page \($0)") }
                let turns = TurnTimes(device)
                pages.delegate = turns
                device.show(pages)
                device.settle()
                device.advance(by: 0.37) // any phase of the display
                let start = device.now
                pages.autoScrollInterval = interval
                device.advance(by: interval + 0.1)
                XCTAssertEqual(turns.times.count, 1, "interval \(interval): \(turns.times.map { $0 - start })")
                XCTAssertEqual((turns.times.first ?? 0) - start, interval, accuracy: 1.0 / 60 + 1e-9, "interval \(interval)")
            }
        }
    }
}
