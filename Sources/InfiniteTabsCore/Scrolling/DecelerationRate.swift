import Foundation

/// The deceleration of a released scroll view, as a factor the velocity keeps
/// per millisecond (`UIScrollView.DecelerationRate`).
package struct DecelerationRate: Hashable, Sendable {
    /// The factor per millisecond, in `0..<1`.
    package let perMillisecond: CGFloat

    /// Creates a rate; a value outside `0..<1` (or NaN) gives ``normal``.
    package init(perMillisecond: CGFloat) {
        self.perMillisecond = (perMillisecond >= 0 && perMillisecond < 1) ? perMillisecond : 0.998
    }

    /// UIKit's normal rate, 0.998 per millisecond.
    package static let normal = DecelerationRate(perMillisecond: 0.998)
    /// UIKit's fast rate, 0.99 per millisecond.
    package static let fast = DecelerationRate(perMillisecond: 0.99)
}
