import Foundation

/// The two looks of a tab title, normal and selected, and the look in between for a tab that is partly selected during a swipe (see
/// ``PagingState/titleEmphasis(ofItem:)``).
package struct TabTitleStyle: Hashable, Sendable {
    package var normalColor: TabColor
    package var selectedColor: TabColor
    package var normalScale: CGFloat
    package var selectedScale: CGFloat
    package var interpolates: Bool

    package init(normalColor: TabColor = .gray, selectedColor: TabColor = .black,
                normalScale: CGFloat = 1, selectedScale: CGFloat = 1, interpolates: Bool = true) {
        self.normalColor = normalColor
        self.selectedColor = selectedColor
        self.normalScale = normalScale
        self.selectedScale = selectedScale
        self.interpolates = interpolates
    }

    /// The look of a title selected by `emphasis` (0 normal, 1 selected, clamped; NaN counts as 0).
    package func look(emphasis: CGFloat) -> TitleLook {
        TitleLook.Ramp(style: self).look(emphasis: emphasis)
    }

    static func usableScale(_ scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return 1 }
        return Swift.min(scale, 10)
    }
}
