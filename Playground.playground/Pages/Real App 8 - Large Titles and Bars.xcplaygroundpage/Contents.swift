//: [Previous](@previous) · [Next](@next)
/*:
 # Real App 8: large titles and translucent bars

 Nothing to write. Pushed under a navigation bar that prefers large titles,
 the large title collapses as the page on screen scrolls and comes back at
 its top, after a swipe or a tapped tab too (the pages name the page's scroll
 view with `setContentScrollView(_:for: .top)`). The strip follows the bar as
 it shrinks, under a translucent bar and under an opaque one.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

/// A page holding a long list: its table view is the page's scroll view.
final class ListPage: UITableViewController {
    private let section: String

    init(section: String) {
        self.section = section
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "\(section) \(indexPath.row + 1)"
        cell.contentConfiguration = content
        return cell
    }
}

@MainActor
func makeScreen() -> UINavigationController {
    let sections = ["For You", "News", "Sport", "Music"]
    let tabs = InfiniteTabsViewController(titles: sections) { index in ListPage(section: sections[index]) }
    tabs.title = "Home"
    let navigation = UINavigationController(rootViewController: tabs)
    navigation.navigationBar.prefersLargeTitles = true
    // An opaque bar instead of the translucent default: the container then starts below it.
    // let opaque = UINavigationBarAppearance()
    // opaque.configureWithOpaqueBackground()
    // navigation.navigationBar.standardAppearance = opaque
    // navigation.navigationBar.scrollEdgeAppearance = opaque
    return navigation
}

let window = WindowHost(makeScreen)
window.preferredContentSize = CGSize(width: 390, height: 760)
PlaygroundPage.current.liveView = window
/*:
 ## Try it

 Scroll a list up: "Home" shrinks into the bar and the strip moves up with
 it. Swipe to the next page and scroll back to its top: the large title
 returns.
 */
//: [Previous](@previous) · [Next](@next)
