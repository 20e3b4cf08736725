//: [Previous](@previous) · [Next](@next)
/*:
 # A tab strip following a content collection view

 `InfiniteTabStripView` works on its own, with any horizontally paging scroll
 view as its content. Here the content is a `UICollectionView` with one
 full-width cell per section, paging, and the strip follows it:

 - `follow(_:)` observes the collection view's offset: page `p` shows tab
   `p mod n`, the indicator follows the swipe, and the page that comes to rest
   selects its tab (without notifying);
 - `onSelect` reports a tapped tab; scrolling the content to it closes the
   loop.

 The strip loops even though the content here does not: its cells repeat, and
 it recenters by whole copies as it scrolls.
 */
import UIKit
import PlaygroundSupport
import InfiniteTabs

let sections = ["Top", "World", "Business", "Tech", "Science", "Health", "Arts"]

//: A content cell: the section's name on its colour.
final class SectionCell: UICollectionViewCell {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        title.font = .preferredFont(forTextStyle: .largeTitle)
        title.textAlignment = .center
        title.frame = contentView.bounds
        title.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) { nil }
}

final class SectionsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let tabs = InfiniteTabStripView()
    private let layout = UICollectionViewFlowLayout()
    private lazy var content = UICollectionView(frame: .zero, collectionViewLayout: layout)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground

        // The strip: titles, a little spacing, and a thinner indicator.
        tabs.titles = sections
        tabs.spacing = 8
        tabs.indicatorStyle.height = 2
        tabs.indicatorStyle.color = .systemTeal

        // The content: one page per section, paging, no scroll indicator.
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        content.isPagingEnabled = true
        content.showsHorizontalScrollIndicator = false
        content.register(SectionCell.self, forCellWithReuseIdentifier: "section")
        content.dataSource = self
        content.delegate = self

        for view in [tabs, content] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            tabs.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tabs.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tabs.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tabs.heightAnchor.constraint(equalToConstant: 44),
            content.topAnchor.constraint(equalTo: tabs.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        // The strip follows the content...
        tabs.follow(content)
        // ...and a tapped tab scrolls the content to its section.
        tabs.onSelect = { [weak self] index in
            self?.content.scrollToItem(at: IndexPath(item: index, section: 0),
                                       at: .centeredHorizontally, animated: true)
        }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "section", for: indexPath)
        if let cell = cell as? SectionCell {
            cell.title.text = sections[indexPath.item]
            cell.contentView.backgroundColor = Demo.pageColor(indexPath.item)
        }
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        collectionView.bounds.size
    }
}

/*:
 ## Try it

 - Swipe the content slowly: the indicator slides between the two tabs with
   your finger, and the strip keeps it in view.
 - Tap "Top" while on "Arts": the content scrolls back to the first section,
   and the strip moves to the copy of "Top" nearest on screen.
 - Try `tabs.widthMode = .fixed(90)` or `.fillEqually` in `viewDidLoad`.
 */
let sectionsScreen = SectionsViewController()
sectionsScreen.preferredContentSize = CGSize(width: 390, height: 600)
PlaygroundPage.current.liveView = sectionsScreen

//: [Previous](@previous) · [Next](@next)
