import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// The real container's reload by identity: strip and pages change together
/// and end on the same tab, the one that was selected, which keeps its page.
final class ContainerIdentityReloadTests: XCTestCase {
    private static func items(_ ids: [String]) -> [InfiniteTabItem] { ids.map { InfiniteTabItem(title: $0.uppercased(), id: $0) } }

    func testAReloadByIDsKeepsTheSelectedTabOnStripAndPages() { onMain {
        let screen = PagesScreen(items: Self.items(["a", "b", "c", "d"]), selectedIndex: 2, width: 320, height: 640)
        let tabs = screen.container!
        XCTAssertTrue(screen.device.settle())
        let shown = screen.pageShown
        XCTAssertEqual(shown?.index, 2)
        tabs.reload(items: Self.items(["x", "y", "a", "b", "c", "d"])) { screen.makePage($0) }
        XCTAssertTrue(screen.device.settle())
        XCTAssertEqual(screen.pages.selectedIndex, 4, "c moved from 2 to 4")
        XCTAssertEqual(screen.strip?.selectedIndex, 4)
        XCTAssertTrue(screen.pageShown === shown, "c keeps its page object on screen")
        XCTAssertEqual(screen.userSelections, [], "a reload is not a selection")
        XCTAssertEqual(screen.device.violations, [])
    } }

    func testAReloadByIDsDuringATapWaitsAndKeepsTheTabReached() { onMain {
        let screen = PagesScreen(items: Self.items(["1", "2", "3", "4", "5"]), width: 390, height: 640)
        let tabs = screen.container!
        XCTAssertTrue(screen.device.settle())
        guard let four = screen.device.visibleLabels().first(where: { $0.text == "4" })?.frame else { return XCTFail("no tab 4") }
        screen.tap(at: CGPoint(x: four.midX, y: four.midY))
        tabs.reload(items: Self.items(["4", "5", "1", "2", "3"])) { screen.makePage($0) }
        XCTAssertEqual(tabs.items.map(\.title), ["1", "2", "3", "4", "5"], "waits for the tap's transition")
        XCTAssertTrue(screen.device.settle())
        XCTAssertEqual(tabs.items.map(\.title), ["4", "5", "1", "2", "3"])
        XCTAssertEqual(screen.pages.selectedIndex, 0, "4, the tab reached, is now first")
        XCTAssertEqual(screen.strip?.selectedIndex, 0)
        XCTAssertEqual(screen.pageShown.map { "\($0.index)" }, "3", "its page (made for old index 3) stays on screen")
        XCTAssertEqual(screen.device.violations, [])
    } }
}
