#if os(Linux)
import Foundation
import InfiniteTabs
import InfiniteTabsCore
import UIKit

/// The per-frame checks of what a person sees on the real option picker
/// (``PickerScreen``), judged from the view tree: the page views on screen,
/// the option each label reads, the scroll view's offset. Call
/// ``checkFrame(_:)`` after every frame or event and ``checkAtRest(_:)``
/// whenever the picker rests.
///
/// Every frame:
/// - the offset and every page's frame are finite, the scroll view's bounds
///   lie inside its content, the selected index is in range;
/// - no point of the picker is without a page (two or more options);
/// - the content moved rigidly by `m` (the offset's change less whole
///   periods): what is at `x` now was at `x − m` a frame ago, and a page view
///   that still shows the same option moved in the content by a whole number
///   of periods (a recentring is invisible; nothing else moves a page);
/// - while a finger drags, the content moves exactly with it;
/// - nothing moves while the scroll view neither tracks, drags, decelerates
///   nor animates (a jump), and no frame moves more than a quarter of the
///   picker and a page (a jump inside a motion), unless the event asked for
///   it (``jumpAllowed``, ``farMoveAllowed``) or taps queued during a slide
///   were carried out at once because the user prefers reduced motion.
///
/// At rest: the offset is a whole page inside the band, and the label in the
/// picker's centre, the selection and the accessibility value agree.
@MainActor
package final class PickerChecker {
    /// The picker checked.
    package let screen: PickerScreen
    /// What broke.
    package var violations = Violations()
    /// Set before an event that may jump without animation (a reload, a
    /// selection without animation, VoiceOver's adjustment, leaving the
    /// screen); cleared after the next check.
    package var jumpAllowed = false
    /// Set before an event that may animate further than the picker's length
    /// (an animated selection of a far option); cleared once that move ends.
    package var farMoveAllowed = false
    /// Frames checked.
    package private(set) var frames = 0
    /// The content's motion on screen in the last frame checked (points
    /// along the axis; positive: towards the right or the bottom).
    package private(set) var lastMotion: CGFloat = 0
    /// The offset's change in the last frame checked that nothing on screen
    /// shows: whole periods (a recentring), 0 without one.
    package private(set) var lastRecentre: CGFloat = 0
    /// Frames in which the offset was recentred.
    package private(set) var recentres = 0

    private var previous: [PickerScreen.ShownPage] = []
    private var previousOffset: CGFloat = 0
    private var previousLength: CGFloat = 0
    private var previousPage: CGFloat = 0
    private var previousCount = 0
    private var previousMoving = false
    private var previousDragging = false
    private var previousQueued = 0
    private var previousNotifications = 0
    private let samples: [CGFloat] = [0.02, 0.2, 0.37, 0.5, 0.63, 0.8, 0.98]

    /// Starts checking `screen` from its current frame.
    package init(screen: PickerScreen) {
        self.screen = screen
        remember(screen.pages())
    }

    private var isMoving: Bool {
        let sv = screen.picker.scrollView
        return sv.isTracking || sv.isDragging || sv.isDecelerating || sv.isAnimatingProgrammatically
            || screen.picker.driver.animationTarget != nil
    }

    /// Checks the frame just run (and any event since the last check).
    package func checkFrame(_ context: @autoclosure () -> String = "") {
        frames += 1
        let picker = screen.picker, sv = picker.scrollView
        let x = screen.offset, w = screen.pageLength, length = screen.viewLength
        let n = picker.itemCount
        let pages = screen.pages()
        violations.expect(x.isFinite, "offset \(x) not finite \(context())")
        for page in pages {
            violations.expect(page.low.isFinite && page.high.isFinite, "a page of \(page.item) at \(page.low)...\(page.high) \(context())")
            violations.expect((0..<n).contains(page.item), "a page shows \(page.item), not one of \(n) options \(context())")
        }
        violations.expect(n == 0 ? picker.selectedIndex == 0 : (0..<n).contains(picker.selectedIndex),
                          "selected index \(picker.selectedIndex) out of 0..<\(n) \(context())")
        let padded = n >= 2 && w > 0
        if padded {
            let content = screen.axis.along(sv.contentSize), bounds = screen.axis.along(sv.bounds.size)
            let slack = 1e-9 * Swift.max(1, content)
            violations.expect(x >= -slack && x <= content - bounds + slack,
                              "offset \(x) shows beyond the content 0...\(content - bounds) (\(screen.lastEvent)) \(context())")
            for f in samples where !pages.contains(where: { $0.low <= f * length && f * length < $0.high }) {
                violations.expect(false, "no page at \(f * length) of \(length) (\(screen.lastEvent)) \(context())")
            }
        }
        let period = CGFloat(n) * w
        let sameLayout = padded && w == previousPage && length == previousLength && n == previousCount
        // The content's motion on screen: the offset's change less whole
        // periods (a recentring), the one nearest the finger's travel while
        // it drags, else nearest no motion.
        var m = previousOffset - x
        let reference = sv.isDragging && previousDragging ? screen.fingerTravel : 0
        if sameLayout { m -= ((m - reference) / period).rounded() * period }
        lastMotion = m
        lastRecentre = sameLayout ? (x - previousOffset) + m : 0
        if abs(lastRecentre) > w / 2 { recentres += 1 }
        let driver = picker.driver
        let queuedTapsRanAtOnce = driver.prefersReducedMotion && driver.queuedAdvances < previousQueued
            && screen.notifications.count > previousNotifications
        let moving = isMoving
        if sameLayout && !jumpAllowed {
            for page in pages {
                guard let was = previous.first(where: { $0.view == page.view && $0.item == page.item }) else { continue }
                // In the content a page view moves only by whole periods.
                let moved = (page.low - was.low) - m
                let periods = (moved / period).rounded()
                violations.expect(abs(moved - periods * period) <= 1e-6 * Swift.max(1, abs(moved)),
                                  "the page of \(page.item) moved \(page.low - was.low) on screen while the content moved \(m) (\(screen.lastEvent)) \(context())")
            }
            if !queuedTapsRanAtOnce {
                violations.expect(abs(m) <= 1e-9 * Swift.max(1, abs(x)) || previousMoving || moving,
                                  "a jump nobody asked for: moved \(m) at rest (\(screen.lastEvent)) \(context())")
                // A finger moves the content as far as it moves.
                violations.expect(sv.isDragging || farMoveAllowed || abs(m) <= (length + w) / 4,
                                  "a jump of \(m) in one frame (\(screen.lastEvent)) \(context())")
            }
            if sv.isDragging && previousDragging && screen.fingerTravel != 0 {
                violations.expect(abs(m - screen.fingerTravel) <= 1e-6 * Swift.max(1, abs(m)),
                                  "the content moved \(m) under a finger that moved \(screen.fingerTravel) \(context())")
            }
            for f in samples {
                let sx = f * length
                guard let now = pages.first(where: { $0.low <= sx && sx < $0.high })?.item else { continue }
                let before = sx - m
                guard before >= 0, before < length, let was = previousItem(at: before) else { continue }
                violations.expect(now == was, "\(sx) shows \(now), a frame ago \(was) was at \(before) (moved \(m)) \(context())")
            }
        }
        remember(pages)
    }

    /// Checks a picker at rest.
    package func checkAtRest(_ context: @autoclosure () -> String = "") {
        let picker = screen.picker
        let x = screen.offset, w = screen.pageLength, n = picker.itemCount
        guard n > 0, w > 0 else {
            violations.expect(picker.accessibilityValue == nil, "an empty picker has a value \(context())")
            return
        }
        let page = (x / w).rounded()
        violations.expect(abs(x - page * w) <= 1e-6 * Swift.max(w, abs(x)), "rests at \(x), between pages of \(w) \(context())")
        if n >= 2 {
            violations.expect(x > 0 && x < CGFloat(n + 1) * w, "rests at \(x), on a copy \(context())")
        }
        let selected = picker.selectedIndex
        let shown = screen.item(atScreenX: screen.viewLength / 2)
        violations.expect(shown == selected, "shows \(String(describing: shown)) at rest, selected \(selected) \(context())")
        // The label drawn in the picker's centre reads the selected title.
        let centre = screen.centre
        let label = screen.device.visibleLabels().first { $0.frame.contains(centre) }
        violations.expect(label?.text == picker.title(at: selected),
                          "the centre reads \(String(describing: label?.text)), selected \(selected) \(context())")
        violations.expect(picker.driver.currentItem == selected,
                          "driver current \(picker.driver.currentItem) != selected \(selected) \(context())")
        violations.expect(screen.accessibilityValue == selected,
                          "VoiceOver reads \(String(describing: picker.accessibilityValue)), selected \(selected) \(context())")
        violations.expect(picker.driver.queuedAdvances == 0, "taps still queued at rest \(context())")
    }

    private func previousItem(at x: CGFloat) -> Int? {
        for page in previous where page.low <= x && x < page.high {
            // Too near a page edge to tell (rounding): no verdict.
            if x - page.low < 0.01 || page.high - x < 0.01 { return nil }
            return page.item
        }
        return nil
    }

    private func remember(_ pages: [PickerScreen.ShownPage]) {
        previous = pages
        previousOffset = screen.offset
        previousLength = screen.viewLength
        previousPage = screen.pageLength
        previousCount = screen.picker.itemCount
        previousMoving = isMoving
        previousDragging = screen.picker.scrollView.isDragging
        previousQueued = screen.picker.driver.queuedAdvances
        previousNotifications = screen.notifications.count
        screen.markFinger()
        jumpAllowed = false
        // A far move is allowed until it ends.
        farMoveAllowed = farMoveAllowed && screen.picker.driver.animationTarget != nil
    }
}
#endif
