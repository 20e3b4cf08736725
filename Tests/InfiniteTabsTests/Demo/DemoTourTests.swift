import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsDemoKit

final class DemoTourTests: XCTestCase {
    private func play() -> [DemoTour.Snapshot] {
        DemoTour.standard.play(on: DemoModel(), renderer: DemoRenderer())
    }

    func testTheTourShowsThePickerWrappingFromTheLastSizeToTheFirst() {
        let snapshots = play()
        // L, XL, (half way), XS: the wrap needs exactly one recentring.
        XCTAssertEqual(snapshots.prefix(4).map(\.pickerItem), [3, 4, 0, 0])
        XCTAssertEqual(snapshots.prefix(4).map(\.pickerRecenterings), [0, 0, 0, 1])
        XCTAssertEqual(snapshots[1].lines[1].trimmingCharacters(in: .whitespaces), "‹    M       L       XL      XS      S     ›")
        XCTAssertEqual(snapshots[3].lines[1].trimmingCharacters(in: .whitespaces), "‹    L       XL      XS      S       M     ›")
    }

    func testTheTourShowsAFarTapAndTheStripAndPagesWrappingBothWays() {
        let states = play().map(\.state)
        XCTAssertTrue(states.contains { state in
            if case .transitioning(let m) = state { return m.from == 0 && m.to == 5 && m.steps == -2 && m.progress > 0 && m.progress < 1 }
            return false
        }, "no snapshot of the far tap half way")
        let forward = states.firstIndex { state in
            guard let m = state.move, !state.isTransitioning else { return false }
            return m.from == 6 && m.to == 0 && m.steps == 1 && m.progress > 0 && m.progress < 1
        }
        XCTAssertNotNil(forward, "no snapshot of the swipe from the last tab to the first")
        if let i = forward { XCTAssertEqual(states[i + 1], .idle(index: 0)) }
        let reverse = states.firstIndex { state in
            guard let m = state.move, !state.isTransitioning else { return false }
            return m.from == 0 && m.to == 6 && m.steps == -1 && m.progress > 0 && m.progress < 1
        }
        XCTAssertNotNil(reverse, "no snapshot of the swipe from the first tab to the last")
        if let i = reverse { XCTAssertEqual(states[i + 1], .idle(index: 6)) }
    }

    func testTheTourMidSwipeFrameShowsTheLastAndTheFirstPage() {
        let snapshots = play()
        guard let mid = snapshots.first(where: { $0.state.move.map { $0.from == 6 && $0.to == 0 } ?? false }) else {
            return XCTFail("no mid-swipe snapshot")
        }
        let pages = mid.lines[5...8].joined(separator: "\n")
        XCTAssertTrue(pages.contains("7/7 ││ Page 1 of 7: Headlines"), "the last page is not followed by the first")
        XCTAssertTrue(pages.contains("╯╰"), "the two pages do not meet on screen")
    }

    func testTheTranscriptIsShortFitsTheWidthAndEndsWithTourFinished() {
        let lines = DemoTour.transcript(play())
        XCTAssertLessThan(lines.count, 150)
        XCTAssertEqual(lines.last, "Tour finished")
        for line in lines { XCTAssertLessThanOrEqual(line.count, 72, line) }
        XCTAssertTrue(lines.allSatisfy { !$0.hasSuffix(" ") })
    }
}
