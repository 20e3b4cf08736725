import Foundation

extension ItemTransform {
    /// What a control does with its views' looks on a scroll.
    package enum Pass: Hashable, Sendable {
        case skip
        case apply
        /// The transform was just turned off: give every view the identity look once (spare views included), after
        /// which passes are skipped.
        case reset
    }

    /// The pass for this transform when the views `viewsCarryLook` (they got a look from a transform that was not the
    /// identity): ``Pass/apply`` for any transform but the identity; for the identity ``Pass/reset`` once the views
    /// carry a look, else ``Pass/skip``, so a picker or pages without a transform touch no view on a scroll.
    package func pass(viewsCarryLook: Bool) -> Pass {
        if !isIdentity { return .apply }
        return viewsCarryLook ? .reset : .skip
    }
}
