// What the finger does on the simulated picker: touches, drags, flings, lifts and taps.
#if os(Linux)
import InfiniteTabs
import InfiniteTabsCore
import UIKit

extension PickerScreen {
    /// A finger touches the picker's centre, unless its scroll view refuses
    /// touches (an animated move runs): runs one frame. Returns whether the
    /// finger is down.
    @discardableResult
    package func touchDown() -> Bool {
        guard !fingerIsDown, picker.scrollView.isUserInteractionEnabled, picker.window != nil else { return false }
        note("finger down")
        fingerIsDown = true
        finger = centre
        device.drag(from: finger, to: finger, duration: 0)
        framed()
        return true
    }

    /// The finger moves so that the content's offset grows by `dx` (the
    /// finger moves `dx` the other way), in one frame. Moves within 10
    /// points of where the finger went down start no drag yet (UIKit's pan
    /// threshold); the drag then catches up.
    package func moveFinger(by dx: CGFloat) {
        guard fingerIsDown else { return }
        let to = axis.replacing(finger, along: axis.along(finger) - dx)
        fingerTravel += -dx
        device.drag(from: finger, to: to, duration: 0)
        finger = to
        framed()
    }

    /// The finger moves at `velocity` content points per second for
    /// `frames` frames (default: the 50 ms over which the lift's velocity is
    /// measured), then lifts: a fling. `each` runs after every frame.
    package func fling(velocity: CGFloat, frames: Int? = nil, each: () -> Void = {}) {
        for _ in 0..<(frames ?? Int((0.05 * framesPerSecond).rounded(.up))) {
            moveFinger(by: velocity / CGFloat(framesPerSecond))
            each()
        }
        lift()
    }

    /// The finger stays still for 50 ms, then lifts without velocity.
    /// `each` runs after every frame.
    package func liftStill(each: () -> Void = {}) {
        for _ in 0..<Int((0.05 * framesPerSecond).rounded(.up)) + 1 {
            moveFinger(by: 0)
            each()
        }
        lift()
    }

    /// The finger lifts, with the velocity of its last 50 ms.
    package func lift() {
        guard fingerIsDown else { return }
        note("finger up")
        fingerIsDown = false
        device.lift()
        events += 1
    }

    /// Restarts ``fingerTravel`` (the checker does after each frame).
    package func markFinger() { fingerTravel = 0 }

    /// A tap at the picker's centre.
    package func tap() {
        note("tap")
        device.tap(at: centre)
        events += 1
    }
}
#endif
