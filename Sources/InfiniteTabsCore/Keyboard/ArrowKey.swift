import Foundation

/// An arrow key of a hardware keyboard, and the item it moves a control's
/// selection to: the next item towards the key on screen, mirrored in right
/// to left; a key across the control's axis does nothing.
package enum ArrowKey: CaseIterable, Sendable {
    case left, right, up, down

    /// The step the key makes along the items (+1 next, −1 previous), or nil
    /// for a key across `axis`.
    package func step(direction: LayoutDirection, axis: ScrollAxis = .horizontal) -> Int? {
        switch (self, axis) {
        case (.right, .horizontal): return direction == .leftToRight ? 1 : -1
        case (.left, .horizontal): return direction == .leftToRight ? -1 : 1
        case (.down, .vertical): return 1
        case (.up, .vertical): return -1
        default: return nil
        }
    }

    /// The item the key selects from `selected` among `count` items: the
    /// neighbour, wrapping when `loops`; nil at a finite end, across the
    /// axis, or without items. Any `selected` (out of range included) is
    /// wrapped or clamped first.
    package func target(from selected: Int, count: Int, loops: Bool, direction: LayoutDirection,
                        axis: ScrollAxis = .horizontal) -> Int? {
        guard let step = step(direction: direction, axis: axis) else { return nil }
        return SelectionStep.target(from: selected, by: step, count: count, loops: loops)
    }
}
