import Foundation

/// A ring of `count` positions, `0..<count`, where stepping past the last comes back to the first.
package struct Cycle: Hashable, Sendable {
    package let count: Int

    /// Creates a ring of `count` positions (a negative count gives 0).
    package init(count: Int) {
        self.count = Swift.max(0, count)
    }

    /// Maps any integer, negative ones and `Int.min` included, into `0..<count` (`wrap(-1) == count - 1`).
    package func wrap(_ index: Int) -> Int {
        guard count > 0 else { return 0 }
        if index >= 0 && index < count { return index } // no division for an index in range
        let r = index % count
        return r < 0 ? r + count : r
    }

    /// The shortest signed number of steps from `from` to `to`: positive means forward, negative backward.
    package func distance(from: Int, to: Int) -> Int {
        guard count > 0 else { return 0 }
        let forward = wrap(wrap(to) - wrap(from))
        return forward > count - forward ? forward - count : forward   // no overflow for any count
    }

    /// The signed number of steps from `from` to `to` going the given way: forward gives `0..<count`, reverse gives
    /// `-(count - 1)...0`.
    package func steps(from: Int, to: Int, direction: PageDirection) -> Int {
        guard count > 0 else { return 0 }
        switch direction {
        case .forward: return wrap(wrap(to) - wrap(from))
        case .reverse: return -wrap(wrap(from) - wrap(to))
        }
    }

    /// The direction of the shortest way from `from` to `to` (forward on a tie and when they are the same position).
    package func direction(from: Int, to: Int) -> PageDirection {
        distance(from: from, to: to) < 0 ? .reverse : .forward
    }
}
