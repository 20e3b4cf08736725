//: [Previous](@previous) · [Next](@next)
/*:
 # Real App 2: swipes off, bounces off, nested scrolling

 A sign-up wizard whose steps turn only by its buttons and its tabs
 (`isScrollEnabled = false`), and finite pages that do not pull past their
 ends (`bounces = false`). A horizontal carousel inside a page scrolls first;
 at its end it bounces and the page does not turn: swipe outside it.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

@MainActor
func makeScreen() -> UIViewController {
    let steps = ["Account", "Profile", "Interests", "Done"]
    let wizard = InfiniteTabsViewController(titles: steps) { index in
        let page = UIViewController()
        page.view.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 20, y: 120, width: 300, height: 40))
        label.text = "Step \(index + 1): \(steps[index])"
        page.view.addSubview(label)
        return page
    }
    var options = wizard.options
    options.loops = false
    wizard.options = options
    wizard.isScrollEnabled = false          // tapped tabs and select(_:) still turn the steps
    wizard.pageController.bounces = false   // no pull past the first or the last step

    // A "Next" button calls wizard.select(wizard.selectedIndex + 1): code still turns the steps.
    return wizard
}

let window = WindowHost(makeScreen)
window.preferredContentSize = CGSize(width: 390, height: 760)
PlaygroundPage.current.liveView = window
//: [Previous](@previous) · [Next](@next)
