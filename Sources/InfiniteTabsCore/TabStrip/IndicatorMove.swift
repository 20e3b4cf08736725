import Foundation

/// How the tab strip's indicator view gets to a new rectangle: set at once or animated.
package enum IndicatorMove: Equatable, Sendable {
    /// Set the frame at once, cancelling any animated move still running (a swipe's progress overrides an animated move).
    case jump(to: CGRect)
    /// Animate the frame from wherever the indicator is now, over `duration` seconds (finite, greater than 0).
    case animate(to: CGRect, duration: TimeInterval)

    /// The move to `rect`: animated over `duration` when `animated` is true and `duration` is finite and greater than 0; otherwise a jump
    /// (a duration of 0, negative, NaN or infinite never animates).
    package init(to target: CGRect, animated: Bool, duration: TimeInterval) {
        let rect = target.withFiniteComponents
        if animated, duration.isFinite, duration > 0 {
            self = .animate(to: rect, duration: duration)
        } else {
            self = .jump(to: rect)
        }
    }

    package var rect: CGRect {
        switch self {
        case .jump(let rect), .animate(let rect, _): return rect
        }
    }

    /// Two moves are equal when they are the same kind, to the same rectangle (compared by origin and size), over the same duration.
    package static func == (a: IndicatorMove, b: IndicatorMove) -> Bool {
        func same(_ r: CGRect, _ s: CGRect) -> Bool {
            r.origin.x == s.origin.x && r.origin.y == s.origin.y && r.size.width == s.size.width && r.size.height == s.size.height
        }
        switch (a, b) {
        case let (.jump(r), .jump(s)): return same(r, s)
        case let (.animate(r, d), .animate(s, e)): return same(r, s) && d == e
        default: return false
        }
    }
}
