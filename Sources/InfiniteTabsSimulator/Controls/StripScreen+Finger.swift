// What the finger does on the simulated strip: touches, drags, moves, lifts and taps.
#if os(Linux)
import InfiniteTabs
import InfiniteTabsCore
import UIKit

extension StripScreen {
    /// The finger touches the strip at its centre (or `x`, from its leading
    /// edge): catches a motion.
    package func touchStrip(atX x: CGFloat? = nil) {
        touch(at: CGPoint(x: x ?? viewportWidth / 2, y: height / 2), "finger down on the strip")
    }

    /// The finger touches the followed pages.
    package func touchPages() {
        let w = pages?.bounds.width ?? viewportWidth
        touch(at: CGPoint(x: w / 2, y: height + 20 + 150), "finger down on the pages")
    }

    private func touch(at point: CGPoint, _ what: String) {
        if finger != nil { lift() }
        note(what)
        finger = point
        // A drag of nothing puts the finger down without moving it (one frame).
        device.drag(from: point, to: point, duration: 0)
        events += 1
    }

    /// A drag of the strip moving its content by `dx` over `frames` frames
    /// (after the pan's slop), held still before the lift so that nothing
    /// flings, then the strip comes to rest.
    package func drag(by dx: CGFloat, frames: Int = 10) {
        touchStrip()
        let slop: CGFloat = dx < 0 ? -11 : 11
        moveFinger(by: slop)
        for _ in 0..<max(1, frames) { moveFinger(by: (dx - slop) / CGFloat(max(1, frames))) }
        for _ in 0..<4 { moveFinger(by: 0) }
        lift()
        runUntilRest()
    }

    /// One frame in which the finger moves the content under it by `dx`
    /// (the finger itself moves by `-dx`). The first 10 points of a touch
    /// are the pan's slop, as on a device.
    package func moveFinger(by dx: CGFloat) {
        guard let from = finger else { return }
        let to = CGPoint(x: from.x - dx, y: from.y)
        let dragging = (pages?.isDragging ?? false) || strip.collectionView.isDragging
        device.drag(from: from, to: to, duration: 0)
        finger = to
        fingerTravel = dragging ? dx : nil
        events += 1
    }

    /// The finger lifts with the velocity of its last 50 ms of moves.
    package func lift() {
        guard finger != nil else { return }
        note("finger up")
        finger = nil
        fingerTravel = nil
        device.lift()
        events += 1
    }

    /// A tap at `x` from the strip's left edge (window coordinates): catches
    /// a moving strip, or selects the tab under it.
    package func tap(atScreenX x: CGFloat) {
        if finger != nil { lift() }
        note("tap at \(x)")
        device.tap(at: CGPoint(x: x, y: height / 2))
        events += 1
    }
}
#endif
