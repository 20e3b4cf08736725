import UIKit
import XCTest

/// Every bad `CGFloat` (0, negative, denormal, NaN, ±infinity, ±huge) as the
/// scroll view's width, content width, inset, offset, finger move and lift
/// velocity, and as the display's frame rate: the model never traps, never holds a NaN offset (Core
/// Animation throws on NaN geometry; the model refuses it and records a
/// violation), and every motion ends within a bounded number of frames.
/// Afterwards, with sane geometry again, a fling behaves as usual.
final class ScrollViewBadInputTests: XCTestCase {
    static let bad: [CGFloat] = [0, -1, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .nan, .infinity, -.infinity,
                                 .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e300, -1e300]

    func testEveryBadValueLeavesNoNaNAndEndsItsMotion() {
        for d in Self.bad {
            for paging in [false, true] {
                let cases: [(String, @MainActor (UIScrollView) -> Void)] = [
                    ("width", { $0.frame.size.width = d }),
                    ("content", { $0.contentSize.width = d }),
                    ("offset", { $0.contentOffset.x = d }),
                    ("inset", { $0.contentInset.left = d }),
                ]
                for (name, spoil) in cases {
                    onModel {
                        let (scrollView, recorder, _) = makeScrollView(width: 300, content: 3000, offset: 100)
                        scrollView.isPagingEnabled = paging
                        let label = "\(name) \(d) paging \(paging)"
                        UIKitModel.runLoop.framesPerSecond = Double(d)
                        XCTAssertTrue((1...1_000).contains(UIKitModel.runLoop.framesPerSecond), "frame rate: \(label)")
                        spoil(scrollView)
                        scrollView.setContentOffset(CGPoint(x: d, y: 0), animated: true)
                        UIKitModel.runLoop.runFrame()
                        scrollView.touchDown()
                        scrollView.moveFinger(by: CGPoint(x: d, y: 0))
                        scrollView.moveFinger(by: CGPoint(x: 30, y: 0))
                        scrollView.lift(velocity: CGPoint(x: d, y: 0))
                        XCTAssertLessThan(runUntilIdle(limit: 100_000), 100_000, "motion ends: \(label)")
                        scrollView.setContentOffset(CGPoint(x: d, y: 0), animated: false)
                        scrollView.touchDown()
                        scrollView.moveFinger(by: CGPoint(x: 30, y: 0))
                        scrollView.lift(velocity: CGPoint(x: 2_000, y: 0))
                        XCTAssertLessThan(runUntilIdle(limit: 100_000), 100_000, "motion ends: \(label)")
                        XCTAssertFalse(scrollView.contentOffset.x.isNaN || scrollView.contentOffset.y.isNaN, label)
                        XCTAssertFalse(recorder.offsets.contains { $0.isNaN }, "didScroll saw NaN: \(label)")
                        XCTAssertFalse(scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating, label)

                        // Sane geometry again: a fling rests where it projects.
                        scrollView.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
                        scrollView.contentSize = CGSize(width: 3000, height: 100)
                        scrollView.contentInset = .zero
                        scrollView.setContentOffset(CGPoint(x: 1000, y: 0), animated: false)
                        scrollView.touchDown()
                        scrollView.moveFinger(by: CGPoint(x: 100, y: 0))
                        scrollView.lift(velocity: CGPoint(x: paging ? 0 : 1000, y: 0))
                        runUntilIdle()
                        XCTAssertEqual(scrollView.contentOffset.x, paging ? 1200 : 1100 + 499, accuracy: 3, "recovers: \(label)")
                    }
                }
            }
        }
    }
}
