//: [Previous](@previous)
/*:
 # A code-built tab bar app, made by one coordinator

 Many apps build their root in code: a `UITabBarController` whose tabs are
 each a `UINavigationController`. Here one object, `AppCoordinator`, makes all
 of it: the tab bar, the tab items and the navigation stacks. Its home tab
 hosts the looping tabs with pages, and a page can push onto the home
 navigation stack like any other screen.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

/*:
 ## A detail screen

 Pushed from a page of the home tabs, to show that the container behaves as
 the root of a navigation stack.
 */
final class DetailViewController: UIViewController {
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Details of \(title ?? "")"
        label.font = .preferredFont(forTextStyle: .title2)
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

/*:
 ## A page of the home tabs

 It shows its title and a button. What the button does is the coordinator's
 business: the page only calls `onOpen`.
 */
final class FeedPageViewController: UIViewController {
    private let index: Int
    private let onOpen: () -> Void

    init(title: String, index: Int, onOpen: @escaping () -> Void) {
        self.index = index
        self.onOpen = onOpen
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Demo.pageColor(index)
        let heading = UILabel()
        heading.text = title
        heading.font = .preferredFont(forTextStyle: .largeTitle)
        let open = UIButton(type: .system)
        open.setTitle("Open \(title ?? "")", for: .normal)
        open.addTarget(self, action: #selector(openTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [heading, open])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    @objc private func openTapped() { onOpen() }
}

/*:
 ## The coordinator

 - `makeTabBarController()` builds the whole tree once.
 - Each tab is a `UINavigationController` with its own `UITabBarItem`.
 - The home tab's root is an `InfiniteTabsViewController`; its pages ask the
   coordinator to open details, so pages know nothing about navigation.
 */
@MainActor
final class AppCoordinator {
    let tabBarController = UITabBarController()
    private let homeNavigation = UINavigationController()

    func makeTabBarController() -> UITabBarController {
        homeNavigation.viewControllers = [makeHome()]
        homeNavigation.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)

        let search = makeStack(title: "Search", symbol: "magnifyingglass", tag: 1)
        let library = makeStack(title: "Library", symbol: "book", tag: 2)
        let profile = makeStack(title: "Profile", symbol: "person.crop.circle", tag: 3)

        tabBarController.viewControllers = [homeNavigation, search, library, profile]
        tabBarController.selectedIndex = 0
        return tabBarController
    }

    /// The home screen: looping tabs over wrapping pages.
    private func makeHome() -> UIViewController {
        var options = InfiniteTabsOptions()
        options.tabStripBackgroundColor = .secondarySystemBackground
        let home = InfiniteTabsViewController(titles: Demo.homeTabs, options: options) { [weak self] index in
            self?.makeFeedPage(index) ?? UIViewController()
        }
        home.title = "Home"
        home.onSelect = { index in print("Home tab:", Demo.homeTabs[index]) }
        return home
    }

    /// A page of the home tabs whose button opens a detail screen.
    private func makeFeedPage(_ index: Int) -> UIViewController {
        let title = Demo.homeTabs[index]
        return FeedPageViewController(title: title, index: index) { [weak self] in
            self?.homeNavigation.pushViewController(DetailViewController(title: title), animated: true)
        }
    }

    /// Another tab: a navigation stack with a plain root screen.
    private func makeStack(title: String, symbol: String, tag: Int) -> UINavigationController {
        let root = TitledPageViewController(title: title, index: tag)
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: tag)
        return navigation
    }
}

/*:
 ## Starting the app

 In an app the scene delegate creates the coordinator and sets
 `window.rootViewController` to its tab bar controller. A playground has no
 scene, so a small host view controller plays the window.
 */
final class WindowHost: UIViewController {
    private var coordinator: AppCoordinator?

    override func viewDidLoad() {
        super.viewDidLoad()
        let coordinator = AppCoordinator()
        let root = coordinator.makeTabBarController()
        addChild(root)
        root.view.frame = view.bounds
        root.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(root.view)
        root.didMove(toParent: self)
        self.coordinator = coordinator
    }
}

/*:
 ## Try it

 - Swipe the home pages around the loop, then tap "Open …": the detail screen
   is pushed on the home tab's navigation stack; going back finds the tabs
   where you left them.
 - Switch to another tab and back: the container keeps its selection.
 - The strip sits under the navigation bar, inside the safe area; its
   background fills the space beside it.
 */
let window = WindowHost()
window.preferredContentSize = CGSize(width: 390, height: 760)
PlaygroundPage.current.liveView = window

//: [Previous](@previous)
