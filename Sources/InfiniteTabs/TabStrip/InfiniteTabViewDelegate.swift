#if canImport(UIKit)
import UIKit

/// Told when the user taps a tab of an ``InfiniteTabView``.
@MainActor
public protocol InfiniteTabViewDelegate: AnyObject {
    /// The user tapped the tab of `index` (any copy of it). `direction` is the
    /// way the selection moves along the strip: forward when the tapped copy
    /// lies after the selected tab on screen. Not called for taps on the
    /// selected tab or for programmatic selection.
    func infiniteTabView(_ tabView: InfiniteTabView, didSelect index: Int, direction: PageDirection)
}
#endif
