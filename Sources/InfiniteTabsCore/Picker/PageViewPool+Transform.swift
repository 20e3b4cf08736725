import Foundation

extension PageViewPool {
    /// Hands every visible page view the look `transform` gives it at the
    /// scroll view's content offset `offset` (the picker's paging scroll view:
    /// one page wide, centred), through `apply`. Call it after each scroll
    /// and each change of the visible pages. An identity transform hands
    /// every view ``ItemAppearance/identity``.
    ///
    /// The distance of a view comes from its virtual page, which
    /// ``shiftPages(by:)`` moves together with the offset on a recentring, so
    /// the look of what is on screen is the same before and after it.
    package func applyAppearance(_ transform: ItemTransform, strip: PaddedStrip, offset: CGFloat,
                                _ apply: (View, ItemAppearance) -> Void) {
        for slot in visible {
            let appearance = transform.isIdentity
                ? ItemAppearance.identity
                : transform.appearance(atDistance: strip.distanceFromCenter(ofVisualPage: slot.page, offset: offset))
            apply(slot.view, appearance)
        }
    }
}
