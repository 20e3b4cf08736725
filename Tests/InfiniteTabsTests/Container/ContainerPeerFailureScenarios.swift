import XCTest
@testable import InfiniteTabs
@testable import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// Peers' failures where strip and pages meet (a set during a transition,
/// EndouMari/TabPageViewController#67; a far tab as many one-page sets; the
/// indicator sweeping back across the seam, uias/Tabman#537) replayed as named scenarios on the real
/// `InfiniteTabsViewController` shown on a `SimulatedDevice`, stepped frame
/// by frame and checked on every frame by `PagesChecker` and
/// `ContainerStripChecker` (what is on screen).
final class ContainerPeerFailureScenarios: XCTestCase {
    static let titles = ["One", "Second", "Tri", "Fourth tab", "Five", "Sixth", "Seventh", "Eight", "Nine"]

    @MainActor private final class Scene: CheckedScene {
        let screen: PagesScreen
        let pagesChecker: PagesChecker
        let stripChecker: ContainerStripChecker
        /// The indicator's moves along the content, frame by frame (whole
        /// periods of a recentre taken out).
        private(set) var indicatorMoves: [CGFloat] = []
        /// Transitions started (programmatic moves to a new target).
        private var lastIndicatorX: CGFloat

        init(selected: Int = 0, rightToLeft: Bool = false) {
            screen = PagesScreen(titles: ContainerPeerFailureScenarios.titles, selectedIndex: selected, width: 320, height: 640,
                                 rightToLeft: rightToLeft)
            pagesChecker = PagesChecker(screen: screen)
            stripChecker = ContainerStripChecker(screen: screen)
            lastIndicatorX = screen.strip!.indicatorView.frame.midX
        }

        var strip: InfiniteTabStripView { screen.strip! }
        var period: CGFloat { strip.driver.strip.period }

        var checkers: [any FrameChecker] { [pagesChecker, stripChecker] }

        func check(_ context: String = "") {
            let x = strip.indicatorView.frame.midX
            var d = x - lastIndicatorX
            if period > 0 { d -= (d / period).rounded() * period }
            indicatorMoves.append(d)
            lastIndicatorX = x
            pagesChecker.checkFrame(context)
            stripChecker.checkFrame(context)
        }

        func checkRest(_ context: String) {
            XCTAssertEqual(strip.selectedIndex, screen.pages.selectedIndex, "strip and pages agree")
            XCTAssertEqual(strip.driver.state, screen.pages.pagingState)
            XCTAssertEqual(screen.pageShown?.index, screen.pages.selectedIndex)
        }

        /// The tab labels wholly inside the strip, in window coordinates.
        var tabsOnScreen: [(item: Int, frame: CGRect)] {
            let bounds = strip.convert(strip.bounds, to: nil)
            return screen.device.visibleLabels().compactMap { label in
                guard let item = ContainerPeerFailureScenarios.titles.firstIndex(of: label.text),
                      label.frame.minX >= bounds.minX, label.frame.maxX <= bounds.maxX,
                      label.frame.midY > bounds.minY, label.frame.midY < bounds.maxY else { return nil }
                return (item, label.frame)
            }
        }

        /// Taps the middle of the tab of `item` on screen nearest the centre.
        func tapTab(_ item: Int) {
            let tabs = tabsOnScreen.filter { $0.item == item }
            guard let tab = tabs.min(by: { abs($0.frame.midX - 160) < abs($1.frame.midX - 160) }) else {
                return XCTFail("tab \(item) not wholly on screen")
            }
            screen.tap(at: CGPoint(x: tab.frame.midX, y: tab.frame.midY))
            check("tap \(item)")
        }

        /// Taps the tab wholly on screen nearest window x `x`; returns its item.
        @discardableResult
        func tapTab(near x: CGFloat) -> Int? {
            guard let tab = tabsOnScreen.min(by: { abs($0.frame.midX - x) < abs($1.frame.midX - x) }) else {
                XCTFail("no tab wholly on screen")
                return nil
            }
            screen.tap(at: CGPoint(x: tab.frame.midX, y: tab.frame.midY))
            check("tap \(tab.item)")
            return tab.item
        }

        /// The transitions reported, each once.
        var moves: [PagingMove] { screen.moves }

    }

    // MARK: - Fact 9: taps during a transition coalesce

    /// A tab tapped while the pages still turn for the last tap must not
    /// set pages (UIKit crashes: "Duplicate states in queue"); taps made
    /// meanwhile coalesce to the latest. Three taps within one transition:
    /// no set while busy, two transitions in all, and strip and pages rest
    /// together on the last tapped tab.
    func testTapsDuringATransitionCoalesceToTheLatestTab() { onMain {
        let s = Scene()
        s.tapTab(1)
        for _ in 0..<4 { s.frame() }
        XCTAssertTrue(s.screen.pages.pageViewController.isAnimatingSet)
        let second = s.tapTab(near: 300)
        s.frame()
        let third = s.tapTab(near: 10)
        s.frame()
        XCTAssertNotEqual(second, third)
        s.rest()
        XCTAssertEqual(s.screen.pages.selectedIndex, third, "the latest tap wins")
        XCTAssertEqual(s.moves.count, 2, "the first tap's transition and the latest tap's")
        XCTAssertEqual(s.moves.map(\.to), [1, third!], "each transition once, never the tab in between")
        XCTAssertEqual(s.screen.settled.last, third)
        XCTAssertEqual(s.screen.userSelections.last, third, "the taps are the user's")
        s.assertClean()
    } }

    // MARK: - Fact 10 and 12: a far tab in one transition, the strip told

    /// A far page chosen in code is one animated transition, and the strip
    /// hears of it although UIKit reports no gesture: the indicator travels
    /// from the source tab to the target tab, forward on every frame, the
    /// strip's selection follows, and both rest on the target.
    func testAFarSelectionIsOneTransitionAndTheIndicatorGoesStraightThere() { onMain {
        let s = Scene()
        let anchor = s.strip.driver.anchorCell
        let distance = s.strip.driver.strip.frame(ofCell: anchor + 4).midX - s.strip.driver.strip.frame(ofCell: anchor).midX
        s.screen.select(4)
        s.check("select 4")
        s.rest()
        XCTAssertEqual(s.moves.map { [$0.from, $0.to, $0.steps] }, [[0, 4, 4]])
        XCTAssertEqual(s.strip.selectedIndex, 4)
        for (i, m) in s.indicatorMoves.enumerated() { XCTAssertGreaterThanOrEqual(m, -1e-6, "frame \(i): the indicator went back \(m)") }
        XCTAssertEqual(s.indicatorMoves.reduce(0, +), distance, accuracy: 1e-6, "from tab 0 to tab 4, nowhere else")
        s.assertClean()
    } }

    // MARK: - Fact 17: the seam, from the last page to the first

    /// Tabman #537: swiping from the last page to the first, the indicator
    /// swept back across the strip. Here it moves forward on every frame
    /// of the swipe and its settling, to the first tab of the next copy, in
    /// both layout directions (right to left forward is leftwards).
    func testSwipingFromTheLastPageToTheFirstMovesTheIndicatorForward() { onMain {
        let n = Self.titles.count
        for rtl in [false, true] {
            let s = Scene(selected: n - 1, rightToLeft: rtl)
            let sign: CGFloat = rtl ? -1 : 1
            let anchor = s.strip.driver.anchorCell
            let distance = s.strip.driver.strip.frame(ofCell: anchor + 1).midX - s.strip.driver.strip.frame(ofCell: anchor).midX
            s.screen.touchDown()
            for _ in 0..<12 { s.screen.moveFinger(by: sign * 320 / 18); s.check() }
            s.screen.lift()
            s.check()
            s.rest()
            XCTAssertEqual(s.screen.pages.selectedIndex, 0, "rtl \(rtl)")
            for (i, m) in s.indicatorMoves.enumerated() {
                XCTAssertGreaterThanOrEqual(m * sign, -1e-6, "rtl \(rtl) frame \(i): the indicator went back \(m)")
            }
            XCTAssertEqual(s.indicatorMoves.reduce(0, +) * sign, distance, accuracy: 1e-6,
                           "rtl \(rtl): from the last tab to the first tab of the next copy")
            s.assertClean()
        }
    } }

    // MARK: - Fact 14: a tap goes the way the tapped copy lies

    /// A tapped tab turns the pages the way its copy lies on the strip: the
    /// copy of the last tab just left of the first is one page back (the
    /// inner scroll view's offset only falls), the tab just right of it one
    /// page forward (only grows); never the long way round.
    func testATappedTabTurnsThePagesTheWayItsCopyLies() { onMain {
        let n = Self.titles.count
        for (item, steps) in [(n - 1, -1), (1, 1)] {
            let s = Scene()
            let first = s.tabsOnScreen.filter { $0.item == 0 }.min { abs($0.frame.midX - 160) < abs($1.frame.midX - 160) }!.frame
            let neighbour = s.tabsOnScreen.filter { $0.item == item && (steps < 0 ? $0.frame.maxX < first.minX : $0.frame.minX > first.maxX) }
                .min { abs($0.frame.midX - first.midX) < abs($1.frame.midX - first.midX) }!.frame
            XCTAssertEqual(s.tapTab(near: neighbour.midX), item)
            var offsets: [CGFloat] = []
            while !s.screen.isAtRest {
                s.frame()
                if s.screen.pages.pageViewController.isAnimatingSet { offsets.append(s.screen.innerScrollView!.contentOffset.x) }
            }
            s.rest()
            XCTAssertFalse(offsets.isEmpty)
            XCTAssertEqual(offsets, steps > 0 ? offsets.sorted() : offsets.sorted(by: >), "tab \(item): one way only")
            XCTAssertEqual(s.moves.first?.steps, steps, "tab \(item): one transition of \(steps) page")
            XCTAssertEqual(s.screen.pages.selectedIndex, item)
            s.assertClean()
        }
    } }
}
