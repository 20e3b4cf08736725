import XCTest
import UIKit
import InfiniteTabs
import InfiniteTabsSimulator

// Issue 30 point 7: the seed's app shell, code-built: a tab bar controller
// with a navigation controller per tab, its home tab hosting the looping
// tabs.

private let titles = ["For You", "News", "Sport", "Music", "Films"]

/// A page that pushes a detail screen when its button-like label is tapped.
@MainActor
private final class FeedPage: UIViewController {
    let index: Int
    init(_ index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel()
        label.text = "Page \(index)"
        label.frame = CGRect(x: 20, y: 200, width: 200, height: 30)
        view.addSubview(label)
    }
}

@MainActor
private struct Shell {
    let tabBar: UITabBarController
    let home: UINavigationController
    let settings: UINavigationController
    let tabs: InfiniteTabsViewController

    init(_ device: SimulatedDevice) {
        tabs = InfiniteTabsViewController(titles: titles) { FeedPage($0) }
        tabs.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        home = UINavigationController(rootViewController: tabs)
        let settingsRoot = LabelPage("Settings")
        settingsRoot.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
        settings = UINavigationController(rootViewController: settingsRoot)
        tabBar = UITabBarController()
        tabBar.viewControllers = [home, settings]
        device.show(tabBar)
        device.settle()
    }

    /// Taps tab bar item `index`.
    func tapBarItem(_ index: Int, _ device: SimulatedDevice) {
        let bar = tabBar.tabBar.convert(tabBar.tabBar.bounds, to: nil)
        let width = bar.width / 2
        device.tap(at: CGPoint(x: bar.minX + width * (CGFloat(index) + 0.5), y: bar.minY + 20))
        device.settle()
    }
}

final class AppShellAcceptanceTests: XCTestCase {
    func testSwitchingTabsKeepsEachStackAndTheSelectedPage() throws {
        try onDevice { device in
            let shell = Shell(device)
            device.tap(label: "Sport")
            XCTAssertTrue(device.settle())
            XCTAssertEqual(shell.tabs.selectedIndex, 2)
            shell.settings.pushViewController(LabelPage("Detail"), animated: false)
            device.settle()
            shell.tapBarItem(1, device)
            XCTAssertEqual(shell.tabBar.selectedIndex, 1)
            XCTAssertEqual(device.visibleTexts().filter { $0 == "Detail" }.count, 1, "the settings tab shows its stack's top")
            XCTAssertEqual(shell.settings.viewControllers.count, 2, "its stack is kept")
            shell.tapBarItem(0, device)
            XCTAssertEqual(shell.tabBar.selectedIndex, 0)
            XCTAssertEqual(shell.tabs.selectedIndex, 2, "the looping tabs keep their selection")
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page ") }, ["Page 2"])
            let tab = try XCTUnwrap(device.label("Sport"))
            XCTAssertEqual(tab.midX, 195, accuracy: 1)
        }
    }

    func testTappingTheCurrentBarItemPopsItsStackToTheRoot() throws {
        try onDevice { device in
            let shell = Shell(device)
            device.tap(label: "News")
            XCTAssertTrue(device.settle())
            shell.home.pushViewController(LabelPage("Article"), animated: true)
            device.settle()
            XCTAssertEqual(shell.home.viewControllers.count, 2)
            shell.tapBarItem(0, device)
            XCTAssertEqual(shell.home.viewControllers.count, 1, "popped to the root, as UIKit does")
            XCTAssertEqual(shell.tabs.selectedIndex, 1)
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page ") }, ["Page 1"])
        }
    }

    func testAPushFromAPageAndTheBackSwipeReturnToTheSamePageAndTab() throws {
        try onDevice { device in
            let shell = Shell(device)
            device.tap(label: "Music")
            XCTAssertTrue(device.settle())
            let calls = Calls()
            shell.tabs.onSelect = { [weak calls] in calls?.values.append($0) }
            shell.tabs.pageController.currentViewController?.navigationController?
                .pushViewController(LabelPage("Song"), animated: true)
            device.settle()
            XCTAssertEqual(device.visibleTexts().filter { $0 == "Song" }.count, 1)
            device.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 320, y: 500), duration: 0.3)
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(shell.home.viewControllers.count, 1, "the back swipe popped the detail")
            XCTAssertEqual(shell.tabs.selectedIndex, 3)
            XCTAssertEqual(device.visibleTexts().filter { $0.hasPrefix("Page ") }, ["Page 3"])
            XCTAssertEqual(try XCTUnwrap(device.label("Music")).midX, 195, accuracy: 1, "its tab centred")
            XCTAssertEqual(calls.values, [], "nothing reported: the page never changed")
            // And an edge swipe on the tabs at the root does nothing to the stack nor turns a page.
            device.drag(from: CGPoint(x: 5, y: 500), to: CGPoint(x: 320, y: 500), duration: 0.3)
            device.lift()
            XCTAssertTrue(device.settle())
            XCTAssertEqual(shell.home.viewControllers.count, 1)
        }
    }
}
