//: [Previous](@previous) · [Next](@next)
/*:
 # A banner carousel

 A row of promotions that turns by itself, with dots underneath: the second
 big use of looping pages. `InfinitePageViewController` does it with three
 settings:

 - `autoScrollInterval`: one page forward every few seconds of rest, across
   the seam from the last banner to the first (never a rewind to the first),
   paused while a finger is on the banners, while they are off screen, while
   the app is in the background, with Reduce Motion and while VoiceOver runs;
 - `showsPageControl`: page dots that follow the swipe (the next dot lights
   once the swipe passes half a page) and turn the banners the shortest way
   round when tapped;
 - `itemTransform`: the banners beside the center smaller, fainter, tilted.

 Under it, an option picker with the same look and its own dots, and a
 vertical ticker: both axes use the same core.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

let banners = ["Summer sale", "New arrivals", "Free delivery", "Members' week", "Gift cards"]

/*:
 ## The carousel

 Each banner is a page built by the factory. Pages that stay on screen for
 `autoScrollInterval` seconds turn forward; a swipe, a tapped dot or a reload
 starts the interval again, so the carousel never turns right after the user
 did something.
 */
final class BannerCarouselViewController: UIViewController {
    private lazy var carousel = InfinitePageViewController(count: banners.count) { index in
        TitledPageViewController(title: banners[index], index: index)
    }
    private lazy var ticker = InfinitePageViewController(count: banners.count, axis: .vertical) { index in
        TitledPageViewController(title: banners[index], index: index)
    }
    private let picker = InfinitePickerView()
    private let pickerDots = InfinitePageControl()
    private let status = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        carousel.autoScrollInterval = 3
        carousel.showsPageControl = true
        carousel.itemTransform = .scaledAndFaded
        carousel.onSelect = { [weak self] index in self?.status.text = "Showing \(banners[index])" }
        embed(carousel)

        picker.setItems(Demo.sizes)
        picker.pageWidth = 90
        picker.itemTransform = .coverFlow
        pickerDots.attach(to: picker)
        pickerDots.pageControl.currentPageIndicatorTintColor = .label
        pickerDots.pageControl.pageIndicatorTintColor = .tertiaryLabel
        pickerDots.backgroundStyle = .minimal

        ticker.autoScrollInterval = 2
        embed(ticker)

        status.font = .preferredFont(forTextStyle: .footnote)
        status.textAlignment = .center

        let stack = UIStackView(arrangedSubviews: [carousel.view, status, picker, pickerDots, ticker.view])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            carousel.view.heightAnchor.constraint(equalToConstant: 200),
            picker.heightAnchor.constraint(equalToConstant: 56),
            ticker.view.heightAnchor.constraint(equalToConstant: 60),
        ])
    }

    /// Adds a page controller as a proper child.
    private func embed(_ child: UIViewController) {
        addChild(child)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        child.didMove(toParent: self)
    }
}

/*:
 ## Try it

 - Wait: the banners turn every three seconds, from "Gift cards" on to
   "Summer sale" (forward across the seam).
 - Put a finger on a banner and hold it: nothing turns. Let go: a full
   interval passes before the next turn.
 - Tap the dots: far dots are reached the shortest way round, through the
   seam when that is shorter.
 - Swipe the picker: the options beside the center shrink, fade and tilt, and
   the dots under it follow; crossing from "XXL" to "XS" nothing jumps.
 - The ticker at the bottom pages vertically, by itself.
 - Turn the look off with `carousel.itemTransform = .identity`, or make your
   own: `ItemTransform(minimumScale: 0.7, minimumAlpha: 0.4, maximumTilt: .pi / 8)`.
 */
let host = BannerCarouselViewController()
host.preferredContentSize = CGSize(width: 390, height: 600)
PlaygroundPage.current.liveView = host

//: [Previous](@previous) · [Next](@next)
