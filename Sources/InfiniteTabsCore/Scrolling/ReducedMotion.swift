import Foundation

/// The Reduce Motion rule every driver applies: a move asked for with
/// animation goes at once when the user prefers reduced motion, and
/// auto-advance pauses; the user's own swipes follow the finger as always.
/// Apple's Human Interface Guidelines ask to replace sliding transitions when
/// Reduce Motion is on; an instant change needs no new view state.
package enum ReducedMotion {
    /// How a move runs: ``MoveAnimation/slide`` when `animated` and the user does not prefer reduced motion, else
    /// ``MoveAnimation/none``.
    package static func animation(animated: Bool, prefersReducedMotion: Bool) -> MoveAnimation {
        animated && !prefersReducedMotion ? .slide : .none
    }

    /// Whether a move asked for with `animated` slides (the Boolean the scroll and page hosts take).
    package static func slides(animated: Bool, prefersReducedMotion: Bool) -> Bool {
        animation(animated: animated, prefersReducedMotion: prefersReducedMotion) == .slide
    }

    /// Whether auto-advance may run: only when the user does not prefer reduced motion.
    package static func allowsAutoAdvance(prefersReducedMotion: Bool) -> Bool {
        !prefersReducedMotion
    }

    /// The setting a control uses: its own override when set (a control's `prefersReducedMotion` property, for a
    /// playground, a screenshot or an app's own switch), else the system's Reduce Motion.
    package static func effective(override: Bool?, system: Bool) -> Bool {
        override ?? system
    }
}
