import XCTest
@_spi(Core) import InfiniteTabsCore
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsSimulator

/// Named VoiceOver scenarios on the simulated device (``SimulatedVoiceOver``),
/// each through the real drivers.
final class VoiceOverScenarios: XCTestCase {
    /// The strip is exactly `itemCount` elements in index order, then the
    /// page on screen; the cursor stops at the ends.
    func testSwipingRightVisitsEveryTabOnceThenThePageOnScreenAndStops() {
        onMain {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let rig = ContainerRig(widths: [60, 90, 70, 80, 50], spacing: 8, viewportWidth: 300, pageWidth: 300,
                                       selectedIndex: 1, direction: direction)
                let vo = SimulatedVoiceOver(strip: rig.strip, pages: rig.pages)
                var visited: [VoiceOverElement] = []
                while vo.swipeRight() {
                    visited.append(vo.focus!)
                    while !rig.isAtRest { rig.frame() }
                }
                let page = rig.pages.host.shownPage!
                XCTAssertEqual(visited, (0..<5).map { .tab($0) } + [.page(index: 1, serial: page.serial)], "\(direction)")
                XCTAssertFalse(vo.swipeRight(), "the cursor stops at the last element")
                XCTAssertEqual(vo.announcements.prefix(3), ["tab 0", "tab 1, selected", "tab 2"])
            }
        }
    }

    /// VoiceOver reads only the page on screen: the cached neighbours are
    /// hidden from it, before and after a swipe and a three-finger swipe.
    func testOnlyThePageOnScreenIsAnElementAtRest() {
        onMain {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let rig = PagesRig(count: 4, pageWidth: 320, selectedIndex: 0, direction: direction)
                let vo = SimulatedVoiceOver(pages: rig)
                XCTAssertNotNil(rig.host.before)
                XCTAssertNotNil(rig.host.after)
                XCTAssertEqual(vo.pageElements().map(\.page.index), [0], "\(direction)")
                rig.touchDown()
                for _ in 0..<10 { rig.moveFinger(by: 20); rig.frame() }
                rig.lift(velocity: 2_000)
                while !rig.isAtRest { rig.frame() }
                XCTAssertEqual(vo.pageElements().map(\.page.index), [rig.host.shownPage!.index], "\(direction)")
                XCTAssertTrue(vo.swipeRight())
                XCTAssertTrue(vo.threeFingerSwipe(.next))
                while !rig.isAtRest { rig.frame() }
                vo.screenChanged()
                XCTAssertEqual(vo.pageElements().map(\.page.index), [rig.host.shownPage!.index], "\(direction)")
                XCTAssertTrue(vo.offScreenPageLandings.isEmpty)
            }
        }
    }

    /// A three-finger swipe left turns to the next page left to right and to
    /// the previous one right to left, and VoiceOver reads the page that
    /// ends on screen; on the strip it does nothing (no view above the tabs
    /// scrolls).
    func testThreeFingerSwipesReadThePageThatEndsOnScreen() {
        onMain {
            for (direction, expected) in [(LayoutDirection.leftToRight, 3), (.rightToLeft, 1)] {
                let rig = ContainerRig(widths: Array(repeating: 70, count: 5), spacing: 8, viewportWidth: 330, pageWidth: 330,
                                       selectedIndex: 2, direction: direction)
                let vo = SimulatedVoiceOver(strip: rig.strip, pages: rig.pages)
                XCTAssertTrue(vo.swipeRight())
                XCTAssertFalse(vo.threeFingerSwipe(.left), "the strip's elements do not scroll")
                for _ in 0..<5 { vo.swipeRight() }
                XCTAssertTrue(vo.threeFingerSwipe(.left))
                while !rig.isAtRest { rig.frame() }
                XCTAssertEqual(rig.pages.host.shownPage?.index, expected, "\(direction)")
                XCTAssertEqual(vo.announcements.last, "Page \(expected + 1) of 5")
                XCTAssertEqual(rig.strip.driver.selectedIndex, expected)
            }
        }
    }
}
