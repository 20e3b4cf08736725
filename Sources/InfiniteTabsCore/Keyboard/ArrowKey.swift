import Foundation

/// An arrow key and the item it selects: the neighbour towards the key on screen (mirrored in right to left).
package enum ArrowKey: CaseIterable, Sendable {
    case left, right, up, down

    /// +1 or −1 along the items; nil across `axis`.
    package func step(direction: LayoutDirection, axis: ScrollAxis = .horizontal) -> Int? {
        switch (self, axis) {
        case (.right, .horizontal): return direction == .leftToRight ? 1 : -1
        case (.left, .horizontal): return direction == .leftToRight ? -1 : 1
        case (.down, .vertical): return 1
        case (.up, .vertical): return -1
        default: return nil
        }
    }

    /// Nil at a finite end, across the axis or without items.
    package func target(from selected: Int, count: Int, loops: Bool, direction: LayoutDirection,
                        axis: ScrollAxis = .horizontal) -> Int? {
        guard let step = step(direction: direction, axis: axis) else { return nil }
        return SelectionStep.target(from: selected, by: step, count: count, loops: loops)
    }
}

