import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// `UIButton` states, `NSLayoutConstraint(item:…)`, the flow layout and
/// `scrollRectToVisible` (issue 26 point 5).
final class ButtonAndLayoutTests: XCTestCase {
    func testAButtonsLookFollowsItsState() {
        onMain {
            let button = UIButton(type: .system)
            button.setTitle("Play", for: .normal)
            button.setTitle("Pause", for: .selected)
            button.setTitleColor(.red, for: .highlighted)
            XCTAssertEqual(button.currentTitle, "Play")
            XCTAssertTrue(button.currentTitleColor === button.tintColor, "a system button's title takes the tint")
            button.isHighlighted = true
            XCTAssertEqual(button.state, .highlighted)
            XCTAssertTrue(button.currentTitleColor === UIColor.red)
            button.isHighlighted = false
            button.isSelected = true
            XCTAssertEqual(button.titleLabel?.text, "Pause")
            button.isHighlighted = true
            XCTAssertEqual(button.currentTitle, "Play", "selected and highlighted has no title of its own: the normal one")
            button.isEnabled = false
            XCTAssertEqual(button.state, [.selected, .highlighted, .disabled])
        }
    }

    /// A finger on a button: highlighted while down, `touchUpInside` and
    /// `addAction` handlers on the lift, and it beats its parent's tap.
    func testAButtonIsTappedThroughTheFinger() {
        onMain {
            let (device, root) = GestureArbitrationTests.stage()
            let parent = TapTarget(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
            root.addSubview(parent)
            var sent: [String] = []
            let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { action in
                sent.append("action from \((action.sender as? UIButton)?.currentTitle ?? "?")")
            })
            button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
            button.addTarget(nil, action: { sent.append("touchUpInside") }, for: .touchUpInside)
            parent.addSubview(button)
            device.drag(from: CGPoint(x: 150, y: 120), to: CGPoint(x: 152, y: 120), duration: 0.05)
            XCTAssertTrue(button.isHighlighted)
            device.lift()
            XCTAssertFalse(button.isHighlighted)
            XCTAssertEqual(sent, ["action from Go", "touchUpInside"])
            XCTAssertEqual(parent.taps.count, 0)
        }
    }

    func testConstraintsWithItemsAndMultipliers() {
        onMain {
            let (device, root) = GestureArbitrationTests.stage()
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading,
                                   multiplier: 1, constant: 20),
                NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top,
                                   multiplier: 1, constant: 10),
                NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .width,
                                   multiplier: 0.5, constant: 0),
                NSLayoutConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                   multiplier: 1, constant: 44),
            ])
            device.settle()
            XCTAssertEqual(box.frame, CGRect(x: 20, y: 10, width: 195, height: 44))
            _ = NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: root, attribute: .leading,
                                   multiplier: 1, constant: 0)
            _ = NSLayoutConstraint(item: box, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                   multiplier: 1, constant: 3)
            XCTAssertEqual(device.violations.count, 2, "a size to a location, a location to a constant")
        }
    }

    func testTheFlowLayoutLaysOutLines() {
        onMain {
            let (device, root) = GestureArbitrationTests.stage()
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 20
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 340, height: 400), collectionViewLayout: layout)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            let source = SelectionSource()
            cv.dataSource = source
            cv.delegate = source
            root.addSubview(cv)
            device.settle()
            // 320 points inside the insets: three items a line, spread to the insets.
            let frames = (0..<10).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
            XCTAssertEqual(frames[0], CGRect(x: 10, y: 5, width: 100, height: 50))
            XCTAssertEqual(frames[1], CGRect(x: 120, y: 5, width: 100, height: 50))
            XCTAssertEqual(frames[2], CGRect(x: 230, y: 5, width: 100, height: 50))
            XCTAssertEqual(frames[3].minY, 75)
            XCTAssertEqual(frames[9], CGRect(x: 120, y: 215, width: 100, height: 50), "a last line of one is centred")
            XCTAssertEqual(cv.contentSize, CGSize(width: 340, height: 270))
            XCTAssertEqual(cv.visibleCells.count, 10)
        }
    }

    /// Sizes from the delegate, and a horizontal carousel.
    func testSizeForItemAtAndHorizontalScrolling() {
        onMain {
            let (device, root) = GestureArbitrationTests.stage()
            let layout = UICollectionViewFlowLayout()
            layout.scrollDirection = .horizontal
            layout.minimumLineSpacing = 10
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), collectionViewLayout: layout)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            let source = SizedSource()
            cv.dataSource = source
            cv.delegate = source
            root.addSubview(cv)
            device.settle()
            XCTAssertEqual(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
                           CGRect(x: 90, y: 10, width: 81, height: 80))
            XCTAssertEqual(cv.contentSize, CGSize(width: 10 * 80 + 45 + 9 * 10, height: 100))
        }
    }

    /// A rect past the end scrolls to the end, never beyond.
    func testScrollRectToVisibleIsClamped() {
        onMain {
            let (_, root) = GestureArbitrationTests.stage()
            let scrollView = GestureArbitrationTests.horizontalScrollView(in: root)
            scrollView.scrollRectToVisible(CGRect(x: 2900, y: 0, width: 300, height: 10), animated: false)
            XCTAssertEqual(scrollView.contentOffset, CGPoint(x: 2610, y: 0))
            scrollView.scrollRectToVisible(CGRect(x: -500, y: 400, width: 10, height: 10), animated: false)
            XCTAssertEqual(scrollView.contentOffset, .zero)
            scrollView.scrollRectToVisible(CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), animated: false)
            XCTAssertEqual(scrollView.contentOffset, .zero)
        }
    }
}

@MainActor
final class SizedSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 80 + CGFloat(indexPath.item), height: 80)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 0)
    }
}
