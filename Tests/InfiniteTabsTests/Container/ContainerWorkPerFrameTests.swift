import XCTest
import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Issue 21 point 6, for the pages: UIKit work on every frame of a swipe of
/// the pages in the real container, counted by the model
/// (`UIKitModel.counters`). Parchment invalidates its menu layout and
/// sets the menu's offset on every frame (`PagingController.updateScrollingState`);
/// here the strip only moves.
final class ContainerWorkPerFrameTests: XCTestCase {
    func testASwipeOfThePagesReloadsNothingCreatesNothingAndRestylesOnlyChangedTabs() { onMain {
        let titles = (0..<9).map { "Tab \($0)" }
        let screen = PagesScreen(titles: titles, selectedIndex: 7, width: 390, height: 700)
        let strip = screen.strip!
        let cv = strip.collectionView
        /// Visible cells of each item.
        @MainActor func shownCells() -> [Int: Int] {
            var cells: [Int: Int] = [:]
            for cell in cv.visibleCells { if let path = cv.indexPath(for: cell) { cells[path.item % titles.count, default: 0] += 1 } }
            return cells
        }
        var frames = 0
        var restyled = 0
        var reshown = 0
        @MainActor func frame(_ step: () -> Void, _ context: String) {
            let looks = (0..<titles.count).map { strip.titleEmphasis(ofItem: $0) }
            let shownBefore = Set(cv.visibleCells.map(ObjectIdentifier.init))
            let before = UIKitModel.counters
            step()
            let work = UIKitModel.counters.since(before)
            let state = screen.pages.pagingState
            let changed = (0..<titles.count).filter { strip.titleEmphasis(ofItem: $0) != looks[$0] }
            let cells = shownCells()
            let changedCells = changed.reduce(0) { $0 + (cells[$1] ?? 0) }
            let newlyShown = cv.visibleCells.filter { !shownBefore.contains(ObjectIdentifier($0)) }.count
            XCTAssertEqual(work.reloadDataCalls, 0, context)
            XCTAssertEqual(work.layoutInvalidations, 0, context)
            XCTAssertEqual(work.cellsCreated, 0, context)
            // A cell that comes on screen (a recentre shows other copies) is
            // styled once: title and badge, font and colour each.
            XCTAssertLessThanOrEqual(work.labelStyleChanges, 2 * changedCells + 4 * newlyShown,
                                     "\(context): only tabs whose look changed (\(changed)) or that came on screen (\(newlyShown))")
            // The frame a swipe lands the page view controller asks for the
            // new neighbour page (the app's view controller): no other view.
            if state.move != nil { XCTAssertEqual(work.viewsCreated, 0, context) }
            restyled += work.labelStyleChanges
            reshown += newlyShown
            frames += 1
        }
        // A warm-up swipe each way fills the strip's reuse queue.
        for sign: CGFloat in [1, -1] {
            screen.touchDown()
            for _ in 0..<16 { screen.moveFinger(by: sign * 20) }
            screen.lift()
            XCTAssertTrue(screen.device.settle())
        }
        for (i, sign) in ([1, 1, 1, -1, -1, 1] as [CGFloat]).enumerated() {
            screen.touchDown()
            for _ in 0..<16 { frame({ screen.moveFinger(by: sign * 20) }, "swipe \(i) drag") }
            frame({ screen.lift() }, "swipe \(i) lift")
            var n = 0
            while !screen.isAtRest && n < 600 { frame({ screen.frame() }, "swipe \(i) settle"); n += 1 }
            XCTAssertEqual(strip.selectedIndex, screen.pages.selectedIndex)
        }
        XCTAssertGreaterThan(frames, 150)
        XCTAssertGreaterThan(restyled, 0, "titles change look during swipes")
        print("pages swipes in the container: \(frames) frames, \(restyled) label style changes, \(reshown) cells shown anew")
        XCTAssertEqual(screen.device.violations, [])
    } }
}
