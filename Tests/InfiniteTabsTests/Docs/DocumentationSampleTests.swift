import XCTest
import InfiniteTabsCore
import InfiniteTabs

/// The values the README and the DocC articles print next to their code
/// samples, computed with the real core: if an article's number drifts from
/// the code, one of these fails.
final class DocumentationSampleTests: XCTestCase {
    /// The core's answers behind GettingStarted.md's "See the loop's arithmetic": a million pages forward, a recentre by one period, a far tab the short way round.
    func testGettingStartedCoreSamples() {
        let sizes = ["XS", "S", "M", "L", "XL"]
        let ring = Cycle(count: sizes.count)
        XCTAssertEqual(sizes[ring.wrap(2 + 1_000_001)], "L")

        let strip = LoopingTabLayout(itemWidths: [80, 100, 90, 120], spacing: 10, viewportWidth: 390)
        XCTAssertEqual(strip.period, 430)
        XCTAssertEqual(strip.recentered(700), 270)

        var paging = PagingMachine(count: 5)
        XCTAssertEqual(paging.select(4), [.showPage(index: 4, direction: .reverse, animated: true), .selectTab(index: 4)])
    }

    /// HowTheLoopWorks.md: the ring, the padded strip and the repeated strip.
    func testHowTheLoopWorksLayoutSamples() {
        let ring = Cycle(count: 5)
        XCTAssertEqual(ring.wrap(7), 2)
        XCTAssertEqual(ring.wrap(-1), 4)
        XCTAssertEqual(ring.distance(from: 4, to: 0), 1)
        XCTAssertEqual(ring.distance(from: 0, to: 3), -2)

        let padded = PickerPageLayout(itemCount: 3, pageWidth: 100)
        XCTAssertEqual(padded.period, 300)
        XCTAssertEqual(padded.recentered(400), 100)
        XCTAssertEqual(padded.recentered(0), 300)
        XCTAssertEqual(padded.recentered(-30), 270)
        XCTAssertEqual(padded.recentered(250), 250)

        let strip = LoopingTabLayout(itemWidths: [80, 100, 90, 120], spacing: 10, viewportWidth: 390)
        XCTAssertEqual(strip.period, 430)
        XCTAssertEqual(strip.copyCount, 3)
        XCTAssertEqual(strip.contentWidth, 1_290)
        XCTAssertEqual(strip.bandStart, 235)
        XCTAssertEqual(strip.recentered(700), 270)
        XCTAssertEqual(strip.recentered(200), 630)
        XCTAssertEqual(strip.item(atCell: 9), 1)
        XCTAssertEqual(LoopingTabLayout(itemWidths: [80, 100, 90, 120], spacing: 10, viewportWidth: 1024).copyCount, 6)
    }

    /// HowTheLoopWorks.md: the page cycle and the machine's commands.
    func testHowTheLoopWorksPagingSamples() {
        let pages = PageCycle(count: 3)
        XCTAssertEqual(pages.index(after: 2), 0)
        XCTAssertEqual(pages.index(before: 0), 2)
        XCTAssertNil(PageCycle(count: 1).index(after: 0))
        XCTAssertNil(PageCycle(count: 3, wraps: false).index(after: 2))

        let two = PageCycle(count: 2)
        XCTAssertEqual(two.instancesPerPage, 2)
        XCTAssertEqual(two.instance(atPosition: 0), PageInstance(page: 0, copy: 0))
        XCTAssertEqual(two.instance(atPosition: 1), PageInstance(page: 1, copy: 0))
        XCTAssertEqual(two.instance(atPosition: 2), PageInstance(page: 0, copy: 1))

        var machine = PagingMachine(count: 5)
        XCTAssertEqual(machine.select(4),
                       [.showPage(index: 4, direction: .reverse, animated: true), .selectTab(index: 4)])
        XCTAssertEqual(machine.select(2), [])
        XCTAssertEqual(machine.transitionFinished(),
                       [.refreshPage(index: 4), .notifySelection(index: 4),
                        .showPage(index: 2, direction: .reverse, animated: true), .selectTab(index: 2)])
    }
}
