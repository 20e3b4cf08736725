#if os(Linux)
import UIKit

/// A hardware keyboard and an iPad pointer on the simulated device (see
/// `UIKeyboardModel` and `UIPointerInteraction` in the UIKit model for the
/// facts they follow).
@MainActor
extension SimulatedDevice {
    /// The view the keyboard's focus is on, nil for none.
    public var focusedView: UIView? { UIKeyboardModel.focusedView }

    /// Tab (Shift-Tab with `reverse`): focus moves to the next focusable view.
    public func pressTab(reverse: Bool = false) {
        UIKeyboardModel.moveFocus(in: window, reverse: reverse)
        UIKitModel.runLoop.finishEvent()
    }

    /// Presses a key (`UIKeyCommand.inputLeftArrow`, "]", …) with
    /// modifiers: the first matching key command along the responder chain
    /// from the focused view runs. Returns whether one ran.
    @discardableResult
    public func press(_ input: String, modifiers: UIKeyModifierFlags = []) -> Bool {
        let ran = UIKeyboardModel.press(input, modifiers: modifiers, in: window)
        UIKitModel.runLoop.finishEvent()
        return ran
    }

    /// Moves the pointer to `point` (window coordinates): the style the
    /// innermost view with a pointer interaction gives it there, nil for
    /// none.
    public func hover(at point: CGPoint) -> UIPointerStyle? {
        var view = window.hitTest(point, with: nil)
        while let current = view {
            for case let interaction as UIPointerInteraction in current.interactions {
                return interaction.simulateHover(at: current.convert(point, from: window))
            }
            view = current.superview
        }
        return nil
    }

    /// Presses and holds at `point` (window coordinates): what the large
    /// content viewer of the innermost view with one shows there, nil for
    /// nothing (see `UILargeContentViewerInteraction`).
    public func pressAndHold(at point: CGPoint) -> (any UILargeContentViewerItem)? {
        var view = window.hitTest(point, with: nil)
        while let current = view {
            for case let interaction as UILargeContentViewerInteraction in current.interactions {
                return interaction.simulateLongPress(at: current.convert(point, from: window))
            }
            view = current.superview
        }
        return nil
    }
}
#endif
