import Foundation

/// A ring of `count` positions, `0..<count`, where stepping past the last comes
/// back to the first. Every looping control maps its virtual positions (a
/// padded page, a cell in a copy, an endless page number) to a real item
/// through a `Cycle`.
///
/// A negative `count` is treated as 0. With `count == 0` there is no position:
/// `wrap(_:)` and `distance(from:to:)` return 0.
package struct Cycle: Hashable, Sendable {
    /// The number of positions on the ring; never negative.
    package let count: Int

    /// Creates a ring of `count` positions (a negative count gives 0).
    package init(count: Int) {
        self.count = Swift.max(0, count)
    }

    /// Maps any integer, negative ones and `Int.min` included, into `0..<count`
    /// (`wrap(-1) == count - 1`). Returns 0 when `count` is 0.
    package func wrap(_ index: Int) -> Int {
        guard count > 0 else { return 0 }
        if index >= 0 && index < count { return index } // no division for an index in range
        let r = index % count
        return r < 0 ? r + count : r
    }

    /// The shortest signed number of steps from `from` to `to`: positive means
    /// forward, negative backward. When both ways are equally long (half the
    /// ring) the answer is forward. Indices out of range are wrapped first.
    /// Returns 0 when `count` is 0.
    package func distance(from: Int, to: Int) -> Int {
        guard count > 0 else { return 0 }
        let forward = wrap(wrap(to) - wrap(from))
        return forward > count - forward ? forward - count : forward   // no overflow for any count
    }

    /// The signed number of steps from `from` to `to` going the given way:
    /// forward gives `0..<count`, reverse gives `-(count - 1)...0`. Same
    /// position gives 0. Returns 0 when `count` is 0.
    package func steps(from: Int, to: Int, direction: PageDirection) -> Int {
        guard count > 0 else { return 0 }
        switch direction {
        case .forward: return wrap(wrap(to) - wrap(from))
        case .reverse: return -wrap(wrap(from) - wrap(to))
        }
    }

    /// The direction of the shortest way from `from` to `to` (forward on a tie
    /// and when they are the same position).
    package func direction(from: Int, to: Int) -> PageDirection {
        distance(from: from, to: to) < 0 ? .reverse : .forward
    }
}
