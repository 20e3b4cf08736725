import InfiniteTabs
import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// The real controls under right to left, Dynamic Type and a safe area.
final class TraitSmokeTests: XCTestCase {
    func testRightToLeftPagesTurnForwardWithASwipeToTheRight() {
        onMain {
            let device = SimulatedDevice()
            device.setTraits(layoutDirection: .rightToLeft)
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            device.show(pages)
            XCTAssertTrue(device.settle())
            device.swipe(dx: 200, atY: 400)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(pages.selectedIndex, 1, "in right to left the next page comes from the left")
            XCTAssertEqual(device.visibleTexts(), ["Page 1"])
            XCTAssertEqual(device.violations, [])
        }
    }

    func testRightToLeftStripMirrorsItsTabs() {
        onMain {
            let device = SimulatedDevice()
            device.setTraits(layoutDirection: .rightToLeft)
            let strip = InfiniteTabStripView()
            strip.titles = ["A", "B", "C"]
            strip.loops = false
            device.show(view: strip, height: 44)
            XCTAssertTrue(device.settle())
            let xs = ["A", "B", "C"].map { device.centreOfLabel($0)!.x }
            XCTAssertGreaterThan(xs[0], xs[1])
            XCTAssertGreaterThan(xs[1], xs[2])
            XCTAssertEqual(device.violations, [])
        }
    }

    func testLargerTextWidensTheTabs() {
        onMain {
            let device = SimulatedDevice()
            let strip = InfiniteTabStripView()
            strip.titles = ["News", "Sport", "Weather"]
            strip.loops = false
            device.show(view: strip, height: 60)
            XCTAssertTrue(device.settle())
            let before = device.visibleLabels().first { $0.text == "Sport" }!.frame.width
            device.setTraits(contentSizeCategory: .accessibilityMedium)
            XCTAssertTrue(device.settle())
            let after = device.visibleLabels().first { $0.text == "Sport" }!.frame.width
            XCTAssertEqual(after / before, 28 / 17, accuracy: 0.01)
            XCTAssertEqual(device.violations, [])
        }
    }

    func testTheContainersStripSitsBelowTheSafeArea() {
        onMain {
            let device = SimulatedDevice(width: 390, height: 844, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            let tabs = InfiniteTabsViewController(titles: ["One", "Two"]) { LabelPage("Page \($0)") }
            device.show(tabs)
            XCTAssertTrue(device.settle())
            let one = device.visibleLabels().first { $0.text == "One" }!.frame
            XCTAssertGreaterThanOrEqual(one.minY, 47)
            XCTAssertLessThan(one.maxY, 47 + 44)
            XCTAssertGreaterThanOrEqual(tabs.pageController.view.frame.minY, 47 + 44 - 0.5)
            XCTAssertEqual(device.violations, [])
        }
    }
}
