import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore
import InfiniteTabsSimulator

/// The peer failures of GUIDE.md where strip and pages meet (section 2,
/// facts 9, 10, 12, 17) replayed as named scenarios on the simulated tabs
/// container: the real `PagesDriver`, `TabsPagingLink` and `TabStripDriver`,
/// wired as `InfiniteTabsViewController` wires them, stepped frame by frame
/// and checked on every frame by `PagesChecker` and `StripChecker`.
final class ContainerPeerFailureScenarios: XCTestCase {
    @MainActor private final class Scene {
        let rig: ContainerRig
        let pagesChecker: PagesChecker
        let stripChecker: StripChecker
        /// Animated page sets started.
        private(set) var animatedSets = 0
        private var seenSinceMark = 0
        private var lastIndicatorScreenX: CGFloat = 0
        private var lastOffset: CGFloat = 0
        /// The indicator's moves along the content, frame by frame.
        private(set) var indicatorMoves: [CGFloat] = []

        init(widths: [CGFloat], selected: Int = 0, direction: LayoutDirection = .leftToRight) {
            rig = ContainerRig(widths: widths, spacing: 8, viewportWidth: 320, pageWidth: 320, selectedIndex: selected,
                               direction: direction)
            pagesChecker = PagesChecker(rig: rig.pages)
            stripChecker = StripChecker(rig: rig.strip)
            trackIndicator()
        }

        func trackIndicator() {
            lastIndicatorScreenX = rig.strip.drawnIndicator.midX
            lastOffset = rig.strip.scrollView.contentOffsetX
            indicatorMoves.removeAll()
        }

        /// Records the indicator's move along the content since the last
        /// check (its move on screen plus the strip's visible move), counts
        /// animated sets, then runs both checkers.
        func check(_ context: String = "") {
            let sv = rig.strip.scrollView
            var d = sv.contentOffsetX - lastOffset - sv.recenteredSinceMark
            let p = rig.strip.driver.strip.period
            if sv.plainSetsSinceMark > 0 && p > 0 { d -= (d / p).rounded() * p }
            indicatorMoves.append(rig.strip.drawnIndicator.midX - lastIndicatorScreenX + d)
            lastIndicatorScreenX = rig.strip.drawnIndicator.midX
            lastOffset = sv.contentOffsetX
            let started = rig.pages.host.scrollView.animatedSetsSinceMark.count
            animatedSets += started - seenSinceMark
            pagesChecker.checkFrame(context)
            stripChecker.checkFrame(context)
            seenSinceMark = 0
        }

        func frame() { rig.frame(); check() }

        func rest() {
            var n = 0
            while !rig.isAtRest && n < 3_000 { frame(); n += 1 }
            XCTAssertTrue(rig.isAtRest)
            pagesChecker.checkAtRest()
            stripChecker.checkAtRest()
            XCTAssertEqual(rig.strip.driver.selectedIndex, rig.pages.driver.selectedIndex, "strip and pages agree")
            XCTAssertEqual(rig.strip.driver.state, rig.pages.driver.state)
            XCTAssertEqual(rig.pages.host.shownPage?.index, rig.pages.driver.selectedIndex)
        }

        /// Taps the middle of the tab of `item` on screen (nearest the centre).
        func tapTab(_ item: Int) {
            let cells = (rig.strip.record().strip?.cells ?? []).filter { $0.item == item && $0.span.x >= 0 && $0.span.maxX <= 320 }
            guard let cell = cells.min(by: { abs($0.span.x - 160) < abs($1.span.x - 160) }) else {
                return XCTFail("tab \(item) not wholly on screen")
            }
            stripChecker.farMoveAllowed = true // a far tab moves the indicator across in one transition
            rig.strip.tap(atScreenX: CGFloat(cell.span.x + cell.span.width / 2))
            check("tap \(item)")
        }

        /// Taps the tab wholly on screen nearest screen x `x`; returns its item.
        @discardableResult
        func tapTab(near x: Double) -> Int? {
            let cells = (rig.strip.record().strip?.cells ?? []).filter { $0.span.x >= 0 && $0.span.maxX <= 320 }
            guard let cell = cells.min(by: { abs($0.span.x + $0.span.width / 2 - x) < abs($1.span.x + $1.span.width / 2 - x) }) else {
                XCTFail("no tab wholly on screen")
                return nil
            }
            stripChecker.farMoveAllowed = true
            rig.strip.tap(atScreenX: CGFloat(cell.span.x + cell.span.width / 2))
            check("tap \(cell.item)")
            return cell.item
        }

        func assertClean(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertTrue(pagesChecker.violations.isEmpty, pagesChecker.violations.messages.joined(separator: "\n"), file: file, line: line)
            XCTAssertTrue(stripChecker.violations.isEmpty, stripChecker.violations.messages.joined(separator: "\n"), file: file, line: line)
            XCTAssertTrue(rig.pages.host.violations.isEmpty, "\(rig.pages.host.violations)", file: file, line: line)
        }
    }

    private static let widths: [CGFloat] = [60, 84, 70, 96, 58, 66, 90, 74, 62]

    // MARK: - Fact 9: taps during a transition coalesce

    /// A tab tapped while the pages still turn for the last tap must not
    /// set pages (UIKit crashes: "Duplicate states in queue"); taps made
    /// meanwhile coalesce to the latest. Three taps within one transition:
    /// no set while busy, two transitions in all, and strip and pages rest
    /// together on the last tapped tab.
    func testTapsDuringATransitionCoalesceToTheLatestTab() { onMain {
        let s = Scene(widths: Self.widths)
        s.tapTab(1)
        for _ in 0..<4 { s.frame() }
        XCTAssertTrue(s.rig.pages.host.isAnimatingSet)
        let second = s.tapTab(near: 300)
        s.frame()
        let third = s.tapTab(near: 10)
        s.frame()
        XCTAssertNotEqual(second, third)
        s.rest()
        XCTAssertEqual(s.rig.pages.driver.selectedIndex, third, "the latest tap wins")
        XCTAssertEqual(s.animatedSets, 2, "the first tap's transition and the latest tap's")
        s.assertClean()
    } }

    // MARK: - Fact 10 and 12: a far tab in one transition, the strip told

    /// A far page chosen in code is one animated transition, and the strip
    /// hears of it although UIKit reports no gesture: the indicator travels
    /// from the source tab to the target tab, forward on every frame, the
    /// strip's selection follows, and both rest on the target.
    func testAFarSelectionIsOneTransitionAndTheIndicatorGoesStraightThere() { onMain {
        let s = Scene(widths: Self.widths)
        s.stripChecker.farMoveAllowed = true
        s.rig.select(4)
        s.check("select 4")
        s.rest()
        XCTAssertEqual(s.animatedSets, 1)
        XCTAssertEqual(s.rig.strip.driver.selectedIndex, 4)
        for (i, m) in s.indicatorMoves.enumerated() { XCTAssertGreaterThanOrEqual(m, -1e-6, "frame \(i): the indicator went back \(m)") }
        let strip = s.rig.strip.driver.strip
        let distance = strip.frame(ofCell: 4).midX - strip.frame(ofCell: 0).midX
        XCTAssertEqual(s.indicatorMoves.reduce(0, +), distance, accuracy: 1e-6, "from tab 0 to tab 4, nowhere else")
        s.assertClean()
    } }

    // MARK: - Fact 17: the seam, from the last page to the first

    /// Tabman #537: swiping from the last page to the first, the indicator
    /// swept back across the strip. Here it moves forward on every frame
    /// of the swipe and its settling, to the first tab of the next copy, in
    /// both layout directions.
    func testSwipingFromTheLastPageToTheFirstMovesTheIndicatorForward() { onMain {
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            let n = Self.widths.count
            let s = Scene(widths: Self.widths, selected: n - 1, direction: direction)
            let sign: CGFloat = direction == .leftToRight ? 1 : -1
            s.rig.pages.touchDown()
            for _ in 0..<12 { s.rig.pages.moveFinger(by: sign * 320 / 18); s.frame() }
            s.rig.pages.lift(velocity: sign * 1_500)
            s.check()
            s.rest()
            XCTAssertEqual(s.rig.pages.driver.selectedIndex, 0, "\(direction)")
            for (i, m) in s.indicatorMoves.enumerated() {
                XCTAssertGreaterThanOrEqual(m * sign, -1e-6, "\(direction) frame \(i): the indicator went back \(m)")
            }
            XCTAssertEqual(s.indicatorMoves.reduce(0, +) * sign, 62 / 2 + 8 + 60 / 2, accuracy: 1e-6,
                           "\(direction): from the last tab to the first tab of the next copy")
            s.assertClean()
        }
    } }

    // MARK: - Fact 14: a tap goes the way the tapped copy lies

    /// A tapped tab turns the pages the way its copy lies on the strip: the
    /// copy of the last tab just left of the first is one page back (the
    /// inner scroll view's offset only falls), the tab just right of it one
    /// page forward (only grows); never the long way round.
    func testATappedTabTurnsThePagesTheWayItsCopyLies() { onMain {
        let n = Self.widths.count
        let cases: [(near: Double, item: Int, steps: Int)] = [(160 - 30 - 8 - 31, n - 1, -1), (160 + 30 + 8 + 42, 1, 1)]
        for (near, item, steps) in cases {
            let s = Scene(widths: Self.widths)
            var offsets: [CGFloat] = []
            XCTAssertEqual(s.tapTab(near: near), item)
            while !s.rig.isAtRest {
                s.frame()
                // While the set slides (its last frame installs the page at one width).
                if s.rig.pages.host.isAnimatingSet { offsets.append(s.rig.pages.host.scrollView.contentOffsetX) }
            }
            s.rest()
            let path = offsets
            XCTAssertFalse(path.isEmpty)
            XCTAssertEqual(path, steps > 0 ? path.sorted() : path.sorted(by: >), "tab \(item): one way only")
            var firstSteps: Int?
            for event in s.rig.pages.events {
                if case .stateChanged(.transitioning(let m)) = event { firstSteps = m.steps; break }
            }
            XCTAssertEqual(firstSteps, steps, "tab \(item): one transition of \(steps) page")
            XCTAssertEqual(s.rig.pages.driver.selectedIndex, item)
            s.assertClean()
        }
    } }
}
