import UIKit
import XCTest

/// A page that logs its appearance callbacks into a log shared by all pages, so the order across pages shows.
@MainActor
private final class LoggingPage: UIViewController {
    let name: String
    let shared: SharedLog
    init(_ name: String, _ shared: SharedLog) {
        self.name = name
        self.shared = shared
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); shared.lines.append("\(name) willAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); shared.lines.append("\(name) didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); shared.lines.append("\(name) willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); shared.lines.append("\(name) didDisappear") }
}

@MainActor
private final class SharedLog { var lines: [String] = [] }

@MainActor
private final class ThreePages: NSObject, UIPageViewControllerDataSource {
    let log = SharedLog()
    lazy var pages = ["A", "B", "C"].map { LoggingPage($0, log) }
    func index(_ c: UIViewController) -> Int { pages.firstIndex { $0 === c }! }
    func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        let i = index(vc)
        return i > 0 ? pages[i - 1] : nil
    }
    func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        let i = index(vc)
        return i + 1 < pages.count ? pages[i + 1] : nil
    }
}

/// Appearance in a page view controller (sources in LinuxUIKit's `UIPageViewController+Appearance.swift`): only the page
/// on screen appears; a turn makes the old page disappear and the new one appear; a swipe that springs back undoes it.
@MainActor
private func makeThreePages() -> (UIPageViewController, ThreePages, UIScrollView, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        window.makeKeyAndVisible()
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let source = ThreePages()
        pvc.dataSource = source
        window.rootViewController = pvc
        pvc.setViewControllers([source.pages[1]], direction: .forward, animated: false)
        UIKitModel.runLoop.finishEvent()
        let inner = pvc.view.subviews.compactMap { $0 as? UIScrollView }.first!
    return (pvc, source, inner, window)
}

final class PageViewControllerAppearanceTests: XCTestCase {
    func testOnlyThePageOnScreenAppearsAtRest() {
        onModel {
            let (pvc, source, _, _) = makeThreePages()
            pvc.askForNeighboursAsASwipeWould()
            XCTAssertTrue(pvc.cachedNeighbourBefore === source.pages[0] && pvc.cachedNeighbourAfter === source.pages[2],
                          "both neighbours are cached, their views in the hierarchy")
            XCTAssertEqual(source.log.lines, ["B willAppear", "B didAppear"])
            XCTAssertEqual(source.pages[0].appearance, .disappeared)
            XCTAssertEqual(source.pages[2].appearance, .disappeared)
        }
    }

    func testASwipeMakesTheOldPageDisappearAndTheNewOneAppear() {
        onModel {
            let (pvc, source, inner, _) = makeThreePages()
            source.log.lines.removeAll()
            inner.touchDown()
            inner.moveFinger(by: CGPoint(x: 60, y: 0))
            XCTAssertEqual(source.log.lines, ["B willDisappear", "C willAppear"], "both begin when the turn starts")
            inner.lift(velocity: CGPoint(x: 800, y: 0))
            runUntilIdle()
            XCTAssertTrue(pvc.viewControllers?.first === source.pages[2])
            XCTAssertEqual(source.log.lines, ["B willDisappear", "C willAppear", "B didDisappear", "C didAppear"])
            XCTAssertEqual(source.pages[1].appearance, .disappeared, "B is now a cached neighbour")
        }
    }

    func testASwipeThatSpringsBackUndoesTheTurn() {
        onModel {
            let (pvc, source, inner, _) = makeThreePages()
            source.log.lines.removeAll()
            inner.touchDown()
            inner.moveFinger(by: CGPoint(x: 30, y: 0))
            inner.lift(velocity: .zero)
            runUntilIdle()
            XCTAssertTrue(pvc.viewControllers?.first === source.pages[1])
            XCTAssertEqual(source.log.lines, ["B willDisappear", "C willAppear", "C willDisappear", "B willAppear",
                                              "B didAppear", "C didDisappear"])
            XCTAssertEqual(source.pages[1].appearance, .appeared)
            XCTAssertEqual(source.pages[2].appearance, .disappeared)
        }
    }

    func testASetWithoutAnimationSwapsAppearanceAtOnce() {
        onModel {
            let (_, source, _, _) = makeThreePages()
            source.log.lines.removeAll()
            let pvc = source.pages[1].parent as! UIPageViewController
            pvc.setViewControllers([source.pages[0]], direction: .reverse, animated: false)
            XCTAssertEqual(source.log.lines, ["B willDisappear", "A willAppear", "B didDisappear", "A didAppear"])
        }
    }

    func testAnAnimatedSetEndsTheTurnWhenItLands() {
        onModel {
            let (pvc, source, _, _) = makeThreePages()
            source.log.lines.removeAll()
            pvc.setViewControllers([source.pages[2]], direction: .forward, animated: true)
            XCTAssertEqual(source.log.lines, ["B willDisappear", "C willAppear"])
            runUntilIdle()
            XCTAssertEqual(source.log.lines, ["B willDisappear", "C willAppear", "B didDisappear", "C didAppear"])
        }
    }
}
