// The picker driver following its scroll view: scrolls, drags and their page targets, the end of a move, settling.
import Foundation

extension PickerScrollDriver {
    /// The scroll view scrolled (`scrollViewDidScroll`, not for the picker's own writes): recentres by one period when
    /// the offset reached a copy (not during an animated move), then shows the pages now visible.
    package func didScroll() -> PickerCommands {
        guard let host else { return [] }
        return didScroll(host: host)
    }

    /// The same as ``didScroll()``, for a caller that holds the scroll view that scrolled (`scrollViewDidScroll(_:)`'s
    /// argument): a scroll view other than ``host`` is ignored, and so is a call without a host.
    package func didScroll(in scrollView: ScrollHost) -> PickerCommands {
        guard let host, host === scrollView else { return [] }
        return didScroll(host: host)
    }

    private func didScroll(host: ScrollHost) -> PickerCommands {
        // Under a finger the offset keeps half a page clear of both edges: UIKit resists a drag beyond an edge (the
        // rubber band), which would slow the content under the finger for a frame.
        if animationTarget == nil { recenterIfNeeded(host, margin: host.isDragging ? strip.pageWidth / 2 : 0) }
        showPages(atOffset: (offsetAfterWrites ?? host.offsetAlongAxis).finiteOr(0))
        return finishEvent()
    }

    /// The user started dragging: the drag pages from the page under the finger; an animated move and queued taps are
    /// dropped.
    package func willBeginDragging() -> PickerCommands {
        touchedSinceTick = true
        if autoAdvanceOnDrag == .cancel { autoAdvanceCancelled = true } // only a drag cancels; a touch pauses
        animationTarget = nil
        queuedAdvances = 0
        // A finger that caught a motion near an edge: clear it first (see didScroll), before the drag's first move.
        recenterIfNeeded(margin: strip.pageWidth / 2)
        dragStartPage = currentPage
        return finishEvent()
    }

    /// The user lifted the finger with `velocity` in points per millisecond (as `scrollViewWillEndDragging` gives it):
    /// the offset to stop at (in the scroll view's coordinates once the returned commands are applied).
    package func willEndDragging(velocity: CGFloat) -> (target: CGFloat, commands: PickerCommands) {
        let target = pagingTarget(velocity: velocity)
        return (target, finishEvent())
    }

    private func pagingTarget(velocity: CGFloat) -> CGFloat {
        guard let host else { return 0 }
        // A drag that carried the picker more than a page pages from where the finger is: snapping back within one page
        // of where it started would sweep the picker back across every page the finger passed.
        let here = currentPage
        var start = dragStartPage ?? here
        if abs(start - here) > 1 { start = here }
        dragStartPage = nil
        var target = isScrollEnabled
            ? ScrollPhysics.pagingTarget(startPage: start, offset: hostOffset, velocity: velocity.finiteOr(0) * 1000,
                                         pageWidth: strip.pageWidth, pageCount: strip.isPadded ? nil : strip.pageCount,
                                         rate: decelerationRate)
            : nearestPage(ofItem: selectedIndex, to: here)
        guard strip.isPadded else { return strip.x(ofVisualPage: target) } // finite: the ends hold
        // A target on a copy (or beyond it) is moved one period in first: a copy sits at the very edge of the content,
        // where UIKit's own proposal (clamped into the content) lies too, and a target the delegate leaves as proposed
        // is a free fling that would not stop on the page.
        if target <= 0 || target >= strip.pageCount - 1 {
            let pages = target <= 0 ? strip.itemCount : -strip.itemCount
            // Only when the offset, shifted too, stays inside the content: a disabled picker springs back to the
            // selected option's copy nearest the finger, which may lie a page and more away (the shift once put the
            // offset beyond the content, issue 26).
            let shifted = hostOffset + CGFloat(pages) * strip.pageWidth
            if shifted >= 0 && shifted <= CGFloat(strip.pageCount - 1) * strip.pageWidth {
                target += pages
                shift(host: host, byPages: pages)
            }
        }
        return strip.x(ofVisualPage: target)
    }

    /// The visual page showing `item` nearest `page`: its real page, or the copy of it when that is nearer.
    func nearestPage(ofItem item: Int, to page: Int) -> Int {
        let real = strip.visualPage(ofItem: item, direction: direction)
        guard strip.isPadded else { return real }
        let n = strip.itemCount
        return [real - n, real, real + n].filter { (0..<strip.pageCount).contains($0) }
            .min { abs($0 - page) < abs($1 - page) } ?? real
    }

    /// The finger lifted; without deceleration the picker has settled.
    package func didEndDragging(willDecelerate: Bool) -> PickerCommands {
        guard !willDecelerate else { return [] }
        let here = currentPage
        if strip.pageWidth > 0, animationTarget == nil, abs(hostOffset - strip.x(ofVisualPage: here)) > 0.5 {
            let target = isScrollEnabled ? here : nearestPage(ofItem: selectedIndex, to: here)
            animationTarget = target
            setOffset(strip.x(ofVisualPage: target), animated: true)
            return finishEvent()
        }
        settle()
        return finishEvent()
    }

    /// The deceleration after a drag ended: the picker has settled.
    package func didEndDecelerating() -> PickerCommands {
        settle()
        return finishEvent()
    }

    /// An animated move the driver started ended (not stopped by the picker's own writes): the picker has settled.
    package func didEndScrollingAnimation() -> PickerCommands {
        animationTarget = nil
        settle()
        return finishEvent()
    }

    /// The picker came to rest: recentre off a copy, report a change once, run a queued tap.
    func settle() {
        while strip.itemCount > 0, host != nil, animationTarget == nil {
            recenterIfNeeded()
            showPages()
            let item = currentItem
            if item != selectedIndex {
                selectedIndex = item
                outbox.append(.notify(item))
            }
            guard queuedAdvances > 0 else { return }
            queuedAdvances -= 1
            if advanceOneStep() { return }
        }
    }
}
