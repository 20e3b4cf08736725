import InfiniteTabsSimulator
import UIKit
import XCTest
import TestSupport

/// `UIScreenEdgePanGestureRecognizer` and its contest with a pager's pan.
final class ScreenEdgePanTests: XCTestCase {
    @MainActor
    private static func edgePan(on view: UIView, edges: UIRectEdge) -> (UIScreenEdgePanGestureRecognizer, Box) {
        let box = Box()
        let edge = UIScreenEdgePanGestureRecognizer(target: nil) {}
        edge.addTarget(nil) { [weak edge] in if let edge { box.states.append(edge.state) } }
        edge.edges = edges
        view.addGestureRecognizer(edge)
        return (edge, box)
    }

    @MainActor
    final class Box { var states: [UIGestureRecognizer.State] = [] }

    func testItBeginsOnlyFromItsEdgeMovingAway() {
        onMain {
            let (device, root) = GestureArbitrationTests.stage()
            let (_, box) = Self.edgePan(on: root, edges: .left)
            device.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.2)
            device.lift()
            XCTAssertEqual(box.states, [], "not from the edge")
            device.drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 3, y: 200), duration: 0.2)
            device.lift()
            XCTAssertEqual(box.states, [], "along the edge")
            device.drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
            device.lift()
            XCTAssertEqual(box.states.first, .began)
            XCTAssertEqual(box.states.last, .ended)
        }
    }

    func testTheRightEdge() {
        onMain {
            let (device, root) = GestureArbitrationTests.stage()
            let (_, box) = Self.edgePan(on: root, edges: .right)
            device.drag(from: CGPoint(x: 387, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
            device.lift()
            XCTAssertEqual(box.states.first, .began)
        }
    }

    /// uias/Pageboy#270, xmartlabs/XLPagerTabStrip#468: a horizontal
    /// scroll view under the edge pan takes the swipe, unless its pan
    /// requires the edge pan to fail (the fix both threads give).
    func testAPagersPanTakesTheEdgeSwipeUnlessItWaitsForIt() {
        onMain {
            let (device, root) = GestureArbitrationTests.stage()
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
            scrollView.contentSize = CGSize(width: 390 * 3, height: 800)
            scrollView.alwaysBounceHorizontal = true
            root.addSubview(scrollView)
            let (edge, box) = Self.edgePan(on: root, edges: .left)
            device.drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
            device.lift()
            device.settle()
            XCTAssertEqual(box.states, [], "the pager took it")

            scrollView.panGestureRecognizer.require(toFail: edge)
            scrollView.contentOffset = CGPoint(x: 390, y: 0)
            device.drag(from: CGPoint(x: 3, y: 400), to: CGPoint(x: 200, y: 400), duration: 0.2)
            device.lift()
            device.settle()
            XCTAssertEqual(box.states.first, .began)
            XCTAssertEqual(scrollView.contentOffset.x, 390, "the pager did not move")
            box.states = []
            device.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 100, y: 400), duration: 0.2)
            device.lift()
            device.settle()
            XCTAssertEqual(box.states, [])
            XCTAssertGreaterThan(scrollView.contentOffset.x, 390, "away from the edge the pager pans")
        }
    }
}
