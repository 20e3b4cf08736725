import Foundation

/// The deceleration of a released scroll view, as a factor the velocity keeps per millisecond
/// (`UIScrollView.DecelerationRate`).
package struct DecelerationRate: Hashable, Sendable {
    package let perMillisecond: CGFloat

    /// Creates a rate; a value outside `0..<1` (or NaN) gives ``normal``.
    package init(perMillisecond: CGFloat) {
        self.perMillisecond = (perMillisecond >= 0 && perMillisecond < 1) ? perMillisecond : 0.998
    }

    package static let normal = DecelerationRate(perMillisecond: 0.998)
    package static let fast = DecelerationRate(perMillisecond: 0.99)
}
