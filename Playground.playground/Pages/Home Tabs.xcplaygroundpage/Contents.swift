//: [Previous](@previous) · [Next](@next)
/*:
 # Looping home-screen tabs with pages

 `InfiniteTabsViewController` is Android's TabLayout + ViewPager for iOS: a
 looping tab strip over pages that wrap. Tap a tab and the pages turn to it in
 one transition, the shortest way round, while the indicator moves from the
 old tab to the new. Swipe the pages and the indicator follows your finger,
 across the seam from the last tab to the first without sweeping back.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

/*:
 ## A screen that hosts the tabs

 In an app the container is usually the root of a navigation stack or a tab
 (see the page "Tab Bar Coordinator"). Here a small host embeds it as a child view controller,
 which is also how you would put it under a header of your own.
 */
final class HomeScreenViewController: UIViewController {
    private(set) var home: InfiniteTabsViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        // Options:
        //
        // Everything the container can be told is one value. Start from the
        // defaults and change what you need.
        var options = InfiniteTabsOptions()
        options.tabStripHeight = 48
        options.tabSpacing = 4
        options.indicatorStyle.color = .systemIndigo
        options.indicatorStyle.insets = UIEdgeInsets(top: 0, left: 12, bottom: 4, right: 12)
        options.tabAppearance.selectedTextColor = .systemIndigo

        // The container:
        //
        // Pages are built lazily, by index. `makePage` can be called again for a
        // page that was let go (only the page on screen and its neighbours are
        // kept), so it returns a new controller each time.
        let home = InfiniteTabsViewController(titles: Demo.homeTabs, selectedIndex: 0, options: options) { index in
            TitledPageViewController(title: Demo.homeTabs[index], index: index)
        }

        // `onSelect` is called once each time the user settles the pages on a new tab.
        home.onSelect = { index in
            print("Settled on", Demo.homeTabs[index])
        }

        addChild(home)
        home.view.frame = view.bounds
        home.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(home.view)
        home.didMove(toParent: self)
        self.home = home
    }
}

/*:
 ## Try it

 - Tap "Travel" while on "For You": the pages go one step back, not six
   forward, and the indicator travels the short way.
 - Swipe from "Travel" to "For You": the indicator moves forward onto the next
   copy of "For You" and the strip recenters by one lap, invisibly.
 - Tap several tabs quickly: requests made during a transition are coalesced
   to the latest, so the page view controller never receives a new page while
   one is animating.
 - Select in code, for example at the end of `viewDidLoad`:
   `home.select(3)` (without an `onSelect` call: a change made in code).
 */
let screen = HomeScreenViewController()
screen.preferredContentSize = CGSize(width: 390, height: 700)
PlaygroundPage.current.liveView = screen

//: [Previous](@previous) · [Next](@next)
