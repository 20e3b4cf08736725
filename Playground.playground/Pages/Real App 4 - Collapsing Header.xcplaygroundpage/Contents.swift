//: [Previous](@previous) · [Next](@next)
/*:
 # Real App 4: a collapsing header over a pinned strip

 A profile: a 220-point header that collapses to 56 points as the page's
 list scrolls up, the strip pinned under it. Turn a page mid-collapse: the
 strip stays, the new list starts right under it. Pull a list down: it
 scrolls past its top (room for a refresh control), the header stays whole.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

final class PostsViewController: UITableViewController {
    let kind: String
    init(kind: String) {
        self.kind = kind
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { nil }
    override func viewDidLoad() {
        super.viewDidLoad()
        refreshControl = UIRefreshControl()     // pull to refresh still works
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 60 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "\(kind) \(indexPath.row + 1)"
        return cell
    }
}

/// The header: a banner colour and a name along its bottom 56 points, which stay.
func makeHeader() -> UIView {
    let header = UIView()
    header.backgroundColor = .systemIndigo
    let name = UILabel(frame: CGRect(x: 16, y: 220 - 48, width: 300, height: 40))
    name.text = "Ada Lovelace"
    name.textColor = .white
    name.font = .preferredFont(forTextStyle: .title2)
    header.addSubview(name)
    return header
}

@MainActor
func makeScreen() -> UIViewController {
    let kinds = ["Posts", "Replies", "Media", "Likes"]
    let profile = InfiniteTabsViewController(titles: kinds) { PostsViewController(kind: kinds[$0]) }
    profile.headerView = makeHeader()
    profile.headerHeight = 220
    profile.minimumHeaderHeight = 56
    return profile
}

let window = WindowHost(makeScreen)
window.preferredContentSize = CGSize(width: 390, height: 760)
PlaygroundPage.current.liveView = window
//: [Previous](@previous) · [Next](@next)
