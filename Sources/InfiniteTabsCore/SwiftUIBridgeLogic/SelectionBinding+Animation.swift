import Foundation

extension SelectionBinding {
    /// Whether a move a view update asks for is animated, in every wrapper:
    /// when the update's transaction carries an animation and does not
    /// disable animations (`selection = 3` alone moves at once). The controls
    /// slide with UIKit's timing; Reduce Motion is each control's own rule.
    package static func animatesMove(hasAnimation: Bool, disablesAnimations: Bool) -> Bool {
        hasAnimation && !disablesAnimations
    }
}
