// What the picker driver does for a tap, a selection in code, an auto-advance tick and a VoiceOver adjustment.
import Foundation

extension PickerScrollDriver {
    /// A tap at `position` along the picker's axis, in the picker's own coordinates: on a neighbour peeking in, selects
    /// that neighbour, animated (ignored during a drag or an animated move, when the page under the finger is moving);
    /// on the centred item, or where no page is (``PickerPageLayout/tapSteps(at:visibleWidth:offset:direction:)`` is
    /// nil), it is ``tap()``.
    package func tap(at position: CGFloat) -> PickerCommands {
        guard let steps = strip.tapSteps(at: position, visibleWidth: visibleWidth, offset: hostOffset,
                                         direction: direction), steps != 0 else { return tap() }
        guard isScrollEnabled, let host else { return [] }
        touchedSinceTick = true
        guard animationTarget == nil, !host.isDragging else { return [] }
        let slides = isOnScreen && ReducedMotion.slides(animated: true, prefersReducedMotion: prefersReducedMotion)
        advance(by: steps, animated: slides)
        if !slides { settle() }
        return finishEvent()
    }

    /// A tap on the centred item: advances one item forward, animated, while ``advancesOnTap``.
    package func tap() -> PickerCommands {
        guard isScrollEnabled, advancesOnTap, let host else { return [] }
        touchedSinceTick = true
        if animationTarget != nil {
            queuedAdvances += 1
        } else if !host.isDragging {
            advanceOne()
        }
        return finishEvent()
    }

    /// Selects an item, animated or not.
    package func setSelectedIndex(_ index: Int, animated: Bool, byUser: Bool = false) -> PickerCommands {
        select(index, animated: animated, byUser: byUser)
        return finishEvent()
    }

    private func select(_ index: Int, animated: Bool, byUser: Bool) {
        guard (0..<strip.itemCount).contains(index), host != nil else { return }
        queuedAdvances = 0
        let from = currentItem
        // The settle reports a change from the selection it finds here.
        if !byUser { selectedIndex = index }
        guard ReducedMotion.slides(animated: animated, prefersReducedMotion: prefersReducedMotion),
              canMove, isOnScreen else {
            animationTarget = nil
            setOffset(strip.x(ofVisualPage: strip.visualPage(ofItem: index, direction: direction)), animated: false)
            showPages()
            if byUser { settle() }
            return
        }
        let steps = strip.isPadded ? strip.cycle.distance(from: from, to: index) : index - from
        var target = abs(steps) == 1
            ? currentPage + steps * PickerPageLayout.forwardStep(direction)
            : strip.visualPage(ofItem: index, direction: direction)
        if let host, target < 0 || target > strip.pageCount - 1 {
            // From a copy (the picker passing one as it moves), the neighbour lies beyond the content: move by one
            // period first, as a tap does.
            let pages = target < 0 ? strip.itemCount : -strip.itemCount
            target += pages
            shift(host: host, byPages: pages)
        }
        guard strip.x(ofVisualPage: target) != hostOffset else {
            // Already there, but an earlier move may still be sliding away: a plain set stops it (UIKit may ignore an
            // animated set to the offset it has), so the latest request wins.
            animationTarget = nil
            setOffset(hostOffset, animated: false)
            showPages()
            if byUser { settle() }
            return
        }
        animationTarget = target
        setOffset(strip.x(ofVisualPage: target), animated: true)
    }

    /// The auto-advance timer fired: the commands of the step it made (none when it made none).
    package func autoAdvanceTick() -> PickerCommands {
        guard !autoAdvanceCancelled, isScrollEnabled, isOnScreen, isAppActive, ReducedMotion.allowsAutoAdvance(prefersReducedMotion: prefersReducedMotion),
              let host else { return [] }
        if host.isTracking || host.isDragging || host.isDecelerating || animationTarget != nil {
            touchedSinceTick = host.isTracking || host.isDragging || touchedSinceTick
            return []
        }
        if touchedSinceTick { touchedSinceTick = false; return [] }
        advance(by: 1, animated: true)
        return finishEvent()
    }

    /// VoiceOver's increment: moves one item forward at once and reports it.
    package func accessibilityIncrement() -> PickerCommands {
        adjust(by: 1)
        return finishEvent()
    }

    /// VoiceOver's decrement: moves one item back at once and reports it.
    package func accessibilityDecrement() -> PickerCommands {
        adjust(by: -1)
        return finishEvent()
    }

    /// VoiceOver's double tap: while ``advancesOnTap``, moves one item forward at once, so the selection and its spoken
    /// value change as the move starts (a slide would leave the old option spoken until it settles), has the new option
    /// announced and reports it; nil when the picker does not take it.
    package func accessibilityActivate() -> PickerCommands? {
        guard isScrollEnabled, advancesOnTap, host != nil else { return nil }
        touchedSinceTick = true
        queuedAdvances = 0
        animationTarget = nil
        advance(by: 1, animated: false)
        // Announced before the report: the owner may release the picker in it.
        if strip.itemCount > 1, currentItem != selectedIndex { outbox.append(.announce(currentItem)) }
        settle()
        return finishEvent()
    }

    /// Ends an animated move at once on its target (the picker left the screen): settles there and runs nothing queued.
    func finishAnimatedMoveAtOnce() {
        guard let target = animationTarget else { return }
        animationTarget = nil
        queuedAdvances = 0
        setOffset(strip.x(ofVisualPage: target), animated: false)
        settle()
    }

    private func adjust(by steps: Int) {
        guard isScrollEnabled, host != nil else { return }
        queuedAdvances = 0
        animationTarget = nil
        advance(by: steps, animated: false)
        settle()
    }

    /// Moves `steps` items from the page on screen (±1, or a few for a tapped neighbour: always a page the content
    /// holds, or one period in).
    private func advance(by steps: Int, animated: Bool) {
        guard let host else { return }
        var target = currentPage + steps * PickerPageLayout.forwardStep(direction)
        if target < 0 || target > strip.pageCount - 1 {
            let pages = target < 0 ? strip.itemCount : -strip.itemCount
            guard strip.isPadded, (0..<strip.pageCount).contains(target + pages) else { return } // a finite end
            target += pages
            shift(host: host, byPages: pages)
        }
        if animated { animationTarget = target }
        setOffset(strip.x(ofVisualPage: target), animated: animated)
        if !animated { showPages() }
    }

    /// One item forward from a tap: sliding, or at once and settled (off screen, or with reduced motion).
    private func advanceOne() {
        if !advanceOneStep() { settle() }
    }

    /// One item forward, sliding or at once (off screen, or with reduced motion); returns whether it slides.
    func advanceOneStep() -> Bool {
        let slides = isOnScreen && ReducedMotion.slides(animated: true, prefersReducedMotion: prefersReducedMotion)
        advance(by: 1, animated: slides)
        return slides
    }
}
