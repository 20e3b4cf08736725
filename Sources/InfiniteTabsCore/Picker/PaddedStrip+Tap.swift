import Foundation

extension PaddedStrip {
    /// Which page a tap hit, as items from the page nearest the centre: 0
    /// for the centred page, +1 for the next item's page (on the right left
    /// to right, on the left right to left), −1 for the previous one, and so
    /// on for narrow pages. `position` is the tap along the picker's axis in
    /// the picker's own coordinates (0 at its left or top edge), `visibleWidth`
    /// the picker's length along that axis and `offset` the content offset
    /// of its page-wide scroll view, which is centred in the picker
    /// (``scrollViewFrame(pageLength:viewSize:axis:)``).
    ///
    /// Nil when there is nothing to hit: no page width, a position outside
    /// the picker, or any input that is NaN or infinite.
    package func tapSteps(at position: CGFloat, visibleWidth: CGFloat, offset: CGFloat,
                         direction: LayoutDirection) -> Int? {
        guard pageWidth > 0, position.isFinite, visibleWidth.isFinite, offset.isFinite,
              position >= 0, position <= visibleWidth else { return nil }
        // The scroll view is one page wide, centred: its leading edge sits
        // this far into the picker.
        let inset = (visibleWidth - pageWidth) / 2
        let hit = ((offset + position - inset) / pageWidth).rounded(.down)
        let centered = (offset / pageWidth).rounded(.toNearestOrAwayFromZero)
        let delta = hit - centered
        // Only the pages the picker can show (a huge offset loses precision).
        let reach = (visibleWidth / pageWidth / 2).rounded(.up) + 1
        guard delta.isFinite, abs(delta) <= reach else { return nil }
        return Int(delta) * Self.forwardStep(direction)
    }
}
