//: [Previous](@previous) · [Next](@next)
/*:
 # Real App 1: pushed on a navigation stack, the back swipe pops

 Looping pages always have a page to their left. Pushed on a navigation
 stack, the tabs still let a swipe from the screen's leading edge pop the
 stack, on every page (the first included); a swipe from anywhere else turns
 the page. `defersToNavigationPop` (default true) is the switch.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

final class StartViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Start"
        view.backgroundColor = .systemBackground
        let open = UIButton(type: .system)
        open.setTitle("Open the looping tabs", for: .normal)
        open.addTarget(self, action: #selector(openTabs), for: .touchUpInside)
        open.frame = CGRect(x: 40, y: 300, width: 300, height: 44)
        view.addSubview(open)
    }

    @objc private func openTabs() {
        let tabs = InfiniteTabsViewController(titles: ["For You", "News", "Sport", "Music"]) { index in
            let page = UIViewController()
            page.view.backgroundColor = [.systemTeal, .systemOrange, .systemGreen, .systemPink][index]
            return page
        }
        tabs.title = "Home"
        // tabs.defersToNavigationPop = false   // the pages would take the edge swipe too
        navigationController?.pushViewController(tabs, animated: true)
    }
}

let navigation = UINavigationController(rootViewController: StartViewController())
navigation.preferredContentSize = CGSize(width: 390, height: 760)
PlaygroundPage.current.liveView = navigation
/*:
 ## Try it

 Open the tabs, swipe from the middle (the pages turn, round the loop), then
 from the very left edge: the stack pops. Let go halfway and it cancels.
 */
//: [Previous](@previous) · [Next](@next)
