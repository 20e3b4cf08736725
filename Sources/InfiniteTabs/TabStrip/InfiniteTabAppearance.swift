#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// How the built-in tab cells look.
public struct InfiniteTabAppearance: Equatable {
    /// The title font at the default text size (default: the system font,
    /// 15 pt, medium). It is scaled for the user's text size through
    /// ``textStyle``; set that to nil to show this font as it is.
    public var font: UIFont = .systemFont(ofSize: 15, weight: .medium)
    /// The selected tab's title font (default nil: ``font``), a heavier
    /// weight say. Scaled for the text size as ``font`` is. Fonts do not
    /// interpolate: during a swipe a title switches font when the swipe
    /// passes half way (as its colour does without
    /// ``interpolatesDuringSwipe``). Tabs are measured with the wider of the
    /// two fonts, so switching never clips a title or moves a tab.
    public var selectedFont: UIFont?
    /// The Dynamic Type text style whose scaling the titles follow (default
    /// `.subheadline`): a title shows ``font`` scaled by
    /// `UIFontMetrics(forTextStyle:)` for the strip's content size category,
    /// the label adjusts when the category changes, the strip measures its
    /// tabs again, and the tabs container's strip grows with the text
    /// (`TabStripHeight`). Nil keeps ``font`` fixed at every text size.
    public var textStyle: UIFont.TextStyle? = .subheadline
    /// The colour of unselected titles and images (default: `.secondaryLabel`
    /// at 80 % opacity instead of its 60 %, resolved for light, dark and
    /// Increase Contrast: about 6:1 on `.systemBackground` in light mode and
    /// 11:1 in dark, where `.secondaryLabel` gives 3.4:1 in light mode, below
    /// the 4.5:1 that WCAG 2 asks of text).
    public var textColor: UIColor = InfiniteTabAppearance.defaultTextColor
    /// The colour of the selected tab's title and image (default `.label`).
    public var selectedTextColor: UIColor = .label
    /// The padding inside each tab, around its content (default 16 pt left and
    /// right). Negative values count as 0.
    public var contentInsets = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    /// The gap between a tab's image and its title (default 6 pt).
    public var imageSpacing: CGFloat = 6
    /// The scale of the selected tab's title and image (default 1: no
    /// growth). During a swipe the scale follows the progress. NaN, infinite
    /// or not above 0 counts as 1; above 10 as 10 (see `TabTitleStyle`).
    public var selectedScale: CGFloat = 1
    /// Whether colour and scale follow a swipe (default true). When false a
    /// tab switches look when the swipe passes half way.
    public var interpolatesDuringSwipe = true
    /// The badge's background colour (default `.systemRed`).
    public var badgeColor: UIColor = .systemRed
    /// The colour of a badge's text (default `.white`).
    public var badgeTextColor: UIColor = .white
    /// The font of a badge's text at the default text size (default: the
    /// system font, 11 pt, semibold), scaled as the titles are (see
    /// ``badgeFont(compatibleWith:)``).
    public var badgeFont: UIFont = .systemFont(ofSize: 11, weight: .semibold)
    /// The largest count a badge shows as a number (default 99: 120 shows
    /// "99+"; a cap below 1 counts as 1).
    public var badgeCountCap: Int = TabBadge.defaultCountCap
    /// What VoiceOver reads for a dot badge (default "New" in the user's
    /// language, ``InfiniteTabsStrings/Key/badgeDot``, read when the
    /// appearance is created).
    public var dotBadgeSpokenText = InfiniteTabsStrings.text(.badgeDot)

    /// Creates the default appearance.
    public init() {}

    /// The title font for a trait collection's content size category:
    /// ``font`` scaled for ``textStyle``, or ``font`` itself without a text
    /// style, made bold when the traits' `legibilityWeight` is `.bold` (the
    /// user's Bold Text setting, or an app's override of it; a font with the
    /// bold trait). Nil traits use the app's current traits
    /// (`UITraitCollection.current`).
    public func titleFont(compatibleWith traits: UITraitCollection?) -> UIFont {
        scaled(font, compatibleWith: traits).honouringBoldText(traits)
    }

    /// The selected title's font for a trait collection's content size
    /// category: ``selectedFont`` (or ``font`` when nil) scaled and made bold
    /// as ``titleFont(compatibleWith:)`` does with ``font``.
    public func selectedTitleFont(compatibleWith traits: UITraitCollection?) -> UIFont {
        scaled(selectedFont ?? font, compatibleWith: traits).honouringBoldText(traits)
    }

    /// The badge's font for a trait collection's content size category:
    /// ``badgeFont`` scaled for ``textStyle`` as the titles are (nil keeps it
    /// fixed) and made bold with Bold Text. A badge grown with the text stays
    /// inside its tab (`TabBadgePlacement`).
    public func badgeFont(compatibleWith traits: UITraitCollection?) -> UIFont {
        scaled(badgeFont, compatibleWith: traits).honouringBoldText(traits)
    }

    private func scaled(_ font: UIFont, compatibleWith traits: UITraitCollection?) -> UIFont {
        guard let style = textStyle else { return font }
        return UIFontMetrics(forTextStyle: style).scaledFont(for: font, compatibleWith: traits)
    }
}

/// How the indicator under the selected tab looks.
public struct InfiniteTabIndicatorStyle: Equatable {
    /// The indicator's shape (default ``TabIndicatorShape/underline``): an
    /// underline, a rounded background behind the title, or a dot. See
    /// ``background`` and ``dot`` for ready-made styles.
    public var shape: TabIndicatorShape = .underline
    /// The indicator's colour (default: the view's tint colour when nil).
    public var color: UIColor?
    /// The indicator's height in points (default 3; negative, NaN or infinite
    /// counts as 0): the underline's thickness or the dot's diameter; a
    /// background ignores it.
    public var height: CGFloat = 3
    /// The corner radius (default 1.5), never more than half the indicator's
    /// shorter side (`.infinity` gives a capsule; a dot is always round;
    /// negative or NaN counts as 0).
    public var cornerRadius: CGFloat = 1.5
    /// Insets from the tab's frame: left and right shrink the indicator, bottom
    /// lifts it from the strip's bottom edge; top is used by a background
    /// only. Default zero.
    /// Negative insets widen or lower it; NaN or infinite ones count as 0; a
    /// tab narrower than its insets gets a 0-wide indicator (see
    /// `StripFrame.indicatorRect(stripHeight:height:leftInset:rightInset:bottomInset:)`).
    public var insets: UIEdgeInsets = .zero
    /// How wide the indicator is, centred under its tab (default
    /// ``TabIndicatorWidth/tab``): ``TabIndicatorWidth/title`` makes it as
    /// wide as the tab's title (and image) as the selected tab shows it,
    /// following a swipe from one title's width to the other's;
    /// ``TabIndicatorWidth/fixed(_:)`` gives every tab the same width. Never
    /// wider than the tab; ``insets`` then narrow (or, negative, widen) it.
    /// A custom cell's title width is its measured width.
    public var width: TabIndicatorWidth = .tab

    /// Creates the default style.
    public init() {}

    /// A capsule behind the selected title, in a faint tint: 6 points from the
    /// top and bottom of the strip, 4 points in from the tab's sides.
    public static var background: InfiniteTabIndicatorStyle {
        var style = InfiniteTabIndicatorStyle()
        style.apply(.background)
        style.color = UIColor.systemBlue.withAlphaComponent(0.15)
        return style
    }

    /// A dot 6 points across, 4 points above the bottom of the strip, centred
    /// under the selected tab.
    public static var dot: InfiniteTabIndicatorStyle {
        var style = InfiniteTabIndicatorStyle()
        style.apply(.dot)
        return style
    }

    /// The core geometry this style stands for.
    var geometry: TabIndicatorGeometry {
        TabIndicatorGeometry(shape: shape, size: height, cornerRadius: cornerRadius, leftInset: insets.left,
                             rightInset: insets.right, topInset: insets.top, bottomInset: insets.bottom)
    }

    private mutating func apply(_ g: TabIndicatorGeometry) {
        shape = g.shape
        height = g.size
        cornerRadius = g.cornerRadius
        insets = UIEdgeInsets(top: g.topInset, left: g.leftInset, bottom: g.bottomInset, right: g.rightInset)
    }
}

extension InfiniteTabAppearance {
    /// The default ``textColor``: one shared dynamic colour, so that two
    /// default appearances compare equal.
    static let defaultTextColor = UIColor { traits in
        UIColor.secondaryLabel.resolvedColor(with: traits).withAlphaComponent(0.8)
    }
}
#endif
