import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// A controller whose view is a tall vertical scroll view.
@MainActor
final class ListController: UIViewController {
    let list = UIScrollView()
    override func loadView() {
        list.contentSize = CGSize(width: 390, height: 3000)
        view = list
    }
}

/// `UINavigationController` push, pop, the back swipe, the bar and its
/// large title (issue 26 point 4).
final class NavigationControllerTests: XCTestCase {
    @MainActor
    private static func showNavigation(_ root: UIViewController = UIViewController(),
                                       insets: UIEdgeInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        -> (SimulatedDevice, UINavigationController) {
        let device = SimulatedDevice(width: 390, height: 844, safeAreaInsets: insets)
        let nav = UINavigationController(rootViewController: root)
        device.show(nav)
        return (device, nav)
    }

    func testPushAndPopWithoutAnimation() {
        onMain {
            let root = UIViewController(), second = UIViewController()
            let (device, nav) = Self.showNavigation(root)
            nav.pushViewController(second, animated: false)
            device.settle()
            XCTAssertTrue(nav.topViewController === second)
            XCTAssertEqual(root.appearanceLog, ["viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear"])
            XCTAssertEqual(second.appearanceLog, ["viewWillAppear", "viewDidAppear"])
            XCTAssertNil(root.viewIfLoaded?.superview)
            XCTAssertTrue(second.parent === nav)
            XCTAssertTrue(nav.popViewController(animated: false) === second)
            device.settle()
            XCTAssertNil(second.parent)
            XCTAssertEqual(second.appearanceLog.suffix(2), ["viewWillDisappear", "viewDidDisappear"])
            XCTAssertNil(nav.popViewController(animated: false), "never pops the root")
            nav.viewControllers = [root, UIViewController(), second]
            device.settle()
            XCTAssertTrue(nav.topViewController === second)
            XCTAssertEqual(nav.popToRootViewController(animated: false)?.count, 2)
            XCTAssertEqual(nav.viewControllers.count, 1)
            XCTAssertEqual(device.violations, [])
        }
    }

    /// An animated push slides for 0.35 s: `will` at once, `did` at the end;
    /// a second push meanwhile, and a controller pushed twice, are misuse.
    func testAnimatedPushAndItsMisuse() {
        onMain {
            let root = UIViewController(), second = UIViewController()
            let (device, nav) = Self.showNavigation(root)
            nav.pushViewController(second, animated: true)
            device.advance(by: 0.1)
            XCTAssertTrue(nav.isTransitioning)
            XCTAssertEqual(second.appearanceLog, ["viewWillAppear"])
            XCTAssertGreaterThan(second.view.frame.minX, 0, "still sliding in")
            device.settle()
            XCTAssertFalse(nav.isTransitioning)
            XCTAssertEqual(second.appearanceLog, ["viewWillAppear", "viewDidAppear"])
            XCTAssertEqual(second.view.frame.minX, 0)
            XCTAssertEqual(device.violations, [])

            nav.pushViewController(UIViewController(), animated: true)
            nav.pushViewController(UIViewController(), animated: true)
            XCTAssertEqual(device.violations.count, 1, "a push during a push")
            device.settle()
            nav.pushViewController(second, animated: false)
            XCTAssertEqual(device.violations.count, 2, "the same controller twice")
        }
    }

    /// The back swipe pops past half the width; lifted earlier (slowly) it
    /// is cancelled and every `will` gets its `did` the other way round.
    func testTheBackSwipeCompletesOrCancels() {
        onMain {
            let root = UIViewController(), second = UIViewController()
            let (device, nav) = Self.showNavigation(root)
            nav.pushViewController(second, animated: false)
            device.settle()
            XCTAssertTrue(nav.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
            let rootBefore = root.appearanceLog.count, secondBefore = second.appearanceLog.count

            device.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 120, y: 400), duration: 0.5)
            device.advance(by: 0.2)
            XCTAssertTrue(nav.isTransitioning)
            XCTAssertGreaterThan(second.view.frame.minX, 100, "the top view follows the finger")
            device.lift()
            device.settle()
            XCTAssertTrue(nav.topViewController === second, "cancelled")
            XCTAssertEqual(Array(second.appearanceLog[secondBefore...]),
                           ["viewWillDisappear", "viewWillAppear", "viewDidAppear"])
            XCTAssertEqual(Array(root.appearanceLog[rootBefore...]),
                           ["viewWillAppear", "viewWillDisappear", "viewDidDisappear"])
            XCTAssertEqual(second.view.frame.minX, 0)

            device.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.5)
            device.advance(by: 0.2)
            device.lift()
            device.settle()
            XCTAssertTrue(nav.topViewController === root, "popped")
            XCTAssertNil(second.parent)
            XCTAssertEqual(root.appearanceLog.suffix(2), ["viewWillAppear", "viewDidAppear"])

            device.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 260, y: 400), duration: 0.3)
            device.lift()
            device.settle()
            XCTAssertFalse(nav.isTransitioning, "no back swipe at the root")
            XCTAssertEqual(device.violations, [])
        }
    }

    /// A quick flick from the edge pops even before half the width.
    func testAFlickPops() {
        onMain {
            let (device, nav) = Self.showNavigation()
            nav.pushViewController(UIViewController(), animated: false)
            device.settle()
            device.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 120, y: 400), duration: 0.1)
            device.lift()
            device.settle()
            XCTAssertEqual(nav.viewControllers.count, 1)
        }
    }

    /// Right to left: the back swipe starts at the right edge.
    func testTheBackSwipeInRightToLeft() {
        onMain {
            let (device, nav) = Self.showNavigation()
            device.setTraits(layoutDirection: .rightToLeft)
            nav.pushViewController(UIViewController(), animated: false)
            device.settle()
            device.drag(from: CGPoint(x: 4, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.5)
            device.lift()
            device.settle()
            XCTAssertEqual(nav.viewControllers.count, 2, "the left edge does nothing")
            device.drag(from: CGPoint(x: 386, y: 400), to: CGPoint(x: 90, y: 400), duration: 0.5)
            device.lift()
            device.settle()
            XCTAssertEqual(nav.viewControllers.count, 1)
        }
    }

    /// The bar sits below the screen's top inset; the content's safe area
    /// keeps clear of it; a large title adds 52 points that collapse as the
    /// content scrolls; an opaque bar pushes the content down.
    func testTheBarAndTheSafeArea() {
        onMain {
            let list = ListController()
            let (device, nav) = Self.showNavigation(list)
            XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
            XCTAssertEqual(list.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
            XCTAssertEqual(list.view.safeAreaInsets.top, 91)
            XCTAssertEqual(list.list.adjustedContentInset.top, 91)

            nav.navigationBar.prefersLargeTitles = true
            device.settle()
            list.list.contentOffset = CGPoint(x: 0, y: -143)
            device.settle()
            XCTAssertEqual(nav.navigationBar.frame.height, 96)
            XCTAssertEqual(list.view.safeAreaInsets.top, 143)
            list.list.contentOffset = CGPoint(x: 0, y: -143 + 30)
            device.settle()
            XCTAssertEqual(nav.navigationBar.frame.height, 66, "30 points of the band scrolled away")
            list.list.contentOffset = CGPoint(x: 0, y: 200)
            device.settle()
            XCTAssertEqual(nav.navigationBar.frame.height, 44)

            nav.navigationBar.prefersLargeTitles = false
            nav.navigationBar.isTranslucent = false
            device.settle()
            XCTAssertEqual(list.view.frame.minY, 91, "below an opaque bar")
            XCTAssertEqual(list.view.safeAreaInsets.top, 0)
        }
    }

    /// A list below a strip, not under the bar (a page in tabs): the title
    /// collapses by what the list scrolled, with no feedback from the bar's
    /// height (it ran away to the whole band in a layout loop), and follows
    /// another list the top controller names with `setContentScrollView`.
    func testALargeTitleOverAListBelowTheBarAndASecondContentScrollView() {
        onMain {
            let top = UIViewController()
            let (device, nav) = Self.showNavigation(top)
            nav.navigationBar.prefersLargeTitles = true
            let first = UIScrollView(), second = UIScrollView()
            for list in [first, second] {
                list.frame = CGRect(x: 0, y: 200, width: 390, height: 600)
                list.contentSize = CGSize(width: 390, height: 3000)
                top.view.addSubview(list)
            }
            top.setContentScrollView(first, for: .top)
            device.settle()
            XCTAssertEqual(first.adjustedContentInset.top, 0, "below the bar")
            XCTAssertEqual(nav.navigationBar.frame.height, 96)
            first.contentOffset = CGPoint(x: 0, y: 20)
            device.settle()
            XCTAssertEqual(nav.navigationBar.frame.height, 76, "20 points of the band scrolled away")
            top.setContentScrollView(second, for: .top)
            second.contentOffset = CGPoint(x: 0, y: 40)
            device.settle()
            XCTAssertEqual(nav.navigationBar.frame.height, 56, "the bar follows the list named last")
            first.contentOffset = CGPoint(x: 0, y: 0)
            device.settle()
            XCTAssertEqual(nav.navigationBar.frame.height, 56, "the first list no longer counts")
            XCTAssertEqual(device.violations, [])
        }
    }
}
