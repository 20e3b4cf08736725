import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// Records a controller's safe area reports.
@MainActor
final class SafeAreaController: UIViewController {
    var reports: [UIEdgeInsets] = []
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        reports.append(view.safeAreaInsets)
    }
}

@MainActor
final class TabsDelegate: NSObject, UITabBarControllerDelegate {
    var selected: [Int] = []
    var refuse: Int?
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        tabBarController.viewControllers?.firstIndex { $0 === viewController } != refuse
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selected.append(tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1)
    }
}

/// `UITabBarController`, bar insets and `additionalSafeAreaInsets`
/// (issue 26 points 4 and 5).
final class TabBarControllerTests: XCTestCase {
    func testTabsSelectAndTheSelectedTabPopsToItsRoot() {
        onMain {
            let device = SimulatedDevice(width: 390, height: 844, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            let first = UIViewController()
            let nav = UINavigationController(rootViewController: first)
            let other = SafeAreaController()
            let tabs = UITabBarController()
            let delegate = TabsDelegate()
            tabs.delegate = delegate
            tabs.viewControllers = [nav, other]
            device.show(tabs)
            XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
            XCTAssertEqual(first.view.safeAreaInsets.bottom, 83)
            XCTAssertEqual(first.view.safeAreaInsets.top, 91)

            device.tap(at: CGPoint(x: 300, y: 800))
            XCTAssertEqual(tabs.selectedIndex, 1)
            XCTAssertEqual(delegate.selected, [1])
            XCTAssertEqual(other.view.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
            XCTAssertEqual(first.appearanceLog.suffix(2), ["viewWillDisappear", "viewDidDisappear"])

            other.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            device.settle()
            XCTAssertEqual(other.view.safeAreaInsets.top, 57)
            XCTAssertEqual(other.reports.last?.top, 57, "viewSafeAreaInsetsDidChange")

            device.tap(at: CGPoint(x: 100, y: 800))
            nav.pushViewController(UIViewController(), animated: false)
            device.settle()
            device.tap(at: CGPoint(x: 100, y: 800))
            device.settle()
            XCTAssertEqual(nav.viewControllers.count, 1, "the selected tab again pops to the root")
            XCTAssertEqual(delegate.selected, [1, 0, 0])

            delegate.refuse = 1
            device.tap(at: CGPoint(x: 300, y: 800))
            XCTAssertEqual(tabs.selectedIndex, 0, "shouldSelect refused")
            tabs.selectedIndex = 7
            XCTAssertEqual(tabs.selectedIndex, 0, "an index outside the tabs is ignored")
        }
    }
}
