import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// The per-frame checks of what a person sees on the option picker. Call
/// ``checkFrame()`` after every ``PickerRig/frame()`` and ``checkAtRest()``
/// whenever the picker rests.
///
/// Every frame:
/// - the offset is finite and the scroll view's bounds lie inside the content;
/// - the item under each sampled screen x is the one the finger or the motion
///   brought there: the content moved by `d` (the offset change less any
///   recentring), so what is at `x` now was at `x + d` a frame ago; a
///   recentring is invisible;
/// - while a finger drags a looping picker the content moves exactly with it
///   (no rubber band inside the loop);
/// - no page is missing in the visible window (two or more options);
/// - an animated move travels at most the picker's width unless a far
///   selection asked for it; a plain jump only where one was asked for, or
///   where taps queued during a slide are carried out at once because the
///   user prefers reduced motion (the tap asked for the move; Reduce Motion
///   asks that it be made without sliding, as an unqueued tap then is);
/// - the selected index stays in range.
///
/// At rest: the offset is a whole page inside the band, and the page on
/// screen, the driver's selection and the accessibility value agree.
@MainActor
package final class PickerChecker {
    /// The picker checked.
    package let rig: PickerRig
    /// What broke.
    package var violations = Violations()
    /// Set before an event that may jump without animation (a reload, a
    /// selection without animation, VoiceOver's adjustment, leaving the
    /// screen); cleared after the next check.
    package var jumpAllowed = false
    /// Set before an event that may animate further than the picker's width
    /// (an animated selection of a far option); cleared after the next check.
    package var farMoveAllowed = false
    /// Frames checked.
    package private(set) var frames = 0

    private var previous: [(x: CGFloat, item: Int)] = []
    private var previousOffset: CGFloat = 0
    private var previousMinX: CGFloat = 0
    private var previousWidth: CGFloat = 0
    private var previousQueued = 0
    private var previousNotifications = 0
    private let samples: [CGFloat] = [0.02, 0.2, 0.37, 0.5, 0.63, 0.8, 0.98]

    /// Starts checking `rig` from its current frame.
    package init(rig: PickerRig) {
        self.rig = rig
        remember()
    }

    /// Checks the frame just run (and any event since the last check).
    package func checkFrame(_ context: @autoclosure () -> String = "") {
        frames += 1
        let sv = rig.scrollView
        let strip = rig.driver.strip
        let x = sv.contentOffsetX
        let w = strip.pageWidth
        violations.expect(x.isFinite, "offset \(x) not finite \(context())")
        if strip.isPadded && w > 0 {
            let slack = 1e-9 * Swift.max(1, strip.contentWidth)
            violations.expect(x >= -slack && x <= strip.contentWidth - w + slack,
                              "offset \(x) shows beyond the content 0...\(strip.contentWidth - w) (\(rig.lastEvent)) \(context())")
        }
        let n = strip.itemCount
        violations.expect(n == 0 ? rig.driver.selectedIndex == 0 : (0..<n).contains(rig.driver.selectedIndex),
                          "selected index \(rig.driver.selectedIndex) out of 0..<\(n) \(context())")
        // Queued taps carried out at once under Reduce Motion: the queue
        // shrank, each carried-out tap reported, with Reduce Motion on.
        let queuedTapsRanAtOnce = rig.driver.prefersReducedMotion && rig.driver.queuedAdvances < previousQueued
            && rig.notifications.count > previousNotifications
        if !jumpAllowed && !queuedTapsRanAtOnce {
            violations.expect(sv.plainSetsSinceMark == 0, "a jump nobody asked for (\(rig.lastEvent)) \(context())")
        }
        if !farMoveAllowed {
            // A tap from between two pages (a caught fling) goes to the page
            // after the nearest one: up to half a page more than the width.
            for move in sv.animatedSetsSinceMark {
                violations.expect(abs(move.to - move.from) <= rig.viewWidth + w / 2 + 1e-6,
                                  "an animated move of \(move.to - move.from) > the picker's width \(rig.viewWidth) and half a page \(context())")
            }
        }
        let d = x - previousOffset - sv.recenteredSinceMark
        if strip.isPadded && sv.isDragging && sv.plainSetsSinceMark == 0 && sv.fingerTravelSinceMark != 0 {
            violations.expect(abs(d - sv.fingerTravelSinceMark) <= 1e-6 * Swift.max(1, abs(d)),
                              "the content moved \(d) under a finger that moved \(sv.fingerTravelSinceMark) \(context())")
        }
        if !jumpAllowed && sv.plainSetsSinceMark == 0 && w == previousWidth && w > 0 && strip.isPadded {
            for f in samples {
                let sx = f * rig.viewWidth
                guard let now = rig.item(atScreenX: sx) else {
                    violations.expect(false, "no page at screen x \(sx) \(context())")
                    continue
                }
                let before = sx + d
                guard before >= 0, before < rig.viewWidth, let was = previousItem(atScreenX: before) else { continue }
                violations.expect(now == was, "screen x \(sx) shows \(now), a frame ago \(was) was at \(before) (moved \(d)) \(context())")
            }
        }
        remember()
    }

    /// Checks a picker at rest.
    package func checkAtRest(_ context: @autoclosure () -> String = "") {
        let strip = rig.driver.strip
        let x = rig.scrollView.contentOffsetX
        let w = strip.pageWidth
        guard strip.itemCount > 0, w > 0 else {
            violations.expect(rig.accessibilityValue == nil || strip.itemCount > 0, "an empty picker has a value \(context())")
            return
        }
        let page = (x / w).rounded()
        violations.expect(abs(x - page * w) <= 1e-6 * Swift.max(w, abs(x)), "rests at \(x), between pages of \(w) \(context())")
        if strip.isPadded {
            violations.expect(x > 0 && x < CGFloat(strip.itemCount + 1) * w, "rests at \(x), on a copy \(context())")
        }
        let shown = rig.item(atScreenX: rig.viewWidth / 2)
        violations.expect(shown == rig.driver.selectedIndex,
                          "shows \(String(describing: shown)) at rest, selected \(rig.driver.selectedIndex) \(context())")
        violations.expect(rig.driver.currentItem == rig.driver.selectedIndex,
                          "driver current \(rig.driver.currentItem) != selected \(rig.driver.selectedIndex) \(context())")
        violations.expect(rig.accessibilityValue == rig.driver.selectedIndex,
                          "VoiceOver reads \(String(describing: rig.accessibilityValue)), selected \(rig.driver.selectedIndex) \(context())")
        violations.expect(rig.driver.queuedAdvances == 0, "taps still queued at rest \(context())")
    }

    private func previousItem(atScreenX sx: CGFloat) -> Int? {
        let x = previousOffset + sx - previousMinX
        for view in previous where view.x <= x && x < view.x + previousWidth {
            // Too near a page edge to tell (rounding): no verdict.
            if x - view.x < 0.01 || view.x + previousWidth - x < 0.01 { return nil }
            return view.item
        }
        return nil
    }

    private func remember() {
        previous.removeAll(keepingCapacity: true)
        for slot in rig.pool.visible where !slot.view.isHidden { previous.append((slot.view.x, slot.view.item)) }
        previousOffset = rig.scrollView.contentOffsetX
        previousMinX = rig.scrollViewMinX
        previousWidth = rig.driver.strip.pageWidth
        previousQueued = rig.driver.queuedAdvances
        previousNotifications = rig.notifications.count
        rig.scrollView.mark()
        jumpAllowed = false
        farMoveAllowed = false
    }
}
