import UIKit
import XCTest

/// The scroll figures Apple does not document, each a switch:
/// ``UIKitModel/Configuration/pagingFlickPointsPerSecond``,
/// ``UIKitModel/Configuration/animatedScrollMilliseconds`` and
/// ``UIKitModel/Configuration/animatedMoveCurve``.
final class ScrollFigureSwitchTests: XCTestCase {
    /// A short paging drag lifted at 600 pt/s with the fast rate (its
    /// projection, 59 pt, stays on the page): a flick past the threshold
    /// turns the page, below it the page stays.
    func testThePagingFlickFollowsItsSwitch() {
        for (threshold, expected) in [(300, CGFloat(900)), (1_000, 600)] {
            onModel {
                UIKitModel.configuration.pagingFlickPointsPerSecond = threshold
                let (scrollView, _, _) = makeScrollView(content: 3000, offset: 600)
                scrollView.isPagingEnabled = true
                scrollView.decelerationRate = .fast
                scrollView.touchDown()
                scrollView.moveFinger(by: CGPoint(x: 20, y: 0))
                scrollView.lift(velocity: CGPoint(x: 600, y: 0))
                runUntilIdle()
                XCTAssertEqual(scrollView.contentOffset.x, expected, "flick threshold \(threshold) pt/s")
            }
        }
    }

    /// An animated set takes the switch's length, frame by frame.
    func testAnAnimatedSetTakesTheSwitchedLength() {
        for (ms, frames) in [(300, 18), (500, 30)] {
            onModel {
                UIKitModel.configuration.animatedScrollMilliseconds = ms
                let (scrollView, recorder) = startAnimatedSetTo900()
                XCTAssertEqual(runUntilIdle(), frames, "\(ms) ms at 60 Hz")
                XCTAssertEqual(recorder.offsets.count, frames, "a didScroll a frame")
                XCTAssertEqual(scrollView.contentOffset.x, 900)
            }
        }
    }

    /// An animated set 900 points over 18 frames is a sixth of the way in
    /// time after 3 frames: 42% of the way along an ease-out (fast first),
    /// 2% along an ease-in-out (slow first); both end on the target.
    func testAnAnimatedSetFollowsTheSwitchedCurve() {
        for (curve, expected) in [(UIKitModel.AnimatedMoveCurve.easeOut, CGFloat(379.2)), (.easeInOut, 16.7)] {
            onModel {
                UIKitModel.configuration.animatedMoveCurve = curve
                let (scrollView, recorder) = startAnimatedSetTo900()
                for _ in 0..<3 { UIKitModel.runLoop.runFrame() }
                XCTAssertEqual(scrollView.contentOffset.x, expected, accuracy: 0.5, "\(curve)")
                runUntilIdle()
                XCTAssertEqual(recorder.offsets, recorder.offsets.sorted(), "\(curve) never moves back")
                XCTAssertEqual(scrollView.contentOffset.x, 900)
            }
        }
    }
}

/// A scroll view at 60 frames a second, its animated set to x = 900 just started (the offsets recorded from there).
@MainActor
private func startAnimatedSetTo900() -> (UIScrollView, ScrollRecorder) {
    UIKitModel.runLoop.framesPerSecond = 60
    let (scrollView, recorder, _) = makeScrollView(content: 3000, offset: 0)
    scrollView.setContentOffset(CGPoint(x: 900, y: 0), animated: true)
    recorder.offsets.removeAll()
    return (scrollView, recorder)
}
