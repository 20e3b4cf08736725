import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// The peer failures of GUIDE.md (section 2, facts 1-7, 18, 19, 22, and the
/// audits of section 5) replayed as named scenarios on the simulated option
/// picker: the real `PickerScrollDriver`, wired as `InfinitePickerView`
/// wires it, stepped frame by frame. Every frame goes through
/// `PickerChecker` (what is under each screen x moves only with the finger
/// or an animation, no page missing, offsets inside the content), and each
/// scenario adds what its name promises.
final class PickerPeerFailureScenarios: XCTestCase {
    /// A picker with its checker and a log of the driver's commands (the
    /// rig's own handler still applies each one).
    @MainActor private final class Scene {
        let rig: PickerRig
        let checker: PickerChecker
        var commands: [PickerCommand] = []
        /// Recentres made while a finger dragged or the picker decelerated.
        var recentersWhileMoving = 0

        init(items: Int, view: CGFloat = 100, page: CGFloat? = nil, direction: LayoutDirection = .leftToRight,
             selected: Int = 0, fps: Double = 120) {
            rig = PickerRig(itemCount: items, viewWidth: view, pageWidth: page, direction: direction,
                            selectedIndex: selected, framesPerSecond: fps)
            checker = PickerChecker(rig: rig)
            let apply = rig.driver.onCommand
            rig.driver.onCommand = { [unowned self] command in
                self.commands.append(command)
                if case .recentered = command, self.rig.scrollView.isDragging || self.rig.scrollView.isDecelerating {
                    self.recentersWhileMoving += 1
                }
                apply?(command)
            }
        }

        var recenters: [(dx: CGFloat, pages: Int)] {
            commands.compactMap { if case .recentered(let dx, let pages) = $0 { return (dx, pages) } else { return nil } }
        }

        func frame() { rig.frame(); checker.checkFrame(rig.lastEvent) }

        func drag(by dx: CGFloat, frames: Int) {
            rig.touchDown()
            for _ in 0..<frames { rig.moveFinger(by: dx); frame() }
        }

        func rest() {
            rig.runUntilRest { self.checker.checkFrame(self.rig.lastEvent) }
            XCTAssertTrue(rig.isAtRest, "the picker comes to rest")
            checker.checkAtRest()
        }

        func assertClean(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.joined(separator: "\n"), file: file, line: line)
            XCTAssertGreaterThan(checker.frames, 0, "frames were checked", file: file, line: line)
        }
    }

    // MARK: - Fact 1: shift by whole periods, never reset to a fixed value

    /// TabPageViewController resets `contentOffset.x = pageTabItemsWidth`
    /// when the offset leaves its band, throwing the overshoot away: the user
    /// sees a jump. Dragging across a copy here, every recentre is a whole
    /// number of periods and, on that very frame, the item under each screen
    /// x is the one the finger brought there.
    func testRecenterKeepsTheOvershootNoFixedReset() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let s = Scene(items: 5, view: 260, page: 100, direction: direction)
            let period = s.rig.driver.strip.period
            s.rig.touchDown()
            var recenterFrames = 0
            for step in 0..<120 {
                let before = s.rig.scrollView.contentOffsetX
                let move: CGFloat = step % 2 == 0 ? 7.25 : 6.5 // never page-aligned
                s.rig.moveFinger(by: -move)
                s.rig.frame()
                let recentered = s.rig.scrollView.recenteredSinceMark
                if recentered != 0 {
                    recenterFrames += 1
                    XCTAssertEqual((recentered / period).rounded() * period, recentered, "\(direction): a whole number of periods")
                    // The overshoot survives: the offset is where the finger
                    // put it, moved by exactly the shift, not a fixed value.
                    XCTAssertEqual(s.rig.scrollView.contentOffsetX, before - move + recentered, accuracy: 1e-9, "\(direction)")
                }
                s.checker.checkFrame("\(direction) step \(step)")
            }
            s.rig.lift(velocity: 0)
            s.rest()
            XCTAssertGreaterThanOrEqual(recenterFrames, 1, "\(direction): the drag crossed a copy")
            XCTAssertEqual(Set(s.recenters.map { abs($0.pages) }), [5], "\(direction): every recentre is one period of pages")
            s.assertClean()
        }
    } }

    // MARK: - Fact 2: recentre during drag and deceleration

    /// A picker that recentred only when scrolling ended let fast repeated
    /// flings (each caught by the next finger) run into the real edge of
    /// the content. Ten quick flings each way: the offset never reaches an
    /// edge (no bounce stop), and recentres happen while the finger drags
    /// and while the picker decelerates.
    func testFastRepeatedFlingsNeverReachTheRealEdge() { onMain {
        let s = Scene(items: 3, view: 120, page: 120, fps: 60)
        for sign: CGFloat in [1, -1] {
            for _ in 0..<10 {
                s.rig.touchDown()
                for _ in 0..<3 { s.rig.moveFinger(by: sign * 25); s.frame() }
                s.rig.lift(velocity: sign * 6_000)
                s.checker.checkFrame()
                for _ in 0..<6 { s.frame() }
            }
            s.rest()
        }
        XCTAssertEqual(s.rig.scrollView.physics.edgeHits, 0, "a motion reached the real edge of the content")
        XCTAssertGreaterThan(s.recentersWhileMoving, 2, "recentred while moving, not only at rest")
        s.assertClean()
    } }

    // MARK: - Fact 3: setting the offset re-enters didScroll

    /// Assigning `contentOffset` calls `scrollViewDidScroll` again at once
    /// (the simulated scroll view does, as UIKit does). The driver must not
    /// act on that nested call: each recentring frame holds one nested
    /// `didScroll` and exactly one recentre of one period, never two.
    func testReentrantDidScrollDuringARecenterIsIgnored() { onMain {
        let s = Scene(items: 4, view: 100)
        s.rig.touchDown()
        var nestedFrames = 0
        for _ in 0..<90 {
            let reentries = s.rig.scrollView.physics.reentrantScrolls
            let recenters = s.recenters.count
            s.rig.moveFinger(by: 9.5)
            s.rig.frame()
            let nested = s.rig.scrollView.physics.reentrantScrolls - reentries
            let made = s.recenters.count - recenters
            if made > 0 {
                nestedFrames += 1
                XCTAssertEqual(made, 1, "one recentre a frame")
                XCTAssertEqual(nested, 1, "the recentre re-entered didScroll once")
            } else {
                XCTAssertEqual(nested, 0)
            }
            s.checker.checkFrame()
        }
        s.rig.lift(velocity: 0)
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
            s.rig.reload(itemCount: layout.items, viewWidth: layout.view, pageWidth: layout.page)
            s.checker.checkFrame("layout \(i)")
            let strip = s.rig.driver.strip
            XCTAssertEqual(strip.period, CGFloat(strip.itemCount) * strip.pageWidth)
            XCTAssertEqual(s.rig.scrollView.contentWidth, strip.contentWidth, "layout \(i): the content is sized from the layout")
            let first = s.recenters.count
            s.drag(by: -11, frames: Int((strip.period * 1.5 / 11).rounded(.up)))
            s.rig.lift(velocity: 0)
            s.rest()
            let shifts = s.recenters[first...]
            XCTAssertFalse(shifts.isEmpty, "layout \(i): the drag crossed a copy")
            for shift in shifts {
                XCTAssertEqual(abs(shift.dx), strip.period, "layout \(i): shifted by the layout's period")
            }
        }
        s.assertClean()
    } }

    // MARK: - Fact 5: a drag ending during a recentre shifts the target

    /// A release whose paging target lies on a copy (at the very edge of the
    /// content) makes the driver recentre first; the target must move by
    /// the same amount, or the fling would sail a whole period away (or stop
    /// off a page). The fling rests on the next item, on a whole page, and
    /// the picker does not use `isPagingEnabled` beside its custom target.
    func testADragEndingDuringARecenterMovesItsTargetByTheSameShift() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let s = Scene(items: 4, view: 100, direction: direction, selected: 3)
            XCTAssertNil(s.rig.scrollView.physics.pageWidth, "no isPagingEnabled beside a custom target")
            let forward: CGFloat = direction == .leftToRight ? 1 : -1
            s.drag(by: forward * 8, frames: 4)
            var targets: [CGFloat] = []
            let handler = s.rig.scrollView.delegate.willEndDragging
            s.rig.scrollView.delegate.willEndDragging = { velocity, target in
                handler?(velocity, &target)
                targets.append(target)
            }
            let recentersBefore = s.recenters.count
            s.rig.lift(velocity: forward * 1_500)
            s.checker.checkFrame()
            XCTAssertEqual(s.recenters.count, recentersBefore + 1, "\(direction): the target lay on a copy: recentred first")
            s.rest()
            XCTAssertEqual(targets.count, 1)
            XCTAssertEqual(s.rig.scrollView.contentOffsetX, targets.first ?? .nan, "\(direction): rests on the shifted target")
            XCTAssertEqual(s.rig.driver.selectedIndex, 0, "\(direction): one item forward across the seam")
            XCTAssertEqual(s.rig.notifications, [0])
            s.assertClean()
        }
    } }

    // MARK: - Fact 6: no bounce at the edges

    /// Drags back and forth over many periods, slow releases and flings, at
    /// 60 and 120 Hz: no motion ever meets the edge of the content (the
    /// rubber band never shows), and the bounds stay inside the content.
    func testNoBounceEverShowsAtTheEdges() { onMain {
        for fps in [60.0, 120.0] {
            let s = Scene(items: 2, view: 300, page: 150, fps: fps)
            var rng = SeededRandom(seed: 0xED6E)
            for step in 0..<24 {
                s.rig.touchDown()
                let sign: CGFloat = step % 4 < 2 ? 1 : -1
                for _ in 0..<rng.int(in: 4...40) { s.rig.moveFinger(by: sign * rng.cgFloat(in: 2...30)); s.frame() }
                s.rig.lift(velocity: rng.chance(0.3) ? 0 : sign * rng.cgFloat(in: 500...8_000))
                s.checker.checkFrame()
                for _ in 0..<rng.int(in: 0...30) { s.frame() }
            }
            s.rest()
            XCTAssertEqual(s.rig.scrollView.physics.edgeHits, 0, "\(fps) Hz: a motion met the edge")
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
            var x: CGFloat = 0.5
            while x < 834 {
                XCTAssertNotNil(s.rig.item(atScreenX: x), "\(context): no page at screen x \(x)")
                x += 7
            }
        }
        everyPointShowsAPage("at start")
        for step in 0..<8 {
            s.rig.touchDown()
            let sign: CGFloat = step % 2 == 0 ? 1 : -1
            for _ in 0..<20 { s.rig.moveFinger(by: sign * 13); s.frame(); everyPointShowsAPage("drag \(step)") }
            s.rig.lift(velocity: sign * 3_000)
            s.checker.checkFrame()
            s.rig.runUntilRest { s.checker.checkFrame(); everyPointShowsAPage("fling \(step)") }
            s.checker.checkAtRest()
            s.rig.tap()
            s.rig.runUntilRest { s.checker.checkFrame(); everyPointShowsAPage("tap \(step)") }
            s.checker.checkAtRest()
        }
        XCTAssertLessThanOrEqual(s.rig.pool.createdCount, 834 / 90 + 3, "a handful of page views")
        s.assertClean()
    } }

    // MARK: - Fact 18: right to left

    /// Right to left the pages are mirrored by hand: the next option lies on
    /// the left, a tap slides the content right (the offset falls on every
    /// frame), and the options read right to left across the screen.
    func testRightToLeftMirrorsThePagesAndTapsSlideTowardsTheLeftNeighbour() { onMain {
        let s = Scene(items: 5, view: 300, page: 100, direction: .rightToLeft, selected: 4)
        for tap in 0..<6 {
            let shown = s.rig.driver.selectedIndex
            XCTAssertEqual(s.rig.item(atScreenX: 150), shown)
            XCTAssertEqual(s.rig.item(atScreenX: 50), (shown + 1) % 5, "the next option on the left")
            XCTAssertEqual(s.rig.item(atScreenX: 250), (shown + 4) % 5, "the previous option on the right")
            s.rig.tap()
            s.checker.checkFrame("tap \(tap)") // the tap's whole-period shift first
            var last = s.rig.scrollView.contentOffsetX
            var frames = 0
            s.rig.runUntilRest {
                let x = s.rig.scrollView.contentOffsetX - s.rig.scrollView.recenteredSinceMark
                XCTAssertLessThanOrEqual(x, last + 1e-9, "tap \(tap): slides towards the left neighbour")
                s.checker.checkFrame("tap \(tap)")
                last = s.rig.scrollView.contentOffsetX
                frames += 1
            }
            s.checker.checkAtRest()
            XCTAssertGreaterThan(frames, 10, "a slide, not a jump")
            XCTAssertEqual(s.rig.driver.selectedIndex, (shown + 1) % 5)
        }
        XCTAssertEqual(s.rig.notifications, [0, 1, 2, 3, 4, 0])
        s.assertClean()
    } }

    // MARK: - Fact 19: VoiceOver adjusts the picker

    /// The picker is one adjustable element: increment and decrement move
    /// exactly one item (across the seam both ways), the value VoiceOver
    /// reads is the item on screen, and each change is reported once.
    func testVoiceOverIncrementAndDecrementMoveOneItemAndReadTheCurrent() { onMain {
        let s = Scene(items: 3, view: 100, selected: 2)
        var expected = 2
        for (i, up) in [true, true, false, false, false, true, true, true].enumerated() {
            s.checker.jumpAllowed = true // VoiceOver moves at once
            s.rig.voiceOverAdjust(up: up)
            expected = (expected + (up ? 1 : 2)) % 3
            s.checker.checkFrame("adjust \(i)")
            s.rest()
            XCTAssertEqual(s.rig.driver.selectedIndex, expected, "adjust \(i)")
            XCTAssertEqual(s.rig.accessibilityValue, expected, "adjust \(i): VoiceOver reads the item on screen")
            XCTAssertEqual(s.rig.item(atScreenX: 50), expected)
        }
        XCTAssertEqual(s.rig.notifications, [0, 1, 0, 2, 1, 2, 0, 1])
        s.assertClean()
    } }

    // MARK: - Fact 22: views are reused

    /// A million options (GUIDE fact 22: never a view per item). Long drags,
    /// flings and taps over many pages: the pool never holds more than the
    /// visible pages and a spare or two, and after the first frames it
    /// makes no new view at all.
    func testAMillionOptionsHoldAHandfulOfPageViews() { onMain {
        let s = Scene(items: 1_000_000, view: 390, page: 130, selected: 999_998)
        let visible = Int((390.0 / 130).rounded(.up)) + 1
        XCTAssertLessThanOrEqual(s.rig.pool.createdCount, visible + 1)
        var rng = SeededRandom(seed: 0x1E6)
        for step in 0..<30 {
            if step % 3 == 2 {
                s.rig.tap()
            } else {
                s.rig.touchDown()
                for _ in 0..<rng.int(in: 5...40) { s.rig.moveFinger(by: rng.cgFloat(in: -30...30)); s.frame() }
                s.rig.lift(velocity: rng.cgFloat(in: -5_000...5_000))
                s.checker.checkFrame()
            }
            s.rest()
            XCTAssertLessThanOrEqual(s.rig.pool.visible.count, visible, "step \(step)")
            XCTAssertLessThanOrEqual(s.rig.pool.createdCount, visible + 2, "step \(step): views are reused")
        }
        s.assertClean()
    } }
}
