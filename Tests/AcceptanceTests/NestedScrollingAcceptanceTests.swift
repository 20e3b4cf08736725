import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

// Issue 30 point 2: nested scrolling. A vertical list in a page scrolls
// without turning pages; a horizontal carousel inside a page scrolls first;
// at the carousel's end a swipe on it bounces the carousel and does not turn
// the page (UIKit gives a drag to the innermost scroll view that can scroll
// that way, for the whole drag): swipe outside it to turn.

private let titles = ["For You", "News", "Sport"]

/// A page with a horizontal carousel (3 screens wide) across its top half.
@MainActor
private final class CarouselPage: UIViewController {
    let index: Int
    let carousel = UIScrollView()
    init(_ index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = "Page \(index)"
        label.frame = CGRect(x: 20, y: 600, width: 200, height: 30)
        view.addSubview(label)
        view.addSubview(carousel)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        carousel.frame = CGRect(x: 0, y: 100, width: view.bounds.width, height: 200)
        carousel.contentSize = CGSize(width: view.bounds.width * 3, height: 200)
    }
}

@MainActor
private func pageTexts(_ device: SimulatedDevice) -> [String] {
    device.visibleTexts().filter { $0.hasPrefix("Page ") }
}

final class NestedScrollingAcceptanceTests: XCTestCase {
    func testAVerticalListInAPageScrollsWithoutTurningPages() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: titles) { ListPage("Page \($0)") }
            let calls = Calls()
            tabs.onSelect = { [weak calls] in calls?.values.append($0) }
            device.show(tabs)
            device.settle()
            // Up and a little sideways: still the list's.
            device.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 170, y: 300), duration: 0.4)
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertGreaterThan(try XCTUnwrap(tabs.pageController.currentScrollView).contentOffset.y, 300)
            XCTAssertEqual(tabs.selectedIndex, 0)
            XCTAssertEqual(calls.values, [])
        }
    }

    func testACarouselInAPageScrollsFirstAndBouncesAtItsEnd() throws {
        try onDevice { device in
            let tabs = InfiniteTabsViewController(titles: titles) { CarouselPage($0) }
            let calls = Calls()
            tabs.onSelect = { [weak calls] in calls?.values.append($0) }
            device.show(tabs)
            device.settle()
            let carousel = try XCTUnwrap((tabs.pageController.currentViewController as? CarouselPage)?.carousel)
            for _ in 0..<3 {
                device.drag(from: CGPoint(x: 330, y: 250), to: CGPoint(x: 60, y: 250), duration: 0.3)
                device.lift()
                XCTAssertTrue(device.settle())
            }
            XCTAssertEqual(carousel.contentOffset.x, 780, accuracy: 0.5, "the carousel scrolled to its end")
            XCTAssertEqual(tabs.selectedIndex, 0, "the pages did not turn")
            // At its end, a swipe on it bounces it.
            device.drag(from: CGPoint(x: 330, y: 250), to: CGPoint(x: 60, y: 250), duration: 0.3)
            XCTAssertGreaterThan(carousel.contentOffset.x, 780, "pulled past its end")
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(carousel.contentOffset.x, 780, accuracy: 0.5)
            XCTAssertEqual(tabs.selectedIndex, 0)
            // Outside it the pages turn.
            device.swipe(forward: true, y: 600)
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(calls.values, [1])
            XCTAssertEqual(pageTexts(device), ["Page 1"])
        }
    }
}
