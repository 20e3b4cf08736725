//: [Previous](@previous) · [Next](@next)
/*:
 # Wrapping pages on their own

 `InfinitePageViewController` is a view controller around a
 `UIPageViewController` whose last page is followed by the first. Use it without tabs for a gallery, an onboarding
 carousel or a day-by-day view.

 This page puts the pages under a small bar with "previous" and "next"
 buttons and a label that follows the swipe.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

let days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]

/*:
 ## The pages

 The factory builds each page when it is needed. Only the page on screen and
 its two neighbours are kept alive. With exactly two pages the factory is
 asked for two controllers per page, so the page before and the page after are
 never the same object (a classic cause of blank pages).

 ## A host with buttons

 `showNext()` and `showPrevious()` turn one page (wrapping); they return false
 when there is nowhere to go, for example with one page. `onProgress`
 reports every paging state, including the progress of a swipe.
 */
final class DaysViewController: UIViewController {
    private lazy var pages = InfinitePageViewController(count: days.count, selectedIndex: 0) { index in
        TitledPageViewController(title: days[index], index: index)
    }
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        let previous = UIButton(type: .system)
        previous.setTitle("‹ Previous", for: .normal)
        previous.addTarget(self, action: #selector(showPrevious), for: .touchUpInside)
        let next = UIButton(type: .system)
        next.setTitle("Next ›", for: .normal)
        next.addTarget(self, action: #selector(showNext), for: .touchUpInside)
        status.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)
        status.textAlignment = .center

        let bar = UIStackView(arrangedSubviews: [previous, status, next])
        bar.distribution = .equalSpacing
        bar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(bar)

        // A proper child view controller.
        addChild(pages)
        pages.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pages.view)
        pages.didMove(toParent: self)

        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            pages.view.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8),
            pages.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            pages.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            pages.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        pages.onProgress = { [weak self] state in self?.show(state) }
        show(pages.pagingState)
    }

    private func show(_ state: PagingState) {
        switch state {
        case .idle(let index):
            status.text = days[index]
        case .dragging(let move), .settling(let move), .transitioning(let move):
            status.text = "\(days[move.from]) → \(days[move.to]) \(Int(move.progress * 100))%"
        }
    }

    @objc private func showPrevious() { pages.showPrevious() }
    @objc private func showNext() { pages.showNext() }
}

/*:
 ## Try it

 - Swipe right from Monday: Sunday is there. The status shows the move and its
   progress, read from the page view controller's inner scroll view.
 - Tap "Next ›" many times quickly: each tap during a transition is kept (only
   the latest) and carried out when the pages come to rest.
 - Jump in code (in `viewDidLoad`, say): `pages.select(4)` turns to
   Friday in one transition, the shortest way round.
 - Make the pages finite: `pages.wraps = false`.
 */
let host = DaysViewController()
host.preferredContentSize = CGSize(width: 390, height: 600)
PlaygroundPage.current.liveView = host

//: [Previous](@previous) · [Next](@next)
