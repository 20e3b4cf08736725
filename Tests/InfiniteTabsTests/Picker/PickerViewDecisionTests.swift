import XCTest
import InfiniteTabsCore
import TestSupport

/// The decisions `InfinitePickerView` used to take itself: when to lay out
/// again, where a touch on a peeking neighbour goes, which page views hide,
/// and which indices name an option.
final class PickerViewDecisionTests: XCTestCase {
    func testThePickerLaysOutForASizeOrDirectionChangeButNotForTextSize() { onMain {
        let driver = PickerDriverHarness()
        var metrics = ViewMetrics(width: 300, height: 44, layoutDirection: .leftToRight, textSize: "large")
        XCTAssertEqual(driver.viewChanged(metrics), .layout, "the first layout")
        XCTAssertEqual(driver.viewChanged(metrics), .none)
        metrics.textSize = "accessibilityLarge"
        XCTAssertEqual(driver.viewChanged(metrics), .none, "the pages hold no measured text")
        metrics.layoutDirection = .rightToLeft
        XCTAssertEqual(driver.viewChanged(metrics), .layout, "mirrored again")
        metrics.width = 600
        XCTAssertEqual(driver.viewChanged(metrics), .layout, "rotated")
        XCTAssertEqual(driver.viewChanged(metrics), .none)
    } }

    func testANewPageWidthLaysOutAtTheNextPassEvenAtTheSameSize() { onMain {
        let driver = PickerDriverHarness()
        let metrics = ViewMetrics(width: 300, height: 44)
        _ = driver.viewChanged(metrics)
        driver.forgetViewMetrics()
        XCTAssertEqual(driver.viewChanged(metrics), .layout)
        XCTAssertEqual(driver.viewChanged(metrics), .none)
        driver.forgetViewMetrics()
        XCTAssertEqual(driver.viewChanged(ViewMetrics(width: 0, height: 0)), .none, "nothing to lay out in yet")
    } }

    func testATouchOnAPeekingNeighbourDrivesTheScrollViewExceptDuringAnAnimatedMove() { onMain {
        let driver = PickerDriverHarness()
        let host = FakeScrollHost(width: 100)
        host.onDidScroll = { [unowned driver] in driver.didScroll() }
        host.onAnimationEnd = { [unowned driver] in driver.didEndScrollingAnimation() }
        driver.host = host
        driver.configure(itemCount: 3, pageWidth: 100, visibleWidth: 300, direction: .leftToRight)
        XCTAssertTrue(driver.touchGoesToScrollView(hitPickerItself: true))
        XCTAssertFalse(driver.touchGoesToScrollView(hitPickerItself: false), "a subview that took the touch keeps it")
        driver.tap() // an animated move to the next option starts
        XCTAssertNotNil(driver.animationTarget)
        XCTAssertFalse(driver.touchGoesToScrollView(hitPickerItself: true), "the picker keeps the touch: a tap queues")
        XCTAssertFalse(driver.touchGoesToScrollView(hitPickerItself: false))
        host.finishAnimation()
        XCTAssertNil(driver.animationTarget)
        XCTAssertTrue(driver.touchGoesToScrollView(hitPickerItself: true))
    } }

    func testEveryViewThatLeavesTheScreenIsHiddenOnceAsItLeaves() {
        final class View { var hidden = false; var hides = 0 }
        let pool = OptionViewPool<View>()
        let make = { View() }
        let configure = { (view: View, _: Int) in view.hidden = false }
        let hide = { (view: View) in view.hidden = true; view.hides += 1 }
        pool.show(pages: 0..<3, make: make, configure: configure, hide: hide)
        XCTAssertTrue(pool.visible.allSatisfy { !$0.view.hidden })
        let first = pool.view(forPage: 0)!
        pool.show(pages: 1..<3, make: make, configure: configure, hide: hide)
        XCTAssertTrue(first.hidden)
        XCTAssertEqual(first.hides, 1)
        pool.show(pages: 1..<3, make: make, configure: configure, hide: hide)
        XCTAssertEqual(first.hides, 1, "a spare is not hidden again")
        pool.show(pages: 1..<4, make: make, configure: configure, hide: hide)
        XCTAssertTrue(pool.view(forPage: 3) === first, "the spare is reused")
        XCTAssertFalse(first.hidden, "and shown by configure")
        pool.recycleAll(hide: hide)
        XCTAssertEqual(pool.spares.count, 3)
        XCTAssertTrue(pool.spares.allSatisfy { $0.hidden }, "a reload hides every page at once")
        XCTAssertEqual(pool.spares.map(\.hides).reduce(0, +), 4)
        XCTAssertEqual(pool.createdCount, 3)
    }

    func testOnlyAnIndexAmongTheOptionsNamesOne() {
        XCTAssertEqual(PickerReload.validIndex(0, count: 3), 0)
        XCTAssertEqual(PickerReload.validIndex(2, count: 3), 2)
        for index in [3, -1, Int.min, Int.max] { XCTAssertNil(PickerReload.validIndex(index, count: 3), "\(index)") }
        for count in [0, -1, Int.min] { XCTAssertNil(PickerReload.validIndex(0, count: count), "count \(count)") }
        XCTAssertEqual(PickerReload.validIndex(Int.max - 1, count: Int.max), Int.max - 1)
    }
}
