import Foundation

/// How tall the tabs container makes its strip when the tab titles follow Dynamic Type: the requested height plus however much taller a
/// title line has become than at the default text size, up to a bound.
package enum TabStripHeight {
    /// A strip's height at the default text size when nothing else asks for one: 44 pt, the smallest comfortable tap target (Apple's
    /// Human Interface Guidelines, "Accessibility": "44x44 pt").
    package static let standard: CGFloat = 44

    /// The bound: the strip is at most this many times the requested height (2: 88 pt for the default 44).
    package static let maximumScale: CGFloat = 2

    /// The strip's height for a `requested` height when the title line is `titleLineHeight` tall now and `defaultTitleLineHeight` tall at
    /// the default content size category.
    package static func height(requested: CGFloat, titleLineHeight: CGFloat, defaultTitleLineHeight: CGFloat) -> CGFloat {
        let base = requested.positiveOrZero
        let now = titleLineHeight.positiveOrZero
        let normal = defaultTitleLineHeight.positiveOrZero
        let growth = now > 0 && normal > 0 ? Swift.max(0, now - normal) : 0
        // Near the largest finite height the sum overflows: the strip then keeps the requested height.
        let height = Swift.min(base + growth, base * maximumScale)
        return height.isFinite ? height : base
    }
}
