import Foundation

extension SelectionBinding {
    /// The one animation rule of every SwiftUI wrapper (`InfinitePicker`,
    /// `InfiniteTabStrip`, `InfinitePages`, `InfiniteTabsView`): whether a
    /// move that a view update asks for (a new bound index) is animated.
    ///
    /// A move animates when the change came with an animation (`withAnimation`,
    /// `.animation(_:value:)`, a `Transaction` that carries one) and the
    /// transaction does not disable animations; a plain `selection = 3` moves
    /// the control at once, as any SwiftUI view changes without animation.
    /// The controls slide with UIKit's own timing, not SwiftUI's curve.
    ///
    /// Reduce Motion is not part of this rule: each control reads it itself
    /// and turns an animated move into one without the long slide.
    ///
    /// - Parameters:
    ///   - hasAnimation: whether the update's `transaction.animation` is set.
    ///   - disablesAnimations: the update's `transaction.disablesAnimations`.
    package static func animatesMove(hasAnimation: Bool, disablesAnimations: Bool) -> Bool {
        hasAnimation && !disablesAnimations
    }
}
