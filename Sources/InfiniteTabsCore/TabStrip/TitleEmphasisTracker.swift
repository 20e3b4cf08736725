import Foundation

/// Which tab titles need a new look after the paging state changed, so that a
/// strip refreshing its titles on every frame of a swipe touches only the
/// tabs whose look changed (at most four items: the tabs left and reached
/// before and after), and nothing at all when the state did not change (a
/// drag of the strip, an indicator moved to another copy).
///
/// The strip's view keeps one tracker, asks it for the ``Change`` each time
/// it places the indicator, and ``reset()``s it when every visible cell was
/// shown afresh (a reload, a new selection, a new title style).
///
/// ```swift
/// var tracker = TitleEmphasisTracker()
/// if let change = tracker.change(to: driver.state) {
///     for cell in visibleCells {
///         if let emphasis = change.emphasis(ofItem: cell.item) { cell.apply(look: style.look(emphasis: emphasis)) }
///     }
/// }
/// ```
///
/// Bad input: any `Int` is a valid item to ask about (an item no state
/// emphasises gets nil, or 0 after a reset).
package struct TitleEmphasisTracker: Hashable, Sendable {
    /// The state whose looks the titles show, or nil when unknown (at first
    /// and after ``reset()``: every title is then refreshed once).
    package var shownState: PagingState? { shown }
    var shown: PagingState?

    /// Creates a tracker that knows of no shown state.
    package init() { shown = nil }

    /// Forgets the shown state: the next ``change(to:)`` covers every item.
    package mutating func reset() { shown = nil }

    /// Records that the titles now show `state` and returns what changed
    /// since the last call: nil when `state` is the state already shown.
    package mutating func change(to state: PagingState) -> Change? {
        guard let old = shown else {
            shown = state
            return Change(state: state, before: nil)
        }
        guard old != state else { return nil }
        shown = state
        return Change(state: state, before: old.emphasizedItems)
    }

    /// The titles whose look may differ between the state shown before and
    /// ``state``.
    package struct Change: Hashable, Sendable {
        /// The state the titles now show.
        package let state: PagingState
        /// Whether every item must be refreshed (the shown state was unknown).
        package let coversEveryItem: Bool
        // The items the state shown before emphasised (their emphasis may
        // have dropped to 0), and the new state's emphasised items with
        // their emphasis, worked out once for every cell asking.
        let before0: Int, before1: Int
        let item0: Int, item1: Int
        let weight0: CGFloat, weight1: CGFloat

        init(state: PagingState, before: (Int, Int)?) {
            self.state = state
            coversEveryItem = before == nil
            (before0, before1) = before ?? (0, 0)
            // `state.emphasizedItems` and their `titleEmphasis(ofItem:)`, in
            // one switch.
            switch state {
            case .idle(let i):
                (item0, item1, weight0, weight1) = (i, i, 1, 1)
            case .dragging(let m), .settling(let m), .transitioning(let m):
                if m.from == m.to {
                    (item0, item1, weight0, weight1) = (m.to, m.to, 1, 1)
                } else {
                    let progress = m.progress.clampedToUnit
                    (item0, item1, weight0, weight1) = (m.from, m.to, 1 - progress, progress)
                }
            }
        }

        /// The new emphasis of `item` (``PagingState/titleEmphasis(ofItem:)``
        /// of ``state``) when its look may have changed, nil when it did not.
        package func emphasis(ofItem item: Int) -> CGFloat? {
            if item == item0 { return weight0 }
            if item == item1 { return weight1 }
            if coversEveryItem || item == before0 || item == before1 { return 0 }
            return nil
        }
    }
}

extension PagingState {
    /// The items this state gives a title emphasis above 0: the index at
    /// rest (twice), or the tabs left and reached during a move. Every other
    /// item has emphasis 0 (see ``titleEmphasis(ofItem:)``).
    package var emphasizedItems: (Int, Int) {
        switch self {
        case .idle(let i): return (i, i)
        case .dragging(let m), .settling(let m), .transitioning(let m): return (m.from, m.to)
        }
    }
}
