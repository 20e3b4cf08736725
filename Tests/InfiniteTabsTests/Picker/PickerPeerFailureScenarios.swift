#if os(Linux)
import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Peers' looping picker failures (recentring to a fixed offset, only at
/// the end of a scroll, by a period not taken from the layout; right to
/// left; VoiceOver; a view per item) replayed as named scenarios on the real option
/// picker on a simulated device, frame by frame. Every frame goes through
/// `PickerChecker` (what is under each point moves only with the finger or
/// a motion, no page missing, offsets inside the content, recentrings by
/// whole periods), and each scenario adds what its name promises.
final class PickerPeerFailureScenarios: XCTestCase {
    @MainActor private final class Scene: CheckedScene {
        let screen: PickerScreen
        let checker: PickerChecker
        /// Recentres seen while a finger dragged or the picker decelerated.
        var recentresWhileMoving = 0
        /// Every recentre seen (the offset's change on screen invisible).
        var recentres: [CGFloat] = []
        var lowest = CGFloat.infinity, highest = -CGFloat.infinity

        init(items: Int, view: CGFloat = 100, page: CGFloat? = nil, direction: LayoutDirection = .leftToRight,
             selected: Int = 0, fps: Double = 120) {
            screen = PickerScreen(itemCount: items, viewWidth: view, pageWidth: page, direction: direction,
                                  selectedIndex: selected, framesPerSecond: fps)
            checker = PickerChecker(screen: screen)
        }

        var picker: InfinitePickerView { screen.picker }

        var checkers: [any FrameChecker] { [checker] }

        func check(_ context: String = "") {
            checker.checkFrame(context.isEmpty ? screen.lastEvent : context)
            let sv = picker.scrollView
            if abs(checker.lastRecentre) > screen.pageLength / 2 {
                recentres.append(checker.lastRecentre)
                if sv.isDragging || sv.isDecelerating { recentresWhileMoving += 1 }
            }
            lowest = min(lowest, screen.offset)
            highest = max(highest, screen.offset)
        }

        func drag(by dx: CGFloat, frames: Int) {
            screen.touchDown()
            check()
            for _ in 0..<frames { screen.moveFinger(by: dx); check() }
        }

    }

    // MARK: - Fact 1: shift by whole periods, never reset to a fixed value

    /// TabPageViewController resets `contentOffset.x = pageTabItemsWidth`
    /// when the offset leaves its band, throwing the overshoot away: the user
    /// sees a jump. Dragging across a copy here, every recentre is a whole
    /// number of periods and, on that very frame, the item under each point
    /// is the one the finger brought there.
    func testRecentreKeepsTheOvershootNoFixedReset() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let s = Scene(items: 5, view: 260, page: 100, direction: direction)
            let period: CGFloat = 500
            s.screen.touchDown()
            s.screen.moveFinger(by: -11)
            s.check()
            var recentreFrames = 0
            for step in 0..<120 {
                let before = s.screen.offset
                let move: CGFloat = step % 2 == 0 ? 7.25 : 6.5 // never page-aligned
                s.screen.moveFinger(by: -move)
                s.check()
                let recentred = s.checker.lastRecentre
                if recentred != 0 {
                    recentreFrames += 1
                    XCTAssertEqual((recentred / period).rounded() * period, recentred, "\(direction): a whole number of periods")
                    // The overshoot survives: the offset is where the finger
                    // put it, moved by exactly the shift, not a fixed value.
                    XCTAssertEqual(s.screen.offset, before - move + recentred, accuracy: 1e-9, "\(direction)")
                }
            }
            s.screen.liftStill { s.check() }
            s.rest()
            XCTAssertGreaterThanOrEqual(recentreFrames, 1, "\(direction): the drag crossed a copy")
            XCTAssertEqual(Set(s.recentres.map { abs($0) }), [period], "\(direction): every recentre is one period")
            s.assertClean()
        }
    } }

    // MARK: - Fact 2: recentre during drag and deceleration

    /// A picker that recentred only when scrolling ended let fast repeated
    /// flings (each caught by the next finger) run into the real edge of
    /// the content. Ten quick flings each way: the offset never leaves the
    /// content, and recentres happen while the finger drags and while the
    /// picker decelerates.
    func testFastRepeatedFlingsNeverReachTheRealEdge() { onMain {
        let s = Scene(items: 3, view: 120, page: 120, fps: 60)
        for sign: CGFloat in [1, -1] {
            for _ in 0..<10 {
                guard s.screen.touchDown() else { s.frame(); continue }
                s.check()
                s.screen.fling(velocity: sign * 6_000, frames: 3) { s.check() }
                s.check()
                for _ in 0..<6 { s.frame() }
            }
            s.rest()
        }
        XCTAssertGreaterThanOrEqual(s.lowest, 0, "the offset reached the content's edge")
        XCTAssertLessThanOrEqual(s.highest, 4 * 120, "the offset reached the content's edge")
        XCTAssertGreaterThan(s.recentresWhileMoving, 2, "recentred while moving, not only at rest")
        s.assertClean()
    } }

    // MARK: - Fact 3: setting the offset re-enters didScroll

    /// Assigning `contentOffset` calls `scrollViewDidScroll` again at once
    /// (the model's scroll view does, as UIKit does). The picker must not act
    /// on that nested call: each recentring frame holds one nested
    /// `didScroll` and exactly one recentre of one period, never two.
    func testReentrantDidScrollDuringARecentreIsIgnored() { onMain {
        let s = Scene(items: 4, view: 100)
        s.screen.touchDown()
        s.screen.moveFinger(by: 11)
        s.check()
        var nestedFrames = 0
        for _ in 0..<90 {
            let reentries = s.picker.scrollView.reentrantDidScrollCount
            s.screen.moveFinger(by: 9.5)
            s.check()
            let nested = s.picker.scrollView.reentrantDidScrollCount - reentries
            if s.checker.lastRecentre != 0 {
                nestedFrames += 1
                XCTAssertEqual(abs(s.checker.lastRecentre), 400, "one recentre of one period a frame")
                XCTAssertEqual(nested, 1, "the recentre re-entered didScroll once")
            } else {
                XCTAssertEqual(nested, 0)
            }
        }
        s.screen.liftStill { s.check() }
        s.rest()
        XCTAssertGreaterThan(nestedFrames, 1, "the drag recentred")
        s.assertClean()
    } }

    // MARK: - Fact 4: the period comes from the layout

    /// `floor(contentSize / 3)` goes wrong as soon as the layout changes. The
    /// period here is `n × pageWidth` of the current layout: after a rotation
    /// to a new width, a new page width and new options, each drag across a
    /// copy shifts by exactly the new period, invisibly.
    func testPeriodComesFromTheLayoutAfterEveryResizeAndReload() { onMain {
        let s = Scene(items: 5, view: 320, page: 87.5)
        let layouts: [(items: Int?, view: CGFloat?, page: CGFloat??)] = [
            (nil, nil, nil), (nil, 414, nil), (nil, nil, .some(133.5)), (7, nil, nil), (2, 375, .some(nil)),
        ]
        for (i, layout) in layouts.enumerated() {
            s.checker.jumpAllowed = true
            s.screen.reload(itemCount: layout.items, viewWidth: layout.view, pageWidth: layout.page)
            s.check()
            let n = s.picker.itemCount, w = s.screen.pageLength
            let period = CGFloat(n) * w
            XCTAssertEqual(s.picker.scrollView.contentSize.width, CGFloat(n + 2) * w, "layout \(i): the content is sized from the layout")
            let first = s.recentres.count
            s.drag(by: -11, frames: Int((period * 1.5 / 11).rounded(.up)))
            s.screen.liftStill { s.check() }
            s.rest()
            let shifts = s.recentres[first...]
            XCTAssertFalse(shifts.isEmpty, "layout \(i): the drag crossed a copy")
            for shift in shifts {
                XCTAssertEqual(abs(shift), period, accuracy: 1e-9, "layout \(i): shifted by the layout's period")
            }
        }
        s.assertClean()
    } }

    // MARK: - Fact 5: a drag ending during a recentre shifts the target

    /// A release whose paging target lies on a copy (at the very edge of the
    /// content) makes the picker recentre first; the target must move by
    /// the same amount, or the fling would sail a whole period away (or stop
    /// off a page). The fling rests on the next item, on a whole page, with
    /// no other recentre, and the picker does not use `isPagingEnabled`
    /// beside its custom target.
    func testADragEndingDuringARecentreMovesItsTargetByTheSameShift() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let s = Scene(items: 4, view: 100, direction: direction, selected: 3)
            XCTAssertFalse(s.picker.scrollView.isPagingEnabled, "no isPagingEnabled beside a custom target")
            let forward: CGFloat = direction == .leftToRight ? 1 : -1
            s.drag(by: forward * 8, frames: 3)
            let recentresBefore = s.recentres.count
            s.screen.fling(velocity: forward * 1_500, frames: 2) { s.check() }
            s.check()
            XCTAssertEqual(s.recentres.count, recentresBefore + 1, "\(direction): the target lay on a copy: recentred first")
            s.rest()
            XCTAssertEqual(s.recentres.count, recentresBefore + 1, "\(direction): the fling ran to its shifted target")
            XCTAssertEqual(s.screen.offset.truncatingRemainder(dividingBy: 100), 0, "\(direction): on a whole page")
            XCTAssertEqual(s.picker.selectedIndex, 0, "\(direction): one item forward across the seam")
            XCTAssertEqual(s.screen.notifications, [0])
            s.assertClean()
        }
    } }

    // MARK: - Fact 6: no bounce at the edges

    /// Drags back and forth over many periods, slow releases and flings, at
    /// 60 and 120 Hz: the offset never leaves the content (the rubber band
    /// never shows; the checker checks every frame).
    func testNoBounceEverShowsAtTheEdges() { onMain {
        for fps in [60.0, 120.0] {
            let s = Scene(items: 2, view: 300, page: 150, fps: fps)
            var rng = SeededRandom(seed: 0xED6E)
            for step in 0..<24 {
                guard s.screen.touchDown() else { s.rest(); continue }
                s.check()
                let sign: CGFloat = step % 4 < 2 ? 1 : -1
                for _ in 0..<rng.int(in: 4...40) { s.screen.moveFinger(by: sign * rng.cgFloat(in: 2...30)); s.check() }
                if rng.chance(0.3) {
                    s.screen.liftStill { s.check() }
                } else {
                    s.screen.fling(velocity: sign * rng.cgFloat(in: 500...8_000)) { s.check() }
                }
                s.check()
                for _ in 0..<rng.int(in: 0...30) { s.frame() }
            }
            s.rest()
            XCTAssertGreaterThanOrEqual(s.lowest, 0, "\(fps) Hz: beyond the content")
            XCTAssertLessThanOrEqual(s.highest, 3 * 150, "\(fps) Hz: beyond the content")
            s.assertClean()
        }
    } }

    // MARK: - Fact 7: copies narrower than the screen never show a gap

    /// Two options on pages 90 wide in a picker 834 wide (an iPad's
    /// portrait width): the padded content (four pages) is far narrower than
    /// the view. Every point across the view shows a page on every frame of
    /// drags, flings and taps.
    func testNarrowPagesInAWideViewNeverShowAGap() { onMain {
        let s = Scene(items: 2, view: 834, page: 90)
        @MainActor func everyPointShowsAPage(_ context: String) {
            let pages = s.screen.pages()
            var x: CGFloat = 0.5
            while x < 834 {
                XCTAssertTrue(pages.contains { $0.low <= x && x < $0.high }, "\(context): no page at x \(x)")
                x += 7
            }
        }
        everyPointShowsAPage("at start")
        for step in 0..<8 {
            s.screen.touchDown()
            s.check()
            let sign: CGFloat = step % 2 == 0 ? 1 : -1
            for _ in 0..<20 { s.screen.moveFinger(by: sign * 13); s.check(); everyPointShowsAPage("drag \(step)") }
            s.screen.fling(velocity: sign * 3_000) { s.check() }
            s.check()
            s.screen.runUntilRest { s.check(); everyPointShowsAPage("fling \(step)") }
            s.checker.checkAtRest()
            s.screen.tap()
            s.screen.runUntilRest { s.check(); everyPointShowsAPage("tap \(step)") }
            s.checker.checkAtRest()
        }
        XCTAssertLessThanOrEqual(s.picker.scrollView.subviews.count, 834 / 90 + 3, "a handful of page views")
        s.assertClean()
    } }

    // MARK: - Fact 18: right to left

    /// Right to left the pages are mirrored by hand: the next option lies on
    /// the left, a tap slides the content right (towards the left
    /// neighbour, on every frame), and the options read right to left.
    func testRightToLeftMirrorsThePagesAndTapsSlideTowardsTheLeftNeighbour() { onMain {
        let s = Scene(items: 5, view: 300, page: 100, direction: .rightToLeft, selected: 4)
        for tap in 0..<6 {
            let shown = s.picker.selectedIndex
            XCTAssertEqual(s.screen.item(atScreenX: 150), shown)
            XCTAssertEqual(s.screen.item(atScreenX: 50), (shown + 1) % 5, "the next option on the left")
            XCTAssertEqual(s.screen.item(atScreenX: 250), (shown + 4) % 5, "the previous option on the right")
            XCTAssertEqual(s.screen.device.visibleTexts(), ["\((shown + 1) % 5)", "\(shown)", "\((shown + 4) % 5)"])
            s.screen.tap()
            s.check()
            var frames = 0
            s.screen.runUntilRest {
                s.check()
                XCTAssertGreaterThanOrEqual(s.checker.lastMotion, 0, "tap \(tap): slides towards the left neighbour")
                frames += 1
            }
            s.checker.checkAtRest()
            XCTAssertGreaterThan(frames, 10, "a slide, not a jump")
            XCTAssertEqual(s.picker.selectedIndex, (shown + 1) % 5)
        }
        XCTAssertEqual(s.screen.notifications, [0, 1, 2, 3, 4, 0])
        s.assertClean()
    } }

    // MARK: - Fact 19: VoiceOver adjusts the picker

    /// The picker is one adjustable element: increment and decrement move
    /// exactly one item (across the seam both ways), the value VoiceOver
    /// reads is the item on screen, and each change is reported once.
    func testVoiceOverIncrementAndDecrementMoveOneItemAndReadTheCurrent() { onMain {
        let s = Scene(items: 3, view: 100, selected: 2)
        XCTAssertTrue(s.picker.isAccessibilityElement)
        XCTAssertTrue(s.picker.accessibilityTraits.contains(.adjustable))
        var expected = 2
        for (i, up) in [true, true, false, false, false, true, true, true].enumerated() {
            s.checker.jumpAllowed = true // VoiceOver moves at once
            s.screen.voiceOverAdjust(up: up)
            expected = (expected + (up ? 1 : 2)) % 3
            s.check()
            s.rest()
            XCTAssertEqual(s.picker.selectedIndex, expected, "adjust \(i)")
            XCTAssertEqual(s.screen.accessibilityValue, expected, "adjust \(i): VoiceOver reads the item on screen")
            XCTAssertEqual(s.screen.item(atScreenX: 50), expected)
        }
        XCTAssertEqual(s.screen.notifications, [0, 1, 0, 2, 1, 2, 0, 1])
        s.assertClean()
    } }

    // MARK: - Fact 22: views are reused

    /// A million options (never a view per item). Long drags,
    /// flings and taps over many pages: the picker never holds more than the
    /// visible pages and a spare or two, and after the first frames it
    /// makes no new view at all.
    func testAMillionOptionsHoldAHandfulOfPageViews() { onMain {
        let s = Scene(items: 1_000_000, view: 390, page: 130, selected: 999_998)
        let visible = Int((390.0 / 130).rounded(.up)) + 1
        XCTAssertLessThanOrEqual(s.picker.scrollView.subviews.count, visible + 1)
        var rng = SeededRandom(seed: 0x1E6)
        for step in 0..<30 {
            if step % 3 == 2 {
                s.screen.tap()
            } else if s.screen.touchDown() {
                s.check()
                for _ in 0..<rng.int(in: 5...40) { s.screen.moveFinger(by: rng.cgFloat(in: -30...30)); s.check() }
                s.screen.fling(velocity: rng.cgFloat(in: -5_000...5_000)) { s.check() }
                s.check()
            }
            s.rest()
            XCTAssertLessThanOrEqual(s.picker.scrollView.subviews.filter { !$0.isHidden }.count, visible, "step \(step)")
            XCTAssertLessThanOrEqual(s.picker.scrollView.subviews.count, visible + 2, "step \(step): views are reused")
        }
        s.assertClean()
    } }
}
#endif
