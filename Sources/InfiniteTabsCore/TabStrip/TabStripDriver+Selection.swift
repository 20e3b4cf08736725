// The tab strip driver showing a selection or a paging state, set in code or followed from paging content.
import Foundation

extension TabStripDriver {
    /// Selects an item and centres it (the nearest copy), animated or not.
    /// Does not notify. Ignored for an index out of range.
    package func setSelectedIndex(_ index: Int, animated: Bool) {
        apply(.idle(index: index), animated: animated)
    }

    /// Shows a paging state: at rest selects its index; a move places the
    /// indicator between its tabs (crossing the seam forward when the move
    /// does) and keeps it centred. Ignored when an index is out of range.
    package func apply(_ newState: PagingState, animated: Bool) {
        let strip = self.strip // one read of the layout for the whole call
        guard itemCount > 0 else { return }
        // Where the strip would sit, centring the indicator, for the state
        // shown until now: the strip's distance from it is the drift a hand,
        // VoiceOver or an interrupted animation left (see `place`).
        let shownBefore = centeringOffset
        switch newState {
        case .idle(let i):
            guard (0..<itemCount).contains(i) else { return }
            var continues = false
            if let m = state.move, m.to == i, strip.item(atCell: anchorCell) == m.from {
                anchorCell = strip.isLooping ? anchorCell &+ m.steps : strip.cell(ofItem: i, inCopy: 0)
                continues = true
            } else if strip.item(atCell: anchorCell) != i {
                anchorCell = nearestCell(ofItem: i)
            } else {
                continues = state.move != nil
            }
            state = newState
            // A rest asked for without animation centres at once, except
            // when following paging content, whose rest ends the move the
            // strip was easing through (its drift then slides away).
            place(animated: animated, easingFrom: continues && (animated || isFollowing) ? shownBefore : nil)
            if i != selectedIndex { selectedIndex = i; emit(.select(i)) }
        case .dragging(let m), .settling(let m), .transitioning(let m):
            guard (0..<itemCount).contains(m.from), (0..<itemCount).contains(m.to) else { return }
            if strip.item(atCell: anchorCell) != m.from {
                // The copy next to the indicator, so that a move that follows
                // another (pages crossing page after page) never moves the
                // indicator by a whole period.
                anchorCell = strip.isLooping
                    ? strip.nearestCell(ofItem: m.from, toOffset: indicatorFrame.midX - strip.viewportWidth / 2)
                    : strip.cell(ofItem: m.from, inCopy: 0)
            }
            state = newState
            place(animated: animated, easingFrom: shownBefore)
        }
    }

    /// Places the indicator `progress` of the way from tab `from` to tab `to`
    /// (the shortest way round when looping), without changing the selection.
    /// Progress is clamped to 0...1 (NaN counts as 0). Ignored for indices
    /// out of range (any `Int`).
    package func update(progress: CGFloat, from: Int, to: Int) {
        guard (0..<itemCount).contains(from), (0..<itemCount).contains(to) else { return }
        let steps = strip.isLooping ? strip.cycle.distance(from: from, to: to) : to - from
        apply(.dragging(PagingMove(from: from, to: to, steps: steps, progress: progress)), animated: false)
    }

    /// Follows another paging scroll view at `offset` whose pages are
    /// `pageWidth` wide and `contentWidth` long (page `p` shows item
    /// `p mod itemCount`; right to left in this strip's direction). A page at
    /// rest selects its item (without notifying); in between the indicator
    /// follows the progress. Reports that change nothing (the pages still at
    /// rest on the same page, as while they bounce at an edge) leave the
    /// strip where it is. Returns the state the strip shows when it changed
    /// (what the strip's `onProgress` reports), nil otherwise.
    @discardableResult
    package func follow(offset: CGFloat, pageWidth: CGFloat, contentWidth: CGFloat) -> PagingState? {
        guard let s = FollowedPaging.state(offset: offset, pageWidth: pageWidth, contentWidth: contentWidth,
                                           itemCount: itemCount, direction: direction) else { return nil }
        // Still at rest on the same page (a bounce at the content's edge, a
        // re-report): nothing to follow, so a strip the user or VoiceOver
        // scrolled stays where it is.
        if case .idle = s, s == state { return nil }
        let before = state
        isFollowing = true
        apply(s, animated: false)
        isFollowing = false
        return state == before ? nil : state
    }
}
