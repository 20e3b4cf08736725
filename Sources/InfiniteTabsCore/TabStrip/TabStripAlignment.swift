import Foundation

/// Where the tabs of a strip that does not loop sit when they are narrower
/// than the strip (loops off, or tabs so narrow the strip stopped looping).
/// A looping strip, or tabs wider than the strip, ignore it: they scroll.
public enum TabStripAlignment: Hashable, Sendable {
    /// From the leading edge (the left, the right in right to left).
    case leading
    /// Centred, with the same room before the first tab and after the last.
    case centered
    /// Stretched: the room left is shared equally between the tabs, so they fill the strip edge to edge.
    case justified

    /// The tabs' widths and the room before the first tab for tabs `widths` wide (already sanitised), `spacing` apart, in a strip
    /// `viewportWidth` wide: unchanged, with no room, when they fill it or for ``leading``.
    package func arranged(widths: [CGFloat], spacing: CGFloat, viewportWidth: CGFloat) -> (widths: [CGFloat], leadingInset: CGFloat) {
        guard self != .leading, !widths.isEmpty else { return (widths, 0) }
        let total = widths.reduce(0, +) + spacing * CGFloat(widths.count - 1)
        let room = viewportWidth - total
        guard room > 0, room.isFinite else { return (widths, 0) }
        switch self {
        case .leading: return (widths, 0)
        case .centered: return (widths, room / 2)
        case .justified:
            let extra = room / CGFloat(widths.count)
            return (widths.map { $0 + extra }, 0)
        }
    }
}
