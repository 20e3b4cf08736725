import Foundation

// VoiceOver's focus: an element whose tab is off screen brings its copy into
// view. VoiceOver scrolls only inside scroll views, and the strip's elements
// live in a plain container view, so the driver does it.

extension TabStripDriver {
    /// VoiceOver moved its focus to the element of `item` (touched it, or
    /// moved to it as the next or previous element): brings that tab on
    /// screen and returns true when the strip had to move.
    ///
    /// The element's frame is the item's copy nearest the centre of the
    /// viewport (``accessibilityFrame(ofItem:)``). When that copy already
    /// lies wholly inside the viewport nothing moves. Otherwise the strip
    /// scrolls, without animation so that the frame VoiceOver draws its
    /// cursor around is already the final one, to centre that copy
    /// (recentred into the middle band by whole periods; a finite strip
    /// clamps to its ends, which still shows the whole tab when it fits).
    /// The element stays the same: the strip keeps exactly ``itemCount``
    /// elements and its selection, its paging state and its traits do not
    /// change; an indicator whose copy left the viewport is placed, without
    /// animation, under the copy of its tab nearest the viewport.
    ///
    /// Bad input: an item out of range (any `Int`) or a strip without width
    /// does nothing and returns false. A tab wider than the viewport is
    /// centred once and then left alone.
    @discardableResult
    public func accessibilityFocus(item: Int) -> Bool {
        guard (0..<itemCount).contains(item), host != nil, strip.period > 0 else { return false }
        let x = layoutOffset
        let frame = strip.frame(ofCell: nearestCell(ofItem: item))
        if frame.minX >= x && frame.maxX <= x + strip.viewportWidth { return false }
        let target = strip.recentered(frame.midX - strip.viewportWidth / 2)
        guard target.isFinite, target != x else { return false }
        setOffset(strip.mirroredOffset(target, direction: direction), animated: false)
        keepAnchorInView(layoutOffset: target)
        return true
    }

    /// Moves the indicator's anchor to the copy of its tab nearest the
    /// viewport when its copy is no longer on screen (the same tab, so a move
    /// under way keeps its source and target).
    private func keepAnchorInView(layoutOffset x: CGFloat) {
        guard itemCount > 0, strip.isLooping else { return }
        let frame = strip.frame(ofCell: anchorCell)
        guard frame.maxX <= x || frame.minX >= x + strip.viewportWidth else { return }
        let nearest = strip.nearestCell(ofItem: strip.item(atCell: anchorCell), toOffset: x)
        guard nearest != anchorCell else { return }
        anchorCell = nearest
        emit(.placeIndicator(strip.mirroredFrame(indicatorFrame, direction: direction), animated: false))
    }
}
