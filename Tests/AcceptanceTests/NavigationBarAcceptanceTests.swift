import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

// Issue 30 point 1, the bar: pushed on a navigation controller, the strip
// sits under the bar (translucent or opaque) and a large title collapses
// on the scroll view of the page on screen.

private let titles = ["For You", "News", "Sport", "Music", "Films"]

@MainActor
private func pushTabs(_ device: SimulatedDevice, largeTitles: Bool, translucent: Bool)
    -> (UINavigationController, InfiniteTabsViewController) {
    let navigation = UINavigationController(rootViewController: UIViewController())
    navigation.navigationBar.prefersLargeTitles = largeTitles
    navigation.navigationBar.isTranslucent = translucent
    device.show(navigation)
    device.settle()
    let tabs = InfiniteTabsViewController(titles: titles) { ListPage("Top of \($0)") }
    navigation.pushViewController(tabs, animated: false)
    device.settle()
    return (navigation, tabs)
}

@MainActor
private func frame(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

/// Drags the page's list vertically by `dy` (negative: up) slowly, lifts
/// and lets it settle.
@MainActor
private func scrollList(_ device: SimulatedDevice, by dy: CGFloat) {
    let start: CGFloat = dy < 0 ? 760 : 320
    device.drag(from: CGPoint(x: 200, y: start), to: CGPoint(x: 200, y: start + dy), duration: 1.5)
    device.advance(by: 0.2) // the finger rests: no fling
    device.lift()
    device.settle()
}

final class NavigationBarAcceptanceTests: XCTestCase {
    func testTheStripSitsUnderATranslucentAndAnOpaqueBar() throws {
        for translucent in [true, false] {
            try onDevice { device in
                let (navigation, tabs) = pushTabs(device, largeTitles: false, translucent: translucent)
                let bar = frame(navigation.navigationBar), strip = frame(tabs.tabStrip)
                XCTAssertEqual(bar.height, 44, "translucent: \(translucent)")
                XCTAssertEqual(strip.minY, bar.maxY, accuracy: 0.5, "translucent: \(translucent)")
                XCTAssertEqual(try XCTUnwrap(device.label("Top of 0")).minY, strip.maxY, accuracy: 0.5,
                               "the page starts under the strip, translucent: \(translucent)")
                device.swipe(forward: true, y: 600)
                XCTAssertEqual(tabs.selectedIndex, 1)
                XCTAssertEqual(frame(tabs.tabStrip).minY, bar.maxY, accuracy: 0.5, "translucent: \(translucent)")
                XCTAssertEqual(try XCTUnwrap(device.label("Top of 1")).minY, strip.maxY, accuracy: 0.5)
            }
        }
    }

    func testALargeTitleCollapsesOnThePageScrollViewWithTheStripUnderTheBar() throws {
        for translucent in [true, false] {
            try onDevice { device in
                let (navigation, tabs) = pushTabs(device, largeTitles: true, translucent: translucent)
                XCTAssertEqual(frame(navigation.navigationBar).height, 96, "a large title, translucent: \(translucent)")
                XCTAssertEqual(frame(tabs.tabStrip).minY, frame(navigation.navigationBar).maxY, accuracy: 0.5)
                scrollList(device, by: -200)
                XCTAssertEqual(frame(navigation.navigationBar).height, 44,
                               "the page's scroll collapsed the large title, translucent: \(translucent)")
                XCTAssertEqual(frame(tabs.tabStrip).minY, frame(navigation.navigationBar).maxY, accuracy: 0.5,
                               "the strip follows the bar, translucent: \(translucent)")
                scrollList(device, by: 300)
                scrollList(device, by: 300)
                XCTAssertEqual(frame(navigation.navigationBar).height, 96, "whole again at the top")
                XCTAssertEqual(frame(tabs.tabStrip).minY, frame(navigation.navigationBar).maxY, accuracy: 0.5)
                XCTAssertEqual(try XCTUnwrap(device.label("Top of 0")).minY, frame(tabs.tabStrip).maxY, accuracy: 0.5)
            }
        }
    }

    func testAfterATurnTheLargeTitleCollapsesOnTheNewPage() throws {
        for (translucent, forward) in [(true, true), (false, false)] {
            try onDevice { device in
                let (navigation, tabs) = pushTabs(device, largeTitles: true, translucent: translucent)
                device.swipe(forward: forward, y: 600)
                XCTAssertEqual(tabs.selectedIndex, forward ? 1 : 4)
                XCTAssertEqual(frame(navigation.navigationBar).height, 96)
                scrollList(device, by: -200)
                XCTAssertEqual(frame(navigation.navigationBar).height, 44,
                               "the scroll view of the page turned to collapses the title, translucent: \(translucent)")
                XCTAssertEqual(frame(tabs.tabStrip).minY, frame(navigation.navigationBar).maxY, accuracy: 0.5)
                device.tap(label: titles[2])
                XCTAssertTrue(device.settle())
                XCTAssertEqual(tabs.selectedIndex, 2)
                scrollList(device, by: 300)
                XCTAssertEqual(frame(navigation.navigationBar).height, 96, "page 2 at its top: the title is whole")
                scrollList(device, by: -200)
                XCTAssertEqual(frame(navigation.navigationBar).height, 44, "a tab's page collapses it too")
                XCTAssertEqual(frame(tabs.tabStrip).minY, frame(navigation.navigationBar).maxY, accuracy: 0.5)
            }
        }
    }
}
