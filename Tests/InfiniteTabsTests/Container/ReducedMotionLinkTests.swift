import XCTest
@testable import InfiniteTabsCore
import TestSupport

// Reduce Motion in the strip, the pages and the container: see
// ContainerLinkTests (the real controls on the simulated device).

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
