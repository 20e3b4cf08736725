#if os(Linux)
import UIKit

/// A hardware keyboard and an iPad pointer on the simulated device (see
/// `UIKeyboardModel` and `UIPointerInteraction` in the UIKit model for the
/// facts they follow).
@MainActor
extension SimulatedDevice {
    /// The view the keyboard's focus is on, nil for none.
    public var focusedView: UIView? { UIKeyboardModel.focusedView }

    /// The focus group of the focused view (its own `focusGroupIdentifier`
    /// or the nearest superview's), nil for none or no focus.
    public var focusedGroup: String? { focusedView.flatMap(UIKeyboardModel.focusGroup(of:)) }

    /// Where the focused view's focus shows (window coordinates): the
    /// rectangle of its halo, nil when it has no focus effect (Apple,
    /// "focusEffect": nil shows nothing) or nothing is focused. A focus
    /// effect other than a halo shows around the whole view.
    public var focusHalo: CGRect? {
        guard let view = focusedView, let effect = view.focusEffect else { return nil }
        let rect = (effect as? UIFocusHaloEffect)?.rect ?? view.bounds
        return view.convert(rect, to: window)
    }

    /// Tab (Shift-Tab with `reverse`): focus moves to the next focus group.
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
