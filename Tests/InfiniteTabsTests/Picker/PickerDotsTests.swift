import XCTest
import InfiniteTabsCore
import TestSupport

/// Page dots on the option picker light ``PickerScrollDriver/currentItem``
/// after every scroll: per frame through a drag across the seam, the dot of
/// the next option lights once the drag passes half a page (as
/// ``PageDots/switchProgress`` for the pages) and never flickers back.
final class PickerDotsTests: XCTestCase {
    func testTheDotSwitchesOnceAtHalfAPageAcrossTheSeam() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let driver = PickerDriverHarness()
            let host = FakeScrollHost(width: 100)
            var dots: [(moved: CGFloat, dot: Int)] = []
            var moved: CGFloat = 0
            host.onDidScroll = {
                driver.didScroll()
                if host.depth == 1 { dots.append((moved, driver.currentItem)) }
            }
            driver.host = host
            driver.configure(itemCount: 4, pageWidth: 100, visibleWidth: 300, direction: direction, selectedIndex: 3)
            driver.willBeginDragging()
            // Forward is towards higher offsets left to right, lower right to left.
            let sign: CGFloat = direction == .leftToRight ? 1 : -1
            for _ in 0..<20 { moved += 5; host.drag(by: sign * 5) }
            XCTAssertGreaterThan(host.recenters.count + host.sets.count, 0)
            let label = "\(direction)"
            XCTAssertEqual(Set(dots.map(\.dot)), [3, 0], label)
            let first = dots.firstIndex { $0.dot == 0 }!
            XCTAssertTrue(dots[first...].allSatisfy { $0.dot == 0 }, "\(label): no flicker back")
            // Exactly at half a page the nearer page is a tie, which goes to the
            // page with the larger content offset: the next option left to
            // right, the previous right to left (one 5-point frame later).
            XCTAssertEqual(dots[first].moved, direction == .leftToRight ? 50 : 55, accuracy: 1e-9, label)
            XCTAssertLessThanOrEqual(dots[first - 1].moved, 50, label)
        }
    } }
}
