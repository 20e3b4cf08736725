import XCTest
import InfiniteTabsCore
import TestSupport

/// A strip following a paging scroll view reports each new state it shows
/// (what the strip's `onProgress` forwards, issue 22 point 2) and nothing
/// for a report that changes nothing.
final class StripFollowProgressTests: XCTestCase {
    func testFollowingReturnsEachNewStateOnce() { onMain {
        let driver = StripDriverHarness()
        let host = FakeScrollHost(width: 200)
        host.onDidScroll = { [unowned driver] in driver.didScroll() }
        driver.host = host
        driver.configure(itemWidths: [50, 100, 70], spacing: 10, viewportWidth: 200, isLooping: true, direction: .leftToRight)
        XCTAssertNil(driver.follow(offset: 0, pageWidth: 300, contentWidth: 3000), "at rest on page 0 already")
        XCTAssertEqual(driver.follow(offset: 150, pageWidth: 300, contentWidth: 3000)?.move?.progress, 0.5)
        XCTAssertEqual(driver.follow(offset: 300, pageWidth: 300, contentWidth: 3000), .idle(index: 1))
        XCTAssertNil(driver.follow(offset: 300, pageWidth: 300, contentWidth: 3000), "the same rest again")
        XCTAssertNil(driver.follow(offset: .nan, pageWidth: 300, contentWidth: 3000))
    } }
}
