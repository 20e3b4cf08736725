#if os(Linux)
import UIKit

/// One finger on the window. Each touch goes through the model's gesture
/// arbitration (`TouchSequence` in LinuxUIKit), as UIKit delivers touches:
/// hit-testing picks the view; the recognisers on it and its ancestors
/// (every scroll view's `panGestureRecognizer`, the app's taps and edge
/// pans) decide first, deepest first, with `require(toFail:)`, their
/// delegates and `gestureRecognizerShouldBegin`; the touched view gets its
/// `touches…` calls (a control tracks the finger, a collection view selects
/// the item lifted on) unless a recognition cancels them. A finger that
/// moves more than 10 points is no tap, and what it lifts on only a control
/// tracking it may still take (within 70 points of its bounds).
@MainActor
final class SimulatedFinger {
    private var sequence: TouchSequence?
    private(set) var location = CGPoint.zero

    var isDown: Bool { sequence != nil }

    func down(at point: CGPoint, in window: UIWindow) {
        if isDown { up(in: window) }
        location = point
        sequence = TouchSequence(window: window, at: point, time: UIKitModel.runLoop.now)
    }

    func move(to point: CGPoint, at time: TimeInterval) {
        guard let sequence else { return }
        location = point
        sequence.move(to: point, at: time)
    }

    func up(in window: UIWindow) {
        guard let sequence else { return }
        self.sequence = nil
        sequence.end(at: UIKitModel.runLoop.now)
    }
}
#endif
