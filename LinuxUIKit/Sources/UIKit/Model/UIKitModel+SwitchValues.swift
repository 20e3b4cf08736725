import Foundation

// The values of UIKitModel.Configuration's enum switches (each documented
// beside its switch in UIKitModel+Configuration.swift).
extension UIKitModel {
    /// What turning scrolling off does to a drag under way (see
    /// ``Configuration/scrollDisabledMidDrag``).
    public enum ScrollDisabledMidDrag: Sendable, CaseIterable {
        /// The drag ends at once as a lift without velocity would:
        /// `scrollViewWillEndDragging` proposes where to rest, then
        /// `scrollViewDidEndDragging`.
        case cancelsAndAsksForTarget
        /// The drag ends at once with only `scrollViewDidEndDragging(_:willDecelerate: false)`:
        /// the content stays where the finger left it.
        case cancelsWithoutAskingForTarget
        /// The finger's moves are ignored until it lifts, which ends the drag
        /// as usual.
        case keepsDragUntilLift
    }

    /// How a bar sizes a title view without an intrinsic size (see
    /// ``Configuration/titleViewWithoutIntrinsicSize``).
    public enum TitleViewWithoutIntrinsicSize: Sendable, CaseIterable {
        /// Zero wide and high on the axis without an intrinsic size: nothing shows.
        case zeroSize
        /// The size `sizeThatFits(_:)` gives for the bar's room.
        case sizeThatFits
    }

    /// Where a lost keyboard focus goes (see ``Configuration/lostFocus``).
    public enum LostFocus: Sendable, CaseIterable {
        /// Nowhere: nothing is focused until Tab or code focuses a view.
        case nowhere
        /// The window's first focusable view in tree order.
        case windowsFirstItem
    }

    /// When a free deceleration stops (see ``Configuration/decelerationEnd``).
    public enum DecelerationEnd: Sendable, CaseIterable {
        /// When the velocity falls below 5 points per second on both axes.
        case belowFivePointsPerSecond
        /// When what is left to travel at the rate falls below half a
        /// pixel on both axes (it rests within that of the target).
        case withinHalfAPixel
    }

    /// How the content reaches a delegate-changed target (see
    /// ``Configuration/changedTargetMotion``).
    public enum ChangedTargetMotion: Sendable, CaseIterable {
        /// An animated move (``Configuration/animatedMoveCurve``) from the lift to the target lasting
        /// ``Configuration/snapMilliseconds`` (a quarter second by default).
        case easesInQuarterSecond
        /// A deceleration at the scroll view's `decelerationRate` whose
        /// starting velocity is recomputed so that it stops on the target.
        case deceleratesToTarget
    }

    /// What a touch does to an animated `setContentOffset` under way (see
    /// ``Configuration/touchDuringAnimatedSet``).
    public enum TouchDuringAnimatedSet: Sendable, CaseIterable {
        /// The move stops without an end callback and the touch is not a
        /// tap (as when a finger catches a fling).
        case catchesLikeAFling
        /// The move stops without an end callback; a touch lifted without
        /// moving is still a tap.
        case stopsAndTaps
        /// The move runs on; a touch lifted without moving is a tap.
        case passesThrough
    }

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
