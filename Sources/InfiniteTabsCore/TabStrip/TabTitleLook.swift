import Foundation

/// A colour as red, green, blue and alpha components in 0...1, so that the
/// core can interpolate title colours without UIKit.
package struct TabColor: Hashable, Sendable {
    /// Red, 0...1.
    package var red: CGFloat
    /// Green, 0...1.
    package var green: CGFloat
    /// Blue, 0...1.
    package var blue: CGFloat
    /// Alpha (opacity), 0...1.
    package var alpha: CGFloat

    /// Creates a colour; each component is clamped to 0...1 (NaN gives 0).
    package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red.clampedToUnit
        self.green = green.clampedToUnit
        self.blue = blue.clampedToUnit
        self.alpha = alpha.clampedToUnit
    }

    /// A colour whose components the caller has already clamped to 0...1.
    init(unclampedRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Opaque black.
    package static let black = TabColor(red: 0, green: 0, blue: 0)
    /// Opaque mid grey (half of each component).
    package static let gray = TabColor(red: 0.5, green: 0.5, blue: 0.5)

    /// The colour `fraction` of the way to `other`, component by component;
    /// the fraction is clamped to 0...1 (NaN gives 0, so self).
    package func interpolated(to other: TabColor, fraction: CGFloat) -> TabColor {
        let t = fraction.clampedToUnit
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        return TabColor(red: mix(red, other.red), green: mix(green, other.green),
                        blue: mix(blue, other.blue), alpha: mix(alpha, other.alpha))
    }
}

/// How a tab title looks at one moment of a swipe: its colour and its scale.
package struct TabTitleLook: Hashable, Sendable {
    /// The title's colour.
    package var color: TabColor
    /// The title's scale (1 is its natural size).
    package var scale: CGFloat

    /// Creates a look.
    package init(color: TabColor, scale: CGFloat) { self.color = color; self.scale = scale }
}

/// The two looks of a tab title, normal and selected, and the look in
/// between for a tab that is partly selected during a swipe (see
/// ``PagingState/titleEmphasis(ofItem:)``).
///
/// Bad input: a scale that is NaN, infinite or not above 0 counts as 1; a
/// scale above 10 counts as 10.
package struct TabTitleStyle: Hashable, Sendable {
    /// The colour of unselected titles (default ``TabColor/gray``).
    package var normalColor: TabColor
    /// The colour of the selected title (default ``TabColor/black``).
    package var selectedColor: TabColor
    /// The scale of unselected titles (default 1).
    package var normalScale: CGFloat
    /// The scale of the selected title (default 1: titles do not grow).
    package var selectedScale: CGFloat
    /// Whether the look follows a swipe (default true). When false a title
    /// switches from one look to the other when the emphasis passes one half.
    package var interpolates: Bool

    /// Creates a style; every parameter has the default documented on its
    /// property.
    package init(normalColor: TabColor = .gray, selectedColor: TabColor = .black,
                normalScale: CGFloat = 1, selectedScale: CGFloat = 1, interpolates: Bool = true) {
        self.normalColor = normalColor
        self.selectedColor = selectedColor
        self.normalScale = normalScale
        self.selectedScale = selectedScale
        self.interpolates = interpolates
    }

    /// The look of a title selected by `emphasis` (0 normal, 1 selected,
    /// clamped; NaN counts as 0). Colour and scale are interpolated linearly
    /// (see ``TitleLookRamp``, the same looks from differences worked out
    /// once).
    package func look(emphasis: CGFloat) -> TabTitleLook {
        TitleLookRamp(style: self).look(emphasis: emphasis)
    }

    static func usableScale(_ scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return 1 }
        return Swift.min(scale, 10)
    }
}

extension PagingState {
    /// How selected item `item`'s title looks in this state, 0...1: at rest 1
    /// for the index and 0 for every other item; during a move
    /// `1 − progress` for the tab being left and `progress` for the tab being
    /// reached (also from the last tab to the first), 0 for tabs in between.
    /// It depends on the item, not on the copy, so every copy of a tab looks
    /// the same and a recentre never changes a title. Items out of range get 0.
    /// Bad input: a progress set outside 0...1 after the move was made is
    /// clamped (NaN counts as 0), so the emphasis is always in 0...1.
    package func titleEmphasis(ofItem item: Int) -> CGFloat {
        switch self {
        case .idle(let i):
            return item == i ? 1 : 0
        case .dragging(let m), .settling(let m), .transitioning(let m):
            if m.from == m.to { return item == m.to ? 1 : 0 }
            let progress = m.progress.clampedToUnit
            if item == m.from { return 1 - progress }
            if item == m.to { return progress }
            return 0
        }
    }
}

extension CGFloat {
    /// Clamped to 0...1; NaN gives 0.
    var clampedToUnit: CGFloat { isNaN ? 0 : Swift.min(Swift.max(self, 0), 1) }
}
