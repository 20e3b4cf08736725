import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// A reload of the real container shows strip and pages from the same data
/// at every moment: on every frame the strip's tabs and the pages' count
/// agree, and every tab title on screen is one of the tabs of that moment.
final class ContainerReloadTests: XCTestCase {
    @MainActor private final class Scene {
        let s: ContainerScene
        var mismatches: [String] = []
        var checks = 0

        init(count: Int) {
            s = ContainerScene(titles: (0..<count).map { "Old \($0)" })
            s.everyFrame = { [unowned self] in self.check("frame") }
        }

        func check(_ moment: String) {
            checks += 1
            let tabs = s.tabs.items.count
            if s.strip.items.count != s.screen.pages.numberOfPages || tabs != s.screen.pages.numberOfPages {
                mismatches.append("\(moment): strip \(s.strip.items.count), items \(tabs), pages \(s.screen.pages.numberOfPages)")
            }
            let titles = Set(s.tabs.items.compactMap(\.title))
            let bounds = s.strip.convert(s.strip.bounds, to: nil)
            for label in s.screen.device.visibleLabels() where bounds.contains(CGPoint(x: label.frame.midX, y: label.frame.midY)) {
                if !titles.contains(label.text) { mismatches.append("\(moment): tab \(label.text) shown over \(titles.count) tabs") }
            }
        }

        func reload(to count: Int, selectedIndex: Int) {
            s.pagesChecker.jumpAllowedUntilRest = true
            s.tabs.reload(items: (0..<count).map { InfiniteTabItem(title: "New \($0)") }, selectedIndex: selectedIndex) { [s] in s.screen.makePage($0) }
            check("after the reload call")
        }
    }

    func testAReloadAtRestChangesBothAtOnce() { onMain {
        let r = Scene(count: 5)
        r.reload(to: 3, selectedIndex: 2)
        XCTAssertEqual(r.s.strip.items.count, 3)
        XCTAssertEqual(r.s.screen.pages.numberOfPages, 3)
        XCTAssertEqual(r.s.strip.selectedIndex, 2)
        XCTAssertEqual(r.s.screen.pages.selectedIndex, 2)
        r.s.rest()
        XCTAssertEqual(r.s.screen.pageShown?.index, 2)
        XCTAssertEqual(r.mismatches, [])
        r.s.assertClean()
    } }

    func testAReloadDuringATapsTransitionWaitsForItsEndOnBothSides() { onMain {
        let r = Scene(count: 5)
        r.s.tap("Old 3")
        XCTAssertTrue(r.s.screen.pages.pageViewController.isAnimatingSet, "a transition to 3 runs")
        r.reload(to: 2, selectedIndex: 1)
        XCTAssertEqual(r.s.strip.items.count, 5, "the old tabs stay over the old pages")
        XCTAssertEqual(r.s.screen.pages.numberOfPages, 5)
        r.s.rest()
        XCTAssertEqual(r.s.strip.items.count, 2)
        XCTAssertEqual(r.s.screen.pages.numberOfPages, 2)
        XCTAssertEqual(r.s.strip.selectedIndex, 1)
        XCTAssertEqual(r.s.screen.pages.pagingState, .idle(index: 1))
        XCTAssertEqual(r.mismatches, [])
        XCTAssertGreaterThan(r.checks, 5)
        r.s.assertClean()
    } }

    func testAReloadDuringASwipeWaitsForTheSwipeAndOnlyTheLatestApplies() { onMain {
        let r = Scene(count: 4)
        r.s.screen.touchDown()
        for _ in 0..<6 { r.s.screen.moveFinger(by: 20); r.s.check() }
        r.reload(to: 6, selectedIndex: 5)
        for _ in 0..<6 { r.s.screen.moveFinger(by: 20); r.s.check() }
        r.reload(to: 7, selectedIndex: 6)
        XCTAssertEqual(r.s.strip.items.count, 4)
        r.s.screen.lift()
        r.s.check()
        r.s.rest()
        XCTAssertEqual(r.s.strip.items.count, 7)
        XCTAssertEqual(r.s.screen.pages.numberOfPages, 7)
        XCTAssertEqual(r.s.strip.selectedIndex, 6)
        XCTAssertEqual(r.s.screen.pageShown?.index, 6)
        XCTAssertEqual(r.mismatches, [])
        r.s.assertClean()
    } }

    func testAReloadToNoTabsEmptiesBothTogether() { onMain {
        let r = Scene(count: 3)
        r.s.screen.select(1)
        r.reload(to: 0, selectedIndex: Int.max)
        XCTAssertEqual(r.s.strip.items.count, 3)
        r.s.rest()
        XCTAssertEqual(r.s.strip.items.count, 0)
        XCTAssertEqual(r.s.screen.pages.numberOfPages, 0)
        XCTAssertNil(r.s.screen.pageShown, "no page on screen")
        XCTAssertEqual(r.mismatches, [])
        XCTAssertEqual(r.s.screen.device.violations, [])
    } }
}
