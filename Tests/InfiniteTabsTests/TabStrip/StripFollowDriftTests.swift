import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// A strip following paging content after the user (or VoiceOver) scrolled
/// it away from the selected tab, on the simulated device. Found by the
/// strip-following device suite: the first frame of a swipe used to snap the
/// strip back to centre the indicator (seeds 983319 and 983339: 188 and
/// 339 pt in one frame), and pages bouncing at their last page re-centred a
/// strip VoiceOver had scrolled (seed 983434: 387 pt).
final class StripFollowDriftTests: XCTestCase {
    /// Six tabs in a 240 pt strip following 18 pages 300 pt wide, on page 0.
    @MainActor
    private static func makeRig(widths: [CGFloat] = [80, 100, 90, 70, 110, 95], pages: Int = 18) -> (StripRig, SimulatedScrollView) {
        let rig = StripRig(widths: widths, viewportWidth: 240, framesPerSecond: 60)
        rig.driver.selectsOnTap = false
        let content = rig.followContent(pageWidth: 300, pageCount: pages)
        return (rig, content)
    }

    /// Drags the strip by hand by `dx` and lets it come to rest.
    @MainActor
    private static func dragStrip(_ rig: StripRig, by dx: CGFloat) {
        rig.touchDown()
        for _ in 0..<10 { rig.moveFinger(by: dx / 10); rig.frame() }
        rig.lift(velocity: 0)
        rig.runUntilRest()
    }

    /// Where the drawn indicator's centre is on screen.
    @MainActor
    private static func indicatorScreenMid(_ rig: StripRig) -> CGFloat { rig.drawnIndicator.midX }

    /// Swipes the content one page forward, frame by frame, returning the
    /// largest change of the strip's offset in one frame.
    @MainActor
    @discardableResult
    private static func swipeContent(_ rig: StripRig, _ content: SimulatedScrollView, by dx: CGFloat = 300,
                              frames: Int = 25) -> CGFloat {
        var largest: CGFloat = 0
        var previous = rig.scrollView.contentOffsetX
        let period = rig.driver.strip.period
        func step() {
            rig.scrollView.mark()
            rig.frame()
            // What the eye sees: the move less recentring by whole periods
            // (a recentre shows the same tabs).
            var d = rig.scrollView.contentOffsetX - previous - rig.scrollView.recenteredSinceMark
            d -= (d / period).rounded() * period
            largest = max(largest, abs(d))
            previous = rig.scrollView.contentOffsetX
        }
        content.touchDown()
        for _ in 0..<frames { content.moveFinger(by: dx / CGFloat(frames)); step() }
        content.lift(velocity: dx > 0 ? 800 : -800)
        var k = 0
        while !rig.isAtRest && k < 600 { step(); k += 1 }
        return largest
    }

    func testAfterTheStripWasScrolledByHandASwipeOfThePagesBringsItBackWithoutAJump() {
        onMain {
            let (rig, content) = Self.makeRig()
            Self.dragStrip(rig, by: -150)
            XCTAssertEqual(Self.indicatorScreenMid(rig), 120 + 150, accuracy: 1, "the hand moved the strip (and its indicator) 150 pt")
            let largest = Self.swipeContent(rig, content)
            XCTAssertLessThan(largest, 40, "the strip catches up gradually, never in one frame")
            XCTAssertEqual(rig.driver.selectedIndex, 1)
            XCTAssertEqual(Self.indicatorScreenMid(rig), 120, accuracy: 0.5, "at rest the selected tab is centred again")
        }
    }

    func testAStripScrolledMoreThanAViewportAwayStaysWhereTheUserLeftIt() {
        onMain {
            let (rig, content) = Self.makeRig(widths: Array(repeating: 80, count: 40), pages: 120)
            Self.dragStrip(rig, by: -1_000)
            let left = rig.scrollView.contentOffsetX
            let largest = Self.swipeContent(rig, content)
            XCTAssertEqual(largest, 0, "the strip does not move while the pages do")
            XCTAssertEqual(rig.scrollView.contentOffsetX, left)
            XCTAssertEqual(rig.driver.selectedIndex, 1, "the selection still follows the pages")
            let indicator = rig.drawnIndicator
            XCTAssertTrue(indicator.maxX <= 0 || indicator.minX >= 240, "the indicator follows its tab off screen")
        }
    }

    /// Seed 983572: page after page with the strip left alone, the
    /// indicator's copy used to walk off the content (cell -1), so at rest
    /// it sat under no tab at all.
    func testPageAfterPageWithTheStripLeftAloneTheIndicatorStaysOnACopyInsideTheContent() {
        onMain {
            for dx: CGFloat in [-300, 300] {
                let rig = StripRig(widths: Array(repeating: 100, count: 6), viewportWidth: 120, framesPerSecond: 60)
                rig.driver.selectsOnTap = false
                let content = rig.followContent(pageWidth: 300, pageCount: 60)
                content.setContentOffsetX(30 * 300, animated: false)
                rig.runUntilRest()
                Self.dragStrip(rig, by: dx)
                for swipe in 0..<14 {
                    Self.swipeContent(rig, content, by: dx < 0 ? 300 : -300)
                    let cells = 0..<rig.driver.strip.cellCount
                    XCTAssertTrue(cells.contains(rig.driver.anchorCell),
                                  "after swipe \(swipe) the indicator is on cell \(rig.driver.anchorCell), outside \(cells)")
                    XCTAssertEqual(rig.driver.strip.item(atCell: rig.driver.anchorCell), rig.driver.selectedIndex)
                }
            }
        }
    }

    func testPagesBouncingAtTheirLastPageLeaveAStripVoiceOverScrolled() {
        onMain {
            let (rig, content) = Self.makeRig(pages: 6)
            rig.select(5, animated: false)
            content.setContentOffsetX(5 * 300, animated: false)
            rig.runUntilRest()
            XCTAssertEqual(rig.driver.selectedIndex, 5)
            rig.voiceOverFocus(item: 2)
            rig.runUntilRest()
            let focused = rig.scrollView.contentOffsetX
            XCTAssertTrue(rig.driver.showsItem(2))
            // Past the last page: the content rubber-bands and comes back.
            let largest = Self.swipeContent(rig, content, by: 120, frames: 12)
            XCTAssertEqual(largest, 0, "still at rest on page 5: the strip stays where VoiceOver put it")
            XCTAssertEqual(rig.scrollView.contentOffsetX, focused)
            XCTAssertEqual(rig.driver.selectedIndex, 5)
        }
    }
}
