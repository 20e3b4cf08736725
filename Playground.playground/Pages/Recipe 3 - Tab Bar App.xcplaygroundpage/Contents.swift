//: [Previous](@previous) · [Next](@next)
/*:
 # Recipe 3: a code-built tab bar app, a navigation controller per tab

 The root most apps build in code: a `UITabBarController` whose tabs are each
 a `UINavigationController`. The home tab's root is an
 `InfiniteTabsViewController` made from view controllers you already have;
 each tab takes its title from the controller's `title`. A page pushes a
 detail screen on the home tab's stack. The page "Tab Bar Coordinator" builds
 a bigger version of the same app.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

/// A page of the home tabs: its title and a button that pushes a detail screen.
final class FeedViewController: UIViewController {
    init(title: String) {
        super.init(nibName: nil, bundle: nil)
        self.title = title                       // the tab's title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let open = UIButton(type: .system)
        open.setTitle("Open a story from \(title ?? "")", for: .normal)
        open.addTarget(self, action: #selector(openStory), for: .touchUpInside)
        open.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(open)
        NSLayoutConstraint.activate([
            open.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            open.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    @objc private func openStory() {
        // The page is a child of the tabs, which are the root of a navigation
        // controller: `navigationController` finds it through the parents.
        let story = UIViewController()
        story.title = "A story"
        story.view.backgroundColor = .secondarySystemBackground
        navigationController?.pushViewController(story, animated: true)
    }
}

/// A plain screen for the other tabs.
@MainActor
func placeholder(_ title: String) -> UIViewController {
    let screen = UIViewController()
    screen.title = title
    screen.view.backgroundColor = .systemBackground
    return screen
}

/// Builds the whole tree once, as a scene delegate would for its window.
@MainActor
func makeRootViewController() -> UITabBarController {
    let home = InfiniteTabsViewController(viewControllers: [
        FeedViewController(title: "For You"),
        FeedViewController(title: "News"),
        FeedViewController(title: "Sport"),
        FeedViewController(title: "Music"),
    ])
    home.title = "Home"
    home.navigationItem.largeTitleDisplayMode = .never

    func stack(_ root: UIViewController, _ title: String, _ symbol: String, _ tag: Int) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: root)
        navigation.tabBarItem = UITabBarItem(title: title, image: UIImage(systemName: symbol), tag: tag)
        return navigation
    }

    let tabBar = UITabBarController()
    tabBar.viewControllers = [
        stack(home, "Home", "house", 0),
        stack(placeholder("Search"), "Search", "magnifyingglass", 1),
        stack(placeholder("Profile"), "Profile", "person.crop.circle", 2),
    ]
    return tabBar
}

/*:
 ## Try it

 - Swipe the home pages round the loop, then tap "Open a story": it is pushed
   on the home tab's stack; back finds the tabs where you left them.
 - Switch to "Search" and back: the home tabs keep their selection.
 - In an app: `window.rootViewController = makeRootViewController()` in the
   scene delegate.
 */
let window = WindowHost(makeRootViewController) // the playground's stand-in for the window
window.preferredContentSize = CGSize(width: 390, height: 760)
PlaygroundPage.current.liveView = window

//: [Previous](@previous) · [Next](@next)
