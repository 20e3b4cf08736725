import Foundation

extension SelectionBinding {
    /// The one animation rule of every SwiftUI wrapper (`InfinitePicker`,
    /// `InfiniteTabStrip`, `InfinitePages`, `InfiniteTabsView`): whether a
    /// move that a view update asks for (a new bound index) is animated.
    ///
    /// A move animates unless the update's transaction disables animations
    /// (`Transaction.disablesAnimations`, set for example with
    /// `.transaction { $0.disablesAnimations = true }` or inside
    /// `withTransaction`), the way a UIKit control slides when it is moved by
    /// code. Whether the transaction carries an animation of its own
    /// (`withAnimation`) does not matter, and a transaction that both carries
    /// an animation and disables animations does not animate: the controls
    /// animate with UIKit, not with SwiftUI's curve, so `withAnimation` is
    /// neither needed nor able to change how they move.
    ///
    /// Reduce Motion is not part of this rule: each control reads it itself
    /// and turns an animated move into one without the long slide, whatever
    /// the wrapper asked for.
    ///
    /// - Parameter disablesAnimations: the update's
    ///   `transaction.disablesAnimations`.
    package static func animatesMove(disablesAnimations: Bool) -> Bool {
        !disablesAnimations
    }
}
