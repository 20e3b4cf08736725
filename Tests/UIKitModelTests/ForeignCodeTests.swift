import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// A paging photo carousel as UIKit tutorials write it (a horizontal flow
/// layout with full-size cells, a page control, a "Next" button, anchors and
/// item constraints, re-centring on rotation), written in the ordinary
/// UIKit style by no one here. The only changes for Linux are the marked
/// selector-to-closure lines (issue 26: "code nobody here wrote … should
/// compile against the model with at most selector-to-closure changes").
@MainActor
final class TutorialCarouselViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private var collectionView: UICollectionView!
    let pageControl = UIPageControl()
    let nextButton = UIButton(type: .system)
    private let colors: [UIColor] = [.red, .green, .blue, .systemBlue]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.isPagingEnabled = true
        collectionView.showsHorizontalScrollIndicator = false
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)

        pageControl.numberOfPages = colors.count
        pageControl.translatesAutoresizingMaskIntoConstraints = false
        pageControl.addTarget(self, action: { [weak self] in self?.pageChanged() }, for: .valueChanged) // was #selector(pageChanged)
        view.addSubview(pageControl)

        nextButton.setTitle("Next", for: .normal)
        nextButton.setTitle("Done", for: .disabled)
        nextButton.translatesAutoresizingMaskIntoConstraints = false
        nextButton.addTarget(self, action: { [weak self] in self?.nextTapped() }, for: .touchUpInside) // was #selector(nextTapped)
        view.addSubview(nextButton)

        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.heightAnchor.constraint(equalToConstant: 200),
            pageControl.topAnchor.constraint(equalTo: collectionView.bottomAnchor, constant: 8),
            pageControl.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            NSLayoutConstraint(item: nextButton, attribute: .top, relatedBy: .equal,
                               toItem: pageControl, attribute: .bottom, multiplier: 1, constant: 8),
            NSLayoutConstraint(item: nextButton, attribute: .centerX, relatedBy: .equal,
                               toItem: view, attribute: .centerX, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: nextButton, attribute: .width, relatedBy: .equal,
                               toItem: view, attribute: .width, multiplier: 0.5, constant: 0),
            nextButton.heightAnchor.constraint(equalToConstant: 44),
        ])
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let page = pageControl.currentPage
        coordinator.animate(alongsideTransition: { _ in
            self.collectionView.collectionViewLayout.invalidateLayout()
            self.collectionView.layoutIfNeeded()
            self.collectionView.scrollToItem(at: IndexPath(item: page, section: 0), at: .centeredHorizontally, animated: false)
        })
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { colors.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.contentView.backgroundColor = colors[indexPath.item]
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        collectionView.bounds.size
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        pageControl.currentPage = Int((scrollView.contentOffset.x / scrollView.bounds.width).rounded())
        nextButton.isEnabled = pageControl.currentPage < colors.count - 1
    }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { scrollViewDidEndDecelerating(scrollView) }

    func pageChanged() { // was @objc
        collectionView.scrollToItem(at: IndexPath(item: pageControl.currentPage, section: 0), at: .centeredHorizontally, animated: true)
    }

    func nextTapped() { // was @objc
        let next = min(pageControl.currentPage + 1, colors.count - 1)
        collectionView.scrollToItem(at: IndexPath(item: next, section: 0), at: .centeredHorizontally, animated: true)
    }
}

final class ForeignCodeTests: XCTestCase {
    /// The tutorial's carousel on the model: swipe, the button, the page
    /// control and a rotation all land on whole pages.
    func testATutorialCarouselRunsOnTheModel() {
        onMain {
            let device = SimulatedDevice(width: 390, height: 844, safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            let carousel = TutorialCarouselViewController()
            device.show(UINavigationController(rootViewController: carousel))
            device.settle()
            XCTAssertEqual(carousel.nextButton.frame.width, 195)
            let cv = carousel.view.subviews.compactMap { $0 as? UICollectionView }.first!
            XCTAssertEqual(cv.frame.minY, 91, "below the navigation bar's safe area")
            device.drag(from: CGPoint(x: 300, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.15)
            device.lift()
            device.settle()
            XCTAssertEqual(carousel.pageControl.currentPage, 1)
            XCTAssertEqual(cv.contentOffset.x, 390)
            let button = carousel.nextButton.convert(carousel.nextButton.bounds, to: nil)
            device.tap(at: CGPoint(x: button.midX, y: button.midY))
            device.settle()
            XCTAssertEqual(carousel.pageControl.currentPage, 2)
            device.resize(width: 844, height: 390)
            device.settle()
            device.advance(by: 0.4)
            XCTAssertEqual(cv.contentOffset.x, 2 * 844, "re-centred on the page after the rotation")
            XCTAssertEqual(device.violations, [])
        }
    }
}
