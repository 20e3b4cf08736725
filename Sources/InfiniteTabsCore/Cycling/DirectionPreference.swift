import Foundation

/// How a caller picks the direction of a programmatic transition.
package enum DirectionPreference: Hashable, Sendable {
    case shortest
    case always(PageDirection)

    /// The signed steps from `from` to `to` in `cycle` under this preference.
    package func steps(from: Int, to: Int, in cycle: Cycle) -> Int {
        switch self {
        case .shortest: return cycle.distance(from: from, to: to)
        case .always(let d): return cycle.steps(from: from, to: to, direction: d)
        }
    }
}
