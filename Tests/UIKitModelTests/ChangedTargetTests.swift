import UIKit
import XCTest

/// A target changed in `scrollViewWillEndDragging`: a paging scroll view
/// keeps its own page and logs "Stop offset can not be modified for paging
/// scroll views" (recorded as a violation); any other scroll view goes to
/// the new target as ``UIKitModel/Configuration/changedTargetMotion`` says.
final class ChangedTargetTests: XCTestCase {
    func testAPagingScrollViewIgnoresAChangedTargetAndRecordsIt() {
        onModel {
            let (scrollView, recorder, _) = makeScrollView(content: 3000, offset: 600)
            scrollView.isPagingEnabled = true
            recorder.target = { _ in CGPoint(x: 1500, y: 0) }
            scrollView.touchDown()
            scrollView.moveFinger(by: CGPoint(x: 20, y: 0))
            scrollView.lift(velocity: .zero)
            runUntilIdle()
            XCTAssertEqual(scrollView.contentOffset.x, 600, "the page it was on, not the changed target")
            XCTAssertEqual(UIKitModel.violations, ["Stop offset can not be modified for paging scroll views"])
        }
    }

    func testAnUnchangedPagingTargetIsNoViolation() {
        onModel {
            let (scrollView, recorder, _) = makeScrollView(content: 3000, offset: 600)
            scrollView.isPagingEnabled = true
            recorder.target = { $0 }
            scrollView.touchDown()
            scrollView.moveFinger(by: CGPoint(x: 200, y: 0))
            scrollView.lift(velocity: .zero)
            runUntilIdle()
            XCTAssertEqual(scrollView.contentOffset.x, 900)
            XCTAssertEqual(UIKitModel.violations, [])
        }
    }

    /// The default: a 0.25 s ease to the changed target.
    func testByDefaultAChangedTargetIsReachedInAQuarterSecond() {
        onModel {
            UIKitModel.runLoop.framesPerSecond = 60
            let (scrollView, recorder, _) = makeScrollView(content: 100_000, offset: 5_000)
            recorder.target = { CGPoint(x: $0.x + 200, y: 0) }
            scrollView.touchDown()
            scrollView.moveFinger(by: .zero)
            scrollView.lift(velocity: CGPoint(x: 1_000, y: 0))
            let frames = runUntilIdle()
            XCTAssertEqual(frames, 15, "0.25 s at 60 Hz")
            XCTAssertEqual(scrollView.contentOffset.x, 5_000 + 998 / 2 + 200, accuracy: 1e-6)
        }
    }

    /// `deceleratesToTarget`: the deceleration's velocity is recomputed so
    /// that it decays at the scroll view's rate and stops on the target.
    func testDeceleratesToTargetDecaysAtTheRateAndRestsOnTheTarget() {
        for (rate, name) in [(UIScrollView.DecelerationRate.normal, "normal"), (.fast, "fast")] {
            for change: CGFloat in [-700, -150, 40, 900] {
                onModel {
                    UIKitModel.configuration.changedTargetMotion = .deceleratesToTarget
                    UIKitModel.runLoop.framesPerSecond = 120
                    let (scrollView, recorder, _) = makeScrollView(content: 100_000, offset: 50_000)
                    scrollView.decelerationRate = rate
                    var target: CGFloat = 0
                    recorder.target = { proposed in
                        target = proposed.x + change
                        return CGPoint(x: target, y: 0)
                    }
                    scrollView.touchDown()
                    scrollView.moveFinger(by: .zero)
                    scrollView.lift(velocity: CGPoint(x: 2_000, y: 0))
                    recorder.offsets.removeAll()
                    let frames = runUntilIdle(limit: 20_000)
                    let r = rate.rawValue, ms = CGFloat(1000) / 120
                    let distance = target - 50_000
                    for (k, offset) in recorder.offsets.dropLast().enumerated() {
                        let left = distance * pow(r, ms * CGFloat(k + 1))
                        XCTAssertEqual(target - offset, left, accuracy: 1e-6, "\(name) \(change): frame \(k + 1) left")
                    }
                    XCTAssertEqual(scrollView.contentOffset.x, target, "\(name) \(change): rests on the target")
                    let expected = (log(0.5 / abs(distance)) / log(r) / ms).rounded(.up)
                    XCTAssertEqual(CGFloat(frames), expected, accuracy: 1, "\(name) \(change): as long as the decay needs")
                    XCTAssertEqual(recorder.events.suffix(2), ["didEndDragging(true)", "didEndDecelerating"])
                    XCTAssertTrue(UIKitModel.violations.isEmpty)
                }
            }
        }
    }
}
