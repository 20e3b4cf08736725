import Foundation

/// Where a tab's badge sits: centred on the top edge of the tab's content, overlapping its trailing edge, then moved inside the tab where
/// it would stick out (a badge grown with Dynamic Type would otherwise leave its tab and be clipped or cover the next one).
package enum TabBadgePlacement {
    /// How far the badge overlaps the content's trailing edge (4 pt).
    package static let overlap: CGFloat = 4

    /// The badge's frame in a tab `tab` big, for content at `content` (both in the tab's coordinates). A badge larger than the tab
    /// sits at its top leading corner; NaN or infinite input counts as 0.
    package static func frame(badge: CGSize, content: CGRect, tab: CGSize, isRightToLeft: Bool) -> CGRect {
        let w = badge.width.finiteOr(0).positiveOrZero, h = badge.height.finiteOr(0).positiveOrZero
        let tabWidth = tab.width.finiteOr(0).positiveOrZero, tabHeight = tab.height.finiteOr(0).positiveOrZero
        let x = isRightToLeft ? content.minX.finiteOr(0) + overlap - w : content.maxX.finiteOr(0) - overlap
        let y = content.minY.finiteOr(0) - h / 2
        let left = w > tabWidth ? (isRightToLeft ? tabWidth - w : 0) : Swift.min(Swift.max(x, 0), tabWidth - w)
        let top = h > tabHeight ? 0 : Swift.min(Swift.max(y, 0), tabHeight - h)
        return CGRect(x: left, y: top, width: w, height: h)
    }
}

/// Where a tab's Button Shapes underline sits (Settings > Accessibility > Display & Text Size > Button Shapes underlines text buttons):
/// 1 pt thick under the tab's content, 2 pt below it, as wide as it, kept inside the tab.
package enum ButtonShapeUnderline {
    package static func frame(content: CGRect, tab: CGSize) -> CGRect {
        let tabHeight = tab.height.finiteOr(0).positiveOrZero
        let x = content.minX.finiteOr(0), width = content.width.finiteOr(0).positiveOrZero
        let y = Swift.max(0, Swift.min(content.maxY.finiteOr(0) + 2, tabHeight - 1))
        return CGRect(x: x, y: y, width: width, height: Swift.min(1, tabHeight))
    }
}
