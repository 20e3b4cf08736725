#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// Told when the user selects a tab of an ``InfiniteTabStripView``, or
/// taps the selected one again. Every method has an empty default.
@MainActor
public protocol InfiniteTabStripViewDelegate: AnyObject {
    /// The user tapped the tab of `index` (any copy of it) or activated it
    /// with VoiceOver. Called before ``InfiniteTabStripView/onSelect``; not
    /// for the selected tab or for a selection in code.
    func infiniteTabStripView(_ tabStrip: InfiniteTabStripView, didSelectItemAt index: Int)
    /// The user tapped the selected tab `index` again (any copy of it), or
    /// activated it with VoiceOver, while the strip was at rest. Called
    /// before ``InfiniteTabStripView/onReselect``; never for another tab.
    func infiniteTabStripView(_ tabStrip: InfiniteTabStripView, didReselectItemAt index: Int)
}

extension InfiniteTabStripViewDelegate {
    /// Does nothing.
    public func infiniteTabStripView(_ tabStrip: InfiniteTabStripView, didSelectItemAt index: Int) {}
    /// Does nothing.
    public func infiniteTabStripView(_ tabStrip: InfiniteTabStripView, didReselectItemAt index: Int) {}
}
#endif
