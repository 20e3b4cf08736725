import Foundation
@testable import InfiniteTabsCore
import TestSupport

/// One thing a user or the app does to a looping control, as the property
/// tests generate them.
enum Gesture: CustomStringConvertible {
    /// A finger down, moved in small steps, lifted with a velocity (points per
    /// second). The picker pages; the strip decelerates freely, then snaps.
    case drag(steps: [CGFloat], velocity: CGFloat)
    /// A quick flick released at `velocity`, decelerating frame by frame at
    /// 120 Hz by `rate`, free (no paging), then snapping.
    case fling(velocity: CGFloat, rate: DecelerationRate)
    /// A tap: the picker animates one page forward or back; the strip centres
    /// the tab under `screenFraction` of its width.
    case tap(forward: Bool, screenFraction: CGFloat)
    /// Programmatic selection of an item, animated or not.
    case select(item: Int, animated: Bool)
    /// A size change: the page or viewport width becomes `width`.
    case resize(width: CGFloat)
    /// A reload with `count` items.
    case reload(count: Int)

    var description: String {
        switch self {
        case .drag(let steps, let v): return "drag(\(steps.count) steps, sum \(steps.reduce(0, +)), v \(v))"
        case .fling(let v, let r): return "fling(v \(v), rate \(r.perMillisecond))"
        case .tap(let f, let x): return "tap(\(f ? "forward" : "back"), x \(x))"
        case .select(let i, let a): return "select(\(i), animated \(a))"
        case .resize(let w): return "resize(\(w))"
        case .reload(let n): return "reload(\(n))"
        }
    }

    /// A random gesture for a control showing `itemCount` items, whose page or
    /// viewport width is drawn from `widths`.
    static func random(using rng: inout SeededRandom, itemCount: Int, widths: ClosedRange<CGFloat>) -> Gesture {
        let roll = rng.int(in: 0...99)
        switch roll {
        case 0..<30:
            let count = rng.int(in: 1...24)
            let bias = rng.cgFloat(in: -1...1)
            let steps = (0..<count).map { _ in ((bias + rng.cgFloat(in: -0.6...0.6)) * 18).rounded() / 2 + 0.25 }
            let velocity = rng.chance(0.3) ? 0 : rng.cgFloat(in: -2_500...2_500)
            return .drag(steps: steps, velocity: velocity)
        case 30..<60:
            let sign: CGFloat = rng.chance(0.5) ? 1 : -1
            return .fling(velocity: sign * rng.cgFloat(in: 100...6_000), rate: rng.chance(0.5) ? .normal : .fast)
        case 60..<75:
            return .tap(forward: rng.chance(0.5), screenFraction: rng.cgFloat(in: 0...0.999))
        case 75..<87:
            return .select(item: rng.int(in: 0...Swift.max(0, itemCount - 1)), animated: rng.chance(0.6))
        case 87..<94:
            return .resize(width: rng.pixelWidth(in: widths))
        default:
            return .reload(count: rng.int(in: 0...12))
        }
    }
}
