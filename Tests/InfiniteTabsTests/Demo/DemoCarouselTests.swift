import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsDemoKit
@testable import InfiniteTabsCore

/// The terminal demo's pages as a banner carousel: they turn by themselves,
/// forward across the seam, and never during a swipe or a transition.
final class DemoCarouselTests: XCTestCase {
    func testThePagesTurnForwardByThemselvesAcrossTheSeam() {
        let model = DemoModel()
        let count = model.content.tabTitles.count
        model.pages.autoScroll.setInterval(0.5) // 60 frames of rest
        var settled: [Int] = []
        var last = model.pages.shownPage
        for _ in 0..<(count * 2 * 120) {
            model.step()
            if model.pages.shownPage != last { last = model.pages.shownPage; settled.append(last) }
        }
        XCTAssertGreaterThan(settled.count, count + 1, "went round the ring")
        var expected = 0
        for page in settled {
            expected = (expected + 1) % count
            XCTAssertEqual(page, expected, "always one page forward")
        }
        let reverse = model.pages.commandLog.contains { if case .showPage(_, .reverse, _) = $0 { return true } else { return false } }
        XCTAssertFalse(reverse, "never a rewind")
    }

    func testNoTurnDuringASwipeAndAFullIntervalAfterIt() {
        let model = DemoModel()
        model.pages.autoScroll.setInterval(1) // 120 frames
        model.run(frames: 1)
        for _ in 0..<100 { model.step() }       // 100 frames at rest on page 0
        model.handle(.swipe(.forward))           // the user swipes to page 1
        var frames = 0
        while !model.pages.isIdle { model.step(); frames += 1 }
        XCTAssertEqual(model.pages.shownPage, 1)
        XCTAssertFalse(model.pages.commandLog.contains { if case .showPage = $0 { return true } else { return false } },
                       "the swipe was not interrupted by a turn")
        for _ in 0..<110 { model.step() }
        XCTAssertEqual(model.pages.shownPage, 1, "rests a full interval after the swipe")
        while model.pages.shownPage == 1 { model.step() }
        XCTAssertEqual(model.pages.shownPage, 2)
    }

    func testOffByDefault() {
        let model = DemoModel()
        for _ in 0..<2_000 { model.step() }
        XCTAssertEqual(model.pages.shownPage, 0)
        XCTAssertTrue(model.isIdle)
    }
}
