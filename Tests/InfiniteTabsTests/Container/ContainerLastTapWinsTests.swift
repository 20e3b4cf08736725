import XCTest
@testable import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Found by the VoiceOver device suite (seed 869386, container of 9 tabs):
/// a tap on the tab a transition is leaving (the strip still selects it, as
/// the link lets only the pages select) was swallowed: the strip only
/// centred it and reported nothing, so the pages went on to the other tab
/// and the user's last tap lost (a set during a transition crashes,
/// EndouMari/TabPageViewController#67: coalesce to the latest target). On the real container, through VoiceOver's activation of the
/// strip's tab elements.
final class ContainerLastTapWinsTests: XCTestCase {
    @MainActor
    private static func activate(_ strip: InfiniteTabStripView, _ item: Int) {
        XCTAssertTrue((strip.accessibilityElement(at: item) as? UIAccessibilityElement)?.accessibilityActivate() ?? false, "tab \(item)")
    }

    func testActivatingTheTabATransitionLeavesTurnsThePagesBackToIt() { onMain {
        let s = ContainerScene(titles: (0..<9).map { "Tab \($0)" }, selected: 2)
        s.screen.device.setVoiceOver(true)
        Self.activate(s.strip, 1)
        for _ in 0..<12 { s.frame() }
        XCTAssertFalse(s.screen.pages.pagingState.isIdle, "the pages turn towards tab 1")
        XCTAssertEqual(s.strip.selectedIndex, 1, "the strip selects the target at once (issue 29 finding 3): tab 2 is a new tap")
        Self.activate(s.strip, 2)
        s.rest()
        XCTAssertEqual(s.screen.pageShown?.index, 2, "the last tap wins")
        XCTAssertEqual(s.screen.pages.selectedIndex, 2)
        XCTAssertEqual(s.strip.selectedIndex, 2)
        XCTAssertEqual(s.moves.map(\.to), [1, 2], "both taps turned the pages")
        s.assertClean()
    } }

    func testVoiceOverDoubleTapOnTheLeftTabDuringATransitionEndsThere() { onMain {
        let s = ContainerScene(titles: (0..<5).map { "Tab \($0)" }, selected: 3, width: 330)
        s.screen.device.setVoiceOver(true)
        Self.activate(s.strip, 4)
        for _ in 0..<10 { s.frame() }
        Self.activate(s.strip, 3)
        s.rest()
        XCTAssertEqual(s.screen.pageShown?.index, 3)
        XCTAssertEqual(s.strip.selectedIndex, 3)
        s.assertClean()
    } }
}
