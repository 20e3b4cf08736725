import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// Found by the VoiceOver device suite (seed 869386, container of 9 tabs):
/// a tap on the tab a transition is leaving (the strip still selects it, as
/// the link lets only the pages select) was swallowed: the strip only
/// centred it and reported nothing, so the pages went on to the other tab
/// and the user's last tap lost (GUIDE fact 9: coalesce to the latest target).
final class ContainerLastTapWinsTests: XCTestCase {
    func testActivatingTheTabATransitionLeavesTurnsThePagesBackToIt() {
        onMain {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let rig = ContainerRig(widths: Array(repeating: 80, count: 9), spacing: 8, viewportWidth: 320, pageWidth: 320,
                                       selectedIndex: 2, direction: direction)
                rig.strip.voiceOverActivate(item: 1)
                for _ in 0..<12 { rig.frame() }
                XCTAssertFalse(rig.pages.driver.state.isIdle, "the pages turn towards tab 1 (\(direction))")
                XCTAssertEqual(rig.strip.driver.selectedIndex, 2, "the strip still selects the tab the pages leave")
                rig.strip.voiceOverActivate(item: 2)
                var k = 0
                while !rig.isAtRest && k < 2_000 { rig.frame(); k += 1 }
                XCTAssertEqual(rig.pages.host.shownPage?.index, 2, "the last tap wins (\(direction))")
                XCTAssertEqual(rig.pages.driver.selectedIndex, 2, "\(direction)")
                XCTAssertEqual(rig.strip.driver.selectedIndex, 2, "\(direction)")
                XCTAssertEqual(rig.strip.reportedTaps.map(\.index), [1, 2], "both taps reported (\(direction))")
            }
        }
    }

    func testVoiceOverDoubleTapOnTheLeftTabDuringATransitionEndsThere() {
        onMain {
            let rig = ContainerRig(widths: Array(repeating: 70, count: 5), spacing: 8, viewportWidth: 330, pageWidth: 330,
                                   selectedIndex: 3)
            let voiceOver = SimulatedVoiceOver(strip: rig.strip, pages: rig.pages)
            // Cursor to tab 4, double tap: the pages turn from 3 to 4.
            for _ in 0...4 { voiceOver.swipeRight() }
            XCTAssertEqual(voiceOver.focus, .tab(4))
            voiceOver.doubleTap()
            for _ in 0..<10 { rig.frame() }
            // Back to tab 3 while they turn, double tap.
            voiceOver.swipeLeft()
            XCTAssertEqual(voiceOver.focus, .tab(3))
            voiceOver.doubleTap()
            var k = 0
            while !rig.isAtRest && k < 2_000 { rig.frame(); k += 1 }
            XCTAssertEqual(rig.pages.host.shownPage?.index, 3)
            XCTAssertEqual(rig.strip.driver.selectedIndex, 3)
        }
    }
}
