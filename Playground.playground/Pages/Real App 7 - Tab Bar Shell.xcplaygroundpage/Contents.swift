//: [Previous](@previous) · [Next](@next)
/*:
 # Real App 7: the app shell

 A code-built `UITabBarController`, a navigation controller per tab, the
 looping tabs at home. Switching tabs keeps each stack and the tabs'
 selection; tapping the current tab bar item pops its stack to the root; a
 push from a page and the back swipe return to the same page and tab.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

final class StoryListViewController: UIViewController {
    let section: String
    init(section: String) {
        self.section = section
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let open = UIButton(type: .system)
        open.setTitle("Open a \(section) story", for: .normal)
        open.addTarget(self, action: #selector(openStory), for: .touchUpInside)
        open.frame = CGRect(x: 40, y: 200, width: 300, height: 44)
        view.addSubview(open)
    }
    @objc private func openStory() {
        let story = UIViewController()
        story.title = section
        story.view.backgroundColor = .secondarySystemBackground
        navigationController?.pushViewController(story, animated: true)
    }
}

@MainActor
func makeScreen() -> UIViewController {
    let sections = ["For You", "News", "Sport", "Music"]
    let tabs = InfiniteTabsViewController(titles: sections) { StoryListViewController(section: sections[$0]) }
    tabs.title = "Home"
    let home = UINavigationController(rootViewController: tabs)
    home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
    let settings = UIViewController()
    settings.title = "Settings"
    settings.view.backgroundColor = .systemBackground
    let more = UINavigationController(rootViewController: settings)
    more.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 1)
    let shell = UITabBarController()
    shell.viewControllers = [home, more]
    return shell
}

let window = WindowHost(makeScreen)
window.preferredContentSize = CGSize(width: 390, height: 760)
PlaygroundPage.current.liveView = window
//: [Previous](@previous) · [Next](@next)
