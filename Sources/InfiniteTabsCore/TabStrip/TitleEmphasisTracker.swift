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
public struct TitleEmphasisTracker: Hashable, Sendable {
    /// The state whose looks the titles show, or nil when unknown (at first
    /// and after ``reset()``: every title is then refreshed once).
    @inlinable public var shownState: PagingState? { shown }
    @usableFromInline var shown: PagingState?

    /// Creates a tracker that knows of no shown state.
    @inlinable public init() { shown = nil }

    /// Forgets the shown state: the next ``change(to:)`` covers every item.
    @inlinable public mutating func reset() { shown = nil }

    /// Records that the titles now show `state` and returns what changed
    /// since the last call: nil when `state` is the state already shown.
    @inlinable @inline(__always)
    public mutating func change(to state: PagingState) -> Change? {
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
    public struct Change: Hashable, Sendable {
        /// The state the titles now show.
        public let state: PagingState
        /// Whether every item must be refreshed (the shown state was unknown).
        public let coversEveryItem: Bool
        // The items the state shown before emphasised (their emphasis may
        // have dropped to 0), and the new state's emphasised items with
        // their emphasis, worked out once for every cell asking.
        @usableFromInline let before0: Int, before1: Int
        @usableFromInline let item0: Int, item1: Int
        @usableFromInline let weight0: CGFloat, weight1: CGFloat

        @inlinable @inline(__always)
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
        @inlinable @inline(__always)
        public func emphasis(ofItem item: Int) -> CGFloat? {
            if item == item0 { return weight0 }
            if item == item1 { return weight1 }
            if coversEveryItem || item == before0 || item == before1 { return 0 }
            return nil
        }

        /// Calls `body` with each position in `0..<count` whose item
        /// (`item(position)`) may have a new look, in order, and that item's
        /// new emphasis: the positions for which ``emphasis(ofItem:)`` is not
        /// nil. The strip's view passes its visible cells, so that on a frame
        /// of a swipe it reaches the two cells whose look changed without a
        /// branch per cell that the processor would have to guess (which
        /// cells changed is data it cannot predict). A `count` of 0 or less
        /// calls nothing.
        @inlinable @inline(__always)
        public func forEachChange(count: Int, item: (Int) -> Int, _ body: (_ position: Int, _ emphasis: CGFloat) -> Void) {
            let every: UInt64 = coversEveryItem ? 1 : 0
            var start = 0
            while start < count {
                // Up to 64 positions at a time: a bit per position whose item
                // may have changed, set without branching.
                let n = Swift.min(count &- start, 64)
                var mask: UInt64 = 0
                var k = 0
                while k < n {
                    let it = item(start &+ k)
                    let hit: UInt64 = (it == item0 ? 1 : 0) | (it == item1 ? 1 : 0) | (it == before0 ? 1 : 0)
                        | (it == before1 ? 1 : 0) | every
                    mask |= hit &<< UInt64(truncatingIfNeeded: k)
                    k &+= 1
                }
                while mask != 0 {
                    let i = start &+ mask.trailingZeroBitCount
                    mask &= mask &- 1
                    let it = item(i)
                    body(i, it == item0 ? weight0 : it == item1 ? weight1 : 0)
                }
                start &+= n
            }
        }
    }
}

extension PagingState {
    /// The items this state gives a title emphasis above 0: the index at
    /// rest (twice), or the tabs left and reached during a move. Every other
    /// item has emphasis 0 (see ``titleEmphasis(ofItem:)``).
    @inlinable
    public var emphasizedItems: (Int, Int) {
        switch self {
        case .idle(let i): return (i, i)
        case .dragging(let m), .settling(let m), .transitioning(let m): return (m.from, m.to)
        }
    }
}
