import UIKit
import XCTest
import TestSupport

/// Runs `body` on the main actor (XCTest on Linux runs tests on the main
/// thread) after resetting the model.
func onModel(_ body: @MainActor () throws -> Void) rethrows {
    try onMain {
        UIKitModel.reset()
        try body()
    }
}

/// Records a scroll view's delegate calls in order.
@MainActor
final class ScrollRecorder: NSObject, UIScrollViewDelegate {
    var calls: [String] = []
    var offsets: [CGFloat] = []
    var onScroll: ((UIScrollView) -> Void)?
    var target: ((CGPoint) -> CGPoint)?

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        calls.append("didScroll")
        offsets.append(scrollView.contentOffset.x)
        onScroll?(scrollView)
    }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        calls.append("willEndDragging(\(velocity.x))")
        if let target { targetContentOffset.pointee = target(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        calls.append("didEndDragging(\(decelerate))")
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }

    /// The calls without the didScroll ones.
    var events: [String] { calls.filter { $0 != "didScroll" } }
}

/// A horizontal scroll view in a window: `width` wide, content `content` wide.
@MainActor
func makeScrollView(width: CGFloat = 300, content: CGFloat = 3000, offset: CGFloat = 0) -> (UIScrollView, ScrollRecorder, UIWindow) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    window.makeKeyAndVisible()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
    scrollView.contentSize = CGSize(width: content, height: 100)
    scrollView.contentOffset = CGPoint(x: offset, y: 0)
    let recorder = ScrollRecorder()
    scrollView.delegate = recorder
    window.addSubview(scrollView)
    UIKitModel.runLoop.finishEvent()
    return (scrollView, recorder, window)
}

/// Runs frames until nothing moves (at most `limit`).
@MainActor
@discardableResult
func runUntilIdle(limit: Int = 2_000) -> Int {
    var n = 0
    while n < limit, UIKitModel.runLoop.isMoving || UIKitModel.runLoop.hasQueuedWork {
        UIKitModel.runLoop.runFrame()
        n += 1
    }
    return n
}
