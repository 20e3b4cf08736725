#if os(Linux)
import UIKit
import InfiniteTabsSimulator

@MainActor
extension SimulatedDevice {
    /// A finger dragged in a straight line from `from` to `to` over
    /// `duration`, then lifted; with `settles`, frames run until everything
    /// rests. Returns whether it rested (true when not asked to settle).
    @discardableResult
    package func swipe(from: CGPoint, to: CGPoint, duration: TimeInterval = 0.15, settles: Bool = true) -> Bool {
        drag(from: from, to: to, duration: duration)
        lift()
        return settles ? settle() : true
    }

    /// A swipe of `distance` points centred on the window at height `y`
    /// (default: the middle): to the left when `forward`, else to the right.
    @discardableResult
    package func swipe(forward: Bool, y: CGFloat? = nil, distance: CGFloat = 200, duration: TimeInterval = 0.15,
                       settles: Bool = true) -> Bool {
        let y = y ?? window.bounds.midY
        let left = CGPoint(x: window.bounds.midX - distance / 2, y: y)
        let right = CGPoint(x: window.bounds.midX + distance / 2, y: y)
        return swipe(from: forward ? right : left, to: forward ? left : right, duration: duration, settles: settles)
    }

    /// A swipe of `dx` points along `y` from 40 points inside the edge it
    /// leaves, lifted without settling.
    package func swipe(dx: CGFloat, atY y: CGFloat, duration: TimeInterval = 0.15) {
        let startX: CGFloat = dx < 0 ? window.bounds.width - 40 : 40
        swipe(from: CGPoint(x: startX, y: y), to: CGPoint(x: startX + dx, y: y), duration: duration, settles: false)
    }
}
#endif
