import UIKit
import XCTest

/// The model counts the UIKit work issue 21 point 6 bounds per frame.
final class WorkCountersModelTests: XCTestCase {
    @MainActor
    private final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
        }
    }

    @MainActor
    private final class RowLayout: UICollectionViewLayout {
        override var collectionViewContentSize: CGSize { CGSize(width: 40 * 50, height: 44) }
        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            (0..<40).compactMap { i in
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
                a.frame = CGRect(x: CGFloat(i) * 50, y: 0, width: 50, height: 44)
                return a.frame.intersects(rect) ? a : nil
            }
        }
    }

    func testEachKindOfWorkIsCountedAndResetClearsThem() {
        onModel {
            let start = UIKitModel.workCounters
            XCTAssertEqual(start, UIKitModel.WorkCounters())
            let label = UILabel()
            label.textColor = .systemRed
            label.font = .systemFont(ofSize: 12)
            label.text = "text is not a style"
            let layout = RowLayout()
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 44), collectionViewLayout: layout)
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            let source = Source()
            collection.dataSource = source
            collection.reloadData()
            layout.invalidateLayout()
            collection.setContentOffset(CGPoint(x: 10, y: 0), animated: false)
            collection.setContentOffset(CGPoint(x: 60, y: 0), animated: true)
            collection.contentOffset = CGPoint(x: 5, y: 0) // an assignment is not a set
            let before = UIKitModel.workCounters
            collection.layoutIfNeeded()
            let work = UIKitModel.workCounters.since(before)
            XCTAssertEqual(work.cellsCreated, 5, "cells 0...4 fill 200 pt at offset 5")
            XCTAssertEqual(work.viewsCreated, 10, "each cell and its content view")
            let total = UIKitModel.workCounters.since(start)
            XCTAssertEqual(total.labelStyleWrites, 2)
            XCTAssertEqual(total.reloadData, 1)
            XCTAssertEqual(total.layoutInvalidations, 1)
            XCTAssertEqual(total.offsetSets, 2)
            XCTAssertEqual(total.viewsCreated, 2 + 10, "the label, the collection view and the cells")
            UIKitModel.reset()
            XCTAssertEqual(UIKitModel.workCounters, UIKitModel.WorkCounters())
        }
    }
}
