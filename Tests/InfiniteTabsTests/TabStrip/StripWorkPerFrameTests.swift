#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Issue 21 point 6 on the real strip, counted by the UIKit model
/// (`UIKitModel.counters`): on every frame of a drag of the strip and of
/// the strip following a swipe of its pages, no `reloadData`, no layout
/// invalidation, no view or cell made once the reuse queue holds enough
/// cells, and label styles written only for labels whose look changed.
final class StripWorkPerFrameTests: XCTestCase {
    /// Drags to and fro across more than a period, so that the reuse queue
    /// and the prefetched cells hold every cell a drag needs.
    @MainActor
    private static func warmUp(_ screen: StripScreen) {
        for dx: CGFloat in [600, -1_200, 600] { screen.drag(by: dx, frames: 30) }
    }

    func testEveryFrameOfADragOfTheStripDoesNoLayoutWorkAndMakesNoViews() {
        onMain {
            for rtl in [false, true] {
                let screen = StripScreen(titles: (0..<9).map { "T\($0)" + String(repeating: "·", count: $0 % 4) },
                                         viewportWidth: 390, spacing: 8, rightToLeft: rtl)
                Self.warmUp(screen)
                let checker = StripChecker(screen: screen)
                checker.checksWork = true
                checker.allowsNewCells = false
                checker.resetWork()
                let start = UIKitModel.counters
                for sign: CGFloat in [1, -1, 1] {
                    screen.touchStrip()
                    checker.checkFrame("touch")
                    for _ in 0..<40 { screen.moveFinger(by: sign * 13.5); checker.checkFrame("drag") }
                    screen.lift()
                    checker.checkFrame("lift")
                    screen.runUntilRest { checker.checkFrame("fling") }
                }
                let work = UIKitModel.counters.since(start)
                XCTAssertEqual(checker.violations.messages, [], "rtl \(rtl)")
                XCTAssertEqual(work.reloadDataCalls, 0)
                XCTAssertEqual(work.layoutInvalidations, 0)
                XCTAssertEqual(work.viewsCreated, 0)
                XCTAssertEqual(work.offsetSets, 0, "the finger and the fling own the offset")
                XCTAssertGreaterThan(checker.frames, 100)
                XCTAssertEqual(screen.device.violations, [])
            }
        }
    }

    func testEveryFrameOfTheStripFollowingASwipeDoesNoLayoutWorkAndStylesOnlyTheTwoTabs() {
        onMain {
            let screen = StripScreen(titles: (0..<7).map { "T\($0)" }, viewportWidth: 390, spacing: 8)
            screen.strip.selectsOnTap = false
            screen.followPages(pageWidth: 390, pageCount: 21)
            Self.warmUp(screen)
            screen.showPage(of: screen.strip.selectedIndex)
            screen.runUntilRest()
            let checker = StripChecker(screen: screen)
            checker.checksWork = true
            checker.allowsNewCells = false
            checker.resetWork()
            var moved = Set<Int>()
            for sign: CGFloat in [1, 1, -1, 1] {
                let before = UIKitModel.counters
                screen.touchPages()
                for _ in 0..<24 { screen.moveFinger(by: sign * 14); checker.checkFrame("swipe") }
                screen.lift()
                checker.checkFrame("lift")
                screen.runUntilRest { checker.checkFrame("settle") }
                checker.checkAtRest()
                let work = UIKitModel.counters.since(before)
                // The two tabs of the move change look: their labels only.
                let labels = StripPicture(screen).cells.filter { $0.item != nil }.count
                XCTAssertGreaterThan(work.labelStyleWrites, 0, "the two tabs' titles follow the swipe")
                XCTAssertLessThan(work.labelStyleWrites, labels * 24, "not every label on every frame")
                moved.insert(screen.strip.selectedIndex)
            }
            XCTAssertEqual(checker.violations.messages, [])
            XCTAssertGreaterThan(moved.count, 1)
            XCTAssertEqual(screen.device.violations, [])
        }
    }
}
#endif
