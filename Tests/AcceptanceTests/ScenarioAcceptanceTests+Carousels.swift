// Scenarios: carousels, a strip following your own scroll view, many options.
import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator
import TestSupport

extension ScenarioAcceptanceTests {
    // MARK: Carousel

    func testCarouselDotsFollowTheSwipes() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 4) { LabelPage("Page \($0)") }
            pages.showsPageControl = true
            device.show(pages)
            device.settle()
            let dots = try XCTUnwrap(pages.pageControl?.pageControl)
            XCTAssertEqual(dots.numberOfPages, 4)
            device.swipe(forward: false)
            XCTAssertEqual(dots.currentPage, 3)
            device.swipe(forward: true)
            device.swipe(forward: true)
            XCTAssertEqual(dots.currentPage, 1)
        }
    }

    func testAutoScrollPausesWhileTheFingerIsDown() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            pages.autoScrollInterval = 1
            device.show(pages)
            device.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 190, y: 400), duration: 0.1)
            device.advance(by: 3)
            XCTAssertEqual(pages.selectedIndex, 0, "no turn while touched")
            device.lift()
            device.advance(by: 0.5)
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 0, "a full interval after the touch")
            device.advance(by: 1)
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 1)
        }
    }

    func testAutoScrollSetToCancelStopsForGoodAtTheFirstDragUntilTheAppStartsItAgain() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 4) { LabelPage("Page \($0)") }
            pages.autoScrollOnDrag = .cancel
            pages.autoScrollInterval = 1
            var selections: [Int] = [] // auto-scroll turns and swipes alike
            pages.onSelect = { selections.append($0) }
            device.show(pages)
            device.advance(by: 1.1)
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 1, "it runs until the user drags")
            device.tap(at: CGPoint(x: 200, y: 400))
            device.advance(by: 1.1)
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 2, "a tap is no drag: it only paused")
            device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2)
            device.lift()
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 3, "the user's swipe")
            device.advance(by: 5)
            device.settle()
            XCTAssertEqual(selections, [1, 2, 3], "no turn after the drag, however long")
            device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
            device.lift()
            device.settle()
            device.advance(by: 3)
            device.settle()
            XCTAssertEqual(selections, [1, 2, 3, 2], "still none after another swipe")
            pages.autoScrollInterval = 1 // the app starts it again, with the same interval
            device.advance(by: 1.1)
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 3, "turning again")
            device.advance(by: 1.1)
            device.settle()
            XCTAssertEqual(pages.selectedIndex, 0, "across the seam")
        }
    }

    func testScaledAndFadedNeighboursLeaveTheCentrePageUntouched() throws {
        try onDevice { device in
            let pages = InfinitePageViewController(count: 3) { LabelPage("Page \($0)") }
            pages.itemTransform = .scaledAndFaded
            device.show(pages)
            device.swipe(forward: true)
            let page = try XCTUnwrap(pages.currentViewController)
            XCTAssertEqual(page.view.alpha, 1)
            XCTAssertEqual(device.visibleTexts(), ["Page 1"])
        }
    }

    // MARK: A strip following your own scroll view

    func testAStripFollowingAPagingScrollViewSelectsThePageThatRests() throws {
        try onDevice { device in
            let screen = UIViewController()
            let strip = InfiniteTabStripView()
            strip.titles = ["Red", "Green", "Blue"]
            var calls = 0
            strip.onSelect = { _ in calls += 1 }
            let content = UIScrollView()
            content.isPagingEnabled = true
            screen.view.addSubview(strip)
            screen.view.addSubview(content)
            device.show(screen)
            strip.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
            content.frame = CGRect(x: 0, y: 44, width: 390, height: 800)
            content.contentSize = CGSize(width: 390 * 3, height: 800)
            strip.follow(content)
            device.settle()
            device.swipe(forward: true, y: 444)
            XCTAssertEqual(content.contentOffset.x, 390, accuracy: 0.5)
            XCTAssertEqual(strip.selectedIndex, 1)
            XCTAssertEqual(try XCTUnwrap(device.label("Green")).midX, 195, accuracy: 1)
            XCTAssertEqual(calls, 0, "following never reports")
        }
    }

    func testUpdateProgressWithBadNumbersKeepsTheIndicatorFinite() throws {
        try onDevice { device in
            let strip = InfiniteTabStripView()
            strip.titles = ["Red", "Green", "Blue"]
            device.show(view: strip, height: 44)
            for progress: CGFloat in [.nan, .infinity, -.infinity, 1e300, -5] {
                strip.update(progress: progress, from: 0, to: 1)
                strip.update(progress: 0.5, from: Int.min, to: Int.max)
                device.settle()
                let f = strip.indicatorView.frame
                XCTAssertTrue(f.minX.isFinite && f.width.isFinite && f.minY.isFinite && f.height.isFinite, "\(progress): \(f)")
            }
        }
    }

    // MARK: Many options

    func testAPickerOfOneHundredThousandOptionsSwipesAndSelectsFar() throws {
        try onDevice { device in
            let picker = InfinitePickerView()
            picker.titles = (0..<100_000).map(String.init)
            picker.pageWidth = 100
            device.show(view: picker, height: 44)
            device.swipe(forward: false, y: 22, distance: 70, duration: 0.3)
            XCTAssertEqual(picker.selectedIndex, 99_999)
            picker.select(50_000)
            XCTAssertTrue(device.settle())
            XCTAssertEqual(picker.selectedIndex, 50_000)
            XCTAssertEqual(try XCTUnwrap(device.label("50000")).midX, 195, accuracy: 0.5)
        }
    }
}
