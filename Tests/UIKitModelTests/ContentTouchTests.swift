import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// A scroll view whose content-cancelling answer the test sets.
@MainActor
final class CancellingScrollView: UIScrollView {
    var cancelsControls = false
    override func touchesShouldCancel(in view: UIView) -> Bool {
        cancelsControls && view is UIControl ? true : super.touchesShouldCancel(in: view)
    }
}

/// Touches to the content of a scroll view: `delaysContentTouches`,
/// `canCancelContentTouches`, `touchesShouldCancel(in:)` (Apple's pages of
/// those names), and the collection view's selection.
final class ContentTouchTests: XCTestCase {
    @MainActor
    private static func scrollViewWithControl(_ scrollView: UIScrollView = UIScrollView())
        -> (SimulatedDevice, UIScrollView, UIControl, ControlLog) {
        let (device, root) = GestureArbitrationTests.stage()
        scrollView.frame = CGRect(x: 0, y: 100, width: 390, height: 200)
        scrollView.contentSize = CGSize(width: 3000, height: 200)
        root.addSubview(scrollView)
        let control = UIControl(frame: CGRect(x: 100, y: 50, width: 150, height: 100))
        scrollView.addSubview(control)
        let log = ControlLog()
        log.watch(control)
        return (device, scrollView, control, log)
    }

    /// The touch reaches a control in a scroll view only after the delay,
    /// or at the lift of a quick tap, which still acts.
    func testContentTouchesWaitForTheDelay() {
        onMain {
            let (device, _, _, log) = Self.scrollViewWithControl()
            device.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 151, y: 200), duration: 0.05)
            XCTAssertEqual(log.events, [], "held back at first")
            device.advance(by: 0.15)
            XCTAssertEqual(log.events, ["down"])
            device.lift()
            XCTAssertEqual(log.events, ["down", "upInside"])
            log.events = []
            device.tap(at: CGPoint(x: 150, y: 200))
            XCTAssertEqual(log.events, ["down", "upInside"], "a quick tap acts")
        }
    }

    /// Without the delay the control sees the touch at once.
    func testNoDelayWhenTurnedOff() {
        onMain {
            let (device, scrollView, _, log) = Self.scrollViewWithControl()
            scrollView.delaysContentTouches = false
            device.drag(from: CGPoint(x: 150, y: 200), to: CGPoint(x: 151, y: 200), duration: 0.02)
            XCTAssertEqual(log.events, ["down"])
            device.lift()
        }
    }

    /// A quick drag from a control scrolls and the control never hears of it.
    func testAQuickDragFromAControlScrolls() {
        onMain {
            let (device, scrollView, _, log) = Self.scrollViewWithControl()
            device.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.1)
            device.lift()
            XCTAssertEqual(log.events, [])
            XCTAssertGreaterThan(scrollView.contentOffset.x, 80)
        }
    }

    /// Once a control tracks the finger, the scroll view may not take it
    /// (`touchesShouldCancel(in:)` is false for a control) unless a subclass
    /// says so, and then the control's touch is cancelled.
    func testAControlThatTracksKeepsTheFingerUnlessTheScrollViewCancels() {
        onMain {
            let (device, scrollView, _, log) = Self.scrollViewWithControl()
            device.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 201, y: 200), duration: 0.02)
            device.advance(by: 0.2)
            device.drag(from: CGPoint(x: 201, y: 200), to: CGPoint(x: 20, y: 200), duration: 0.1)
            device.lift()
            XCTAssertEqual(scrollView.contentOffset.x, 0, "no scroll")
            XCTAssertEqual(log.events, ["down"], "lifted 100 pt outside: no action")

            let cancelling = CancellingScrollView()
            cancelling.cancelsControls = true
            let (device2, scrollView2, _, log2) = Self.scrollViewWithControl(cancelling)
            device2.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 201, y: 200), duration: 0.02)
            device2.advance(by: 0.2)
            device2.drag(from: CGPoint(x: 201, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.1)
            device2.lift()
            XCTAssertGreaterThan(scrollView2.contentOffset.x, 80)
            XCTAssertEqual(log2.events, ["down", "cancel"])
        }
    }

    /// `canCancelContentTouches = false`: content that began tracking keeps
    /// the finger, even a plain view.
    func testCanCancelContentTouchesFalse() {
        onMain {
            let (device, root) = GestureArbitrationTests.stage()
            let scrollView = GestureArbitrationTests.horizontalScrollView(in: root)
            scrollView.canCancelContentTouches = false
            scrollView.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 3000, height: 200)))
            device.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 201, y: 200), duration: 0.02)
            device.advance(by: 0.2)
            device.drag(from: CGPoint(x: 201, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.1)
            device.lift()
            XCTAssertEqual(scrollView.contentOffset.x, 0)
            scrollView.canCancelContentTouches = true
            device.drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 201, y: 200), duration: 0.02)
            device.advance(by: 0.2)
            device.drag(from: CGPoint(x: 201, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.1)
            device.lift()
            XCTAssertGreaterThan(scrollView.contentOffset.x, 80)
        }
    }

    /// A tap recogniser on an ancestor cancels a collection view's touch:
    /// the item is not selected (the classic "didSelectItemAt not called").
    func testAnAncestorsTapKeepsACollectionViewFromSelecting() {
        onMain {
            let (device, root) = GestureArbitrationTests.stage()
            let layout = RowLayout()
            layout.count = 10
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 100), collectionViewLayout: layout)
            let source = SelectionSource()
            collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            collection.dataSource = source
            collection.delegate = source
            root.addSubview(collection)
            device.settle()
            device.tap(at: CGPoint(x: 50, y: 25))
            XCTAssertEqual(source.selected, [0], "alone, a tap selects")
            let parent = TapTarget(frame: .zero)
            root.addGestureRecognizer(parent.gestureRecognizers!.first!)
            device.tap(at: CGPoint(x: 150, y: 25))
            XCTAssertEqual(source.selected, [0], "the ancestor's tap cancels the selection")
            root.removeGestureRecognizer(root.gestureRecognizers!.first!)
            device.drag(from: CGPoint(x: 50, y: 25), to: CGPoint(x: 50, y: 45), duration: 0.1)
            device.lift()
            XCTAssertEqual(source.selected, [0, 0], "a lift on the touched item selects it")
            device.drag(from: CGPoint(x: 250, y: 25), to: CGPoint(x: 250, y: 80), duration: 0.1)
            device.lift()
            XCTAssertEqual(source.selected, [0, 0], "a lift off the touched item selects nothing")
        }
    }
}

@MainActor
final class SelectionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var selected: [Int] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath.item) }
}

