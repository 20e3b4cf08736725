import UIKit
import XCTest

/// Items 100 points wide side by side.
@MainActor
final class RowLayout: UICollectionViewLayout {
    var count = 0
    override var collectionViewContentSize: CGSize { CGSize(width: CGFloat(count) * 100, height: 50) }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard count > 0 else { return [] }
        let first = max(0, Int((rect.minX / 100).rounded(.down)))
        let last = min(count - 1, Int((rect.maxX / 100).rounded(.up)))
        guard first <= last else { return [] }
        return (first...last).map { i in
            let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: i, section: 0))
            a.frame = CGRect(x: CGFloat(i) * 100, y: 0, width: 100, height: 50)
            return a
        }.filter { $0.frame.intersects(rect) }
    }
}

@MainActor
final class Cell: UICollectionViewCell {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }
}

/// Records the collection view's data source and delegate calls.
@MainActor
final class CellRecorder: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var count = 0
    var log: [String] = []
    var selected: [Int] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        log.append("cellFor \(indexPath.item)")
        return collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        log.append("willDisplay \(indexPath.item) #\(ObjectIdentifier(cell).hashValue % 1000)")
    }
    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        log.append("didEnd \(indexPath.item) #\(ObjectIdentifier(cell).hashValue % 1000)")
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath.item) }
}

@MainActor
private func makeCollection(count: Int) -> (UICollectionView, CellRecorder, RowLayout) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    window.makeKeyAndVisible()
    let layout = RowLayout()
    layout.count = count
    let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 250, height: 50), collectionViewLayout: layout)
    cv.register(Cell.self, forCellWithReuseIdentifier: "c")
    let recorder = CellRecorder()
    recorder.count = count
    cv.dataSource = recorder
    cv.delegate = recorder
    window.addSubview(cv)
    UIKitModel.runLoop.finishEvent()
    return (cv, recorder, layout)
}

/// The collection view facts: cells per layout pass, reuse, display order,
/// prefetching, reloads, misuse.
final class CollectionViewModelTests: XCTestCase {
    func testCellsAreMadeOnTheLayoutPassForTheVisibleRect() {
        onModel {
            let (cv, recorder, _) = makeCollection(count: 20)
            XCTAssertEqual(cv.indexPathsForVisibleItems.map(\.item), [0, 1, 2])
            XCTAssertEqual(recorder.log.filter { $0.hasPrefix("cellFor") }, ["cellFor 0", "cellFor 1", "cellFor 2"])
            XCTAssertEqual(cv.contentSize.width, 2000)
            cv.contentOffset.x = 420
            XCTAssertEqual(cv.indexPathsForVisibleItems.map(\.item), [0, 1, 2], "not before the layout pass")
            UIKitModel.runLoop.finishEvent()
            XCTAssertEqual(cv.indexPathsForVisibleItems.map(\.item), [4, 5, 6])
            XCTAssertEqual(UIKitModel.violations, [])
        }
    }

    func testAReusedCellHearsWillDisplayBeforeDidEndDisplaying() {
        onModel {
            UIKitModel.configuration.reshowsCellsWithoutAsking = false
            let (cv, recorder, _) = makeCollection(count: 20)
            let first = cv.cellForItem(at: IndexPath(item: 0, section: 0))!
            let tag = "#\(ObjectIdentifier(first).hashValue % 1000)"
            recorder.log.removeAll()
            cv.contentOffset.x = 1000
            UIKitModel.runLoop.finishEvent()
            let will = recorder.log.firstIndex { $0.hasPrefix("willDisplay") && $0.hasSuffix(tag) }
            let end = recorder.log.firstIndex { $0 == "didEnd 0 \(tag)" }
            XCTAssertNotNil(will); XCTAssertNotNil(end)
            XCTAssertLessThan(will!, end!, "\(recorder.log)")
            XCTAssertGreaterThan((first as! Cell).prepareForReuseCount, 0)
            XCTAssertEqual(cv.cellsCreated, 3)
        }
    }

    func testACellShownAgainComesBackWithoutCellForItemAtWhenPrefetching() {
        for reshows in [true, false] {
            onModel {
                UIKitModel.configuration.reshowsCellsWithoutAsking = reshows
                let (cv, recorder, _) = makeCollection(count: 20)
                cv.contentOffset.x = 200
                UIKitModel.runLoop.finishEvent()
                recorder.log.removeAll()
                cv.contentOffset.x = 0
                UIKitModel.runLoop.finishEvent()
                let asked = recorder.log.filter { $0.hasPrefix("cellFor") }
                XCTAssertEqual(asked, reshows ? [] : ["cellFor 0", "cellFor 1"])
                XCTAssertTrue(recorder.log.contains { $0.hasPrefix("willDisplay 0") }, "told either way")
            }
        }
    }

    func testReloadDataWaitsForTheLayoutPassAndDiscardsTheCells() {
        onModel {
            let (cv, recorder, layout) = makeCollection(count: 20)
            recorder.count = 1
            layout.count = 1
            recorder.log.removeAll()
            cv.reloadData()
            XCTAssertEqual(cv.numberOfItems(inSection: 0), 20, "counts are read on the layout pass")
            XCTAssertEqual(recorder.log, [])
            UIKitModel.runLoop.finishEvent()
            XCTAssertEqual(cv.numberOfItems(inSection: 0), 1)
            XCTAssertEqual(cv.indexPathsForVisibleItems.map(\.item), [0])
            XCTAssertEqual(recorder.log.filter { $0.hasPrefix("didEnd") }.count, 3)
            XCTAssertEqual(recorder.log.filter { $0.hasPrefix("cellFor") }, ["cellFor 0"])
        }
    }

    func testDequeueingOutsideCellForItemAtIsAViolation() {
        onModel {
            let (cv, _, _) = makeCollection(count: 20)
            _ = cv.dequeueReusableCell(withReuseIdentifier: "c", for: IndexPath(item: 3, section: 0))
            XCTAssertEqual(UIKitModel.violations.count, 1)
        }
    }

    func testATapSelectsTheItemUnderTheFinger() {
        onModel {
            let (cv, recorder, _) = makeCollection(count: 20)
            cv.contentOffset.x = 150
            UIKitModel.runLoop.finishEvent()
            cv.simulateTap(at: CGPoint(x: 160, y: 10))
            XCTAssertEqual(recorder.selected, [1])
        }
    }
}
