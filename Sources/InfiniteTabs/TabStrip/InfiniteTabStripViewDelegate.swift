#if canImport(UIKit)
import UIKit
@_spi(Core) import InfiniteTabsCore

/// Told when the user taps a tab of an ``InfiniteTabStripView``.
@MainActor
public protocol InfiniteTabStripViewDelegate: AnyObject {
    /// The user tapped the tab of `index` (any copy of it). `direction` is the
    /// way the selection moves along the strip: forward when the tapped copy
    /// lies after the selected tab on screen. Not called for taps on the
    /// selected tab or for programmatic selection.
    func infiniteTabView(_ tabView: InfiniteTabStripView, didSelect index: Int, direction: PageDirection)
}
#endif
