//: [Previous](@previous)
/*:
 # Recipe 6: what each control does with bad input

 No items, an index out of range, a NaN or negative size, a timer of zero:
 every control answers with something harmless, never a trap, a NaN frame or
 endless work. This page feeds each control such values and lists what it
 ends up with; the "Recipes" article has the whole table.

 The controls are `@MainActor`, so the calls live in a view controller (on
 the main actor) rather than at the top of the page.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

final class BadInputViewController: UIViewController {
    private let report = UILabel()
    private var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        tryThePicker()
        tryTheStrip()
        tryThePages()
        tryTheContainer()
        report.numberOfLines = 0
        report.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
        report.text = lines.joined(separator: "\n")
        report.frame = view.bounds.insetBy(dx: 16, dy: 16)
        report.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(report)
    }

    private func tryThePicker() {
        let picker = InfinitePickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        picker.titles = []                    // no items: empty, nothing to select
        picker.select(3)                      // ignored
        lines.append("empty picker: \(picker.selectedIndex)")              // 0

        picker.titles = ["S", "M", "L"]
        picker.selectedIndex = 7              // out of range: ignored, no callback
        picker.select(-1, animated: true)     // ignored too
        picker.pageWidth = .nan               // counts as the picker's width (as 0, negative, too wide)
        picker.autoScrollInterval = 0         // off (as nil, negative, NaN, infinity)
        lines.append("picker: \(picker.selectedIndex)")                    // 0
    }

    private func tryTheStrip() {
        let strip = InfiniteTabStripView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        strip.titles = []                     // no tabs: an empty strip, the indicator 0 wide
        strip.titles = ["", "News", ""]       // empty titles: tabs as wide as their insets
        strip.selectedIndex = Int.max         // ignored
        strip.spacing = -8                    // counts as 0
        strip.widthMode = .fixed(.nan)        // a bad fixed width: the fitting widths
        lines.append("strip: \(strip.selectedIndex)")                      // 0
    }

    private func tryThePages() {
        let none = InfinitePageViewController(count: -3) { _ in UIViewController() }  // no pages: empty
        let one = InfinitePageViewController(count: 1) { _ in UIViewController() }    // does not swipe
        one.select(5)                         // out of range: nothing
        one.autoScrollInterval = -.infinity   // off
        lines.append("pages: \(none.selectedIndex) \(one.selectedIndex)")  // 0 0
    }

    private func tryTheContainer() {
        var options = InfiniteTabsOptions()
        options.tabStripHeight = .nan         // counts as 0
        let empty = InfiniteTabsViewController(titles: []) { _ in UIViewController() }  // empty strip and page
        let tabs = InfiniteTabsViewController(titles: ["A", "B"], options: options) { _ in UIViewController() }
        tabs.select(-1)                       // nothing
        lines.append("container: \(empty.selectedIndex) \(tabs.selectedIndex)")  // 0 0
    }
}

let screen = BadInputViewController()
screen.preferredContentSize = CGSize(width: 390, height: 400)
PlaygroundPage.current.liveView = screen

//: [Previous](@previous) · [Next](@next)
