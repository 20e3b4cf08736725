// The tab strip driver following its host's scrolling: recentring by whole periods, animated moves ending, the idle indicator kept in view.
import Foundation

extension TabStripDriver {
    /// The host scrolled: recentres a looping strip by whole periods when the offset left the middle band. The view does not call it for
    /// its own writes of an update's offsets.
    package func didScroll() -> StripUpdate {
        guard let host else { return StripUpdate() }
        return didScroll(host: host)
    }

    /// The same as ``didScroll()``, for a caller that holds the scroll view that scrolled (`scrollViewDidScroll(_:)`'s argument): a scroll
    /// view other than ``host`` is ignored, and so is a call without a host.
    package func didScroll(in scrollView: ScrollHost) -> StripUpdate {
        guard let host, host === scrollView else { return StripUpdate() }
        return didScroll(host: host)
    }

    private func didScroll(host: ScrollHost) -> StripUpdate {
        var update = StripUpdate()
        let strip = self.strip // one read of the layout for the whole call
        guard strip.isLooping, strip.period > 0 else { return update }
        var hostX = host.offsetAlongAxis
        guard hostX.isFinite else { return update }
        if let target = animationTarget {
            if host.isTracking || host.isDragging {
                animationTarget = nil // a finger caught the animation: it stopped
            } else if abs(hostX - target) <= Self.arrivalTolerance {
                // Arrived, in the animation's last frames: a plain set stops it on its target, so that a recentre below never runs under an
                // animation UIKit may keep aiming at the old target (assigning `contentOffset` is not documented to move it:
                // `UIKitModel.Configuration.assignmentShiftsAnimatedMove`).
                animationTarget = nil
                if hostX != target {
                    update.stop = target
                    hostX = target
                }
            } else {
                return update
            }
        }
        let x = strip.mirroredOffset(hostX, direction: direction)
        let r = strip.recentered(x)
        if r != x {
            // Whole periods, the anchor with them; assigned, so that a drag or fling keeps going.
            anchorCell &+= Self.wholePeriods((r - x) / strip.period) &* itemCount
            let newHostX = strip.mirroredOffset(r, direction: direction)
            update.recenter = .init(x: newHostX, indicatorShift: newHostX - hostX)
        }
        keepIndicatorInView(layoutOffset: r, into: &update)
        return update
    }

    /// The user started dragging the strip (`scrollViewWillBeginDragging`): an animated move under way has stopped, so recentring resumes.
    package func willBeginDragging() {
        animationTarget = nil
    }

    /// An animated move the driver started ended (`scrollViewDidEndScrollingAnimation`): recentring resumes, and the offset is recentred at
    /// once if it needs to be.
    package func didEndScrollingAnimation() -> StripUpdate {
        guard animationTarget != nil else { return StripUpdate() }
        animationTarget = nil
        return didScroll()
    }

    /// How wide, in viewport widths, the strip's middle band is at least
    /// (``LoopingTabLayout/init(itemWidths:spacing:viewportWidth:isLooping:minimumBandWidth:)``): 0, so the band is always one period and
    /// every recentre shifts by exactly one period.
    package static let minimumBandViewports: CGFloat = 0

    /// Re-anchors an idle indicator whose copy left the viewport to the selected tab's copy nearest the viewport (invisible jump: the old
    /// copy is off screen).
    private func keepIndicatorInView(layoutOffset x: CGFloat, into update: inout StripUpdate) {
        let strip = self.strip // one read of the layout for the whole call
        guard case .idle = state else { return }
        let frame = strip.frame(ofCell: anchorCell)
        if frame.maxX > x && frame.minX < x + strip.viewportWidth { return }
        let nearest = strip.nearestCell(ofItem: selectedIndex, toOffset: x)
        guard nearest != anchorCell else { return }
        anchorCell = nearest
        update.indicator = .init(frame: strip.mirroredFrame(barFrame(ofCell: nearest, in: strip), direction: direction), animated: false)
    }
}
