#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension TabItemsUpdate {
    /// Records `newItems` in `bound` and says what the strip or container
    /// needs: nothing, new badges only, or a reload. The same array again is
    /// decided without scanning it (`BoundItems`).
    @MainActor
    package static func recording(_ newItems: [InfiniteTabItem], in bound: inout BoundItems<InfiniteTabItem>) -> TabItemsUpdate {
        let old = bound.items
        guard bound.update(to: newItems) else { return .none }
        return .between(oldKeys: old.map(\.layoutKey), oldBadges: old.map(\.badge),
                        newKeys: newItems.map(\.layoutKey), newBadges: newItems.map(\.badge))
    }
}
#endif
