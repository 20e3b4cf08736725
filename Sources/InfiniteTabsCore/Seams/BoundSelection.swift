import Foundation

/// What a declarative wrapper (the SwiftUI `InfiniteTabsView`) does to keep a
/// bound selection and the pages in step, both ways, without loops.
///
/// Kept for compatibility: both wrappers now use ``SelectionBinding``, and
/// these functions answer exactly as it does (animated).
public enum BoundSelection: Hashable, Sendable {
    /// Nothing to do.
    case keep
    /// Turn the pages to this index.
    case select(Int)
    /// Reload the tabs and pages, at rest on this index (clamped by the pages).
    case reload(selectedIndex: Int)

    /// The step that brings the pages in line with the binding: a reload when
    /// the tabs changed; otherwise a selection when the bound index is in
    /// `0..<count` and differs from the index the pages are at or heading for
    /// (`target`); otherwise nothing, so a binding written back from a swipe
    /// causes no new transition and a bound index out of range is ignored.
    public static func update(bound: Int, target: Int, count: Int, itemsChanged: Bool) -> BoundSelection {
        switch SelectionBinding.update(bound: bound, target: target, count: count, itemsChanged: itemsChanged, animated: true) {
        case .keep: return .keep
        case .select(let index, _): return .select(index)
        case .reload(let index): return .reload(selectedIndex: index)
        }
    }

    /// The value to write into the binding when the pages settle on
    /// `settled` while heading for `target` (see `PagesDriver.targetIndex`):
    /// nil when the binding already holds it, and nil when the pages are
    /// already moving on to a newer request (the binding asked for that one;
    /// writing the passing index back would start a ping-pong).
    public static func valueToWrite(settled: Int, bound: Int, target: Int) -> Int? {
        SelectionBinding.valueToWrite(settled: settled, bound: bound, target: target)
    }
}
