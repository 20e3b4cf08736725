import Foundation

/// How wide the tab strip's indicator is, centred under its tab.
public enum TabIndicatorWidth: Hashable, Sendable {
    /// As wide as the tab (the default).
    case tab
    /// As wide as the tab's content: its title (and image) as the selected tab shows it, without the tab's padding. During a swipe the
    /// width moves from one tab's title to the other's with the progress.
    case title
    /// A fixed width in points, never wider than the tab (negative or NaN counts as 0; infinite as the tab's width).
    case fixed(CGFloat)

    /// The indicator's span under a tab at `tab` whose content is `contentWidth` wide (nil when unknown: the tab's width), centred in the
    /// tab and never wider than it (a content width that is negative or NaN counts as 0).
    package func frame(under tab: StripFrame, contentWidth: CGFloat?) -> StripFrame {
        let tabWidth = tab.width.positiveOrZero
        let wanted: CGFloat
        switch self {
        case .tab: return tab
        case .title: wanted = contentWidth.map { $0.isNaN ? 0 : $0 } ?? tabWidth
        case .fixed(let w): wanted = w.isNaN ? 0 : w
        }
        let width = Swift.min(Swift.max(wanted, 0), tabWidth)
        return StripFrame(x: (tab.x + (tabWidth - width) / 2).finiteOr(0), width: width)
    }
}
