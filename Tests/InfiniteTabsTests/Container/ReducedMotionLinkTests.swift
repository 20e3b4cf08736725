import XCTest
@_spi(Core) import InfiniteTabsCore
@testable import InfiniteTabsCore

/// Reduce Motion in the tab strip, the pages and the container that joins
/// them: moves asked for with animation go at once; swipes are untouched.
final class ReducedMotionLinkTests: XCTestCase {
    func testTheStripsSelectionAndTapGoAtOnce() { onMain {
        let rig = LinkedTabsRig(widths: [60, 80, 70, 90, 50])
        rig.strip.selectsOnTap = true
        rig.strip.prefersReducedMotion = true
        rig.strip.setSelectedIndex(3, animated: true)
        XCTAssertFalse(rig.stripSlid)
        XCTAssertEqual(rig.stripHost.sets.last?.animated, false)
        XCTAssertEqual(rig.strip.selectedIndex, 3)
        rig.strip.tap(cell: rig.strip.anchorCell + 1)
        XCTAssertFalse(rig.stripSlid)
        XCTAssertEqual(rig.strip.selectedIndex, 4)
        rig.strip.prefersReducedMotion = false
        rig.strip.setSelectedIndex(1, animated: true)
        XCTAssertTrue(rig.stripSlid, "the same move slides without the setting")
    } }

    func testThePagesSelectionStepAndVoiceOverTurnGoAtOnce() { onMain {
        let h = PagesHarness(count: 5)
        h.driver.prefersReducedMotion = true
        h.clear()
        h.driver.select(3)
        XCTAssertEqual(h.host.calls, [.show(index: 3, direction: .reverse, animated: false)])
        XCTAssertEqual(h.events, [.selectTab(index: 3), .selectionSettled(index: 3), .stateChanged(.idle(index: 3))])
        h.clear()
        XCTAssertEqual(h.driver.step(1), 4)
        XCTAssertEqual(h.host.calls, [.show(index: 4, direction: .forward, animated: false)])
        h.clear()
        XCTAssertEqual(h.driver.accessibilityScroll(.left), "Page 1 of 5")
        XCTAssertEqual(h.host.calls, [.show(index: 0, direction: .forward, animated: false)])
        XCTAssertEqual(h.host.violations, [])
        XCTAssertFalse(h.driver.isHostBusy)
    } }

    /// A whole swipe reports the same events with or without the setting.
    func testASwipeOfThePagesIsUntouched() { onMain {
        @MainActor func swipe(_ reduced: Bool) -> [PagesEvent] {
            let h = PagesHarness(count: 4)
            h.driver.prefersReducedMotion = reduced
            h.clear()
            h.host.swipe(visualStep: 1)
            h.host.swipe(visualStep: -1, completed: false)
            return h.events
        }
        let normal = swipe(false)
        XCTAssertEqual(swipe(true), normal)
        XCTAssertTrue(normal.contains(.selectionSettled(index: 1)), "the swipe turned a page")
    } }

    func testTheContainerSetsBothDriversAndATappedTabTurnsThePagesAtOnce() { onMain {
        let rig = LinkedTabsRig(widths: [60, 80, 70, 90, 50])
        rig.link.prefersReducedMotion = true
        XCTAssertTrue(rig.strip.prefersReducedMotion)
        XCTAssertTrue(rig.pages.driver.prefersReducedMotion)
        rig.strip.tap(cell: rig.strip.anchorCell + 2)
        XCTAssertFalse(rig.pagesSlid)
        XCTAssertFalse(rig.stripSlid)
        XCTAssertEqual(rig.pages.driver.selectedIndex, 2)
        XCTAssertEqual(rig.strip.selectedIndex, 2, "strip and pages agree at once")
        XCTAssertEqual(rig.pages.events.last, .stateChanged(.idle(index: 2)))

        rig.link.prefersReducedMotion = false
        rig.clear()
        rig.strip.tap(cell: rig.strip.anchorCell + 1)
        XCTAssertTrue(rig.pagesSlid, "without the setting the same tap slides")
    } }

    /// While the pages are swiped the indicator follows frame by frame (never
    /// animated, setting or not), and the strip's settling after the swipe
    /// goes at once.
    func testTheIndicatorFollowsASwipeAndSettlesAtOnce() { onMain {
        let rig = LinkedTabsRig(widths: [60, 80, 70, 90, 50])
        rig.link.prefersReducedMotion = true
        XCTAssertTrue(rig.pages.host.beginSwipe(visualStep: 1))
        var xs: [CGFloat] = []
        for f in [0.25, 0.5, 0.75] as [CGFloat] {
            rig.pages.host.drag(f)
            xs.append(rig.strip.indicatorFrame.midX)
        }
        XCTAssertEqual(xs, xs.sorted(), "the indicator moves with the finger")
        XCTAssertNotEqual(xs.first, xs.last)
        rig.pages.host.endSwipe(completed: true)
        XCTAssertEqual(rig.strip.selectedIndex, 1)
        XCTAssertFalse(rig.stripSlid)
    } }
}

/// The pages' auto-scroll (a banner carousel) pauses when the driver's own
/// Reduce Motion input is on, as when the conditions say so.
final class ReducedMotionAutoScrollTests: XCTestCase {
    func testTheDriversSettingPausesAutoScrollAndTheSameTicksTurnWithoutIt() { onMain {
        @MainActor func turns(_ reduced: Bool) -> [Int] {
            let h = PagesHarness(count: 3, completesAtOnce: true)
            h.driver.prefersReducedMotion = reduced
            var auto = AutoScroll(interval: 1)
            var turned: [Int] = []
            for t in 0...40 {
                if let i = h.driver.autoScrollTick(&auto, now: TimeInterval(t) * 0.25) { turned.append(i) }
                h.host.runEventLoop()
            }
            return turned
        }
        XCTAssertEqual(turns(true), [])
        XCTAssertFalse(turns(false).isEmpty, "without the setting the same clock turns pages")
    } }
}
