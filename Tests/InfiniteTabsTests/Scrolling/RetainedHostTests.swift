import XCTest
@testable import InfiniteTabsCore

/// `setRetainedHost(_:)` on the strip and picker drivers: the same host as
/// `host`, kept alive by the driver, replaced by a later `host`.
final class RetainedHostTests: XCTestCase {
    func testTheStripDriverKeepsARetainedHostAndDropsItForANewOne() { onMain {
        let driver = TabStripDriver()
        weak var gone: FakeScrollHost?
        do {
            let host = FakeScrollHost(width: 200)
            host.onDidScroll = { [unowned driver] in driver.didScroll() }
            driver.setRetainedHost(host)
            gone = host
        }
        XCTAssertNotNil(gone, "kept alive by the driver")
        XCTAssertTrue(driver.host === gone)
        driver.configure(itemWidths: [50, 60, 70], spacing: 10, viewportWidth: 200, isLooping: true, direction: .leftToRight)
        gone?.drag(by: 900)
        let x = gone?.contentOffsetX ?? .nan
        XCTAssert(x >= driver.strip.bandStart && x < driver.strip.bandStart + driver.strip.bandWidth, "recentred: \(x)")
        driver.didScroll(in: gone!)
        let other = FakeScrollHost(width: 200)
        driver.host = other
        XCTAssertNil(gone, "the strong reference is dropped")
        XCTAssertTrue(driver.host === other)
        driver.setRetainedHost(nil)
        XCTAssertNil(driver.host)
    } }

    func testThePickerDriverKeepsARetainedHostAndDropsItForANewOne() { onMain {
        let driver = PickerScrollDriver()
        weak var gone: FakeScrollHost?
        do {
            let host = FakeScrollHost(width: 100)
            host.onDidScroll = { [unowned driver] in driver.didScroll() }
            driver.setRetainedHost(host)
            gone = host
        }
        XCTAssertNotNil(gone)
        driver.configure(itemCount: 5, pageWidth: 100, visibleWidth: 300, direction: .leftToRight, selectedIndex: 2)
        XCTAssertEqual(gone?.contentOffsetX, 300)
        gone?.drag(by: 250)
        driver.didScroll(in: gone!)
        XCTAssertTrue((0...600).contains(gone?.contentOffsetX ?? -1))
        driver.host = nil
        XCTAssertNil(gone)
        XCTAssertNil(driver.host)
    } }
}
