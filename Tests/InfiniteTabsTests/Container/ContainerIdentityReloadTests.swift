import XCTest
@_spi(Core) import InfiniteTabsCore
@testable import InfiniteTabsCore

/// The container's reload by identity through the link: strip and pages change
/// together and end on the same tab, the one that was selected.
final class ContainerIdentityReloadTests: XCTestCase {
    func testAReloadByIDsKeepsTheSelectedTabOnStripAndPages() { onMain {
        let rig = LinkedTabsRig(widths: [80, 80, 80, 80], selectedIndex: 2)
        rig.link.reload(ids: ["a", "b", "c", "d"], makePage: nil) {} // first by ids: by index
        let shown = rig.pages.host.shownPage
        var stripSelected: Int?
        rig.link.reload(ids: ["x", "y", "a", "b", "c", "d"], makePage: nil) { [rig] in
            rig.strip.configure(itemWidths: Array(repeating: 60, count: 6), spacing: 0, viewportWidth: 200,
                                isLooping: true, direction: .leftToRight)
            stripSelected = rig.pages.driver.state.index
        }
        XCTAssertEqual(rig.pages.driver.selectedIndex, 4, "c moved from 2 to 4")
        XCTAssertEqual(stripSelected, 4, "the strip is laid out when the pages' new index is in place")
        XCTAssertEqual(rig.strip.selectedIndex, 4)
        XCTAssertTrue(rig.pages.host.shownPage === shown, "c keeps its page object")
        XCTAssertEqual(rig.pages.host.violations, [])
    } }

    func testAReloadByIDsDuringATapWaitsAndKeepsTheTabReached() { onMain {
        let rig = LinkedTabsRig(widths: [80, 80, 80, 80, 80])
        rig.link.reload(ids: [1, 2, 3, 4, 5], makePage: nil) {}
        rig.strip.tap(cell: rig.strip.strip.cell(ofItem: 3, inCopy: rig.strip.strip.middleCopy))
        var applied = false
        rig.link.reload(ids: [4, 5, 1, 2, 3], makePage: nil) { [rig] in
            applied = true
            rig.strip.configure(itemWidths: Array(repeating: 60, count: 5), spacing: 0, viewportWidth: 200,
                                isLooping: true, direction: .leftToRight)
        }
        XCTAssertFalse(applied, "waits for the tap's transition")
        rig.pages.host.finishAnimation()
        XCTAssertTrue(applied)
        XCTAssertEqual(rig.pages.driver.selectedIndex, 0, "4, the tab reached, is now first")
        XCTAssertEqual(rig.strip.selectedIndex, 0)
        XCTAssertEqual(rig.pages.host.violations, [])
    } }
}
