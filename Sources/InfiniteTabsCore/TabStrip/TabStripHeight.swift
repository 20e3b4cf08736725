import Foundation

/// How tall the tabs container makes its strip when the tab titles follow
/// Dynamic Type: the requested height plus however much taller a title line
/// has become than at the default text size, up to a bound.
///
/// ```
/// requested 44, title line 18 pt at the default size (Large); the other
/// line heights are examples:
///   Large            line 18  → 44
///   Extra Extra Large line 23 → 49
///   Accessibility 3   line 43 → 69
///   Accessibility 5   line 58 → 84
///   a line of 80 pt          → 88  (the bound: 2 × 44)
/// ```
///
/// - The strip never gets shorter than requested (smaller text keeps it).
/// - It grows by the title line's growth, one point per point, so the space
///   around the title stays what the requested height gave at the default
///   size.
/// - It is at most ``maximumScale`` times the requested height: at the largest
///   accessibility sizes the strip stays a strip and leaves the screen to the
///   pages (titles taller than that are clipped by their cell).
/// - A fixed font (its line the same at every size) keeps the requested
///   height.
package enum TabStripHeight {
    /// The bound: the strip is at most this many times the requested height
    /// (2: 88 pt for the default 44).
    package static let maximumScale: CGFloat = 2

    /// The strip's height for a `requested` height when the title line is
    /// `titleLineHeight` tall now and `defaultTitleLineHeight` tall at the
    /// default content size category.
    ///
    /// Bad input: a requested height that is negative, NaN or infinite counts
    /// as 0 (no strip, which stays 0); line heights that are not finite and
    /// positive add nothing; every result is finite and between the requested
    /// height and ``maximumScale`` times it (a requested height so large that
    /// the sum would overflow stays as requested).
    package static func height(requested: CGFloat, titleLineHeight: CGFloat, defaultTitleLineHeight: CGFloat) -> CGFloat {
        let base = requested.positiveOrZero
        let now = titleLineHeight.positiveOrZero
        let normal = defaultTitleLineHeight.positiveOrZero
        let growth = now > 0 && normal > 0 ? Swift.max(0, now - normal) : 0
        // Near the largest finite height the sum overflows: the strip then
        // keeps the requested height.
        let height = Swift.min(base + growth, base * maximumScale)
        return height.isFinite ? height : base
    }
}
