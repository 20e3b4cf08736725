//: [Previous](@previous) · [Next](@next)
/*:
 # Recipe 5: a banner carousel

 Promotions that turn by themselves above a shop's content: wrapping pages
 with a timer, page dots and the neighbours shrunk and faded, embedded as a
 child view controller with a fixed height. The page "Banner Carousel" shows
 more (a picker with dots, a vertical ticker).
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

let banners = ["Summer sale", "New arrivals", "Free delivery", "Members' week"]

final class ShopViewController: UIViewController {
    private let carousel = InfinitePageViewController(count: banners.count) { index in
        TitledPageViewController(title: banners[index], index: index)   // a new controller each time
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        carousel.autoScrollInterval = 4          // forward after 4 s at rest, across the seam
        carousel.showsPageControl = true         // dots that follow the swipe
        carousel.itemTransform = .scaledAndFaded // neighbours smaller and fainter
        carousel.onSelect = { index in print("The user chose", banners[index]) }

        // A child view controller: add it, place its view, then tell it.
        addChild(carousel)
        carousel.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(carousel.view)
        NSLayoutConstraint.activate([
            carousel.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            carousel.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            carousel.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            carousel.view.heightAnchor.constraint(equalToConstant: 200),   // the pages have no height of their own
        ])
        carousel.didMove(toParent: self)
    }
}

/*:
 ## Try it

 - Wait: the banners turn every four seconds, from "Members' week" on to
   "Summer sale", never back.
 - Hold a finger on a banner: nothing turns; let go and a full interval
   passes before the next turn.
 - With Reduce Motion or VoiceOver on, the carousel stays still.
 */
let shop = ShopViewController()
shop.preferredContentSize = CGSize(width: 390, height: 500)
PlaygroundPage.current.liveView = shop

//: [Previous](@previous) · [Next](@next)
