import Foundation

// The scroll view's figures that Apple does not document: the rubber band
// (cited) and the switched lengths and end of its own motions.
extension UIScrollView {
    /// The finger's move `dx` applied to `x` with the rubber band beyond the
    /// edges: each point pulled outward shows `0.55 × (1 − overshoot / d)²`,
    /// the slope of the band peers reconstruct, `b = c·x·d / (d + c·x)` with
    /// c = 0.55 and d the bounds' length (TortugaPower/BookPlayer's
    /// `rubberBandDistance.swift`, GitHawkApp/GitHawk's
    /// `Pods/Squawk/Source/RubberBandDistance.swift`); Apple documents only
    /// that content "bounces back" (Apple, "bounces").
    func banded(_ x: CGFloat, by dx: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ length: CGFloat) -> CGFloat {
        guard bounces else { return min(max(x + dx, min(x, lo)), max(x, hi)) }
        let d = max(length, 1)
        var position = x, left = dx
        for _ in 0..<3 where left != 0 {
            let overshoot = position < lo ? lo - position : (position > hi ? position - hi : 0)
            let outward = (position <= lo && left < 0) || (position >= hi && left > 0)
            if overshoot > 0 || outward {
                if !outward {
                    let toEdge = position < lo ? lo - position : hi - position
                    let step = left > 0 ? min(left, toEdge) : max(left, toEdge)
                    position += step; left -= step
                    continue
                }
                position += left * 0.55 * pow(max(0, 1 - overshoot / d), 2)
                left = 0
            } else {
                let room = left > 0 ? hi - position : lo - position
                let step = left > 0 ? min(left, room) : max(left, room)
                position += step; left -= step
            }
        }
        return position
    }

    /// Whether a free deceleration now at `velocity` (points per second)
    /// stops, as ``UIKitModel/Configuration/decelerationEnd`` says.
    func decelerationHasEnded(velocity v: CGPoint, rate: CGFloat) -> Bool {
        switch UIKitModel.configuration.decelerationEnd {
        case .belowFivePointsPerSecond:
            return abs(v.x) < 5 && abs(v.y) < 5
        case .withinHalfAPixel:
            let halfPixel = 0.5 / max(1, UIScreen.main.scale)
            return abs(projected(v.x, rate)) < halfPixel && abs(projected(v.y, rate)) < halfPixel
        }
    }

    /// The snap's length (``UIKitModel/Configuration/snapMilliseconds``;
    /// Apple documents none).
    var snapSeconds: Double { Double(UIKitModel.configuration.snapMilliseconds) / 1000 }
    /// The bounce back's length (``UIKitModel/Configuration/bounceBackMilliseconds``;
    /// Apple documents none).
    var bounceBackSeconds: Double { Double(UIKitModel.configuration.bounceBackMilliseconds) / 1000 }
}
