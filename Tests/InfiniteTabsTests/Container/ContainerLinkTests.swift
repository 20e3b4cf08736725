import XCTest
@testable import InfiniteTabs
@testable import InfiniteTabsCore
import InfiniteTabsSimulator
import UIKit
import TestSupport

/// How the real `InfiniteTabsViewController` joins its strip and pages
/// (`TabsPagingLink`), on a `SimulatedDevice`: taps, the seam, Reduce
/// Motion, reloads, the last tap, and how the strip comes to rest. Every
/// frame goes through `PagesChecker` and `ContainerStripChecker`.
@MainActor
final class ContainerScene: CheckedScene {
    let screen: PagesScreen
    let pagesChecker: PagesChecker
    let stripChecker: ContainerStripChecker
    /// The indicator's moves along the content, frame by frame.
    private(set) var indicatorMoves: [CGFloat] = []
    /// The longest animated move of the strip seen.
    private(set) var longestStripAnimation: CGFloat = 0
    private var lastIndicatorX: CGFloat
    /// Called after every frame (extra checks).
    var everyFrame: (() -> Void)?

    init(titles: [String], selected: Int = 0, options: InfiniteTabsOptions = InfiniteTabsOptions(), width: CGFloat = 320,
         frameRate: Double = 120) {
        screen = PagesScreen(titles: titles, selectedIndex: selected, options: options, width: width, height: 640, frameRate: frameRate)
        pagesChecker = PagesChecker(screen: screen)
        stripChecker = ContainerStripChecker(screen: screen)
        lastIndicatorX = screen.strip!.indicatorView.frame.midX
    }

    var strip: InfiniteTabStripView { screen.strip! }
    var tabs: InfiniteTabsViewController { screen.container! }
    var anchorFrame: (Int) -> StripFrame { { [strip] in strip.driver.strip.frame(ofCell: strip.driver.anchorCell + $0) } }

    var checkers: [any FrameChecker] { [pagesChecker, stripChecker] }

    func check(_ context: String = "") {
        let x = strip.indicatorView.frame.midX
        var d = x - lastIndicatorX
        let p = strip.driver.strip.period
        if p > 0 { d -= (d / p).rounded() * p }
        indicatorMoves.append(d)
        lastIndicatorX = x
        if let move = strip.collectionView.programmaticAnimation {
            longestStripAnimation = max(longestStripAnimation, abs(move.to.x - move.from.x))
        }
        pagesChecker.checkFrame(context)
        stripChecker.checkFrame(context)
        everyFrame?()
    }


    /// The label of tab `title` on screen nearest the strip's centre.
    func tab(_ title: String) -> CGRect? {
        let bounds = strip.convert(strip.bounds, to: nil)
        return screen.device.visibleLabels().filter { $0.text == title && bounds.contains(CGPoint(x: $0.frame.midX, y: $0.frame.midY)) }
            .min { abs($0.frame.midX - bounds.midX) < abs($1.frame.midX - bounds.midX) }?.frame
    }

    func tap(_ title: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let frame = tab(title) else { return XCTFail("tab \(title) not on screen", file: file, line: line) }
        screen.tap(at: CGPoint(x: frame.midX, y: frame.midY))
        check("tap \(title)")
    }

    /// The transitions reported, each once.
    var moves: [PagingMove] { screen.moves }

}

final class ContainerLinkTests: XCTestCase {
    static let titles = ["Zero", "One", "Two", "Three", "Four"]

    func testAFarTapIsOneTransitionAndTheIndicatorTravelsFromSourceToTarget() { onMain {
        let s = ContainerScene(titles: Self.titles)
        XCTAssertFalse(s.strip.selectsOnTap)
        let distance = s.anchorFrame(2).midX - s.anchorFrame(0).midX
        s.tap("Two")
        XCTAssertEqual(s.strip.selectedIndex, 2, "the strip selects the tab when the pages' transition starts, as a tab bar does")
        XCTAssertTrue(s.screen.pages.pageViewController.isAnimatingSet)
        s.rest()
        XCTAssertEqual(s.moves.map { [$0.from, $0.to, $0.steps] }, [[0, 2, 2]], "one transition")
        XCTAssertEqual(s.indicatorMoves.filter { $0 < -1e-6 }, [], "the indicator only moves forward")
        XCTAssertEqual(s.indicatorMoves.reduce(0, +), distance, accuracy: 1e-6, "from the centre of tab 0 to the centre of tab 2")
        XCTAssertEqual(s.strip.selectedIndex, 2)
        XCTAssertEqual(s.screen.settled, [2])
        s.assertClean()
    } }

    func testTappingTheSelectedTabLeavesThePagesAlone() { onMain {
        let s = ContainerScene(titles: Self.titles)
        s.tap("Zero")
        s.rest()
        XCTAssertEqual(s.screen.states, [])
        XCTAssertEqual(s.screen.settled, [])
        XCTAssertEqual(s.screen.made, 1, "no page made beyond the first (UIKit asks for neighbours at the next swipe)")
        s.assertClean()
    } }

    func testWithoutAnimatedTapsATapJumpsAndTheIndicatorGlides() { onMain {
        var options = InfiniteTabsOptions()
        options.animatesTabTaps = false
        let s = ContainerScene(titles: Self.titles, options: options)
        s.pagesChecker.jumpAllowed = true
        s.tap("Three")
        XCTAssertEqual(s.screen.pages.selectedIndex, 3, "the pages jump")
        XCTAssertEqual(s.screen.pageShown?.index, 3)
        XCTAssertFalse(s.screen.pages.pageViewController.isAnimatingSet)
        XCTAssertEqual(s.strip.selectedIndex, 3)
        XCTAssertTrue(s.strip.indicatorView.isAnimatingInModel, "at rest the indicator animates into place")
        s.rest()
        s.assertClean()
    } }

    // MARK: - Reduce Motion

    func testReducedMotionInTheContainerSetsBothAndATappedTabTurnsThePagesAtOnce() { onMain {
        let s = ContainerScene(titles: Self.titles)
        s.tabs.prefersReducedMotion = true
        XCTAssertEqual(s.strip.prefersReducedMotion, true)
        XCTAssertEqual(s.screen.pages.prefersReducedMotion, true)
        s.pagesChecker.jumpAllowed = true
        s.tap("Two")
        XCTAssertFalse(s.screen.pages.pageViewController.isAnimatingSet)
        XCTAssertNil(s.strip.collectionView.programmaticAnimation)
        XCTAssertFalse(s.strip.indicatorView.isAnimatingInModel)
        XCTAssertEqual(s.screen.pages.selectedIndex, 2)
        XCTAssertEqual(s.strip.selectedIndex, 2, "strip and pages agree at once")
        XCTAssertEqual(s.screen.states.last, .idle(index: 2))
        s.rest()
        s.tabs.prefersReducedMotion = false
        s.tap("Three")
        XCTAssertTrue(s.screen.pages.pageViewController.isAnimatingSet, "without the setting the same tap slides")
        s.rest()
        s.assertClean()
    } }

    func testReducedMotionTurnsThePagesSelectionStepAndVoiceOverTurnAtOnce() { onMain {
        let screen = PagesScreen(count: 5)
        screen.pages.prefersReducedMotion = true
        let pvc = screen.pages.pageViewController
        screen.select(3)
        XCTAssertFalse(pvc.isAnimatingSet)
        XCTAssertEqual(screen.pageShown?.index, 3)
        XCTAssertEqual(screen.settled, [3])
        XCTAssertEqual(screen.states.last, .idle(index: 3))
        screen.step(1)
        XCTAssertFalse(pvc.isAnimatingSet)
        XCTAssertEqual(screen.pageShown?.index, 4)
        XCTAssertTrue(screen.voiceOverScroll(.left))
        XCTAssertFalse(pvc.isAnimatingSet)
        XCTAssertEqual(screen.pageShown?.index, 0)
        XCTAssertEqual(UIAccessibility.pageScrolledAnnouncements, ["Page 1 of 5"])
        XCTAssertTrue(screen.device.settle())
        XCTAssertEqual(screen.device.violations, [])
    } }

    /// A whole swipe reports the same states with or without the setting.
    func testReducedMotionLeavesASwipeOfThePagesUntouched() { onMain {
        @MainActor func swipe(_ reduced: Bool) -> [PagingState] {
            let screen = PagesScreen(count: 4)
            screen.pages.prefersReducedMotion = reduced
            screen.touchDown()
            for _ in 0..<10 { screen.moveFinger(by: 22) }
            screen.lift()
            XCTAssertTrue(screen.device.settle())
            screen.touchDown()
            for _ in 0..<6 { screen.moveFinger(by: -15) }
            screen.hold(frames: 8)
            screen.lift()
            XCTAssertTrue(screen.device.settle())
            return screen.states
        }
        let normal = swipe(false)
        XCTAssertEqual(swipe(true), normal)
        XCTAssertTrue(normal.contains(.idle(index: 1)), "the swipe turned a page")
    } }

    /// While the pages are swiped the indicator follows frame by frame (never
    /// animated, setting or not), and the strip's settling goes at once.
    func testReducedMotionLetsTheIndicatorFollowASwipeAndSettleAtOnce() { onMain {
        let s = ContainerScene(titles: Self.titles)
        s.tabs.prefersReducedMotion = true
        var animated = false
        s.everyFrame = { animated = animated || s.strip.indicatorView.isAnimatingInModel || s.strip.collectionView.programmaticAnimation != nil }
        s.screen.touchDown()
        var xs: [CGFloat] = []
        for _ in 0..<10 {
            s.screen.moveFinger(by: 20)
            s.check()
            if s.screen.pages.pagingState.move != nil { xs.append(s.strip.indicatorView.frame.midX) }
        }
        XCTAssertEqual(xs, xs.sorted(), "the indicator moves with the finger")
        XCTAssertNotEqual(xs.first, xs.last)
        s.screen.lift()
        s.check()
        s.rest()
        XCTAssertEqual(s.strip.selectedIndex, 1)
        XCTAssertFalse(animated, "nothing slides with reduced motion")
        s.assertClean()
    } }

    /// The strip alone (selecting on tap) with reduced motion: a selection
    /// and a tap go at once; without the setting the same selection slides.
    func testReducedMotionMovesAStripAloneAtOnce() { onMain {
        let device = SimulatedDevice(width: 320, height: 600)
        let strip = InfiniteTabStripView()
        strip.titles = Self.titles
        device.show(view: strip, height: 44)
        XCTAssertTrue(device.settle())
        strip.prefersReducedMotion = true
        strip.select(3, animated: true)
        XCTAssertNil(strip.collectionView.programmaticAnimation)
        XCTAssertFalse(strip.indicatorView.isAnimatingInModel)
        XCTAssertEqual(strip.selectedIndex, 3)
        XCTAssertTrue(device.settle())
        guard let four = device.visibleLabels().first(where: { $0.text == "Four" })?.frame else { return XCTFail("no tab Four") }
        device.tap(at: CGPoint(x: four.midX, y: four.midY))
        XCTAssertEqual(strip.selectedIndex, 4)
        XCTAssertNil(strip.collectionView.programmaticAnimation)
        XCTAssertFalse(strip.indicatorView.isAnimatingInModel)
        XCTAssertTrue(device.settle())
        strip.prefersReducedMotion = false
        strip.select(1, animated: true)
        XCTAssertTrue(strip.collectionView.programmaticAnimation != nil || strip.indicatorView.isAnimatingInModel,
                      "the same move slides without the setting")
        XCTAssertEqual(device.violations, [])
    } }
}
