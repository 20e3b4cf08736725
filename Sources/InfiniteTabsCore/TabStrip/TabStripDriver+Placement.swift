// Where the tab strip driver puts the strip and its indicator: centring, easing a drift, animated moves, setting the host's offset.
import Foundation

extension TabStripDriver {
    /// The indicator's frame for the current state, in the strip's own
    /// left-to-right content coordinates.
    package var indicatorFrame: StripFrame {
        let strip = self.strip // one read of the layout for the whole call
        guard itemCount > 0 else { return StripFrame(x: 0, width: 0) }
        guard let m = state.move else { return strip.frame(ofCell: anchorCell) }
        let target = strip.isLooping ? anchorCell &+ m.steps : strip.cell(ofItem: m.to, inCopy: 0)
        return strip.frame(ofCell: anchorCell).interpolated(to: strip.frame(ofCell: target), fraction: m.progress)
    }

    /// The layout offset that centres the indicator's frame (not recentred).
    var centeringOffset: CGFloat { indicatorFrame.midX - strip.viewportWidth / 2 }

    /// How many times the indicator's own travel (in units of the move's
    /// span) the strip closes of its drift: 2 leaves about an eighth of it
    /// after one whole page, which the settle at rest then animates away.
    static let driftCatchUp: CGFloat = 2

    /// Where a frame-by-frame follow puts the strip: the centring offset
    /// plus what is left of the drift. Drift is the strip's distance from
    /// centring the indicator before this step (`current - shownBefore`); it
    /// shrinks in proportion to how far the indicator moved this step, so
    /// the strip never moves by more than the indicator's own travel times
    /// `1 + driftCatchUp`, never jumps, and reaches the centre as the pages
    /// complete their move (a gentle version of what Parchment does: its
    /// menu interpolates from the offset it had when the swipe began).
    /// Returns nil to centre at once: no drift left. (A drift beyond one
    /// viewport never gets here: `place` then leaves the strip alone.)
    private func easedOffset(current: CGFloat, shownBefore: CGFloat, wanted: CGFloat) -> CGFloat? {
        let strip = self.strip // one read of the layout for the whole call
        let drift = current - shownBefore
        guard drift.isFinite, abs(drift) > Self.arrivalTolerance, abs(drift) <= strip.viewportWidth else { return nil }
        var span: CGFloat = strip.viewportWidth
        if let m = state.move {
            let target = strip.isLooping ? anchorCell &+ m.steps : strip.cell(ofItem: m.to, inCopy: 0)
            span = abs(strip.frame(ofCell: target).midX - strip.frame(ofCell: anchorCell).midX)
        }
        let travelled = abs(wanted - shownBefore) / Swift.max(span, 1)
        let left = drift * Swift.max(0, 1 - Self.driftCatchUp * travelled)
        return abs(left) > Self.arrivalTolerance ? wanted + left : nil
    }

    /// Centres the indicator's frame (recentred into the band, the anchor moved
    /// by the same periods) and places the indicator.
    ///
    /// An animated move first shifts the current offset by the same whole
    /// periods as the target (a motion-preserving recentre, reported with
    /// ``TabStripCommand/recentered(by:)`` so the indicator moves with the
    /// content), then animates the short way from there: the strip never
    /// slides back across a copy to reach a target that was recentred.
    ///
    /// A step of a move shown frame by frame (`easingFrom` the centring
    /// offset of the state shown before) keeps any drift the strip had from
    /// centring the indicator and closes it gradually (``easedOffset``); at
    /// rest what is left of it is animated away (at once with Reduce
    /// Motion). While a finger holds the strip only the indicator moves: the
    /// finger owns the offset. A strip scrolled more than a viewport away
    /// from the selected tab (by hand or by VoiceOver) stays where the user
    /// left it while the pages move and settle; the indicator follows them
    /// off screen, and the next tap or selection brings the strip back.
    func place(animated requested: Bool, easingFrom shownBefore: CGFloat? = nil) {
        let strip = self.strip // one read of the layout for the whole call
        var animated = ReducedMotion.slides(animated: requested, prefersReducedMotion: prefersReducedMotion)
        guard itemCount > 0 else {
            setOffset(0, animated: false)
            emit(.placeIndicator(StripFrame(x: 0, width: 0), animated: false))
            return
        }
        var frame = indicatorFrame
        var wanted = frame.midX - strip.viewportWidth / 2
        var settles = false
        // The host, loaded once for the whole placement.
        let host = self.host
        // A fling counts as the finger (issue 21): setting the offset would
        // stop its deceleration.
        let hostNow = host.map { (x: $0.offsetAlongAxis, isTracking: $0.isTracking || $0.isDragging || $0.isDecelerating) }
        if let shownBefore, let hostNow, hostNow.x.isFinite {
            let current = strip.mirroredOffset(hostNow.x, direction: direction)
            if hostNow.isTracking || !(abs(current - shownBefore) <= strip.viewportWidth) {
                // A finger holds or flung the strip, or the user scrolled it
                // more than a viewport away from the selected tab: it stays
                // where it is; only the indicator follows.
                return placeIndicatorOnly(layoutOffset: current, animated: animated)
            }
            if !animated, let eased = easedOffset(current: current, shownBefore: shownBefore, wanted: wanted) {
                if state.move != nil {
                    wanted = eased
                } else {
                    // At rest: the rest of the drift goes in one short slide.
                    settles = ReducedMotion.slides(animated: true, prefersReducedMotion: prefersReducedMotion)
                }
            }
        }
        wanted = keepingFocusedTabInView(wanted)
        if settles, let hostNow {
            let current = strip.mirroredOffset(hostNow.x, direction: direction)
            // Keeping VoiceOver's tab in view would take a slide longer than
            // the viewport: the strip stays where it is.
            if !(abs(wanted - current) <= strip.viewportWidth) {
                return placeIndicatorOnly(layoutOffset: current, animated: animated)
            }
        }
        var offset = strip.recentered(wanted)
        if strip.isLooping, strip.period > 0 {
            var periods = offset == wanted ? 0 : Self.wholePeriods((offset - wanted) / strip.period)
            if animated || settles, let hostX = hostNow?.x, hostX.isFinite {
                // Move the view by the same whole periods first, so the
                // animation runs the short way from where the strip is.
                let current = strip.mirroredOffset(hostX, direction: direction)
                if let k = animationShift(from: current, to: wanted, preferred: periods) {
                    if k != periods { offset = wanted + CGFloat(k) * strip.period }
                    periods = k
                    let newHostX = strip.mirroredOffset(current + CGFloat(k) * strip.period, direction: direction)
                    if k != 0 {
                        emit(.recentered(by: newHostX - hostX))
                        isApplying = true
                        host?.recenterOffsetAlongAxis(newHostX)
                        isApplying = false
                    }
                } else {
                    animated = false // farther than the content allows to animate: jump
                    settles = false
                }
            }
            if periods != 0 {
                anchorCell &+= periods &* itemCount
                frame = frame.offsetBy(CGFloat(periods) * strip.period)
            }
        }
        setOffset(strip.mirroredOffset(offset, direction: direction), animated: animated || settles, on: host)
        emit(.placeIndicator(strip.mirroredFrame(frame, direction: direction), animated: animated))
    }

    /// Places the indicator, leaving the strip at `x` (its layout offset):
    /// on the copy of its tab nearest the viewport, never one outside the
    /// content.
    private func placeIndicatorOnly(layoutOffset x: CGFloat, animated: Bool) {
        if strip.isLooping {
            anchorCell = strip.nearestCell(ofItem: strip.item(atCell: anchorCell), toOffset: x)
        }
        emit(.placeIndicator(strip.mirroredFrame(indicatorFrame, direction: direction), animated: animated))
    }

    /// The whole periods to shift both the current layout offset and an
    /// animated move's target by, so that both lie inside the scrollable
    /// content: `preferred` (the target lands in the middle band) when the
    /// shifted current offset stays inside, else the neighbouring shift that
    /// keeps both inside (the move then ends outside the band and is
    /// recentred on arrival); nil when none does (a jump is made instead).
    private func animationShift(from current: CGFloat, to wanted: CGFloat, preferred: Int) -> Int? {
        let limit = Swift.max(0, strip.scrollableWidth - strip.viewportWidth)
        func fits(_ k: Int) -> Bool {
            let dx = CGFloat(k) * strip.period
            return (0...limit).contains(current + dx) && (0...limit).contains(wanted + dx)
        }
        for k in [preferred, preferred &- 1, preferred &+ 1] where fits(k) { return k }
        return nil
    }

    func setOffset(_ x: CGFloat, animated: Bool) {
        setOffset(x, animated: animated, on: host)
    }

    /// Sets `host`'s offset (the driver's ``host``, loaded by the caller).
    /// An animated set to (within ``arrivalTolerance`` of) the offset the
    /// host already has is made plain: it must stop a slide to another
    /// offset still under way, which UIKit's animated set is not documented
    /// to do (the latest request wins).
    private func setOffset(_ x: CGFloat, animated requested: Bool, on host: ScrollHost?) {
        let hostX = host?.offsetAlongAxis
        let there = hostX.map { abs($0 - x) <= Self.arrivalTolerance } ?? false
        let animated = requested && !there
        animationTarget = animated && hostX != nil ? x : nil
        if sendsOffsetCommands { emit(.setOffset(x, animated: animated)) }
        isApplying = true
        host?.setOffsetAlongAxis(x, animated: animated)
        isApplying = false
    }
}
