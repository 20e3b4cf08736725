import Foundation

/// Helpers that turn geometry read from a view before layout (zero, negative, NaN or infinite) into values the core can
/// compute with.
extension CGFloat {
    package var positiveOrZero: CGFloat {
        (isFinite && self > 0) ? self : 0
    }

    package static let maximumLayoutWidth: CGFloat = 1e12

    /// The value itself when it is finite, greater than zero and at most ``maximumLayoutWidth``, otherwise 0.
    package var usableWidth: CGFloat {
        (isFinite && self > 0 && self <= CGFloat.maximumLayoutWidth) ? self : 0
    }

    /// The value itself when it is finite, otherwise `fallback`.
    package func finiteOr(_ fallback: CGFloat) -> CGFloat {
        isFinite ? self : fallback
    }

    /// Rounds the value up to the next whole device pixel for `scale` pixels per point (2 or 3 on iPhones).
    package func pixelCeiled(scale: CGFloat) -> CGFloat {
        let s = (scale.isFinite && scale >= 0.01 && scale <= 1000) ? scale : 1
        let v = positiveOrZero
        let r = (v * s).rounded(.up) / s
        return r.isFinite ? r : v
    }
}

extension CGRect {
    /// The rectangle with each component that is not finite (NaN, ±infinity, a sum that overflowed) replaced by 0.
    var withFiniteComponents: CGRect {
        let x = CGFloat(origin.x).finiteOr(0), y = CGFloat(origin.y).finiteOr(0)
        let width = CGFloat(size.width).finiteOr(0), height = CGFloat(size.height).finiteOr(0)
        return CGRect(origin: CGPoint(x: x, y: y), size: CGSize(width: width, height: height))
    }
}

/// Integer division rounded towards negative infinity (`floorDiv(-1, 3) == -1`).
package func floorDiv(_ a: Int, _ b: Int) -> Int {
    guard b > 0 else { return 0 }
    let q = a / b
    return (a % b < 0) ? q - 1 : q
}

extension CGFloat {
    /// The value rounded by `rule`, as an `Int` clamped into `-limit...limit`; NaN gives 0.
    func clampedInt(_ rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero,
                    limit: CGFloat = 1e9) -> Int {
        guard !isNaN else { return 0 }
        return Int(Swift.min(Swift.max(rounded(rule), -limit), limit))
    }

    /// ``clampedInt(_:limit:)`` rounding down.
    func flooredInt(limit: CGFloat) -> Int { clampedInt(.down, limit: limit) }

    /// ``clampedInt(_:limit:)`` rounding up.
    func ceiledInt(limit: CGFloat) -> Int { clampedInt(.up, limit: limit) }

    /// ``clampedInt(_:limit:)`` rounding to the nearest, half-way away from zero; the default limit is 10⁹.
    func roundedInt(limit: CGFloat = 1e9) -> Int { clampedInt(limit: limit) }
}
