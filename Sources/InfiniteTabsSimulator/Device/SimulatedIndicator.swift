import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// The tab strip's indicator view on the simulated device: its model frame
/// (what `indicatorView.frame` holds) and the frame drawn each frame while a
/// `UIView.animate(withDuration:delay:options: [.beginFromCurrentState,
/// .curveEaseInOut])` runs, as `InfiniteTabStripView` animates it.
///
/// How a change of the model frame *during* such an animation shows (the
/// strip's recentring moves `center.x` by whole periods) depends on whether
/// UIKit animates the frame additively (the change shows at once and the
/// animation's remaining offset rides on it; UIKit makes frame and centre
/// animations additive since iOS 8, WWDC 2014 session 236) or absolutely (the
/// animation keeps drawing its old path and the change shows only at its
/// end). Both are modelled; default additive.
package struct SimulatedIndicator: Sendable {
    /// How a model change during an animation shows.
    package enum Composition: Hashable, Sendable {
        /// The remaining animation rides on the new model value.
        case additive
        /// The animation keeps its old path until it ends.
        case absolute
    }

    /// How a model change during an animation shows (default additive).
    package var composition: Composition = .additive
    /// The model frame (`indicatorView.frame`).
    package private(set) var model = CGRect.zero
    private var animation: (from: CGRect, to: CGRect, start: Double, duration: Double)?

    /// An indicator at the zero rectangle.
    package init(composition: Composition = .additive) { self.composition = composition }

    /// Whether an animation runs at `time`.
    package func isAnimating(at time: Double) -> Bool {
        guard let a = animation else { return false }
        return time < a.start + a.duration
    }

    /// `removeAllAnimations()` and `frame = rect`.
    package mutating func jump(to rect: CGRect) {
        animation = nil
        model = rect
    }

    /// `UIView.animate(withDuration:delay:options: [.beginFromCurrentState, .curveEaseInOut])`
    /// to `rect` from what is drawn at `time`.
    package mutating func animate(to rect: CGRect, duration: Double, at time: Double) {
        let from = drawn(at: time)
        model = rect
        animation = (from, rect, time, duration)
    }

    /// `center.x += dx` without animation.
    package mutating func shift(by dx: CGFloat) {
        model.origin.x += dx
    }

    /// The frame drawn at `time`.
    package func drawn(at time: Double) -> CGRect {
        guard let a = animation, time < a.start + a.duration, a.duration > 0 else { return model }
        let t = Swift.max(0, (time - a.start) / a.duration)
        let e = CGFloat(t < 0.5 ? 2 * t * t : 1 - pow(-2 * t + 2, 2) / 2) // ease in-out
        switch composition {
        case .absolute:
            return CGRect(x: a.from.minX + (a.to.minX - a.from.minX) * e, y: a.from.minY + (a.to.minY - a.from.minY) * e,
                          width: a.from.width + (a.to.width - a.from.width) * e, height: a.from.height + (a.to.height - a.from.height) * e)
        case .additive:
            // The model plus the animation's remaining offset (from − to), decaying.
            return CGRect(x: model.minX + (a.from.minX - a.to.minX) * (1 - e), y: model.minY + (a.from.minY - a.to.minY) * (1 - e),
                          width: model.width + (a.from.width - a.to.width) * (1 - e), height: model.height + (a.from.height - a.to.height) * (1 - e))
        }
    }
}
