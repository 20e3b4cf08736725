//: [Previous](@previous) · [Next](@next)
/*:
 # Accessibility: large text, Reduce Motion, VoiceOver, large titles

 This page shows the tabs the way a user with an accessibility text size and
 Reduce Motion sees them. The playground cannot switch the system settings,
 so it overrides them for this screen: the content size category through a
 trait override, Reduce Motion through the controls' `prefersReducedMotion`
 (nil, the default, follows the system setting).
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

/*:
 ## Large text

 The strip's titles follow Dynamic Type by default
 (`InfiniteTabAppearance.textStyle` is `.subheadline`): at
 "Accessibility Extra Large" they are much bigger, the strip measures its tabs
 again, and the container's strip grows with the text, up to twice
 `tabStripHeight` (`TabStripHeight`). Set `textStyle` to nil to keep a fixed
 font.
 */
let textSize = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge)

/*:
 ## Reduce Motion

 With Reduce Motion a tapped tab, `select(_:)` and VoiceOver's
 three-finger swipe show the page at once and the indicator jumps instead of
 gliding; swiping the pages with a finger is unchanged, and the indicator
 still follows the finger. Auto-advance and auto-scroll pause.
 */
final class AccessibleHomeViewController: UIViewController {
    private(set) var home: InfiniteTabsViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        view.backgroundColor = .systemBackground

        var options = InfiniteTabsOptions()
        options.tabStripHeight = 44          // at the default text size
        options.indicatorStyle.color = .systemIndigo
        options.tabAppearance.selectedTextColor = .systemIndigo

        let home = InfiniteTabsViewController(titles: Demo.homeTabs, options: options) { index in
            TitledPageViewController(title: Demo.homeTabs[index], index: index)
        }
        home.prefersReducedMotion = true     // as if Reduce Motion were on

        addChild(home)
        setOverrideTraitCollection(textSize, forChild: home)
        home.view.frame = view.bounds
        home.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(home.view)
        home.didMove(toParent: self)
        self.home = home
    }
}

/*:
 ## Large titles

 Inside a navigation controller with large titles, the container points the
 navigation bar at the scroll view of the page on screen (iOS 15 and later,
 `ContentScrollViewRule`), again each time the pages settle, so the title
 collapses as that page scrolls. Before iOS 15 the title stays large.

 ## Try

 - Tap a far tab: the page appears at once, no slide.
 - Swipe the pages: the swipe follows your finger as always.
 - With VoiceOver on (on a device), swipe right through the tabs: each tab
   that was off screen scrolls into view as it is focused; there are exactly
   as many tabs as titles, the current one is "selected".
 - Set `prefersReducedMotion` to nil to follow the system setting again, or
   change `textSize` to `.large` to compare.
 */
let screen = AccessibleHomeViewController()
let navigation = UINavigationController(rootViewController: screen)
navigation.navigationBar.prefersLargeTitles = true
navigation.preferredContentSize = CGSize(width: 390, height: 700)
PlaygroundPage.current.liveView = navigation

//: [Previous](@previous) · [Next](@next)
