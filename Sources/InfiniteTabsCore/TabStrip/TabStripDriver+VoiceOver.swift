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
    /// Until VoiceOver moves on (``accessibilityFocusLost(item:)``) the tab
    /// stays in view: every later move of the strip (a selection, the pages
    /// it follows coming to rest) stops as near to centring its selection as
    /// it can with the focused tab wholly inside the viewport. Focused while
    /// an animated move runs, the move is judged where it will stop: it is
    /// aimed again to stop with the tab in view when that is less than a
    /// viewport away, else the strip centres the tab at once as above. A
    /// fling (deceleration) stops where it is, so it cannot carry the tab
    /// away.
    ///
    /// Bad input: an item out of range (any `Int`) or a strip without width
    /// does nothing and returns false. A tab wider than the viewport is
    /// centred once and then left alone.
    @discardableResult
    package func accessibilityFocus(item: Int) -> Bool {
        guard (0..<itemCount).contains(item), host != nil, strip.period > 0 else { return false }
        voiceOverFocusedItem = item
        if let host, host.isDecelerating, !host.isTracking, host.offsetAlongAxis.isFinite {
            // A fling would carry the tab VoiceOver is reading away: it stops
            // where it is (inside the content, should it be bouncing).
            let limit = Swift.max(0, strip.scrollableWidth - strip.viewportWidth)
            setOffset(Swift.min(Swift.max(host.offsetAlongAxis, 0), limit), animated: false)
        }
        let x = layoutOffset
        if let target = animationTarget.map({ strip.mirroredOffset($0, direction: direction) }), target.isFinite {
            // The strip is on its way somewhere: judge where it will stop.
            let aimed = keepingFocusedTabInView(target)
            if aimed == target { return false }
            let limit = Swift.max(0, strip.scrollableWidth - strip.viewportWidth)
            if abs(aimed - x) <= strip.viewportWidth, (0...limit).contains(aimed) {
                // Aim the slide so that it stops with this tab in view (a
                // plain set stops it where it is when that is the place).
                let still = abs(aimed - x) <= Self.arrivalTolerance
                setOffset(strip.mirroredOffset(still ? x : aimed, direction: direction), animated: !still)
                return true
            }
        }
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

extension TabStripDriver {
    /// VoiceOver's focus left the element of `item`
    /// (`accessibilityElementDidLoseFocus`): the strip no longer keeps that
    /// tab in view. Ignored for any other item (focus already moved on).
    package func accessibilityFocusLost(item: Int) {
        if voiceOverFocusedItem == item { voiceOverFocusedItem = nil }
    }

    /// VoiceOver was turned on or off: once off, no element keeps its
    /// focus (UIKit tells no element it lost it), so the strip stops
    /// keeping the tab it focused in view.
    package func voiceOverStatusChanged(isRunning: Bool) {
        if !isRunning { voiceOverFocusedItem = nil }
    }

    /// `x` (a layout offset) moved as little as it takes to show the tab
    /// VoiceOver focuses wholly (its copy nearest `x`); `x` unchanged without
    /// a focused tab or when that tab is wider than the viewport.
    func keepingFocusedTabInView(_ x: CGFloat) -> CGFloat {
        guard let item = voiceOverFocusedItem, (0..<itemCount).contains(item), x.isFinite else { return x }
        let width = strip.viewportWidth
        let cell = strip.isLooping ? strip.nearestCell(ofItem: item, toOffset: x) : strip.cell(ofItem: item, inCopy: 0)
        let frame = strip.frame(ofCell: cell)
        guard frame.width <= width else { return x }
        if frame.minX < x { return frame.minX }
        if frame.maxX > x + width { return frame.maxX - width }
        return x
    }
}
