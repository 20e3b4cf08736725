import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// The store's allocation-free walk over its live pages.
final class PageInstanceStoreWalkTests: XCTestCase {
    func testForEachAlivePageVisitsExactlyTheAlivePagesInOrder() { onMain {
        let h = PagesHarness(count: 5)
        for _ in 0..<7 { h.host.swipe(visualStep: 1) }
        var walked: [ObjectIdentifier] = []
        h.driver.store.forEachAlivePage { walked.append(ObjectIdentifier($0)) }
        XCTAssertEqual(walked, h.driver.store.alivePages.map(ObjectIdentifier.init))
        XCTAssertGreaterThanOrEqual(walked.count, 3)
    } }
}
