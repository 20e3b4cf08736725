#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// The real strip following a paging `UIScrollView` after the user (or
/// VoiceOver) scrolled it away from the selected tab. Found by the
/// strip-following device suite: the first frame of a swipe used to snap the
/// strip back to centre the indicator (seeds 983319 and 983339: 188 and
/// 339 pt in one frame), and pages bouncing at their last page re-centred a
/// strip VoiceOver had scrolled (seed 983434: 387 pt).
final class StripFollowDriftTests: XCTestCase {
    /// Six tabs in a 240 pt strip following 18 pages 300 pt wide, on page 0.
    @MainActor
    private static func makeScreen(widths: [CGFloat] = [80, 100, 90, 70, 110, 95], pages: Int = 18) -> StripScreen {
        let screen = StripScreen(widths: widths, viewportWidth: 240)
        screen.strip.selectsOnTap = false
        screen.followPages(pageWidth: 300, pageCount: pages)
        return screen
    }

    /// Drags the strip by hand by `dx` (content points) and lets it rest.
    @MainActor
    private static func dragStrip(_ screen: StripScreen, by dx: CGFloat) {
        screen.touchStrip()
        screen.moveFinger(by: dx > 0 ? 11 : -11) // past the pan's slop
        for _ in 0..<10 { screen.moveFinger(by: (dx - (dx > 0 ? 11 : -11)) / 10) }
        for _ in 0..<4 { screen.moveFinger(by: 0) } // held still: no fling
        screen.lift()
        screen.runUntilRest()
    }

    /// Swipes the pages by `dx` frame by frame, returning the largest move
    /// of the strip in one frame (less whole periods: a recentre shows the
    /// same tabs).
    @MainActor
    @discardableResult
    private static func swipePages(_ screen: StripScreen, by dx: CGFloat = 300, frames: Int = 25) -> CGFloat {
        var largest: CGFloat = 0
        var previous = screen.strip.collectionView.contentOffset.x
        let period = screen.strip.driver.strip.period
        func measure() {
            var d = screen.strip.collectionView.contentOffset.x - previous
            d -= (d / period).rounded() * period
            largest = max(largest, abs(d))
            previous = screen.strip.collectionView.contentOffset.x
        }
        screen.touchPages()
        measure()
        for _ in 0..<frames { screen.moveFinger(by: dx / CGFloat(frames)); measure() }
        screen.lift()
        var k = 0
        while !screen.isAtRest && k < 600 { screen.frame(); measure(); k += 1 }
        return largest
    }

    @MainActor
    private static func indicatorMid(_ screen: StripScreen) -> CGFloat { StripPicture(screen).indicatorOnScreen.midX }

    func testAfterTheStripWasScrolledByHandASwipeOfThePagesBringsItBackWithoutAJump() {
        onMain {
            let screen = Self.makeScreen()
            Self.dragStrip(screen, by: -150)
            XCTAssertEqual(Self.indicatorMid(screen), 120 + 150, accuracy: 1, "the hand moved the strip (and its indicator) 150 pt")
            let largest = Self.swipePages(screen)
            XCTAssertLessThan(largest, 40, "the strip catches up gradually, never in one frame")
            XCTAssertEqual(screen.strip.selectedIndex, 1)
            XCTAssertEqual(Self.indicatorMid(screen), 120, accuracy: 0.5, "at rest the selected tab is centred again")
            XCTAssertEqual(screen.device.violations, [])
        }
    }

    func testAStripScrolledMoreThanAViewportAwayStaysWhereTheUserLeftIt() {
        onMain {
            let screen = Self.makeScreen(widths: Array(repeating: 80, count: 40), pages: 120)
            Self.dragStrip(screen, by: -1_000)
            let left = StripPicture(screen).cells.map(\.item)
            let largest = Self.swipePages(screen)
            XCTAssertEqual(largest, 0, "the strip does not move while the pages do")
            XCTAssertEqual(StripPicture(screen).cells.map(\.item), left, "the same tabs on screen")
            XCTAssertEqual(screen.strip.selectedIndex, 1, "the selection still follows the pages")
            let indicator = StripPicture(screen).indicatorOnScreen
            XCTAssertTrue(indicator.maxX <= 0 || indicator.minX >= 240, "the indicator follows its tab off screen")
        }
    }

    /// Seed 983572: page after page with the strip left alone, the
    /// indicator's copy used to walk off the content (cell -1), so at rest
    /// it sat under no tab at all.
    func testPageAfterPageWithTheStripLeftAloneTheIndicatorStaysOnACopyInsideTheContent() {
        onMain {
            for dx: CGFloat in [-300, 300] {
                let screen = StripScreen(widths: Array(repeating: 100, count: 6), viewportWidth: 120)
                screen.strip.selectsOnTap = false
                let pages = screen.followPages(pageWidth: 300, pageCount: 60)
                screen.app("pages to 30") { pages.contentOffset = CGPoint(x: 30 * 300, y: 0) }
                screen.runUntilRest()
                Self.dragStrip(screen, by: dx)
                for swipe in 0..<14 {
                    Self.swipePages(screen, by: dx < 0 ? 300 : -300)
                    let picture = StripPicture(screen)
                    let ind = picture.indicator
                    XCTAssertTrue(ind.minX >= 0 && ind.maxX <= picture.contentWidth,
                                  "after swipe \(swipe) the indicator \(ind) lies outside the content 0...\(picture.contentWidth)")
                    let driver = screen.strip.driver
                    XCTAssertEqual(driver.strip.item(atCell: driver.anchorCell), screen.strip.selectedIndex)
                }
            }
        }
    }

    func testPagesBouncingAtTheirLastPageLeaveAStripVoiceOverScrolled() {
        onMain {
            let screen = Self.makeScreen(pages: 6)
            screen.select(5, animated: false)
            screen.app("pages to 5") { screen.pages!.contentOffset = CGPoint(x: 5 * 300, y: 0) }
            screen.runUntilRest()
            XCTAssertEqual(screen.strip.selectedIndex, 5)
            screen.voiceOverFocus(item: 2)
            screen.runUntilRest()
            let focused = StripPicture(screen).cells.map(\.item)
            XCTAssertTrue(focused.contains(2))
            // Past the last page: the content rubber-bands and comes back.
            let largest = Self.swipePages(screen, by: 120, frames: 12)
            XCTAssertEqual(largest, 0, "still at rest on page 5: the strip stays where VoiceOver put it")
            XCTAssertEqual(StripPicture(screen).cells.map(\.item), focused)
            XCTAssertEqual(screen.strip.selectedIndex, 5)
        }
    }
}
#endif
