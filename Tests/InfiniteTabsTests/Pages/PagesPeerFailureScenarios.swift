import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// The peer failures of GUIDE.md for `UIPageViewController` (section 2,
/// facts 8-14, 18 and 21) replayed as named scenarios on the simulated page
/// view controller: the real `PagesDriver`, wired as
/// `InfinitePageViewController` wires it, stepped frame by frame. Every
/// frame goes through `PagesChecker` (no set while a transition runs, the
/// page under each screen x moves only with the finger or the animation,
/// progress in range), and each scenario adds what its name promises.
final class PagesPeerFailureScenarios: XCTestCase {
    /// Pages with their checker and a tally of the animated sets started.
    @MainActor private final class Scene {
        let rig: PagesRig
        let checker: PagesChecker
        /// Animated `setViewControllers` calls started (each slides the
        /// inner scroll view with one animated offset change).
        private(set) var animatedSets = 0
        /// The inner scroll view's offset on every frame.
        private(set) var offsets: [CGFloat] = []
        private var seenSinceMark = 0

        init(count: Int, selected: Int = 0, direction: LayoutDirection = .leftToRight, width: CGFloat = 320) {
            rig = PagesRig(count: count, pageWidth: width, selectedIndex: selected, direction: direction)
            checker = PagesChecker(rig: rig)
        }

        var w: CGFloat { rig.host.pageWidth }

        /// Counts the animated sets started since the last look.
        func look() {
            let started = rig.host.scrollView.animatedSetsSinceMark.count
            animatedSets += started - seenSinceMark
            seenSinceMark = started
        }

        /// Checks what happened since the last check.
        func check() {
            look()
            checker.checkFrame(rig.lastEvent)
            seenSinceMark = 0 // the checker starts a new tally
        }

        func frame() {
            rig.frame()
            offsets.append(rig.host.scrollView.contentOffsetX)
            check()
        }

        func rest(maxFrames: Int = 2_000) {
            var n = 0
            while !rig.isAtRest && n < maxFrames { frame(); n += 1 }
            XCTAssertTrue(rig.isAtRest, "the pages come to rest")
            checker.checkAtRest()
        }

        /// A swipe of `pages` page widths' worth of finger (positive: the
        /// page on the right comes in), released with `velocity`.
        func swipe(_ fraction: CGFloat, velocity: CGFloat, frames: Int = 12) {
            rig.touchDown()
            for _ in 0..<frames { rig.moveFinger(by: fraction * w / CGFloat(frames)); frame() }
            rig.lift(velocity: velocity)
            check()
        }

        var settled: [Int] {
            rig.events.compactMap { if case .selectionSettled(let i) = $0 { return i } else { return nil } }
        }

        /// The transitions reported, each once (its progress changes are
        /// reported frame by frame).
        var moves: [PagingMove] {
            var result: [PagingMove] = []
            var inMove = false
            for event in rig.events {
                guard case .stateChanged(let state) = event else { continue }
                if case .transitioning(let m) = state {
                    if !inMove || result.last.map({ ($0.from, $0.to, $0.steps) != (m.from, m.to, m.steps) }) == true { result.append(m) }
                    inMove = true
                } else {
                    inMove = false
                }
            }
            return result
        }

        func assertClean(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertTrue(checker.violations.isEmpty, checker.violations.messages.joined(separator: "\n"), file: file, line: line)
            XCTAssertTrue(rig.host.violations.isEmpty, "\(rig.host.violations)", file: file, line: line)
            XCTAssertGreaterThan(checker.frames, 0, file: file, line: line)
        }
    }

    // MARK: - Fact 8: one page, two pages

    /// One page: the data source returns nil both ways, so a swipe either
    /// way starts no transition and the same page object stays on screen.
    func testOnePageHasNoNeighbourEitherWayAndSwipesGoNowhere() { onMain {
        let s = Scene(count: 1)
        let page = s.rig.host.shownPage
        XCTAssertNotNil(page)
        for fraction: CGFloat in [0.6, -0.6, 0.2, -0.9] {
            XCTAssertNil(s.rig.host.before)
            XCTAssertNil(s.rig.host.after)
            s.swipe(fraction, velocity: fraction * 2_000)
            s.rest()
            XCTAssertTrue(s.rig.host.shownPage === page, "the one page stays")
        }
        XCTAssertEqual(s.moves.count, 0)
        XCTAssertEqual(s.settled, [])
        XCTAssertEqual(s.rig.driver.state, .idle(index: 0))
        s.assertClean()
    } }

    /// Two wrapping pages: a page view controller handed one object as both
    /// "before" and "after" shows blank or vanishing pages (Pageboy #265,
    /// Parchment #134). On every frame of swipes both ways, forward round
    /// and round and back, the neighbours are two different objects, neither
    /// the page on screen, each showing the other page.
    func testTwoPagesNeverVendOneInstanceAsBothNeighbours() { onMain {
        let s = Scene(count: 2)
        var framesChecked = 0
        @MainActor func checkNeighbours(_ context: String) {
            let host = s.rig.host
            guard let shown = host.shownPage else { return XCTFail("\(context): no page on screen") }
            if let before = host.before, let after = host.after {
                XCTAssertFalse(before === after, "\(context): one instance both ways")
                XCTAssertEqual(before.index, 1 - shown.index, context)
                XCTAssertEqual(after.index, 1 - shown.index, context)
            }
            XCTAssertFalse(host.before === shown || host.after === shown, "\(context): the page on screen is its own neighbour")
            framesChecked += 1
        }
        var expected = 0
        for (i, sign) in ([1, 1, 1, -1, -1, -1, 1, -1] as [CGFloat]).enumerated() {
            checkNeighbours("before swipe \(i)")
            s.rig.touchDown()
            for _ in 0..<10 { s.rig.moveFinger(by: sign * s.w / 16); s.frame(); checkNeighbours("swipe \(i)") }
            s.rig.lift(velocity: sign * 1_500)
            s.check()
            while !s.rig.isAtRest { s.frame(); checkNeighbours("swipe \(i) settling") }
            s.checker.checkAtRest()
            expected = 1 - expected
            XCTAssertEqual(s.rig.host.shownPage?.index, expected, "swipe \(i)")
        }
        XCTAssertGreaterThan(framesChecked, 100)
        XCTAssertEqual(s.settled, [1, 0, 1, 0, 1, 0, 1, 0])
        s.assertClean()
    } }

    // MARK: - Fact 9: no set during a transition; taps coalesce

    /// `setViewControllers` during a transition crashes UIKit ("Duplicate
    /// states in queue"). Four selections during one animated set, then a
    /// selection during a finger's swipe: the simulated controller records
    /// no set while busy, only the latest selection runs (two transitions
    /// in all, never the pages in between), and each settled page is
    /// reported once.
    func testNoSetDuringATransitionAndSelectionsCoalesceToTheLatest() { onMain {
        let s = Scene(count: 9)
        s.rig.select(3)
        s.look()
        for _ in 0..<5 { s.frame() }
        XCTAssertTrue(s.rig.host.isAnimatingSet)
        for index in [5, 7, 8, 2] { s.rig.select(index); s.look(); s.check(); s.frame() }
        s.rest()
        XCTAssertEqual(s.animatedSets, 2, "the first set and the latest request")
        XCTAssertEqual(s.rig.host.shownPage?.index, 2)
        XCTAssertEqual(s.settled, [3, 2], "the pages in between never settled")
        XCTAssertEqual(s.moves.map(\.to), [3, 2])

        // During a swipe: the request waits for the swipe to end.
        s.rig.touchDown()
        for _ in 0..<8 { s.rig.moveFinger(by: s.w / 20); s.frame() }
        s.rig.select(6)
        s.check()
        for _ in 0..<4 { s.rig.moveFinger(by: s.w / 20); s.frame() }
        s.rig.lift(velocity: 1_200)
        s.check()
        s.rest()
        XCTAssertEqual(s.rig.host.shownPage?.index, 6)
        XCTAssertEqual(s.settled, [3, 2, 3, 6], "the swiped-to page, then the request")
        s.assertClean()
    } }

    // MARK: - Fact 10: a far page is one transition

    /// A far page is one animated transition the shortest way, not a loop of
    /// one-page sets: from page 0 of 12 to page 5, one set, only pages 0 and
    /// 5 ever on screen, the inner scroll view sliding one way.
    func testAFarPageIsOneTransitionShowingOnlyItsEnds() { onMain {
        let s = Scene(count: 12)
        s.rig.select(5)
        s.look()
        while !s.rig.isAtRest {
            s.frame()
            for x in stride(from: CGFloat(1), to: s.w, by: s.w / 8) {
                if let page = s.rig.page(atScreenX: x) { XCTAssertTrue([0, 5].contains(page.index), "page \(page.index) on screen") }
            }
        }
        s.checker.checkAtRest()
        XCTAssertEqual(s.animatedSets, 1)
        XCTAssertEqual(s.moves.first.map { [$0.from, $0.to, $0.steps] }, [0, 5, 5])
        let path = Array(s.offsets.dropLast()) // the last frame installs the page at one width
        XCTAssertEqual(path, path.sorted(), "slides forward only")
        XCTAssertEqual(s.offsets.last, s.w)
        XCTAssertEqual(s.settled, [5])
        s.assertClean()
    } }

    // MARK: - Fact 11: stale neighbours after an animated set

    /// After an animated set in the scroll style UIKit may keep the
    /// neighbours of the page it left; the driver re-sets the page without
    /// animation once the set's completion is over (Pageboy's
    /// `PatchedPageViewController`). At rest after a far set the neighbours
    /// are the new page's, and a swipe at once shows the page next to it.
    func testNeighboursAreFreshAfterAnAnimatedSet() { onMain {
        let s = Scene(count: 7)
        s.rig.select(4)
        s.look()
        s.rest()
        XCTAssertEqual(s.rig.host.before?.index, 3)
        XCTAssertEqual(s.rig.host.after?.index, 5)
        s.swipe(0.7, velocity: 1_500)
        s.rest()
        XCTAssertEqual(s.rig.host.shownPage?.index, 5)
        XCTAssertEqual(s.rig.host.before?.index, 4)
        XCTAssertEqual(s.rig.host.after?.index, 6)
        XCTAssertEqual(s.settled, [4, 5])
        s.assertClean()
    } }

    // MARK: - Fact 12: the tabs hear of programmatic changes

    /// `willTransitionTo` / `didFinishAnimating` come only for gestures; the
    /// driver reports a programmatic change itself: the transition's state,
    /// the tab to select and the settled page, with no gesture at all.
    func testAProgrammaticChangeReportsTheTabAndTheSettledPage() { onMain {
        let s = Scene(count: 6)
        s.rig.select(4)
        s.look()
        var sawGesture = false
        while !s.rig.isAtRest { s.frame(); sawGesture = sawGesture || s.rig.host.gesture != nil }
        s.checker.checkAtRest()
        XCTAssertFalse(sawGesture)
        XCTAssertTrue(s.rig.events.contains(.selectTab(index: 4)))
        XCTAssertEqual(s.settled, [4])
        XCTAssertEqual(s.rig.events.last, .stateChanged(.idle(index: 4)))
        s.rig.step(-1)
        s.look()
        s.rest()
        XCTAssertEqual(s.settled, [4, 3])
        s.assertClean()
    } }

    // MARK: - Fact 13: progress from the inner scroll view

    /// Progress is `(x − w) / w` of the inner scroll view, mirrored right to
    /// left: on every frame of a finger's drag the state's progress is that
    /// of the offset on screen, towards the neighbour the finger brings in.
    func testProgressIsReadFromTheInnerScrollViewOnEveryFrame() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let s = Scene(count: 5, selected: 2, direction: direction)
            s.rig.touchDown()
            var frames = 0
            for _ in 0..<14 {
                s.rig.moveFinger(by: s.w / 20)
                s.frame()
                guard let m = s.rig.driver.state.move else { continue }
                frames += 1
                let x = s.rig.host.scrollView.contentOffsetX
                XCTAssertEqual(m.progress, abs(x - s.w) / s.w, accuracy: 1e-9, "\(direction)")
                XCTAssertEqual(m.to, direction == .leftToRight ? 3 : 1, "\(direction): the page on the right")
            }
            XCTAssertGreaterThan(frames, 10)
            s.rig.lift(velocity: 0)
            s.rest()
            s.assertClean()
        }
    } }

    // MARK: - Fact 14: next forward, previous reverse, taps the short way

    /// Next is always forward and previous always reverse, across the seam
    /// too; a selection goes the shortest way round unless told otherwise.
    /// Forward the inner scroll view's offset only grows while the set runs;
    /// reverse it only falls.
    func testNextIsForwardPreviousReverseAndSelectionTheShortestWay() { onMain {
        let s = Scene(count: 5, selected: 4)
        @MainActor func run(_ label: String, expectSteps: Int, _ body: () -> Void) {
            let start = s.offsets.count
            body()
            s.look()
            s.rest()
            let path = Array(s.offsets[start...].dropLast()) // the last frame installs the page
            XCTAssertEqual(path, expectSteps > 0 ? path.sorted() : path.sorted(by: >), "\(label): one way only")
            XCTAssertEqual(s.moves.last?.steps, expectSteps, label)
        }
        run("next across the seam", expectSteps: 1) { s.rig.step(1) }
        XCTAssertEqual(s.rig.driver.selectedIndex, 0)
        run("previous across the seam", expectSteps: -1) { s.rig.step(-1) }
        XCTAssertEqual(s.rig.driver.selectedIndex, 4)
        run("shortest to 1 goes forward", expectSteps: 2) { s.rig.select(1) }
        run("shortest to 4 goes back", expectSteps: -2) { s.rig.select(4) }
        run("asked forward to 3 goes round", expectSteps: 4) { s.rig.select(3, direction: .forward) }
        XCTAssertEqual(s.settled, [0, 4, 1, 4, 3])
        s.assertClean()
    } }

    // MARK: - Fact 18: right to left

    /// Right to left the next page sits on the left: a step forward slides
    /// the inner scroll view towards smaller offsets, and the page the
    /// controller is told is "after" (on the right) is the previous one.
    func testRightToLeftFlipsThePageDirections() { onMain {
        let s = Scene(count: 4, selected: 0, direction: .rightToLeft)
        XCTAssertEqual(s.rig.host.after?.index, 3, "the previous page on the right")
        XCTAssertEqual(s.rig.host.before?.index, 1, "the next page on the left")
        let start = s.offsets.count
        s.rig.step(1)
        s.look()
        s.rest()
        let path = Array(s.offsets[start...].dropLast())
        XCTAssertFalse(path.isEmpty)
        XCTAssertEqual(path, path.sorted(by: >), "forward slides towards the left page")
        XCTAssertEqual(s.rig.driver.selectedIndex, 1)
        s.swipe(0.7, velocity: 1_500) // the page on the right comes in: the previous one
        s.rest()
        XCTAssertEqual(s.rig.driver.selectedIndex, 0)
        XCTAssertEqual(s.settled, [1, 0])
        s.assertClean()
    } }

    // MARK: - Fact 21: VoiceOver scrolls the pages

    /// VoiceOver's three-finger swipe turns one page and the driver answers
    /// "Page x of n" to post with `.pageScrolled` (left is next left to
    /// right, previous right to left; vertical swipes are not taken). Every
    /// page but the one on screen is hidden from VoiceOver at rest.
    func testVoiceOverScrollTurnsOnePageAndAnnouncesPageXOfN() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let s = Scene(count: 5, selected: 4, direction: direction)
            let next: AccessibilityScrollDirection = direction == .leftToRight ? .left : .right
            let previous: AccessibilityScrollDirection = direction == .leftToRight ? .right : .left
            for (scroll, text, index) in [(next, "Page 1 of 5", 0), (next, "Page 2 of 5", 1), (previous, "Page 1 of 5", 0),
                                          (.previous, "Page 5 of 5", 4), (.next, "Page 1 of 5", 0)] {
                XCTAssertEqual(s.rig.driver.accessibilityScroll(scroll), text, "\(direction) \(scroll)")
                s.look()
                s.rest()
                XCTAssertEqual(s.rig.driver.selectedIndex, index, "\(direction) \(scroll)")
                XCTAssertEqual(s.rig.driver.accessibilityPageText, text)
                let host = s.rig.host
                guard let shown = host.shownPage else { XCTFail("no page"); continue }
                XCTAssertTrue(host.voiceOverReads(shown), "\(direction): the page on screen is read")
                for page in s.rig.driver.store.alivePages where page !== shown {
                    XCTAssertFalse(host.voiceOverReads(page), "\(direction): off-screen page \(page.index) is hidden")
                }
            }
            XCTAssertNil(s.rig.driver.accessibilityScroll(.up), "vertical swipes are not taken")
            XCTAssertEqual(s.animatedSets, 5, "\(direction): each swipe one animated page turn")
            s.assertClean()
        }
    } }
}
