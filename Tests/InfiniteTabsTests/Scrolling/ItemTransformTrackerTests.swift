import XCTest
import InfiniteTabsCore

/// The page controller reads ``ItemTransformTracker/needsPass`` on every
/// scroll instead of asking ``ItemTransform/pass(viewsCarryLook:)``: over
/// long random runs of transform changes and scrolls it must skip exactly
/// where the general decision skips and hand out the same passes.
final class ItemTransformTrackerTests: XCTestCase {
    private static let transforms: [ItemTransform] = [
        .identity, .scaledAndFaded, .coverFlow, ItemTransform(minimumAlpha: 0.5), ItemTransform(minimumScale: 0.9),
        ItemTransform(maximumTilt: 0.2), ItemTransform(minimumScale: .nan, minimumAlpha: .nan, maximumTilt: .nan),
        ItemTransform(minimumScale: 1, minimumAlpha: 1, maximumTilt: -0.0), ItemTransform(maximumTilt: .infinity),
        ItemTransform(minimumScale: .leastNonzeroMagnitude, minimumAlpha: 1e300),
    ]

    func testTheFlagAndThePassesFollowTheGeneralDecision() {
        var rng = SeededRandom(seed: 45)
        var tracker = ItemTransformTracker()
        // The general way, as the controls wrote it: the pass from the
        // transform and a flag of their own.
        var transform = ItemTransform.identity
        var carries = false
        var passes: [ItemTransform.Pass: Int] = [:]
        for step in 0..<20_000 {
            if rng.next() % 4 == 0 {
                transform = Self.transforms.randomElement(using: &rng)!
                tracker.transform = transform
            }
            let expected = transform.pass(viewsCarryLook: carries)
            XCTAssertEqual(tracker.needsPass, expected != .skip, "step \(step)")
            // A control takes a pass only when the flag says so (a skip
            // changes nothing), and now and then whatever the flag says.
            if tracker.needsPass || rng.next() % 8 == 0 {
                XCTAssertEqual(tracker.takePass(), expected, "step \(step)")
                switch expected {
                case .skip: break
                case .apply: carries = true
                case .reset: carries = false
                }
                passes[expected, default: 0] += 1
            }
            XCTAssertEqual(tracker.viewsCarryLook, carries, "step \(step)")
            XCTAssertEqual(tracker.transform, transform, "step \(step)")
        }
        XCTAssertGreaterThan(passes[.apply, default: 0], 1_000)
        XCTAssertGreaterThan(passes[.reset, default: 0], 100)
        XCTAssertGreaterThan(passes[.skip, default: 0], 100)
    }

    func testDefaultsAndStartingWithALook() {
        let fresh = ItemTransformTracker()
        XCTAssertEqual(fresh.transform, .identity)
        XCTAssertFalse(fresh.viewsCarryLook)
        XCTAssertFalse(fresh.needsPass, "no transform and plain views: a scroll touches nothing")
        var carrying = ItemTransformTracker(viewsCarryLook: true)
        XCTAssertTrue(carrying.needsPass, "the views still carry a look: one reset is due")
        XCTAssertEqual(carrying.takePass(), .reset)
        XCTAssertFalse(carrying.needsPass)
        XCTAssertEqual(carrying.takePass(), .skip)
        var faded = ItemTransformTracker(transform: .scaledAndFaded)
        XCTAssertTrue(faded.needsPass)
        XCTAssertEqual(faded.takePass(), .apply)
        XCTAssertTrue(faded.viewsCarryLook)
        faded.transform = .identity
        XCTAssertTrue(faded.needsPass, "turned off: the views still carry the look once")
    }
}
