import Foundation

/// How wide the tabs of a tab strip are.
public enum TabWidthMode: Hashable, Sendable {
    /// Each tab is as wide as its content (one measured width per item, pixel-aligned).
    case fitting
    /// Every tab has the same width.
    case fixed(CGFloat)
    /// When all tabs at their fitting widths fit in the viewport, they share its width equally and the strip stops looping (nothing to
    /// scroll); otherwise like `fitting`.
    case fillEqually
}

extension TabWidthMode {
    /// Whether the tabs' content must be measured: always, but for a fixed width that
    /// ``TabStripSizing/resolve(measured:mode:spacing:viewportWidth:scale:loops:voiceOverRunning:)`` uses (finite and positive), where measuring 100,000
    /// titles would be wasted.
    package var needsMeasuring: Bool {
        if case .fixed(let width) = self { return width.positiveOrZero <= 0 }
        return true
    }
}

/// The widths a strip's tabs get and whether the strip loops, decided from the measured content widths, a ``TabWidthMode`` and the
/// viewport.
package struct TabStripSizing: Hashable, Sendable {
    /// The width of each tab, pixel-aligned, never negative or NaN.
    package var widths: [CGFloat]
    /// Whether the strip loops (false when asked not to, or when ``TabWidthMode/fillEqually`` shares the viewport).
    package var isLooping: Bool

    package init(widths: [CGFloat], isLooping: Bool) { self.widths = widths; self.isLooping = isLooping }

    /// Resolves the widths; once the viewport has a width, no tab is wider than it. While `voiceOverRunning`, a strip that would
    /// show one tab twice at once stops looping (``showsATabTwice(widths:spacing:viewportWidth:)``).
    package static func resolve(measured: [CGFloat], mode: TabWidthMode, spacing: CGFloat,
                               viewportWidth: CGFloat, scale: CGFloat, loops: Bool,
                               voiceOverRunning: Bool = false) -> TabStripSizing {
        var sizing = capped(measured: measured, mode: mode, spacing: spacing, viewportWidth: viewportWidth, scale: scale, loops: loops)
        if voiceOverRunning, sizing.isLooping,
           showsATabTwice(widths: sizing.widths, spacing: spacing, viewportWidth: viewportWidth) {
            sizing.isLooping = false
        }
        return sizing
    }

    /// Whether a looping strip of tabs `widths` wide, `spacing` apart, can show two copies of one tab at once in a viewport
    /// `viewportWidth` wide: when its period (the tabs and one spacing each) is shorter than the viewport plus its widest tab.
    /// VoiceOver finds a tab under a finger by its one element's frame, so such a copy would read nothing (issue 29): the strip
    /// then shows each tab once. False without a usable viewport.
    package static func showsATabTwice(widths: [CGFloat], spacing: CGFloat, viewportWidth: CGFloat) -> Bool {
        let viewport = viewportWidth.usableWidth
        guard viewport > 0, !widths.isEmpty else { return false }
        let usable = widths.map(\.usableWidth)
        let period = usable.reduce(0, +) + spacing.usableWidth * CGFloat(usable.count)
        return period < viewport + (usable.max() ?? 0)
    }

    private static func capped(measured: [CGFloat], mode: TabWidthMode, spacing: CGFloat,
                               viewportWidth: CGFloat, scale: CGFloat, loops: Bool) -> TabStripSizing {
        var sizing = uncapped(measured: measured, mode: mode, spacing: spacing, viewportWidth: viewportWidth, scale: scale, loops: loops)
        // Issue 29: a tab is never wider than the strip (at AX5 a long title and its badge need about 420 pt); its title truncates
        // (``maximumTitleWidth(tabWidth:leading:trailing:imageWidth:imageSpacing:badgeRoom:)``). No cap before the first layout.
        let viewport = viewportWidth.finiteOr(0)
        guard viewport > 0 else { return sizing }
        let s = (scale.isFinite && scale >= 0.01 && scale <= 1000) ? scale : 1
        let cap = ((viewport * s).rounded(.down) / s).finiteOr(viewport)
        sizing.widths = sizing.widths.map { Swift.min($0, cap) }
        return sizing
    }

    /// The widest a tab's title may be drawn in a tab `tabWidth` wide: what is left after the `leading` and `trailing` padding, the
    /// image and the spacing beside it, and `badgeRoom` (``TabBadgePlacement/tabWidening(badgeWidth:sideInset:atAccessibilitySize:)``,
    /// the badge beside the title at the accessibility sizes). A title wider than that truncates. NaN, infinite or negative input counts
    /// as 0; never negative.
    package static func maximumTitleWidth(tabWidth: CGFloat, leading: CGFloat, trailing: CGFloat, imageWidth: CGFloat?,
                                          imageSpacing: CGFloat, badgeRoom: CGFloat) -> CGFloat {
        let taken = contentWidth(titleWidth: nil, imageWidth: imageWidth, imageSpacing: 0, leading: leading, trailing: trailing)
            + (imageWidth != nil ? imageSpacing.usableWidth : 0) + badgeRoom.usableWidth
        return (tabWidth.usableWidth - taken).finiteOr(0).positiveOrZero
    }

    private static func uncapped(measured: [CGFloat], mode: TabWidthMode, spacing: CGFloat,
                                 viewportWidth: CGFloat, scale: CGFloat, loops: Bool) -> TabStripSizing {
        let fitting = measured.map { $0.pixelCeiled(scale: scale) }
        switch mode {
        case .fitting:
            return TabStripSizing(widths: fitting, isLooping: loops)
        case .fixed(let w):
            let width = w.pixelCeiled(scale: scale)
            guard width > 0 else { return TabStripSizing(widths: fitting, isLooping: loops) }
            return TabStripSizing(widths: Array(repeating: width, count: measured.count), isLooping: loops)
        case .fillEqually:
            let n = CGFloat(fitting.count)
            let gap = spacing.positiveOrZero
            let viewport = viewportWidth.positiveOrZero
            let total = fitting.reduce(0, +) + gap * Swift.max(0, n - 1)
            guard n > 0, viewport > 0, total <= viewport else { return TabStripSizing(widths: fitting, isLooping: loops) }
            let s = (scale.isFinite && scale >= 0.01 && scale <= 1000) ? scale : 1
            let raw = (viewport - gap * (n - 1)) / n
            let aligned = (raw * s).rounded(.down) / s
            // A share too large to pixel-align (it overflows) stays unaligned.
            let share = aligned.isFinite ? aligned : raw
            return TabStripSizing(widths: Array(repeating: Swift.max(0, share.finiteOr(0)), count: fitting.count), isLooping: false)
        }
    }

    /// The width of `widths` side by side with `spacing` between two (negative counts as 0): a strip's natural width, one copy of
    /// its tabs, which a navigation bar sizes its title view from. 0 without tabs; NaN widths count as 0; more than 100,000 points
    /// counts as 100,000.
    package static func naturalWidth(of widths: [CGFloat], spacing: CGFloat) -> CGFloat {
        let gap = spacing.positiveOrZero
        let total = widths.reduce(0) { $0 + $1.usableWidth } + gap * CGFloat(Swift.max(0, widths.count - 1))
        return Swift.min(total.finiteOr(100_000), 100_000)
    }

    /// The fitting width of a tab's content: its title and image side by side (`imageSpacing` between them only when both are there) plus
    /// the leading and trailing padding.
    package static func contentWidth(titleWidth: CGFloat?, imageWidth: CGFloat?, imageSpacing: CGFloat,
                                    leading: CGFloat, trailing: CGFloat) -> CGFloat {
        let both = titleWidth != nil && imageWidth != nil
        return (titleWidth ?? 0).usableWidth + (imageWidth ?? 0).usableWidth
            + (both ? imageSpacing.usableWidth : 0) + leading.usableWidth + trailing.usableWidth
    }
}
