#if canImport(UIKit) && canImport(SwiftUI)
import SwiftUI
import UIKit

extension InfiniteTabsView {
    /// Shows `content` as a header over the strip that collapses as the
    /// page on screen scrolls up, the strip staying pinned under it: the
    /// same header as ``InfiniteTabsViewController/headerView``.
    ///
    /// ```swift
    /// InfiniteTabsView(selection: $tab, titles: ["Posts", "Replies", "Media"]) { index in
    ///     PostList(section: index) // a List or ScrollView
    /// }
    /// .tabsHeader(height: 200, minimumHeight: 50) {
    ///     ProfileHeader()
    /// }
    /// ```
    ///
    /// The pages' scroll views (a `List` or `ScrollView` filling the page)
    /// start under the header and the strip; the header gets its whole
    /// `height` and slides up under a clip until `minimumHeight` points of
    /// its bottom stay. `content` is hosted once and shown again on every
    /// view update, so its `@State` lasts as long as the header is there.
    ///
    /// - Parameters:
    ///   - height: the header's height when whole, in points. Negative,
    ///     NaN or -infinity count as 0 (no header shown); more than 10,000
    ///     (+infinity too) counts as 10,000.
    ///   - minimumHeight: the height that stays when collapsed (default 0:
    ///     it slides away completely). Negative or NaN count as 0; more
    ///     than `height` counts as `height` (it never collapses).
    ///   - content: the header's view, with this view's environment.
    public func tabsHeader<Header: View>(height: CGFloat, minimumHeight: CGFloat = 0,
                                         @ViewBuilder content: @escaping () -> Header) -> InfiniteTabsView {
        var copy = self
        copy.header = (height, minimumHeight, { AnyView(content()) })
        return copy
    }
}
#endif
