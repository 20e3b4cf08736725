import Foundation

// VoiceOver's focus: an element whose tab is off screen brings its copy into view.

extension TabStripDriver {
    /// VoiceOver moved its focus to the element of `item` (touched it, or moved to it as the next or previous element): brings that tab on
    /// screen; the strip had to move when the update sets an ``StripUpdate/offset``.
    package func accessibilityFocus(item: Int) -> StripUpdate {
        var update = StripUpdate()
        guard (0..<itemCount).contains(item), host != nil, strip.period > 0 else { return update }
        voiceOverFocusedItem = item
        if let host, host.isDecelerating, !host.isTracking, host.offsetAlongAxis.isFinite {
            // A fling would carry the tab VoiceOver is reading away: it stops where it is (inside the content, should it be bouncing).
            let limit = Swift.max(0, strip.scrollableWidth - strip.viewportWidth)
            update.stop = Swift.min(Swift.max(host.offsetAlongAxis, 0), limit)
            animationTarget = nil
        }
        let x = layoutOffset(after: update)
        if let target = animationTarget.map({ strip.mirroredOffset($0, direction: direction) }), target.isFinite {
            // The strip is on its way somewhere: judge where it will stop.
            let aimed = keepingFocusedTabInView(target)
            if aimed == target { return update }
            let limit = Swift.max(0, strip.scrollableWidth - strip.viewportWidth)
            if abs(aimed - x) <= strip.viewportWidth, (0...limit).contains(aimed) {
                // Aim the slide so that it stops with this tab in view (a plain set stops it where it is when that is the place).
                let still = abs(aimed - x) <= Self.arrivalTolerance
                setOffset(strip.mirroredOffset(still ? x : aimed, direction: direction), animated: !still, into: &update)
                return update
            }
        }
        let frame = strip.frame(ofCell: nearestCell(ofItem: item, after: update))
        if frame.minX >= x && frame.maxX <= x + strip.viewportWidth { return update }
        let target = strip.recentered(frame.midX - strip.viewportWidth / 2)
        guard target.isFinite, target != x else { return update }
        setOffset(strip.mirroredOffset(target, direction: direction), animated: false, into: &update)
        keepAnchorInView(layoutOffset: target, into: &update)
        return update
    }

    /// Moves the indicator's anchor to the copy of its tab nearest the viewport when its copy is no longer on screen (the same tab, so a
    /// move under way keeps its source and target).
    private func keepAnchorInView(layoutOffset x: CGFloat, into update: inout StripUpdate) {
        guard itemCount > 0, strip.isLooping else { return }
        let frame = strip.frame(ofCell: anchorCell)
        guard frame.maxX <= x || frame.minX >= x + strip.viewportWidth else { return }
        let nearest = strip.nearestCell(ofItem: strip.item(atCell: anchorCell), toOffset: x)
        guard nearest != anchorCell else { return }
        anchorCell = nearest
        update.indicator = .init(frame: strip.mirroredFrame(indicatorBarFrame, direction: direction), animated: false)
    }
}

extension TabStripDriver {
    /// VoiceOver's focus left the element of `item` (`accessibilityElementDidLoseFocus`): the strip no longer keeps that tab in view.
    package func accessibilityFocusLost(item: Int) {
        if voiceOverFocusedItem == item { voiceOverFocusedItem = nil }
    }

    /// VoiceOver was turned on or off: once off, no element keeps its focus (UIKit tells no element it lost it), so the strip stops keeping
    /// the tab it focused in view. The strip lays out again: whether it loops depends on VoiceOver
    /// (``TabStripSizing/showsATabTwice(widths:spacing:viewportWidth:)``).
    package func voiceOverStatusChanged(isRunning: Bool) -> ViewRefresh {
        if !isRunning { voiceOverFocusedItem = nil }
        return .layout
    }
}
