// What a control's driver needs to know about its view to decide whether to lay out or measure again.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension UIView {
    /// The size, direction and text size the view has now (see `ViewRefreshTracker`).
    var viewMetrics: ViewMetrics {
        ViewMetrics(width: bounds.width, height: bounds.height,
                    layoutDirection: LayoutDirection(effectiveUserInterfaceLayoutDirection),
                    textSize: traitCollection.preferredContentSizeCategory.rawValue)
    }
}
#endif
