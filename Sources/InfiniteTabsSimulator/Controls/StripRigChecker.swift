import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// The per-frame checks of what a person sees on the tab strip. Call
/// ``checkFrame(_:)`` after every frame and ``checkAtRest(_:)`` at rest.
///
/// Every frame:
/// - the offset is finite and a looping strip's bounds lie inside the content;
/// - the item under each sampled screen x is the one the finger, the
///   deceleration, an animation or the followed pages brought there (what is
///   at `x` now was at `x + d` a frame ago, `d` the offset change less any
///   recentring): a recentring is invisible;
/// - a finger drags a looping strip one to one; no move the driver makes
///   (a plain or animated set) of more than half the viewport (at least
///   110 pt) in one frame, plus, during a move of the pages and on the frame
///   it ends, as far as the indicator's target moved that frame (a
///   transition to a far tab carries the strip along with its indicator);
///   no animated move longer than the viewport unless asked for (a reload,
///   a far selection);
/// - the indicator as drawn is finite; during a programmatic transition it
///   only heads towards its target (never back across the strip, Tabman
///   #537); on screen it never moves further in one frame than the move's
///   two tabs are apart;
/// - the selection is in range.
///
/// At rest: the drawn indicator sits exactly under a copy of the selected
/// tab, and a followed paging scroll view rests on a page of that tab.
@MainActor
package final class StripChecker {
    /// The strip checked.
    package let rig: StripRig
    /// What broke.
    package var violations = Violations()
    /// Set before an event that may jump (reload, selection without
    /// animation, VoiceOver focus); cleared after the next check.
    package var jumpAllowed = false
    /// Set for a selection without animation that may wait (the pages keep
    /// a request made while they move and run it later): jumps are allowed
    /// until the strip selects this index at rest, or rests.
    package var jumpAllowedUntilSelected: Int?
    /// Set before an event that may animate further than the viewport.
    package var farMoveAllowed = false
    /// Frames checked.
    package private(set) var frames = 0

    private var farAnimationRuns = false
    /// Whether the followed content was animating at the last check: the
    /// frame its animation arrives still carries the strip along.
    private var contentAnimatedLastFrame = false
    private var previousStrip: TripledStrip
    private var previousOffset: CGFloat = 0
    private var previousIndicator = CGRect.zero
    private var previousIndicatorModel = CGRect.zero
    private var previousState: PagingState = .idle(index: 0)
    private let samples: [CGFloat] = [0.01, 0.13, 0.29, 0.5, 0.71, 0.87, 0.99]

    /// Starts checking `rig` from its current frame.
    package init(rig: StripRig) {
        self.rig = rig
        previousStrip = rig.driver.strip
        remember()
    }

    /// Checks the frame just run.
    package func checkFrame(_ context: @autoclosure () -> String = "") {
        frames += 1
        let sv = rig.scrollView
        let strip = rig.driver.strip
        let x = sv.contentOffsetX
        let w = sv.boundsWidth
        let n = strip.itemCount
        violations.expect(x.isFinite, "offset \(x) not finite \(context())")
        if strip.isLooping && strip.period > 0 {
            let slack = 1e-9 * Swift.max(1, strip.scrollableWidth)
            violations.expect(x >= -slack && x <= strip.scrollableWidth - w + slack,
                              "offset \(x) shows beyond the content 0...\(strip.scrollableWidth - w) (\(rig.lastEvent)) \(context())")
        }
        violations.expect(n == 0 ? rig.driver.selectedIndex == 0 : (0..<n).contains(rig.driver.selectedIndex),
                          "selected \(rig.driver.selectedIndex) out of 0..<\(n) \(context())")
        let sameLayout = strip == previousStrip
        var d = x - previousOffset - sv.recenteredSinceMark
        if sameLayout && strip.isLooping && strip.period > 0 && sv.plainSetsSinceMark > 0 {
            // The driver places the strip with a plain set already recentred
            // into the band: whole periods of it show nothing new.
            d -= (d / strip.period).rounded() * strip.period
        }
        // A followed scroll view animated across many pages (the app asked
        // for a far page) takes the strip as far.
        // The frame on which such an animation arrives still moves the
        // strip by the animation's last step, so the flag is read before an
        // animation that has ended clears it.
        if farMoveAllowed && !sv.animatedSetsSinceMark.isEmpty { farAnimationRuns = true }
        let contentAnimates = rig.content?.isAnimating ?? false
        let followsAFarMove = contentAnimates || contentAnimatedLastFrame || farAnimationRuns
        contentAnimatedLastFrame = contentAnimates
        if !sv.isAnimating && sv.animatedSetsSinceMark.isEmpty { farAnimationRuns = false }
        // During a move (a swipe of the pages, a programmatic transition
        // to a far tab) the strip keeps the indicator in view: it may move
        // as far as the indicator itself moved this frame, plus the bound.
        var indicatorTravel: CGFloat = 0
        if rig.driver.state.move != nil || previousState.move != nil {
            indicatorTravel = abs(rig.indicator.model.midX - previousIndicatorModel.midX - sv.recenteredSinceMark)
            if !indicatorTravel.isFinite { indicatorTravel = 0 }
        }
        // Only an offset the driver set can jump: the finger's and the
        // deceleration's own motion (however fast a fling) is checked by the
        // samples and the finger rule instead.
        let driverSetTheOffset = sv.plainSetsSinceMark > 0 || !sv.animatedSetsSinceMark.isEmpty || sv.isAnimating
        let jumpAllowed = self.jumpAllowed || jumpAllowedUntilSelected != nil
        if !jumpAllowed && sameLayout && !followsAFarMove && driverSetTheOffset {
            violations.expect(abs(d) <= Swift.max(w / 2, 110) + indicatorTravel,
                              "the content jumped \(d) in one frame (\(rig.lastEvent)) \(context()): offset \(previousOffset) → \(x), recentred \(sv.recenteredSinceMark), \(sv.plainSetsSinceMark) plain sets")
        }
        if !farMoveAllowed {
            for move in sv.animatedSetsSinceMark {
                violations.expect(abs(move.to - move.from) <= w + 1e-6,
                                  "an animated move of \(move.to - move.from) > the viewport \(w) (\(rig.lastEvent)) \(context())")
            }
        }
        if strip.isLooping && strip.period > 0 && sv.isDragging && sv.plainSetsSinceMark == 0 && sv.fingerTravelSinceMark != 0 {
            violations.expect(abs(d - sv.fingerTravelSinceMark) <= 1e-6 * Swift.max(1, abs(d)),
                              "the content moved \(d) under a finger that moved \(sv.fingerTravelSinceMark) \(context())")
        }
        if !jumpAllowed && sameLayout && strip.period > 0 && w > 0 {
            for f in samples {
                let sx = f * w
                let before = sx + d
                guard before >= 0, before < w,
                      let now = item(atScreenX: sx, offset: x, strip: strip),
                      let was = item(atScreenX: before, offset: previousOffset, strip: previousStrip) else { continue }
                violations.expect(now == was, "screen x \(sx) shows \(String(describing: now)), a frame ago \(String(describing: was)) was at \(before) (moved \(d), \(rig.lastEvent)) \(context())")
            }
        }
        checkIndicator(d: d, recentered: sv.recenteredSinceMark, sameLayout: sameLayout, context())
        remember()
    }

    /// Checks the strip at rest.
    package func checkAtRest(_ context: @autoclosure () -> String = "") {
        jumpAllowedUntilSelected = nil
        let strip = rig.driver.strip
        guard strip.itemCount > 0, strip.period > 0 else { return }
        let drawn = rig.indicator.drawn(at: rig.queue.time)
        violations.expect(drawn == rig.indicator.model, "the indicator still animates at rest \(context())")
        let layoutMid = rig.driver.direction == .rightToLeft ? strip.scrollableWidth - drawn.midX : drawn.midX
        let cell = strip.cell(atContentX: layoutMid)
        let selected = rig.driver.selectedIndex
        if case .idle = rig.driver.state {
            violations.expect(cell.map { strip.item(atCell: $0) } == selected,
                              "the indicator rests under \(String(describing: cell.map { strip.item(atCell: $0) })), selected \(selected) (\(rig.lastEvent)) \(context())")
            if let c = cell {
                violations.expect(abs(strip.frame(ofCell: c).width - drawn.width) <= 1e-6,
                                  "the indicator is \(drawn.width) wide under a tab \(strip.frame(ofCell: c).width) wide \(context())")
            }
        }
        if let content = rig.content, content.boundsWidth > 0 {
            let pages = (content.contentWidth / content.boundsWidth).rounded()
            var page = (content.contentOffsetX / content.boundsWidth).rounded()
            if rig.driver.direction == .rightToLeft { page = pages - 1 - page }
            let item = Cycle(count: strip.itemCount).wrap(Int(page))
            violations.expect(item == selected, "the followed pages rest on tab \(item), the strip selects \(selected) \(context())")
        }
    }

    /// The item under a screen x (`.some(nil)` in a gap), or nil when the x
    /// is too near a cell's edge to tell.
    private func item(atScreenX sx: CGFloat, offset: CGFloat, strip: TripledStrip) -> Int?? {
        let lx = rig.layoutX(atScreenX: sx, offset: offset, strip: strip)
        guard let cell = strip.cell(atContentX: lx) else {
            // In a gap: too near a cell edge to tell counts as no verdict.
            if let right = strip.cell(atContentX: lx + 0.02), strip.frame(ofCell: right).minX - lx < 0.02 { return nil }
            if let left = strip.cell(atContentX: lx - 0.02), lx - strip.frame(ofCell: left).maxX < 0.02 { return nil }
            return .some(nil)
        }
        let f = strip.frame(ofCell: cell)
        if lx - f.minX < 0.01 || f.maxX - lx < 0.01 { return nil }
        return .some(strip.item(atCell: cell))
    }

    private func checkIndicator(d: CGFloat, recentered: CGFloat, sameLayout: Bool, _ context: @autoclosure () -> String) {
        let drawn = rig.indicator.drawn(at: rig.queue.time)
        violations.expect(drawn.minX.isFinite && drawn.width.isFinite && drawn.width >= 0,
                          "the indicator \(drawn) is not finite \(context())")
        guard sameLayout, !jumpAllowed, jumpAllowedUntilSelected == nil else { return }
        let strip = rig.driver.strip
        let w = rig.scrollView.boundsWidth
        let x = rig.scrollView.contentOffsetX
        let onScreenNow = drawn.maxX > x && drawn.minX < x + w
        let onScreenBefore = previousIndicator.maxX > previousOffset && previousIndicator.minX < previousOffset + w
        guard onScreenNow && onScreenBefore else { return }
        // Relative to the content: its move on screen plus the content's.
        let move = (drawn.midX - x) - (previousIndicator.midX - previousOffset) + d
        if let m = rig.driver.state.move, let p = previousState.move, m.from == p.from, m.to == p.to, m.steps == p.steps {
            let a = strip.frame(ofCell: strip.cell(ofItem: m.from, inCopy: 0))
            let span = abs(CGFloat(m.steps)) * (strip.period / CGFloat(Swift.max(1, strip.itemCount))) + a.width + strip.period
            violations.expect(abs(move) <= span,
                              "the indicator moved \(move) in one frame during a move of \(m.steps) tabs (\(rig.lastEvent)) \(context())")
            if case .transitioning = rig.driver.state {
                let sign: CGFloat = (m.steps > 0 ? 1 : -1) * (rig.driver.direction == .rightToLeft ? -1 : 1)
                violations.expect(move * sign >= -0.5,
                                  "the indicator went back \(move) during a transition of \(m.steps) tabs (Tabman #537) \(context())")
            }
        }
    }

    private func remember() {
        previousStrip = rig.driver.strip
        previousOffset = rig.scrollView.contentOffsetX
        previousIndicator = rig.indicator.drawn(at: rig.queue.time)
        previousIndicatorModel = rig.indicator.model
        previousState = rig.driver.state
        rig.scrollView.mark()
        rig.content?.mark()
        jumpAllowed = false
        if let i = jumpAllowedUntilSelected, rig.driver.selectedIndex == i, rig.driver.state.isIdle,
           !rig.scrollView.isAnimating { jumpAllowedUntilSelected = nil }
        farMoveAllowed = false
    }
}
