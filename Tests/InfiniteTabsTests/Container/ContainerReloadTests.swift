import XCTest
@_spi(Core) import InfiniteTabsCore
@testable import InfiniteTabsCore

/// A container reload shows strip and pages from the same data at every
/// moment: the strip's tab count is checked against the pages' count after
/// every strip command and every pages event, through whole transitions.
final class ContainerReloadTests: XCTestCase {
    @MainActor private final class Rig {
        let rig: LinkedTabsRig
        var mismatches: [String] = []
        var checks = 0

        init(count: Int) {
            rig = LinkedTabsRig(widths: Array(repeating: 80, count: count))
            let stripForward = rig.strip.onCommand
            rig.strip.onCommand = { [unowned self] command in
                stripForward?(command)
                self.check("strip \(command)")
            }
            let pagesForward = rig.pages.driver.onEvent
            rig.pages.driver.onEvent = { [unowned self] event in
                pagesForward?(event)
                self.check("pages \(event)")
            }
        }

        func check(_ moment: String) {
            checks += 1
            if rig.strip.itemCount != rig.pages.driver.pages.count {
                mismatches.append("\(moment): strip \(rig.strip.itemCount), pages \(rig.pages.driver.pages.count)")
            }
        }

        func reload(to count: Int, selectedIndex: Int) {
            rig.link.reload(count: count, selectedIndex: selectedIndex, makePage: nil) { [rig] in
                rig.strip.configure(itemWidths: Array(repeating: 60, count: count), spacing: 0, viewportWidth: 200,
                                    isLooping: true, direction: .leftToRight)
            }
            check("after reload call")
        }
    }

    func testAReloadAtRestChangesBothAtOnce() { onMain {
        let r = Rig(count: 5)
        r.reload(to: 3, selectedIndex: 2)
        XCTAssertEqual(r.rig.strip.itemCount, 3)
        XCTAssertEqual(r.rig.pages.driver.pages.count, 3)
        XCTAssertEqual(r.rig.strip.selectedIndex, 2)
        XCTAssertEqual(r.rig.pages.driver.selectedIndex, 2)
        XCTAssertEqual(r.mismatches, [])
    } }

    func testAReloadDuringATapsTransitionWaitsForItsEndOnBothSides() { onMain {
        let r = Rig(count: 5)
        r.rig.strip.tap(cell: r.rig.strip.anchorCell + 3)   // a transition to 3 starts
        XCTAssertTrue(r.rig.pages.driver.isHostBusy)
        r.reload(to: 2, selectedIndex: 1)
        XCTAssertEqual(r.rig.strip.itemCount, 5, "the old tabs stay over the old pages")
        XCTAssertEqual(r.rig.pages.driver.pages.count, 5)
        r.rig.pages.host.finishAnimation()
        r.rig.pages.host.runEventLoop()
        XCTAssertEqual(r.rig.strip.itemCount, 2)
        XCTAssertEqual(r.rig.pages.driver.pages.count, 2)
        XCTAssertEqual(r.rig.strip.selectedIndex, 1)
        XCTAssertEqual(r.rig.pages.driver.state, .idle(index: 1))
        XCTAssertEqual(r.rig.pages.host.violations, [])
        XCTAssertEqual(r.mismatches, [])
        XCTAssertGreaterThan(r.checks, 5)
    } }

    func testAReloadDuringASwipeWaitsForTheSwipeAndOnlyTheLatestApplies() { onMain {
        let r = Rig(count: 4)
        XCTAssertTrue(r.rig.pages.host.beginSwipe(visualStep: 1))
        r.rig.pages.host.drag(0.4)
        r.reload(to: 6, selectedIndex: 5)
        r.rig.pages.host.drag(0.8)
        r.reload(to: 7, selectedIndex: 6)
        XCTAssertEqual(r.rig.strip.itemCount, 4)
        r.rig.pages.host.endSwipe(completed: true)
        r.rig.pages.host.runEventLoop()
        XCTAssertEqual(r.rig.strip.itemCount, 7)
        XCTAssertEqual(r.rig.pages.driver.pages.count, 7)
        XCTAssertEqual(r.rig.strip.selectedIndex, 6)
        XCTAssertEqual(r.mismatches, [])
    } }

    func testAReloadToNoTabsEmptiesBothTogether() { onMain {
        let r = Rig(count: 3)
        r.rig.pages.driver.select(1)
        r.reload(to: 0, selectedIndex: Int.max)
        XCTAssertEqual(r.rig.strip.itemCount, 3)
        r.rig.pages.host.finishAnimation()
        r.rig.pages.host.runEventLoop()
        XCTAssertEqual(r.rig.strip.itemCount, 0)
        XCTAssertEqual(r.rig.pages.driver.pages.count, 0)
        XCTAssertEqual(r.mismatches, [])
    } }
}
