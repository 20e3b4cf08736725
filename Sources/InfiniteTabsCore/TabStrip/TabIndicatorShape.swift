import Foundation

/// The shape of the tab strip's indicator.
public enum TabIndicatorShape: Hashable, Sendable {
    /// A bar along the bottom of the selected tab (the default).
    case underline
    /// A rounded rectangle behind the selected tab's title, as tall as the strip less the top and bottom insets.
    case background
    /// A small circle centred under the selected tab.
    case dot
}
