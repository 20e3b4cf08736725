import UIKit
import XCTest

/// The scroll view facts the controls rely on (each cited in LinuxUIKit's
/// `UIScrollView.swift`), through the model's UIScrollView.
final class ScrollViewModelTests: XCTestCase {
    func testAssigningTheOffsetReentersDidScrollAtOnce() {
        onModel {
            let (scrollView, recorder, _) = makeScrollView(offset: 1000)
            var inner = 0
            recorder.onScroll = { sv in
                // A recentring from inside didScroll: re-entrant.
                if sv.contentOffset.x > 1500 { sv.contentOffset.x -= 600; inner += 1 }
            }
            recorder.calls.removeAll()
            scrollView.contentOffset = CGPoint(x: 1600, y: 0)
            XCTAssertEqual(recorder.calls, ["didScroll", "didScroll"])
            XCTAssertEqual(inner, 1)
            XCTAssertEqual(scrollView.contentOffset.x, 1000)
            XCTAssertEqual(scrollView.reentrantDidScrollCount, 1)
        }
    }

    func testAnimatedSetTravelsAboutAThirdOfASecondReportingEveryFrame() {
        onModel {
            let (scrollView, recorder, _) = makeScrollView()
            recorder.calls.removeAll()
            scrollView.setContentOffset(CGPoint(x: 600, y: 0), animated: true)
            XCTAssertEqual(recorder.calls, [], "nothing moves before the next frame")
            XCTAssertTrue(scrollView.isAnimatingProgrammatically)
            let frames = runUntilIdle()
            XCTAssertEqual(frames, 18, "0.3 s at 60 Hz")
            XCTAssertEqual(recorder.calls.filter { $0 == "didScroll" }.count, 18)
            XCTAssertEqual(recorder.events, ["didEndScrollingAnimation"])
            XCTAssertEqual(scrollView.contentOffset.x, 600)
            XCTAssertEqual(recorder.offsets, recorder.offsets.sorted(), "one way, no jump back")
        }
    }

    func testAnimatedSetToTheCurrentOffsetReportsNothing() {
        onModel {
            let (scrollView, recorder, _) = makeScrollView(offset: 300)
            recorder.calls.removeAll()
            scrollView.setContentOffset(CGPoint(x: 300, y: 0), animated: true)
            runUntilIdle()
            XCTAssertEqual(recorder.calls, [])
        }
    }

    func testPlainSetStopsADeceleration() {
        onModel {
            let (scrollView, recorder, window) = makeScrollView(offset: 1000)
            fling(scrollView, window, velocity: 2000)
            XCTAssertTrue(scrollView.isDecelerating)
            UIKitModel.runLoop.runFrame()
            scrollView.setContentOffset(CGPoint(x: 1200, y: 0), animated: false)
            XCTAssertFalse(scrollView.isDecelerating)
            recorder.calls.removeAll()
            runUntilIdle()
            XCTAssertEqual(recorder.calls, [], "stopped: no more frames, no end callback")
            XCTAssertEqual(scrollView.contentOffset.x, 1200)
        }
    }

    func testAssignmentKeepsADecelerationGoing() {
        onModel {
            let (scrollView, recorder, window) = makeScrollView(offset: 1000)
            fling(scrollView, window, velocity: 2000)
            UIKitModel.runLoop.runFrame()
            scrollView.contentOffset.x -= 500
            XCTAssertTrue(scrollView.isDecelerating)
            runUntilIdle()
            XCTAssertEqual(recorder.events.last, "didEndDecelerating")
        }
    }

    func testAFlingRestsWhereTheRateProjectsIt() {
        for (rate, name) in [(UIScrollView.DecelerationRate.normal, "normal"), (.fast, "fast")] {
            onModel {
                let (scrollView, recorder, window) = makeScrollView(content: 100_000, offset: 1000)
                scrollView.decelerationRate = rate
                var proposed = CGPoint.zero
                recorder.target = { proposed = $0; return $0 }
                fling(scrollView, window, velocity: 1500)
                runUntilIdle(limit: 20_000)
                let r = rate.rawValue
                let expected = 1050 + 1500 / 1000 * r / (1 - r) // released 50 points on
                XCTAssertEqual(proposed.x, expected, accuracy: 0.5, name)
                // The frames stop once the speed is below 5 pt/s: short of the
                // projection by at most 5 / 1000 × r / (1 − r) points.
                XCTAssertEqual(scrollView.contentOffset.x, expected, accuracy: 5 / 1000 * r / (1 - r) + 0.5, name)
                XCTAssertEqual(recorder.events, ["willBeginDragging", "willEndDragging(1.5)",
                                                 "didEndDragging(true)", "didEndDecelerating"], name)
            }
        }
    }

    func testAMoveStartedFromAnEndCallbackRunsToItsEnd() {
        onModel {
            final class Chain: NSObject, UIScrollViewDelegate {
                var ends: [String] = []
                func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
                    ends.append("decelerating")
                    scrollView.setContentOffset(CGPoint(x: 100, y: 0), animated: true)
                }
                func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { ends.append("animation") }
            }
            let (scrollView, _, window) = makeScrollView(offset: 1000)
            let chain = Chain()
            scrollView.delegate = chain
            fling(scrollView, window, velocity: 1000)
            runUntilIdle(limit: 10_000)
            XCTAssertEqual(chain.ends, ["decelerating", "animation"])
            XCTAssertEqual(scrollView.contentOffset.x, 100)
        }
    }

    func testVelocityIsInPointsPerMillisecond() {
        onModel {
            let (scrollView, recorder, window) = makeScrollView(offset: 1000)
            fling(scrollView, window, velocity: 900)
            XCTAssertTrue(recorder.events.contains("willEndDragging(0.9)"), "\(recorder.events)")
        }
    }

    func testPagingSnapsToTheNextPageOnAFlick() {
        onModel {
            let (scrollView, recorder, _) = makeScrollView(offset: 600)
            scrollView.isPagingEnabled = true
            scrollView.touchDown()
            scrollView.moveFinger(by: CGPoint(x: 40, y: 0))
            scrollView.lift(velocity: CGPoint(x: 400, y: 0))
            runUntilIdle()
            XCTAssertEqual(scrollView.contentOffset.x, 900)
            XCTAssertEqual(recorder.events.last, "didEndDecelerating")
        }
    }

    /// A touch that catches a paging snap and lifts without a pan leaves
    /// the content between pages: it goes on to the nearest page (a paging
    /// scroll view stops only on multiples of its bounds); a non-paging one
    /// stays where the touch stopped it.
    func testATouchLiftedWithoutAPanFinishesAPagingSnap() {
        onModel {
            for paging in [true, false] {
                let (scrollView, recorder, _) = makeScrollView(offset: 600)
                scrollView.isPagingEnabled = paging
                scrollView.touchDown()
                scrollView.moveFinger(by: CGPoint(x: 40, y: 0))
                scrollView.lift(velocity: CGPoint(x: 400, y: 0))
                for _ in 0..<3 { UIKitModel.runLoop.runFrame() }
                let caughtAt = scrollView.contentOffset.x
                XCTAssertTrue(scrollView.touchDown(), "caught")
                scrollView.cancelTouch()
                runUntilIdle()
                if paging {
                    XCTAssertEqual(scrollView.contentOffset.x, 900, "on to the nearest page")
                    XCTAssertEqual(recorder.events.last, "didEndDecelerating")
                } else {
                    XCTAssertEqual(scrollView.contentOffset.x, caughtAt, "stays where it was caught")
                }
                XCTAssertFalse(scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating)
            }
        }
    }

    func testRubberBandSlowsTheFingerBeyondTheEdgeAndBouncesBack() {
        onModel {
            let (scrollView, recorder, _) = makeScrollView(offset: 0)
            scrollView.touchDown()
            scrollView.moveFinger(by: CGPoint(x: -100, y: 0))
            XCTAssertEqual(scrollView.contentOffset.x, -55, accuracy: 0.01, "slope 0.55 at the edge")
            XCTAssertTrue(scrollView.isDragging && scrollView.isTracking)
            scrollView.lift(velocity: .zero)
            XCTAssertTrue(scrollView.isDecelerating, "the band pulls back")
            runUntilIdle()
            XCTAssertEqual(scrollView.contentOffset.x, 0)
            XCTAssertEqual(recorder.events.last, "didEndDecelerating")
            XCTAssertFalse(scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating)
        }
    }

    func testATouchCatchesAMotionWithoutAnEndCallback() {
        onModel {
            let (scrollView, recorder, window) = makeScrollView(offset: 1000)
            fling(scrollView, window, velocity: 2000)
            UIKitModel.runLoop.runFrame()
            recorder.calls.removeAll()
            XCTAssertTrue(scrollView.touchDown(), "caught")
            XCTAssertTrue(scrollView.isTracking)
            XCTAssertFalse(scrollView.isDecelerating || scrollView.isDragging)
            runUntilIdle()
            XCTAssertEqual(recorder.calls, [])
        }
    }

    func testPlainSetStoppingAnAnimatedMoveReportsItsEndOnlyWhenSwitchedOn() {
        for reports in [false, true] {
            onModel {
                UIKitModel.configuration.stoppedAnimationReportsEnd = reports
                let (scrollView, recorder, _) = makeScrollView()
                scrollView.setContentOffset(CGPoint(x: 600, y: 0), animated: true)
                UIKitModel.runLoop.runFrame()
                recorder.calls.removeAll()
                scrollView.setContentOffset(CGPoint(x: 100, y: 0), animated: false)
                runUntilIdle()
                XCTAssertEqual(recorder.events, reports ? ["didEndScrollingAnimation"] : [])
                XCTAssertEqual(scrollView.contentOffset.x, 100)
            }
        }
    }

    func testAssignmentDuringAnAnimatedSetShiftsItOrKeepsItsTarget() {
        for shifts in [true, false] {
            onModel {
                UIKitModel.configuration.assignmentShiftsAnimatedMove = shifts
                let (scrollView, _, _) = makeScrollView(offset: 1000)
                scrollView.setContentOffset(CGPoint(x: 1600, y: 0), animated: true)
                for _ in 0..<5 { UIKitModel.runLoop.runFrame() }
                scrollView.contentOffset.x -= 500
                runUntilIdle()
                XCTAssertEqual(scrollView.contentOffset.x, shifts ? 1100 : 1600, accuracy: 1e-6)
            }
        }
    }

    func testAnimatedSetToTheCurrentOffsetDuringAnAnimatedSetStopsItOnlyWhenSwitchedOn() {
        for stops in [false, true] {
            onModel {
                UIKitModel.configuration.animatedSetToCurrentOffsetStopsMove = stops
                let (scrollView, recorder, _) = makeScrollView()
                scrollView.setContentOffset(CGPoint(x: 600, y: 0), animated: true)
                for _ in 0..<5 { UIKitModel.runLoop.runFrame() }
                let here = scrollView.contentOffset
                recorder.calls.removeAll()
                scrollView.setContentOffset(here, animated: true)
                XCTAssertEqual(scrollView.isAnimatingProgrammatically, !stops)
                runUntilIdle()
                XCTAssertEqual(scrollView.contentOffset.x, stops ? here.x : 600, accuracy: 1e-9)
                XCTAssertEqual(recorder.events, stops ? [] : ["didEndScrollingAnimation"])
            }
        }
    }

    func testATouchDuringAnAnimatedSetStopsItAndCatchesTheTouchAsConfigured() {
        for touch in UIKitModel.TouchDuringAnimatedSet.allCases {
            onModel {
                UIKitModel.configuration.touchDuringAnimatedSet = touch
                let (scrollView, recorder, _) = makeScrollView()
                scrollView.setContentOffset(CGPoint(x: 600, y: 0), animated: true)
                for _ in 0..<3 { UIKitModel.runLoop.runFrame() }
                let here = scrollView.contentOffset.x
                recorder.calls.removeAll()
                XCTAssertEqual(scrollView.touchDown(), touch == .catchesLikeAFling, "caught (\(touch))")
                XCTAssertEqual(scrollView.isAnimatingProgrammatically, touch == .passesThrough, "\(touch)")
                scrollView.cancelTouch()
                runUntilIdle()
                XCTAssertEqual(scrollView.contentOffset.x, touch == .passesThrough ? 600 : here, accuracy: 1e-9)
                XCTAssertEqual(recorder.events, touch == .passesThrough ? ["didEndScrollingAnimation"] : [], "\(touch)")
            }
        }
    }

    func testNaNOffsetIsRefusedAndRecorded() {
        onModel {
            let (scrollView, _, _) = makeScrollView(offset: 10)
            scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
            scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: true)
            XCTAssertEqual(scrollView.contentOffset.x, 10)
            XCTAssertEqual(UIKitModel.violations.count, 2)
        }
    }

    func testAdjustedContentInsetFollowsTheBehaviour() {
        onModel {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            window.screenInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
            window.makeKeyAndVisible()
            let scrollView = UIScrollView(frame: window.bounds)
            scrollView.contentSize = CGSize(width: 400, height: 2000)
            scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            window.addSubview(scrollView)
            XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 57, left: 0, bottom: 34, right: 0))
            scrollView.contentInsetAdjustmentBehavior = .never
            XCTAssertEqual(scrollView.adjustedContentInset, UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        }
    }
}

/// A finger drag of 50 points then a lift at `velocity` (content points
/// per second, towards larger offsets).
@MainActor
private func fling(_ scrollView: UIScrollView, _ window: UIWindow, velocity: CGFloat) {
    scrollView.touchDown()
    scrollView.moveFinger(by: CGPoint(x: 50, y: 0))
    scrollView.lift(velocity: CGPoint(x: velocity, y: 0))
}
