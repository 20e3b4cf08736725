//: [Previous](@previous) · [Next](@next)
/*:
 # Real App 3: a tap on the selected tab scrolls the page to its top

 As with `UITabBar`: a tap on the tab already selected calls `onReselect`
 (never `onSelect`); `currentScrollView` is the page's list.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

final class FeedViewController: UITableViewController {
    let section: String
    init(section: String) {
        self.section = section
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { nil }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "\(section) story \(indexPath.row + 1)"
        return cell
    }
}

@MainActor
func makeScreen() -> UIViewController {
    let sections = ["For You", "News", "Sport", "Music"]
    let tabs = InfiniteTabsViewController(titles: sections) { FeedViewController(section: sections[$0]) }
    tabs.onReselect = { [weak tabs] _ in
        guard let list = tabs?.pageController.currentScrollView else { return }
        list.setContentOffset(CGPoint(x: list.contentOffset.x, y: -list.adjustedContentInset.top), animated: true)
    }
    tabs.onSelect = { index in print("opened", sections[index]) }   // not called for a reselect
    return tabs
}

let window = WindowHost(makeScreen)
window.preferredContentSize = CGSize(width: 390, height: 760)
PlaygroundPage.current.liveView = window
//: [Previous](@previous) · [Next](@next)
