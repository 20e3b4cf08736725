import Foundation

/// Where a tab's badge sits: centred on the top edge of the tab's content, overlapping its trailing edge, then moved inside the tab where
/// it would stick out (a badge grown with Dynamic Type would otherwise leave its tab and be clipped or cover the next one).
package enum TabBadgePlacement {
    /// How far the badge overlaps the content's trailing edge (4 pt).
    package static let overlap: CGFloat = 4

    /// How far the badge overlaps the content at a text size: ``overlap`` at the standard sizes (the badge on the content's corner,
    /// as a tab bar's), none at the accessibility sizes, where a grown badge on the corner would cover a large part of the title.
    package static func overlap(atAccessibilitySize: Bool) -> CGFloat { atAccessibilitySize ? 0 : overlap }

    /// How much wider a tab is made so its badge sits beside its title instead of over it: at the accessibility sizes, twice what the
    /// badge placed at the content's edge (``overlap(atAccessibilitySize:)``) needs beyond the inset on its side (twice, since the
    /// content stays centred); 0 at the standard sizes (a tab's width does not change with its badge there). NaN, infinite or
    /// negative input counts as 0.
    package static func tabWidening(badgeWidth: CGFloat, sideInset: CGFloat, atAccessibilitySize: Bool) -> CGFloat {
        guard atAccessibilitySize else { return 0 }
        let needed = badgeWidth.finiteOr(0).positiveOrZero - overlap(atAccessibilitySize: true) - sideInset.finiteOr(0).positiveOrZero
        return 2 * needed.positiveOrZero
    }

    /// The badge's frame in a tab `tabWidth` × `tabHeight`, for content spanning `contentLeft...contentRight` from `contentTop` down
    /// (the tab's coordinates). A badge larger than the tab sits at its top leading corner; NaN or infinite input counts as 0.
    /// `overlap` is how far the badge overlaps the content (``overlap(atAccessibilitySize:)``).
    package static func frame(badgeWidth: CGFloat, badgeHeight: CGFloat, contentLeft: CGFloat, contentRight: CGFloat,
                              contentTop: CGFloat, tabWidth: CGFloat, tabHeight: CGFloat, isRightToLeft: Bool,
                              overlap: CGFloat = overlap) -> CGRect {
        let overlap = overlap.finiteOr(0)
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
