import Foundation

/// Where a tab's badge sits: centred on the top edge of the tab's content, overlapping its trailing edge, then moved inside the tab where
/// it would stick out (a badge grown with Dynamic Type would otherwise leave its tab and be clipped or cover the next one).
package enum TabBadgePlacement {
    /// How far the badge overlaps the content's trailing edge (4 pt).
    package static let overlap: CGFloat = 4

    /// The badge's frame in a tab `tabWidth` × `tabHeight`, for content spanning `contentLeft...contentRight` from `contentTop` down
    /// (the tab's coordinates). A badge larger than the tab sits at its top leading corner; NaN or infinite input counts as 0.
    package static func frame(badgeWidth: CGFloat, badgeHeight: CGFloat, contentLeft: CGFloat, contentRight: CGFloat,
                              contentTop: CGFloat, tabWidth: CGFloat, tabHeight: CGFloat, isRightToLeft: Bool) -> CGRect {
        let w = badgeWidth.finiteOr(0).positiveOrZero, h = badgeHeight.finiteOr(0).positiveOrZero
        let tw = tabWidth.finiteOr(0).positiveOrZero, th = tabHeight.finiteOr(0).positiveOrZero
        let x = isRightToLeft ? contentLeft.finiteOr(0) + overlap - w : contentRight.finiteOr(0) - overlap
        let y = contentTop.finiteOr(0) - h / 2
        let left = w > tw ? (isRightToLeft ? tw - w : 0) : Swift.min(Swift.max(x, 0), tw - w)
        let top = h > th ? 0 : Swift.min(Swift.max(y, 0), th - h)
        return CGRect(origin: CGPoint(x: left, y: top), size: CGSize(width: w, height: h))
    }
}

/// Where a tab's Button Shapes underline sits (Settings > Accessibility > Display & Text Size > Button Shapes underlines text buttons):
/// 1 pt thick, 2 pt below the tab's content, as wide as it, kept inside the tab; NaN or infinite input counts as 0.
package enum ButtonShapeUnderline {
    package static func frame(contentLeft: CGFloat, contentWidth: CGFloat, contentBottom: CGFloat, tabHeight: CGFloat) -> CGRect {
        let th = tabHeight.finiteOr(0).positiveOrZero
        let y = Swift.max(0, Swift.min(contentBottom.finiteOr(0) + 2, th - 1))
        return CGRect(origin: CGPoint(x: contentLeft.finiteOr(0), y: y),
                      size: CGSize(width: contentWidth.finiteOr(0).positiveOrZero, height: Swift.min(1, th)))
    }
}
