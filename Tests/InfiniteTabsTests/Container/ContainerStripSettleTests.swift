import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// How the real container's strip comes to rest when the pages arrive
/// somewhere without a move the strip saw. Found by the container device
/// suites: a selection kept during a transition and run at once when it
/// ended slid the strip 521 pt across a 284 pt viewport (seed 49415), and a
/// selection without animation of a tab far off screen slid it across
/// 27,639,594 pt of a million tabs (seed 45521).
final class ContainerStripSettleTests: XCTestCase {
    /// Titles of `count` tabs, `length` characters each (equal widths).
    private static func titles(_ count: Int, length: Int) -> [String] {
        (0..<count).map { i in let t = "\(i)"; return t + String(repeating: "m", count: max(0, length - t.count)) }
    }

    @MainActor
    private static func indicatorMidX(_ s: ContainerScene) -> CGFloat {
        s.strip.indicatorView.convert(s.strip.indicatorView.bounds, to: s.strip).midX
    }

    func testASelectionKeptDuringATransitionAndRunAtOnceMovesTheStripAtOnce() { onMain {
        let s = ContainerScene(titles: Self.titles(11, length: 8), selected: 6, width: 284, frameRate: 60)
        s.screen.select(8, animated: true)
        for _ in 0..<3 { s.frame() }
        s.pagesChecker.jumpAllowedUntilRest = true
        s.screen.select(2, animated: false)
        s.rest()
        XCTAssertEqual(s.screen.pages.selectedIndex, 2)
        XCTAssertEqual(s.strip.selectedIndex, 2)
        XCTAssertLessThanOrEqual(s.longestStripAnimation, 284, "no slide across more than the viewport")
        XCTAssertEqual(Self.indicatorMidX(s), 142, accuracy: 0.5, "tab 2 ends centred")
        s.assertClean()
    } }

    func testASelectionWithoutAnimationOfAFarTabMovesTheStripAtOnce() { onMain {
        let s = ContainerScene(titles: Self.titles(10_000, length: 6), selected: 10, width: 400, frameRate: 60)
        s.pagesChecker.jumpAllowed = true
        s.screen.select(6_000, animated: false)
        s.check("select 6,000")
        s.rest()
        XCTAssertEqual(s.strip.selectedIndex, 6_000)
        XCTAssertLessThanOrEqual(s.longestStripAnimation, 400, "no slide across 6,000 tabs")
        XCTAssertEqual(Self.indicatorMidX(s), 200, accuracy: 0.5, "the far tab ends centred")
        s.assertClean()
    } }

    func testASelectionWithoutAnimationOfATabOnScreenStillGlides() { onMain {
        let s = ContainerScene(titles: Self.titles(9, length: 6), selected: 4, width: 300, frameRate: 60)
        let tabWidth = s.anchorFrame(1).midX - s.anchorFrame(0).midX
        s.pagesChecker.jumpAllowed = true
        s.screen.select(5, animated: false)
        s.rest()
        XCTAssertEqual(s.longestStripAnimation, tabWidth, accuracy: 0.5, "the strip slides one tab to centre the neighbour")
        XCTAssertEqual(Self.indicatorMidX(s), 150, accuracy: 0.5)
        s.assertClean()
    } }
}
