//: [Previous](@previous) · [Next](@next)
/*:
 # Real App 6: an iPad's keyboard and pointer

 Nothing to write. With a hardware keyboard, Tab enters the strip (one focus
 group) on the selected tab, shown with a halo; the arrow keys then move the
 selection, mirrored in right to left, and the focus follows it. Tab again
 moves on to the page's content.
 ⌘⇧] and ⌘⇧[ turn to the next and previous tab from anywhere in the
 container (hold ⌘ to see "Next Tab" and "Previous Tab"). The pointer
 highlights the tab under it.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

@MainActor
func makeScreen() -> UIViewController {
    let tabs = InfiniteTabsViewController(titles: ["Inbox", "Sent", "Drafts", "Archive", "Junk"]) { index in
        let page = UIViewController()
        page.view.backgroundColor = index.isMultiple(of: 2) ? .systemBackground : .secondarySystemBackground
        return page
    }
    // The commands the container offers, for a menu or your own responder:
    print(tabs.keyCommands?.compactMap(\.discoverabilityTitle) ?? [])   // ["Next Tab", "Previous Tab"]
    return tabs
}

let window = WindowHost(makeScreen)
window.preferredContentSize = CGSize(width: 768, height: 1024)
PlaygroundPage.current.liveView = window
//: [Previous](@previous) · [Next](@next)
