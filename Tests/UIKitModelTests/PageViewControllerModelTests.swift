import UIKit
import XCTest

/// A data source of numbered pages over `count` pages (no wrapping) that
/// records every call.
@MainActor
final class PageSource: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate, UIScrollViewDelegate {
    var pages: [UIViewController]
    var log: [String] = []
    init(count: Int) {
        pages = (0..<count).map { i in
            let c = UIViewController()
            c.title = "\(i)"
            return c
        }
    }
    func index(_ c: UIViewController) -> Int { pages.firstIndex { $0 === c }! }
    func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        log.append("before \(index(vc))")
        let i = index(vc)
        return i > 0 ? pages[i - 1] : nil
    }
    func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        log.append("after \(index(vc))")
        let i = index(vc)
        return i + 1 < pages.count ? pages[i + 1] : nil
    }
    func pageViewController(_ pvc: UIPageViewController, willTransitionTo pending: [UIViewController]) {
        log.append("willTransitionTo \(index(pending[0]))")
    }
    func pageViewController(_ pvc: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.append("didFinishAnimating completed=\(completed)")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("didEndDecelerating") }
}

@MainActor
private func makePages(count: Int = 5, at start: Int = 2) -> (UIPageViewController, PageSource, UIScrollView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
    window.makeKeyAndVisible()
    let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    let source = PageSource(count: count)
    pvc.dataSource = source
    pvc.delegate = source
    window.rootViewController = pvc
    let inner = pvc.view.subviews.compactMap { $0 as? UIScrollView }.first!
    inner.delegate = source
    pvc.setViewControllers([source.pages[start]], direction: .forward, animated: false)
    UIKitModel.runLoop.finishEvent()
    return (pvc, source, inner)
}

/// The page view controller facts (each cited in LinuxUIKit's
/// `UIPageViewController.swift`: uias/Pageboy#265, rechsteiner/Parchment#134,
/// EndouMari/TabPageViewController#67, Pageboy's `PatchedPageViewController`).
final class PageViewControllerModelTests: XCTestCase {
    func testTheInnerScrollViewRestsAtOnePageWidth() {
        onModel {
            let (_, source, inner) = makePages()
            XCTAssertEqual(inner.contentOffset.x, 300)
            XCTAssertEqual(inner.contentSize.width, 900)
            XCTAssertEqual(source.log, ["before 2", "after 2"])
        }
    }

    func testASwipeCallsBackInUIKitsOrder() {
        onModel {
            let (pvc, source, inner) = makePages()
            source.log.removeAll()
            inner.touchDown()
            inner.moveFinger(by: CGPoint(x: 60, y: 0))
            inner.lift(velocity: CGPoint(x: 800, y: 0))
            runUntilIdle()
            XCTAssertEqual(source.log, ["willTransitionTo 3", "didEndDecelerating", "before 3", "after 3",
                                        "didFinishAnimating completed=true"])
            XCTAssertTrue(pvc.viewControllers?.first === source.pages[3])
            XCTAssertEqual(inner.contentOffset.x, 300)
        }
    }

    func testADragTowardsNoNeighbourNeverStartsATransition() {
        onModel {
            let (pvc, source, inner) = makePages(at: 0)
            source.log.removeAll()
            inner.touchDown()
            inner.moveFinger(by: CGPoint(x: -60, y: 0))
            inner.lift(velocity: CGPoint(x: -800, y: 0))
            runUntilIdle()
            XCTAssertFalse(source.log.contains { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") })
            XCTAssertTrue(pvc.viewControllers?.first === source.pages[0])
        }
    }

    func testAnAnimatedSetTravelsThenCompletesAndASetMeanwhileIsAViolation() {
        onModel {
            let (pvc, source, inner) = makePages()
            var completed: [Bool] = []
            pvc.setViewControllers([source.pages[0]], direction: .reverse, animated: true) { completed.append($0) }
            XCTAssertTrue(pvc.isTransitioning)
            UIKitModel.runLoop.runFrame()
            XCTAssertLessThan(inner.contentOffset.x, 300)
            pvc.setViewControllers([source.pages[4]], direction: .forward, animated: false)
            XCTAssertEqual(UIKitModel.violations.count, 1, "Duplicate states in queue")
            _ = completed
        }
    }

    func testAnAnimatedSetCompletesAfterAboutAThirdOfASecond() {
        onModel {
            let (pvc, source, inner) = makePages()
            var completedAt: [Int] = []
            let start = UIKitModel.runLoop.frame
            pvc.setViewControllers([source.pages[0]], direction: .reverse, animated: true) { _ in
                completedAt.append(UIKitModel.runLoop.frame - start)
            }
            runUntilIdle()
            XCTAssertEqual(completedAt, [18])
            XCTAssertTrue(pvc.viewControllers?.first === source.pages[0])
            XCTAssertEqual(inner.contentOffset.x, 300)
            XCTAssertEqual(UIKitModel.violations, [])
        }
    }

    func testAfterAnAnimatedSetTheNeighboursAreStaleOrAskedAgain() {
        for refreshes in [false, true] {
            onModel {
                UIKitModel.configuration.pageViewControllerRefreshesNeighboursAfterSet = refreshes
                let (pvc, source, _) = makePages()
                pvc.setViewControllers([source.pages[0]], direction: .forward, animated: true)
                runUntilIdle()
                // Forward from 2 to 0: the page left behind (2) is "before".
                let before = source.pageViewController(pvc, viewControllerBefore: source.pages[0])
                XCTAssertNil(before)
                XCTAssertEqual(pvc.cachedNeighbourBefore === source.pages[2], !refreshes)
            }
        }
    }
}

/// Right to left, both ways.
final class PageViewControllerRightToLeftTests: XCTestCase {
    func testTheNeighbourAfterSitsLeftOnlyWhenMirrored() {
        for mirrors in [false, true] {
            onModel {
                UIKitModel.configuration.pageViewControllerMirrorsInRightToLeft = mirrors
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
                window.makeKeyAndVisible()
                window.setTraits(layoutDirection: .rightToLeft)
                let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                let source = PageSource(count: 5)
                pvc.dataSource = source
                window.rootViewController = pvc
                pvc.setViewControllers([source.pages[2]], direction: .forward, animated: false)
                UIKitModel.runLoop.finishEvent()
                let afterX = source.pages[3].view.frame.minX
                XCTAssertEqual(afterX, mirrors ? 0 : 600)
                let inner = pvc.view.subviews.compactMap { $0 as? UIScrollView }.first!
                inner.touchDown()
                inner.moveFinger(by: CGPoint(x: -60, y: 0)) // finger moves right
                inner.lift(velocity: CGPoint(x: -800, y: 0))
                runUntilIdle()
                XCTAssertTrue(pvc.viewControllers?.first === source.pages[mirrors ? 3 : 1])
            }
        }
    }

    /// Stack Overflow 70295432: with swipes mirrored, an animated forward set
    /// still brings its page in from the right (the offset grows).
    func testAnAnimatedForwardSetComesFromTheRightEitherWay() {
        for mirrors in [false, true] {
            onModel {
                UIKitModel.configuration.pageViewControllerMirrorsInRightToLeft = mirrors
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
                window.makeKeyAndVisible()
                window.setTraits(layoutDirection: .rightToLeft)
                let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                let source = PageSource(count: 5)
                pvc.dataSource = source
                window.rootViewController = pvc
                pvc.setViewControllers([source.pages[2]], direction: .forward, animated: false)
                UIKitModel.runLoop.finishEvent()
                let inner = pvc.view.subviews.compactMap { $0 as? UIScrollView }.first!
                pvc.setViewControllers([source.pages[4]], direction: .forward, animated: true)
                UIKitModel.runLoop.runFrame()
                XCTAssertGreaterThan(inner.contentOffset.x, 300, "mirrors \(mirrors)")
                XCTAssertEqual(source.pages[4].view.frame.minX, 600)
            }
        }
    }
}
