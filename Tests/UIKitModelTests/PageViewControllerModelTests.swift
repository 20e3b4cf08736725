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
            XCTAssertEqual(source.log, [], "neighbours are asked for at the next swipe, not at the set")
        }
    }

    func testASwipeThatSpringsBackAsksForNothingMore() {
        onModel {
            let (pvc, source, inner) = makePages()
            inner.touchDown()
            inner.moveFinger(by: CGPoint(x: 30, y: 0))
            inner.lift(velocity: .zero)
            runUntilIdle()
            XCTAssertTrue(pvc.viewControllers?.first === source.pages[2])
            XCTAssertEqual(source.log, ["after 2", "before 2", "willTransitionTo 3", "didEndDecelerating",
                                        "didFinishAnimating completed=false"])
            source.log.removeAll()
            inner.touchDown()
            inner.moveFinger(by: CGPoint(x: 30, y: 0))
            XCTAssertEqual(source.log, ["willTransitionTo 3"], "the neighbours stay cached")
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
            // The first move asks for both neighbours, after first; the landing asks only for the page beyond.
            XCTAssertEqual(source.log, ["after 2", "before 2", "willTransitionTo 3", "didEndDecelerating",
                                        "didFinishAnimating completed=true", "after 3"])
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
            XCTAssertEqual(completed, [false], "the first set was cut short")
            XCTAssertTrue(pvc.viewControllers?.first === source.pages[4])
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
                pvc.askForNeighboursAsASwipeWould()
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

/// Misuse UIKit crashes on, allowed and recorded, and the completions and
/// delegate calls that peers saw misbehave (issue 26).
final class PageViewControllerMisuseTests: XCTestCase {
    /// A swipe during an animated set moves the pages, is recorded (UIKit
    /// crashes: "Duplicate states in queue") and cuts the set short, under
    /// every way a touch may meet the set's scroll.
    func testASwipeDuringAnAnimatedSetMovesThePagesAndIsAViolation() {
        for touch in UIKitModel.TouchDuringAnimatedSet.allCases {
            onModel {
                UIKitModel.configuration.touchDuringAnimatedSet = touch
                let (pvc, source, inner) = makePages()
                var completed: [Bool] = []
                pvc.setViewControllers([source.pages[3]], direction: .forward, animated: true) { completed.append($0) }
                UIKitModel.runLoop.runFrame()
                inner.touchDown()
                inner.moveFinger(by: CGPoint(x: 40, y: 0))
                XCTAssertEqual(UIKitModel.violations, ["a swipe during an animated setViewControllers"], "\(touch)")
                XCTAssertEqual(completed, [false], "\(touch)")
                XCTAssertTrue(pvc.viewControllers?.first === source.pages[3], "\(touch)")
                XCTAssertEqual(inner.contentOffset.x, 340, accuracy: 0.5, "the finger moves the pages (\(touch))")
                inner.lift(velocity: .zero)
                runUntilIdle()
                XCTAssertEqual(inner.contentOffset.x, 300, "\(touch)")
                XCTAssertEqual(completed, [false], "\(touch)")
            }
        }
    }

    /// A touch that stops the set's scroll without moving ends the set, not
    /// finished, and is no violation.
    func testATouchThatStopsAnAnimatedSetCompletesItNotFinished() {
        onModel {
            UIKitModel.configuration.touchDuringAnimatedSet = .catchesLikeAFling
            let (pvc, source, inner) = makePages()
            var completed: [Bool] = []
            pvc.setViewControllers([source.pages[1]], direction: .reverse, animated: true) { completed.append($0) }
            UIKitModel.runLoop.runFrame()
            inner.touchDown()
            inner.lift(velocity: .zero)
            runUntilIdle()
            XCTAssertEqual(completed, [false])
            XCTAssertTrue(pvc.viewControllers?.first === source.pages[1])
            XCTAssertEqual(inner.contentOffset.x, 300)
            XCTAssertEqual(UIKitModel.violations, [])
        }
    }

    /// openradar 24607701: a set during the bounce at the first page (no
    /// page before it) is recorded; one after the bounce is not.
    func testASetDuringTheBounceAtAPageWithNoNeighbourIsAViolation() {
        onModel {
            let (pvc, source, inner) = makePages(at: 0)
            inner.touchDown()
            inner.moveFinger(by: CGPoint(x: -80, y: 0))
            inner.lift(velocity: .zero)
            UIKitModel.runLoop.runFrame()
            XCTAssertLessThan(inner.contentOffset.x, 299)
            pvc.setViewControllers([source.pages[1]], direction: .forward, animated: false)
            XCTAssertEqual(UIKitModel.violations, ["setViewControllers during the bounce at a page with no neighbour"])
            runUntilIdle()
            pvc.setViewControllers([source.pages[2]], direction: .forward, animated: false)
            XCTAssertEqual(UIKitModel.violations.count, 1)
        }
    }

    func testASwipeWhoseDidFinishAnimatingIsDroppedStillTurnsThePage() {
        onModel {
            UIKitModel.configuration.pageViewControllerDropsDidFinishAnimating = true
            let (pvc, source, inner) = makePages()
            source.log.removeAll()
            inner.touchDown()
            inner.moveFinger(by: CGPoint(x: 60, y: 0))
            inner.lift(velocity: CGPoint(x: 800, y: 0))
            runUntilIdle()
            XCTAssertEqual(source.log, ["after 2", "before 2", "willTransitionTo 3", "didEndDecelerating", "after 3"])
            XCTAssertTrue(pvc.viewControllers?.first === source.pages[3])
        }
    }
}
