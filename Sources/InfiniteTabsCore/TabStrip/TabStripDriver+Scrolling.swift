// The tab strip driver following its host's scrolling: recentring by whole periods, animated moves ending, the idle indicator kept in view.
import Foundation

extension TabStripDriver {
    /// The host scrolled: recentres a looping strip by whole periods when the offset left the middle band (ignored while the driver sets
    /// the offset itself).
    package func didScroll() {
        guard !isApplying, let host else { return }
        didScroll(host: host)
    }

    /// The same as ``didScroll()``, for a caller that holds the scroll view that scrolled (`scrollViewDidScroll(_:)`'s argument): a scroll
    /// view other than ``host`` is ignored, and so is a call without a host.
    package func didScroll(in scrollView: ScrollHost) {
        guard !isApplying, let host, host === scrollView else { return }
        didScroll(host: host)
    }

    private func didScroll(host: ScrollHost) {
        let strip = self.strip // one read of the layout for the whole call
        guard strip.isLooping, strip.period > 0 else { return }
        var hostX = host.offsetAlongAxis
        guard hostX.isFinite else { return }
        if let target = animationTarget {
            if host.isTracking || host.isDragging {
                animationTarget = nil // a finger caught the animation: it stopped
            } else if abs(hostX - target) <= Self.arrivalTolerance {
                // Arrived, in the animation's last frames: a plain set stops it on its target, so that a recentre below never runs under an
                // animation UIKit may keep aiming at the old target (assigning `contentOffset` is not documented to move it:
                // `UIKitModel.Configuration.assignmentShiftsAnimatedMove`).
                animationTarget = nil
                if hostX != target {
                    isApplying = true
                    host.setOffsetAlongAxis(target, animated: false)
                    isApplying = false
                    hostX = target
                }
            } else {
                return
            }
        }
        let x = strip.mirroredOffset(hostX, direction: direction)
        let r = strip.recentered(x)
        if r != x { recenter(host: host, hostX: hostX, to: r, periods: Self.wholePeriods((r - x) / strip.period)) }
        keepIndicatorInView(layoutOffset: r)
    }

    /// Moves the host from host offset `hostX` to layout offset `r`, `periods` whole periods away, with the anchor.
    private func recenter(host: ScrollHost, hostX: CGFloat, to r: CGFloat, periods: Int) {
        anchorCell &+= periods &* itemCount
        let newHostX = strip.mirroredOffset(r, direction: direction)
        emit(.recentered(by: newHostX - hostX))
        isApplying = true
        host.recenterOffsetAlongAxis(newHostX) // keeps a drag or fling going
        isApplying = false
    }

    /// The user started dragging the strip (`scrollViewWillBeginDragging`): an animated move under way has stopped, so recentring resumes.
    package func willBeginDragging() {
        animationTarget = nil
    }

    /// An animated move the driver started ended (`scrollViewDidEndScrollingAnimation`): recentring resumes, and the offset is recentred at
    /// once if it needs to be.
    package func didEndScrollingAnimation() {
        guard !isApplying, animationTarget != nil else { return }
        animationTarget = nil
        didScroll()
    }

    static let arrivalTolerance: CGFloat = 0.5

    /// How wide, in viewport widths, the strip's middle band is at least
    /// (``LoopingTabLayout/init(itemWidths:spacing:viewportWidth:isLooping:minimumBandWidth:)``): 0, so the band is always one period and
    /// every recentre shifts by exactly one period.
    package static let minimumBandViewports: CGFloat = 0

    /// `q` rounded to a whole number of periods, clamped to ±10⁹ so that an absurd offset or a denormal period can never trap in `Int(_:)`.
    static func wholePeriods(_ q: CGFloat) -> Int { q.roundedInt() }

    /// Re-anchors an idle indicator whose copy left the viewport to the selected tab's copy nearest the viewport (invisible jump: the old
    /// copy is off screen).
    private func keepIndicatorInView(layoutOffset x: CGFloat) {
        let strip = self.strip // one read of the layout for the whole call
        guard case .idle = state else { return }
        let frame = strip.frame(ofCell: anchorCell)
        if frame.maxX > x && frame.minX < x + strip.viewportWidth { return }
        let nearest = strip.nearestCell(ofItem: selectedIndex, toOffset: x)
        guard nearest != anchorCell else { return }
        anchorCell = nearest
        emit(.placeIndicator(strip.mirroredFrame(strip.frame(ofCell: nearest), direction: direction), animated: false))
    }
}
