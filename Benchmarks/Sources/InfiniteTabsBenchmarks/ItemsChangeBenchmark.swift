import Foundation
import InfiniteTabsCore
import InfiniteTabs
import MallocCounter

// The "did the items change" decision every SwiftUI wrapper makes on each
// view update (`BoundItems.update(to:)` in the wrapper's coordinator), timed
// one update at a time, beside the rule it replaced (map every item to
// `AnyHashable` and compare the arrays, as `InfinitePicker` did).

struct ItemsChangeResult {
    var itemCount: Int
    /// The view passes the array it keeps in its state (the usual case).
    var sameArray: Timing
    /// The view builds an equal array again (a literal in `body`): compared
    /// element by element.
    var rebuiltArray: Timing
    /// The replaced rule: map to `AnyHashable` and compare, on the same array.
    var mapAndCompare: Timing
    /// Heap allocations per update of the same array.
    var allocationsPerUpdate: Double
}

enum ItemsChangeBenchmark {
    static func run(itemCounts: [Int], updates: Int, slowUpdates: Int) -> [ItemsChangeResult] {
        itemCounts.map { run(itemCount: $0, updates: updates, slowUpdates: slowUpdates) }
    }

    private static func run(itemCount: Int, updates: Int, slowUpdates: Int) -> ItemsChangeResult {
        let items = (0..<itemCount).map { "Option \($0)" }
        var bound = BoundItems(items)
        var sink = 0.0

        // Same storage, every update: one timed call each.
        var same = Timing()
        same.samples.reserveCapacity(updates)
        let before = mc_allocation_count()
        for _ in 0..<updates {
            let passed = items
            let t0 = mc_now_ns()
            let changed = bound.update(to: passed)
            let t1 = mc_now_ns()
            sink += changed ? 1 : 0
            same.samples.append(Double(t1 &- t0))
        }
        let allocations = Double(mc_allocation_count() &- before) / Double(updates)

        // An equal array in other storage each time (the copy is made outside
        // the timed call); the bound items are reset so every call compares.
        var rebuilt = Timing()
        for _ in 0..<slowUpdates {
            bound = BoundItems(items)
            let copy = items.map { $0 }
            let t0 = mc_now_ns()
            let changed = bound.update(to: copy)
            let t1 = mc_now_ns()
            sink += changed ? 1 : 0
            rebuilt.samples.append(Double(t1 &- t0))
        }

        // The replaced rule: the picker's `items != items.map(AnyHashable.init)`.
        var old = Timing()
        let held = items.map(AnyHashable.init)
        for _ in 0..<slowUpdates {
            let t0 = mc_now_ns()
            let changed = held != items.map(AnyHashable.init)
            let t1 = mc_now_ns()
            sink += changed ? 1 : 0
            old.samples.append(Double(t1 &- t0))
        }
        mc_black_hole(sink)
        return ItemsChangeResult(itemCount: itemCount, sameArray: same, rebuiltArray: rebuilt, mapAndCompare: old,
                                 allocationsPerUpdate: allocations)
    }
}
