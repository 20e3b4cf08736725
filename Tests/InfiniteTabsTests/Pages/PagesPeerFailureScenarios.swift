import XCTest
import InfiniteTabs
import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Peers' `UIPageViewController` failures (one controller as both
/// neighbours, uias/Pageboy#265 and rechsteiner/Parchment#134; a set during
/// a transition, EndouMari/TabPageViewController#67; the stale neighbour
/// cache, Pageboy's `PatchedPageViewController`) replayed as named scenarios on the real
/// `InfinitePageViewController` shown on a `SimulatedDevice` (the UIKit
/// model's page view controller), stepped frame by frame. Every frame goes
/// through `PagesChecker` (no UIKit misuse, the page under each point of the
/// viewport moves only with the finger or the animation, neighbours never
/// one controller, progress in range), and each scenario adds what its name
/// promises, read from the screen.
@MainActor
final class PagesScene: CheckedScene {
    let screen: PagesScreen
    let checker: PagesChecker
    /// The inner scroll view's offset along the axis on every frame.
    private(set) var offsets: [CGFloat] = []
    /// The indices of the pages seen on screen (any part of the viewport).
    private(set) var seen: Set<Int> = []

    init(count: Int, selected: Int = 0, rightToLeft: Bool = false, width: CGFloat = 320, frameRate: Double = 120) {
        screen = PagesScreen(count: count, selectedIndex: selected, width: width, rightToLeft: rightToLeft, frameRate: frameRate)
        checker = PagesChecker(screen: screen)
    }

    var w: CGFloat { screen.viewport.width }
    var pvc: UIPageViewController { screen.pages.pageViewController }
    /// The neighbours a swipe would bring in now (UIKit asks for them at the next swipe's first move).
    var before: ScreenPage? { pvc.askForNeighboursAsASwipeWould(); return pvc.cachedNeighbourBefore as? ScreenPage }
    var after: ScreenPage? { pvc.askForNeighboursAsASwipeWould(); return pvc.cachedNeighbourAfter as? ScreenPage }
    var shown: ScreenPage? { screen.pageShown }
    var settled: [Int] { screen.settled }
    var innerX: CGFloat { screen.innerScrollView?.contentOffset.x ?? .nan }

    var checkers: [any FrameChecker] { [checker] }

    func check(_ context: String = "") {
        checker.checkFrame(context.isEmpty ? screen.lastEvent : context)
        for (page, frame) in screen.pageFrames where frame.intersects(screen.viewport) && !frame.intersection(screen.viewport).isEmpty {
            seen.insert(page.index)
        }
    }

    func didStepFrame() { offsets.append(innerX) }

    /// A swipe of `fraction` of a page (positive: the page on the right
    /// comes in) over `frames` frames, lifted at once (a fling) or after
    /// holding still (`fling` false: no velocity).
    func swipe(_ fraction: CGFloat, frames: Int = 12, fling: Bool = true) {
        screen.touchDown()
        check()
        for _ in 0..<frames { screen.moveFinger(by: fraction * w / CGFloat(frames)); offsets.append(innerX); check() }
        if !fling { screen.hold(frames: 8); check() }
        screen.lift()
        check()
    }

    /// The transitions reported, each once.
    var moves: [PagingMove] { screen.moves }

    func resetSeen() { seen = shown.map { [$0.index] } ?? [] }

}

final class PagesPeerFailureScenarios: XCTestCase {
    // MARK: - Fact 8: one page, two pages

    /// One page: the data source returns nil both ways, so a swipe either
    /// way starts no transition and the same page object stays on screen.
    func testOnePageHasNoNeighbourEitherWayAndSwipesGoNowhere() { onMain {
        let s = PagesScene(count: 1)
        let page = s.shown
        XCTAssertNotNil(page)
        for fraction: CGFloat in [0.6, -0.6, 0.2, -0.9] {
            XCTAssertNil(s.before)
            XCTAssertNil(s.after)
            s.swipe(fraction)
            s.rest()
            XCTAssertTrue(s.shown === page, "the one page stays")
        }
        XCTAssertEqual(s.moves.count, 0)
        XCTAssertEqual(s.settled, [])
        XCTAssertEqual(s.screen.pages.pagingState, .idle(index: 0))
        s.assertClean()
    } }

    /// Two wrapping pages: a page view controller handed one object as both
    /// "before" and "after" shows blank or vanishing pages (Pageboy #265,
    /// Parchment #134). On every frame of swipes both ways the neighbours
    /// are two different objects, neither the page on screen, each showing
    /// the other page.
    func testTwoPagesNeverVendOneInstanceAsBothNeighbours() { onMain {
        let s = PagesScene(count: 2)
        var framesChecked = 0
        @MainActor func checkNeighbours(_ context: String) {
            guard let shown = s.pvc.viewControllers?.first as? ScreenPage else { return XCTFail("\(context): no page shown") }
            if let before = s.before, let after = s.after {
                XCTAssertFalse(before === after, "\(context): one instance both ways")
                XCTAssertEqual(before.index, 1 - shown.index, context)
                XCTAssertEqual(after.index, 1 - shown.index, context)
            } else {
                XCTFail("\(context): two wrapping pages have both neighbours")
            }
            XCTAssertFalse(s.before === shown || s.after === shown, "\(context): the page on screen is its own neighbour")
            framesChecked += 1
        }
        var expected = 0
        for (i, sign) in ([1, 1, 1, -1, -1, -1, 1, -1] as [CGFloat]).enumerated() {
            checkNeighbours("before swipe \(i)")
            s.screen.touchDown()
            for _ in 0..<10 { s.screen.moveFinger(by: sign * s.w / 16); s.check(); checkNeighbours("swipe \(i)") }
            s.screen.lift()
            s.check()
            while !s.screen.isAtRest { s.frame(); checkNeighbours("swipe \(i) settling") }
            s.checker.checkAtRest()
            expected = 1 - expected
            XCTAssertEqual(s.shown?.index, expected, "swipe \(i)")
        }
        XCTAssertGreaterThan(framesChecked, 100)
        XCTAssertEqual(s.settled, [1, 0, 1, 0, 1, 0, 1, 0])
        s.assertClean()
    } }

    // MARK: - Fact 9: no set during a transition; taps coalesce

    /// `setViewControllers` during a transition crashes UIKit ("Duplicate
    /// states in queue"). Four selections during one animated set, then a
    /// selection during a finger's swipe: the model records no set while
    /// busy, only the latest selection runs (two transitions, never a page
    /// in between on screen), and each settled page is reported once.
    func testNoSetDuringATransitionAndSelectionsCoalesceToTheLatest() { onMain {
        let s = PagesScene(count: 9)
        s.screen.select(3)
        for _ in 0..<5 { s.frame() }
        XCTAssertTrue(s.pvc.isAnimatingSet)
        for index in [5, 7, 8, 2] { s.screen.select(index); s.check(); s.frame() }
        s.rest()
        XCTAssertEqual(s.moves.map(\.to), [3, 2], "the first set and the latest request")
        XCTAssertEqual(s.seen, [0, 3, 2], "the pages in between never on screen")
        XCTAssertEqual(s.shown?.index, 2)
        XCTAssertEqual(s.settled, [2], "the pages rest only on the latest (the kept request runs as the first set ends)")

        // During a swipe: the request waits for the swipe to end.
        s.screen.touchDown()
        for _ in 0..<8 { s.screen.moveFinger(by: s.w / 20); s.check() }
        s.screen.select(6)
        s.check()
        for _ in 0..<4 { s.screen.moveFinger(by: s.w / 20); s.check() }
        s.screen.lift()
        s.check()
        s.rest()
        XCTAssertEqual(s.shown?.index, 6)
        XCTAssertEqual(s.settled, [2, 3, 6], "the swiped-to page, then the request")
        XCTAssertEqual(s.screen.userSelections, [3], "only the swipe was the user's")
        s.assertClean()
    } }

    // MARK: - Fact 10: a far page is one transition

    /// A far page is one animated transition the shortest way, not a loop of
    /// one-page sets: from page 0 of 12 to page 5, one transition, only
    /// pages 0 and 5 ever on screen, the inner scroll view sliding one way.
    func testAFarPageIsOneTransitionShowingOnlyItsEnds() { onMain {
        let s = PagesScene(count: 12)
        s.screen.select(5)
        s.rest()
        XCTAssertEqual(s.seen, [0, 5], "only the ends on screen")
        XCTAssertEqual(s.moves.map { [$0.from, $0.to, $0.steps] }, [[0, 5, 5]])
        let path = Array(s.offsets.dropLast()) // the last frame installs the page at one width
        XCTAssertEqual(path, path.sorted(), "slides forward only")
        XCTAssertEqual(s.innerX, s.w)
        XCTAssertEqual(s.settled, [5])
        s.assertClean()
    } }

    // MARK: - Fact 11: stale neighbours after an animated set

    /// After an animated set in the scroll style UIKit may keep the
    /// neighbours of the page it left (the model's default); the controller
    /// re-sets the page without animation once the set is over (Pageboy's
    /// `PatchedPageViewController`). At rest after a far set the neighbours
    /// are the new page's, and a swipe at once shows the page next to it.
    func testNeighboursAreFreshAfterAnAnimatedSet() { onMain {
        let s = PagesScene(count: 7)
        s.screen.select(4)
        s.rest()
        XCTAssertEqual(s.before?.index, 3)
        XCTAssertEqual(s.after?.index, 5)
        s.swipe(0.7)
        s.rest()
        XCTAssertEqual(s.shown?.index, 5)
        XCTAssertEqual(s.before?.index, 4)
        XCTAssertEqual(s.after?.index, 6)
        XCTAssertEqual(s.settled, [4, 5])
        s.assertClean()
    } }

    // MARK: - Fact 12: the tabs hear of programmatic changes

    /// `willTransitionTo` / `didFinishAnimating` come only for gestures; the
    /// controller reports a programmatic change itself: the transition's
    /// state, the index it heads for and the settled page.
    func testAProgrammaticChangeReportsTheTabAndTheSettledPage() { onMain {
        let s = PagesScene(count: 6)
        s.screen.select(4)
        s.rest()
        XCTAssertEqual(s.screen.userSelections, [], "a change in code is not the user's")
        XCTAssertEqual(s.settled, [4])
        XCTAssertEqual(s.screen.states.last, .idle(index: 4))
        s.screen.step(-1)
        s.rest()
        XCTAssertEqual(s.settled, [4, 3])
        s.assertClean()
    } }

    // MARK: - Fact 13: progress from the inner scroll view

    /// Progress is `(x − w) / w` of the inner scroll view, mirrored right to
    /// left: on every frame of a finger's drag the state's progress is that
    /// of the offset on screen, towards the neighbour the finger brings in.
    func testProgressIsReadFromTheInnerScrollViewOnEveryFrame() { onMain {
        for rtl in [false, true] {
            let s = PagesScene(count: 5, selected: 2, rightToLeft: rtl)
            s.screen.touchDown()
            var frames = 0
            for _ in 0..<14 {
                s.screen.moveFinger(by: s.w / 20)
                s.check()
                guard let m = s.screen.pages.pagingState.move else { continue }
                frames += 1
                XCTAssertEqual(m.progress, abs(s.innerX - s.w) / s.w, accuracy: 1e-9, "rtl \(rtl)")
                XCTAssertEqual(m.to, rtl ? 1 : 3, "rtl \(rtl): the page on the right")
                XCTAssertEqual(s.screen.page(at: CGPoint(x: s.w - 1, y: 300))?.index, m.to, "rtl \(rtl): on screen on the right")
            }
            XCTAssertGreaterThan(frames, 10)
            s.screen.hold(frames: 8)
            s.screen.lift()
            s.rest()
            XCTAssertEqual(s.shown?.index, rtl ? 1 : 3, "a slow drag past half a page lands on the page it brought in")
            s.assertClean()
        }
    } }

    // MARK: - Fact 14: next forward, previous reverse, taps the short way

    /// Next is always forward and previous always reverse, across the seam
    /// too; a selection goes the shortest way round unless told otherwise.
    /// Forward the inner scroll view's offset only grows while the set runs;
    /// reverse it only falls.
    func testNextIsForwardPreviousReverseAndSelectionTheShortestWay() { onMain {
        let s = PagesScene(count: 5, selected: 4)
        @MainActor func run(_ label: String, expectSteps: Int, _ body: () -> Void) {
            let start = s.offsets.count
            body()
            s.rest()
            let path = Array(s.offsets[start...].dropLast()) // the last frame installs the page
            XCTAssertFalse(path.isEmpty, label)
            XCTAssertEqual(path, expectSteps > 0 ? path.sorted() : path.sorted(by: >), "\(label): one way only")
            XCTAssertEqual(s.moves.last?.steps, expectSteps, label)
        }
        run("next across the seam", expectSteps: 1) { s.screen.step(1) }
        XCTAssertEqual(s.screen.pages.selectedIndex, 0)
        run("previous across the seam", expectSteps: -1) { s.screen.step(-1) }
        XCTAssertEqual(s.screen.pages.selectedIndex, 4)
        run("shortest to 1 goes forward", expectSteps: 2) { s.screen.select(1) }
        run("shortest to 4 goes back", expectSteps: -2) { s.screen.select(4) }
        XCTAssertEqual(s.settled, [0, 4, 1, 4])
        s.assertClean()
    } }

    // MARK: - Fact 18: right to left

    /// Right to left the next page sits on the left: a step forward slides
    /// the inner scroll view towards smaller offsets, and the page on the
    /// right is the previous one.
    func testRightToLeftFlipsThePageDirections() { onMain {
        let s = PagesScene(count: 4, selected: 0, rightToLeft: true)
        s.pvc.askForNeighboursAsASwipeWould() // UIKit asks for them at the next swipe's first move
        // (No page held here: the checker counts the controllers alive.)
        XCTAssertEqual(s.screen.pageFrames.first { $0.frame.minX > s.screen.viewport.midX }?.page.index, 3,
                       "the previous page on the right")
        XCTAssertEqual(s.screen.pageFrames.first { $0.frame.maxX < s.screen.viewport.midX }?.page.index, 1,
                       "the next page on the left")
        let start = s.offsets.count
        s.screen.step(1)
        s.rest()
        let path = Array(s.offsets[start...].dropLast())
        XCTAssertFalse(path.isEmpty)
        XCTAssertEqual(path, path.sorted(by: >), "forward slides towards the left page")
        XCTAssertEqual(s.screen.pages.selectedIndex, 1)
        s.swipe(0.7) // the page on the right comes in: the previous one
        s.rest()
        XCTAssertEqual(s.screen.pages.selectedIndex, 0)
        XCTAssertEqual(s.settled, [1, 0])
        s.assertClean()
    } }

    // MARK: - Fact 21: VoiceOver scrolls the pages

    /// VoiceOver's three-finger swipe on the pages' view turns one page and
    /// posts `.pageScrolled` with "Page x of n" when the turn ends (left is next left to right,
    /// previous right to left; vertical swipes are not taken). Every page
    /// but the one on screen is hidden from VoiceOver at rest.
    func testVoiceOverScrollTurnsOnePageAndAnnouncesPageXOfN() { onMain {
        for rtl in [false, true] {
            let s = PagesScene(count: 5, selected: 4, rightToLeft: rtl)
            s.screen.device.setVoiceOver(true)
            let next: UIAccessibilityScrollDirection = rtl ? .right : .left
            let previous: UIAccessibilityScrollDirection = rtl ? .left : .right
            var expected: [String] = []
            for (scroll, text, index) in [(next, "Page 1 of 5", 0), (next, "Page 2 of 5", 1), (previous, "Page 1 of 5", 0),
                                          (.previous, "Page 5 of 5", 4), (.next, "Page 1 of 5", 0)] {
                XCTAssertTrue(s.screen.voiceOverScroll(scroll), "rtl \(rtl) \(scroll)")
                XCTAssertEqual(UIAccessibility.pageScrolledAnnouncements, expected, "rtl \(rtl): not before the slide (issue 29)")
                s.rest()
                expected.append(text)
                XCTAssertEqual(UIAccessibility.pageScrolledAnnouncements, expected, "rtl \(rtl) \(scroll): once it rests")
                XCTAssertEqual(s.screen.pages.selectedIndex, index, "rtl \(rtl) \(scroll)")
                XCTAssertEqual(s.shown?.index, index)
                guard let shown = s.shown else { XCTFail("no page"); continue }
                XCTAssertFalse(shown.view.accessibilityElementsHidden, "rtl \(rtl): the page on screen is read")
                for page in s.screen.pages.loadedViewControllers where page !== shown {
                    XCTAssertTrue(page.view.accessibilityElementsHidden, "rtl \(rtl): off-screen page \((page as? ScreenPage)?.index ?? -1) is hidden")
                }
            }
            XCTAssertFalse(s.screen.voiceOverScroll(.up), "vertical swipes are not taken")
            XCTAssertEqual(s.moves.count, 5, "rtl \(rtl): each swipe one animated page turn")
            s.assertClean()
        }
    } }
}
