#if canImport(UIKit)
import InfiniteTabsCore

/// What a bridge reads of SwiftUI's `Transaction`: whether the update came
/// with an animation (`withAnimation`, `.animation(_:value:)`) and whether
/// it disables animations.
package struct BridgeTransaction: Hashable, Sendable {
    package var hasAnimation: Bool
    package var disablesAnimations: Bool

    package init(hasAnimation: Bool = false, disablesAnimations: Bool = false) {
        self.hasAnimation = hasAnimation
        self.disablesAnimations = disablesAnimations
    }

    /// Whether a move this update asks for slides (`SelectionBinding.animatesMove(hasAnimation:disablesAnimations:)`).
    package var animatesMove: Bool {
        SelectionBinding.animatesMove(hasAnimation: hasAnimation, disablesAnimations: disablesAnimations)
    }
}
#endif
