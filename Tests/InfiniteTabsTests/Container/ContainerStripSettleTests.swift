import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// How the container's strip comes to rest when the pages arrive somewhere
/// without a move the strip saw, on the simulated device. Found by the
/// container device suites: a selection kept during a transition and run at
/// once when it ended slid the strip 521 pt across a 284 pt viewport (seed
/// 49415), and a selection without animation of a tab far off screen slid
/// it across 27,639,594 pt of a million tabs (seed 45521).
final class ContainerStripSettleTests: XCTestCase {
    /// The longest animated move the strip was asked for while `body` ran
    /// and the container came to rest.
    @MainActor
    private static func longestAnimatedStripMove(_ rig: ContainerRig, _ body: () -> Void) -> CGFloat {
        var longest: CGFloat = 0
        func note() {
            for move in rig.strip.scrollView.animatedSetsSinceMark { longest = max(longest, abs(move.to - move.from)) }
            rig.strip.scrollView.mark()
        }
        rig.strip.scrollView.mark()
        body()
        note()
        var k = 0
        while !rig.isAtRest && k < 2_000 { rig.frame(); note(); k += 1 }
        return longest
    }

    func testASelectionKeptDuringATransitionAndRunAtOnceMovesTheStripAtOnce() {
        onMain {
            let rig = ContainerRig(widths: Array(repeating: 100, count: 11), viewportWidth: 284, pageWidth: 284,
                                   selectedIndex: 6, framesPerSecond: 60)
            let longest = Self.longestAnimatedStripMove(rig) {
                rig.select(8, animated: true)
                for _ in 0..<3 { rig.frame() }
                rig.select(2, animated: false)
            }
            XCTAssertEqual(rig.pages.driver.selectedIndex, 2)
            XCTAssertEqual(rig.strip.driver.selectedIndex, 2)
            XCTAssertLessThanOrEqual(longest, 284, "no slide across more than the viewport")
            XCTAssertEqual(rig.strip.drawnIndicator.midX, 142, accuracy: 0.5, "tab 2 ends centred")
        }
    }

    func testASelectionWithoutAnimationOfAFarTabMovesTheStripAtOnce() {
        onMain {
            let rig = ContainerRig(widths: Array(repeating: 61.5, count: 1_000_000), viewportWidth: 400, pageWidth: 400,
                                   selectedIndex: 10, framesPerSecond: 60)
            let longest = Self.longestAnimatedStripMove(rig) { rig.select(600_000, animated: false) }
            XCTAssertEqual(rig.strip.driver.selectedIndex, 600_000)
            XCTAssertLessThanOrEqual(longest, 400, "no slide across 600,000 tabs")
            XCTAssertEqual(rig.strip.drawnIndicator.midX, 200, accuracy: 0.5, "the far tab ends centred")
        }
    }

    func testASelectionWithoutAnimationOfATabOnScreenStillGlides() {
        onMain {
            let rig = ContainerRig(widths: Array(repeating: 60, count: 9), viewportWidth: 300, pageWidth: 300,
                                   selectedIndex: 4, framesPerSecond: 60)
            let longest = Self.longestAnimatedStripMove(rig) { rig.select(5, animated: false) }
            XCTAssertEqual(longest, 60, accuracy: 0.5, "the strip slides one tab to centre the neighbour")
            XCTAssertEqual(rig.strip.drawnIndicator.midX, 150, accuracy: 0.5)
        }
    }
}
