import XCTest
import InfiniteTabsCore
import InfiniteTabsDemoKit
import TestSupport

#if os(Linux)
/// The scripted tour (what CI runs) on the real controls.
final class DemoTourTests: XCTestCase {
    @MainActor private static func play() -> [DemoTour.Snapshot] {
        DemoTour.standard.play(on: DemoModel(), renderer: DemoRenderer())
    }

    func testTheTourShowsThePickerWrappingFromTheLastSizeToTheFirst() { onMain {
        let snapshots = Self.play()
        // L, XL, (on the way), XS: the picker's labels drawn from its views.
        XCTAssertEqual(snapshots.prefix(4).map(\.screenshot.pickerItem), [3, 4, 4, 0])
        XCTAssertEqual(snapshots[1].lines[1].trimmingCharacters(in: .whitespaces), "‹     M       L      XL      XS       S    ›")
        XCTAssertEqual(snapshots[3].lines[1].trimmingCharacters(in: .whitespaces), "‹     L      XL      XS       S       M    ›")
        let between = snapshots[2].lines[1]
        XCTAssertTrue(between.contains("XL") && between.contains("XS"), between)
        XCTAssertNotEqual(between, snapshots[1].lines[1])
        XCTAssertNotEqual(between, snapshots[3].lines[1])
    } }

    func testTheTourShowsAFarTapAndTheStripAndPagesWrappingBothWays() { onMain {
        let states = Self.play().map(\.screenshot.state)
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
    } }

    func testTheTourMidSwipeFrameShowsTheLastAndTheFirstPage() { onMain {
        let snapshots = Self.play()
        guard let mid = snapshots.first(where: { $0.screenshot.state.move.map { $0.from == 6 && $0.to == 0 } ?? false }) else {
            return XCTFail("no mid-swipe snapshot")
        }
        let pages = mid.lines[5...8].joined(separator: "\n")
        XCTAssertTrue(pages.contains("7/7 ││  Page 1 of 7: Headlines"), "the last page is not followed by the first")
        XCTAssertTrue(pages.contains("╯╰"), "the two pages do not meet on screen")
    } }

    func testTheTranscriptIsShortFitsTheWidthAndEndsWithTourFinished() { onMain {
        let lines = DemoTour.transcript(Self.play())
        XCTAssertLessThan(lines.count, 150)
        XCTAssertEqual(lines.last, "Tour finished")
        for line in lines { XCTAssertLessThanOrEqual(line.count, 72, line) }
        XCTAssertTrue(lines.allSatisfy { !$0.hasSuffix(" ") })
    } }
}
#endif
