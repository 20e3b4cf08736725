import UIKit
import XCTest

/// A fling's deceleration frame by frame on the model's UIScrollView: the
/// velocity keeps `rate` per millisecond (Apple, "UIScrollView.DecelerationRate":
/// normal 0.998, fast 0.99), so after t ms the content has travelled
/// `v / 1000 × r / (1 − r) × (1 − rᵗ)` and comes to rest at the projection
/// `v / 1000 × r / (1 − r)` (the sum of the per-millisecond decay).
final class ScrollViewDecelerationTests: XCTestCase {
    /// Where a release at `velocity` (points per second) has taken the
    /// content `ms` milliseconds later.
    private static func travel(_ velocity: CGFloat, _ rate: CGFloat, afterMilliseconds ms: CGFloat) -> CGFloat {
        velocity / 1000 * rate / (1 - rate) * (1 - pow(rate, ms))
    }

    func testEachFrameMovesByTheDecayOfThatFrame() {
        for fps in [60.0, 120.0] {
            for (rate, name) in [(UIScrollView.DecelerationRate.normal, "normal"), (.fast, "fast")] {
                for velocity: CGFloat in [-2_500, 1_000] {
                    onModel {
                        UIKitModel.runLoop.framesPerSecond = fps
                        let (scrollView, recorder, _) = makeScrollView(content: 1_000_000, offset: 500_000)
                        scrollView.decelerationRate = rate
                        scrollView.touchDown()
                        scrollView.moveFinger(by: .zero)
                        scrollView.lift(velocity: CGPoint(x: velocity, y: 0))
                        recorder.offsets.removeAll()
                        for _ in 0..<30 { UIKitModel.runLoop.runFrame() }
                        let ms = 1000 / CGFloat(fps)
                        for (k, offset) in recorder.offsets.enumerated() {
                            XCTAssertEqual(offset - 500_000, Self.travel(velocity, rate.rawValue, afterMilliseconds: ms * CGFloat(k + 1)),
                                           accuracy: 1e-6, "\(fps) Hz, \(name), v \(velocity), frame \(k + 1)")
                        }
                        XCTAssertEqual(recorder.offsets.count, 30, "one didScroll a frame")
                    }
                }
            }
        }
    }

    /// At 120 Hz, for both rates and either way, the fling rests at the
    /// projection (short of it by what the last 5 pt/s would travel) and
    /// takes the frames the velocity needs to fall to 5 pt/s.
    func testAFlingAt120HzRestsAtTheProjectedOffsetForBothRates() {
        for (rate, name) in [(UIScrollView.DecelerationRate.normal, "normal"), (.fast, "fast")] {
            for velocity: CGFloat in [-4_000, -700, 350, 2_500, 8_000] {
                onModel {
                    UIKitModel.runLoop.framesPerSecond = 120
                    let (scrollView, recorder, _) = makeScrollView(content: 1_000_000, offset: 500_000)
                    scrollView.decelerationRate = rate
                    scrollView.touchDown()
                    scrollView.moveFinger(by: .zero)
                    scrollView.lift(velocity: CGPoint(x: velocity, y: 0))
                    let frames = runUntilIdle(limit: 20_000)
                    let r = rate.rawValue
                    let projected = 500_000 + velocity / 1000 * r / (1 - r)
                    let stopTravel = 5 / 1000 * r / (1 - r)
                    XCTAssertEqual(scrollView.contentOffset.x, projected, accuracy: stopTravel + 1e-6, "\(name) v \(velocity)")
                    let ms = log(5 / abs(velocity)) / log(r)
                    XCTAssertEqual(CGFloat(frames), (ms / (1000 / 120)).rounded(.up), accuracy: 1, "\(name) v \(velocity)")
                    XCTAssertEqual(recorder.events.last, "didEndDecelerating")
                }
            }
        }
    }
}
