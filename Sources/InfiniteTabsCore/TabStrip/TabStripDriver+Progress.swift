// The tab strip driver placed by hand or following a paging scroll view it is given (not the container's path, which
// goes through `showPages(_:)`).
import Foundation

extension TabStripDriver {
    /// Places the indicator `progress` of the way from tab `from` to tab `to` (the shortest way round when looping), without changing the
    /// selection.
    package func update(progress: CGFloat, from: Int, to: Int) -> StripUpdate {
        guard (0..<itemCount).contains(from), (0..<itemCount).contains(to) else { return StripUpdate() }
        let steps = strip.isLooping ? strip.cycle.distance(from: from, to: to) : to - from
        return apply(.dragging(PagingMove(from: from, to: to, steps: steps, progress: progress)), animated: false)
    }

    /// Follows another paging scroll view at `offset` whose pages are `pageWidth` wide and `contentWidth` long (page `p` shows item `p mod
    /// itemCount`; right to left in this strip's direction); a state that changed sets the update's ``StripUpdate/followedNewState``.
    package func follow(offset: CGFloat, pageWidth: CGFloat, contentWidth: CGFloat) -> StripUpdate {
        var update = StripUpdate()
        guard let s = FollowedPaging.state(offset: offset, pageWidth: pageWidth, contentWidth: contentWidth,
                                           itemCount: itemCount, direction: direction) else { return update }
        // Still at rest on the same page (a bounce at the content's edge, a re-report): nothing to follow, so a strip the user or VoiceOver
        // scrolled stays where it is.
        if case .idle = s, s == state { return update }
        let before = state
        show(s, animated: false, following: true, into: &update)
        update.followedNewState = state != before
        return update
    }
}
