#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// Told when the user selects a tab of an ``InfiniteTabStripView``.
@MainActor
public protocol InfiniteTabStripViewDelegate: AnyObject {
    /// The user tapped the tab of `index` (any copy of it) or activated it
    /// with VoiceOver. Called before ``InfiniteTabStripView/onSelect``; not
    /// for the selected tab or for a selection in code.
    func infiniteTabStripView(_ tabStrip: InfiniteTabStripView, didSelectItemAt index: Int)
}
#endif
