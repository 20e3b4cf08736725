import Foundation

/// One step of a selection by keyboard (an arrow, next or previous tab).
package enum SelectionStep {
    /// Any `selected` is wrapped or clamped first; a step counts by its sign.
    package static func target(from selected: Int, by step: Int, count: Int, loops: Bool) -> Int? {
        guard count > 0, step != 0 else { return nil }
        let unit = step > 0 ? 1 : -1
        let cycle = Cycle(count: count)
        if loops { return cycle.wrap(cycle.wrap(selected) + unit) }
        let next = Swift.min(Swift.max(selected, 0), count - 1) + unit
        return (0..<count).contains(next) ? next : nil
    }
}
