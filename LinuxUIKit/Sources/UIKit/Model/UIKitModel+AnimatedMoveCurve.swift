import Foundation

extension UIKitModel {
    /// The path a scroll view's animated moves take (see
    /// ``Configuration/animatedMoveCurve``).
    public enum AnimatedMoveCurve: Sendable, CaseIterable {
        /// Fast at first, slowing to the end (a cubic ease-out).
        case easeOut
        /// Slow at both ends (a cubic ease-in-out), UIView animation's
        /// default curve (Apple, "UIView.AnimationOptions", curveEaseInOut).
        case easeInOut

        /// How far along the path the move is at `t` of its length (0...1).
        func progress(_ t: CGFloat) -> CGFloat {
            switch self {
            case .easeOut: return 1 - pow(1 - t, 3)
            case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow(2 - 2 * t, 3) / 2
            }
        }
    }
}
