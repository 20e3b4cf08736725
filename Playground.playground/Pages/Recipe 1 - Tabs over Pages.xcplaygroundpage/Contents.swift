//: [Previous](@previous) · [Next](@next)
/*:
 # Recipe 1: tabs over pages (Android's TabLayout + ViewPager)

 A looping row of section tabs over pages that swipe: the screen Android
 builds from a `TabLayout`, a `ViewPager2` and a `TabLayoutMediator`. Here it
 is one `InfiniteTabsViewController`, the root of a navigation stack. The
 same code is in the "Recipes" article.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

/*:
 ## A page

 Any view controller: here a list, so the navigation bar's large title
 collapses as the list scrolls (iOS 15 and later).
 */
final class SectionViewController: UITableViewController {
    private let section: String

    init(section: String) {
        self.section = section
        super.init(style: .plain)
        title = section
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "\(section) story \(indexPath.row + 1)"
        return cell
    }
}

/*:
 ## The screen

 - `makePage` is the adapter: it builds a page for an index, lazily, and may
   be asked again for a page it let go (return a new controller each time).
 - `onSelect` is the tab-selected listener: once per change the user made (a
   tap, a swipe, VoiceOver), never for `select(_:animated:)` in code.
 - `onProgress` is the page-scrolled callback: every step of a swipe or a
   transition, as a `PagingState`.
 */
let sections = ["For You", "News", "Sport", "Music", "Film"]

@MainActor
func makeHome() -> InfiniteTabsViewController {
    var options = InfiniteTabsOptions()
    options.indicatorStyle.color = .systemIndigo
    options.tabAppearance.selectedTextColor = .systemIndigo

    let home = InfiniteTabsViewController(titles: sections, options: options) { index in
        SectionViewController(section: sections[index])
    }
    home.title = "Home"
    home.onSelect = { index in print("The user opened", sections[index]) }
    home.onProgress = { state in
        if let move = state.move { print("from", move.from, "to", move.to, "progress", move.progress) }
    }
    home.select(2, animated: false)        // open on "Sport"; code never calls onSelect
    return home
}

/// The navigation stack the tabs are the root of (an app's scene delegate
/// would make it its window's root).
final class HomeNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.prefersLargeTitles = true
        viewControllers = [makeHome()]
    }
}

/*:
 ## Try it

 - Swipe from "Film" on: "For You" follows, and the indicator moves forward
   to it instead of sweeping back across the strip.
 - Tap a tab three away: one transition, not three.
 - Tap the selected tab again: the strip centres it; nothing is reported.
 */
let navigation = HomeNavigationController()
navigation.preferredContentSize = CGSize(width: 390, height: 700)
PlaygroundPage.current.liveView = navigation

//: [Previous](@previous) · [Next](@next)
