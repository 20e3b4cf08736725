import Foundation

/// Where an `InfiniteTabsViewController` puts its tab strip (its
/// `InfiniteTabsOptions/tabStripPosition`).
public enum TabStripPosition: Hashable, Sendable {
    /// Above the pages, under the top safe area (the default; Android's TabLayout).
    case top
    /// Below the pages, above the bottom safe area.
    case bottom
}
