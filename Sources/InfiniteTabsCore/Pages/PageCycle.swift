import Foundation

/// The page order of the wrapping page view controller: which page comes before and after another, cycling
/// modulo `count` when `wraps` is true.
package struct PageCycle: Hashable, Sendable {
    package let count: Int
    package let wraps: Bool

    /// Creates the order of `count` pages (a negative count gives 0).
    package init(count: Int, wraps: Bool = true) {
        self.count = Swift.max(0, count)
        self.wraps = wraps
    }

    package var cycle: Cycle { Cycle(count: count) }

    /// The page after `index`: `index + 1`, 0 after the last when wrapping, nil after the last when not, and
    /// nil whenever `count < 2`.
    package func index(after index: Int) -> Int? {
        guard count >= 2 else { return nil }
        if wraps { return cycle.wrap(cycle.wrap(index) + 1) }
        guard index >= 0, index < count - 1 else { return nil }
        return index + 1
    }

    /// The page before `index`: `index - 1`, the last before 0 when wrapping, nil before 0 when not, and nil
    /// whenever `count < 2`.
    package func index(before index: Int) -> Int? {
        guard count >= 2 else { return nil }
        if wraps { return cycle.wrap(cycle.wrap(index) - 1) }
        guard index >= 1, index < count else { return nil }
        return index - 1
    }

    /// How many distinct controller instances each page needs: 2 when there are
    /// exactly two wrapping pages (so "before" and "after" differ), else 1.
    package var instancesPerPage: Int { (count == 2 && wraps) ? 2 : 1 }

    /// The page and instance shown at an endless position (a counter that grows by one per page forward and
    /// may go negative).
    package func instance(atPosition position: Int) -> PageInstance {
        guard count > 0 else { return PageInstance(page: 0, copy: 0) }
        let copy = instancesPerPage == 1 ? 0 : Cycle(count: 2).wrap(floorDiv(position, count))
        return PageInstance(page: cycle.wrap(position), copy: copy)
    }

    /// The direction of going from `from` to `to` under a preference; a
    /// non-wrapping cycle always goes the direct way.
    package func direction(from: Int, to: Int, preference: DirectionPreference = .shortest) -> PageDirection {
        guard wraps else { return to >= from ? .forward : .reverse }
        switch preference {
        case .shortest: return cycle.direction(from: from, to: to)
        case .always(let d): return d
        }
    }
}
