import Foundation

/// Where an `InfiniteTabsViewController` puts its tab strip (its
/// `InfiniteTabsOptions/tabStripPosition`).
public enum TabStripPosition: Hashable, Sendable {
    /// Above the pages, under the top safe area (the default; Android's TabLayout).
    case top
    /// Below the pages, above the bottom safe area.
    case bottom
    /// In the navigation bar of the navigation controller showing the
    /// container, as its `navigationItem.titleView` (Tabman's
    /// `.navigationItem`): as wide as its tabs, at most the width the bar
    /// gives a title view, the pages filling the whole view under the bar.
    /// Without a navigation controller the strip is not on screen.
    /// SwiftUI's `InfiniteTabsView` shows it at the top instead: put an
    /// `InfiniteTabStrip` in the toolbar's `.principal` item there.
    case navigationBar
}

extension TabStripPosition {
    /// Whether the strip leaves the container's view for its `navigationItem.titleView`.
    package var isInNavigationBar: Bool { self == .navigationBar }

    /// The position SwiftUI's `InfiniteTabsView` uses: its container's navigation item is not SwiftUI's, so a strip
    /// asked for in the navigation bar goes at the top.
    package var inSwiftUI: TabStripPosition { self == .navigationBar ? .top : self }
}
