import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// Scale, alpha and tilt by distance from the centre.
final class ItemTransformTests: XCTestCase {
    func testTheDefaultIsTheIdentityEverywhere() {
        let t = ItemTransform()
        XCTAssertTrue(t.isIdentity)
        for d in [-3, -1, -0.5, 0, 0.25, 1, 7, .nan, .infinity, -.infinity] as [CGFloat] {
            XCTAssertEqual(t.appearance(atDistance: d), .identity, "\(d)")
        }
    }

    func testInterpolatesLinearlyToTheFarValuesAtOnePage() {
        let t = ItemTransform(minimumScale: 0.8, minimumAlpha: 0.5, maximumTilt: 0.4)
        XCTAssertEqual(t.appearance(atDistance: 0), .identity)
        let half = t.appearance(atDistance: 0.5)
        XCTAssertEqual(half.scale, 0.9, accuracy: 1e-12)
        XCTAssertEqual(half.alpha, 0.75, accuracy: 1e-12)
        XCTAssertEqual(half.tilt, -0.2, accuracy: 1e-12)
        XCTAssertEqual(t.appearance(atDistance: -0.5).tilt, 0.2, accuracy: 1e-12, "the other side turns the other way")
        XCTAssertEqual(t.appearance(atDistance: -0.5).scale, half.scale)
        for d in [1, 1.5, 40, -1, -1e300] as [CGFloat] {
            let far = t.appearance(atDistance: d)
            XCTAssertEqual(far.scale, 0.8, accuracy: 1e-12)
            XCTAssertEqual(far.alpha, 0.5, accuracy: 1e-12)
            XCTAssertEqual(abs(far.tilt), 0.4, accuracy: 1e-12)
        }
    }

    /// Continuity: a step of δ pages never changes a value by more than its
    /// range times δ.
    func testContinuousInTheDistance() {
        let t = ItemTransform.coverFlow
        var d: CGFloat = -2
        var previous = t.appearance(atDistance: d)
        while d < 2 {
            d += 0.001
            let a = t.appearance(atDistance: d)
            XCTAssertLessThanOrEqual(abs(a.scale - previous.scale), 0.15 * 0.001 + 1e-12)
            XCTAssertLessThanOrEqual(abs(a.alpha - previous.alpha), 0.4 * 0.001 + 1e-12)
            XCTAssertLessThanOrEqual(abs(a.tilt - previous.tilt), (.pi / 6) * 0.001 + 1e-12)
            previous = a
        }
    }

    func testBadSettingsAreClampedSoAnItemNeverVanishes() {
        let t = ItemTransform(minimumScale: 0, minimumAlpha: -5, maximumTilt: 100)
        XCTAssertEqual(t.minimumScale, 0.1)
        XCTAssertEqual(t.minimumAlpha, 0.1)
        XCTAssertEqual(t.maximumTilt, .pi / 3)
        let n = ItemTransform(minimumScale: .nan, minimumAlpha: .nan, maximumTilt: .nan)
        XCTAssertTrue(n.isIdentity)
        var m = ItemTransform()
        m.minimumScale = 7
        m.minimumAlpha = .infinity
        m.maximumTilt = -.infinity
        XCTAssertEqual(m.minimumScale, 1)
        XCTAssertEqual(m.minimumAlpha, 1)
        XCTAssertEqual(m.maximumTilt, 0)
        m.maximumTilt = -9
        XCTAssertEqual(m.maximumTilt, -.pi / 3)
    }

    func testBadDistancesCountAsFarWithoutNaN() {
        let t = ItemTransform.coverFlow
        let a = t.appearance(atDistance: .nan)
        XCTAssertEqual(a.scale, 0.85, accuracy: 1e-12)
        XCTAssertEqual(a.alpha, 0.6, accuracy: 1e-12)
        XCTAssertEqual(a.tilt, 0)
        for d in [CGFloat.infinity, -.infinity, .leastNonzeroMagnitude, 1e300] {
            let v = t.appearance(atDistance: d)
            XCTAssertTrue(v.scale.isFinite && v.alpha.isFinite && v.tilt.isFinite)
        }
    }

    func testDistanceIsInPagesAndZeroForBadGeometry() {
        XCTAssertEqual(ItemTransform.distance(itemStart: 300, centerStart: 250, pageLength: 100), 0.5)
        XCTAssertEqual(ItemTransform.distance(itemStart: 0, centerStart: 100, pageLength: 100), -1)
        for bad in [0, -1, .nan, .infinity, 1e13] as [CGFloat] {
            XCTAssertEqual(ItemTransform.distance(itemStart: 10, centerStart: 0, pageLength: bad), 0)
        }
        XCTAssertEqual(ItemTransform.distance(itemStart: .nan, centerStart: 0, pageLength: 10), 0)
        XCTAssertEqual(ItemTransform.distance(itemStart: 1, centerStart: -.infinity, pageLength: 10), 0)
        XCTAssertEqual(ItemTransform.distance(itemStart: 1e300, centerStart: -1e300, pageLength: 1e-300), 0,
                       "an overflowing quotient gives 0, not infinity")
        let strip = PickerPageLayout(itemCount: 4, pageWidth: 80)
        XCTAssertEqual(strip.distanceFromCenter(ofVisualPage: 3, offset: 200), 0.5)
        XCTAssertEqual(PickerPageLayout(itemCount: 4, pageWidth: 0).distanceFromCenter(ofVisualPage: Int.max, offset: 5), 0)
        XCTAssertEqual(PageProgress.distanceFromCenter(pageStart: 200, offset: 150, pageLength: 100), 0.5)
    }
}

/// `isIdentity` (asked on every scroll event) says exactly what
/// `== .identity` says, over seeded values including the clamped edges.
final class ItemTransformIdentityTests: XCTestCase {
    func testIsIdentityAgreesWithEqualityToIdentity() {
        var rng = SeededRandom(seed: 91)
        let specials: [CGFloat] = [0, -0.0, 1, 0.1, 0.05, 2, -1, .nan, .infinity, -.infinity, .pi / 3, -.pi / 2, 1e300]
        var identities = 0
        for _ in 0..<3_000 {
            func value() -> CGFloat {
                Bool.random(using: &rng) ? specials[Int.random(in: 0..<specials.count, using: &rng)]
                                         : CGFloat(Double.random(in: -2...2, using: &rng))
            }
            let t = ItemTransform(minimumScale: value(), minimumAlpha: value(), maximumTilt: value())
            XCTAssertEqual(t.isIdentity, t == .identity, "\(t)")
            if t.isIdentity { identities += 1 }
        }
        XCTAssertGreaterThan(identities, 10, "the identity itself is among the cases")
    }
}
