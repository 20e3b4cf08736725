import XCTest
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// Drives the option picker glue with a fake scroll view and compares whole
/// command sequences. Default picker: 3 items, pages 100 wide seen through a
/// 300-wide window (neighbours peek in) → 5 pages [C] A B C [A], item 0 at
/// offset 100, period 300.
final class PickerDriverTests: XCTestCase {
    @MainActor final class Rig {
        let driver = PickerScrollDriver()
        let host: FakeScrollHost
        var commands: [PickerCommand] = []
        var notified: [Int] { commands.compactMap { if case .notify(let i) = $0 { return i } else { return nil } } }

        init(items: Int = 3, page: CGFloat = 100, visible: CGFloat = 300, direction: LayoutDirection = .leftToRight) {
            host = FakeScrollHost(width: page)
            host.onDidScroll = { [unowned driver] in driver.didScroll() }
            host.onAnimationEnd = { [unowned driver] in driver.didEndScrollingAnimation() }
            driver.host = host
            driver.onCommand = { [unowned self] in self.commands.append($0) }
            driver.configure(itemCount: items, pageWidth: page, visibleWidth: visible, direction: direction)
        }

        /// A whole drag: begin, move by `dx` in `steps` moves, release at
        /// `velocity` (points per ms), decelerate to the driver's target, end.
        func fling(by dx: CGFloat, velocity: CGFloat, steps: Int = 3) {
            driver.willBeginDragging()
            for _ in 0..<steps { host.drag(by: dx / CGFloat(steps)) }
            host.lift()
            let target = driver.willEndDragging(velocity: velocity)
            if target != host.contentOffsetX {
                driver.didEndDragging(willDecelerate: true)
                host.decelerate(to: target)
                driver.didEndDecelerating()
            } else {
                driver.didEndDragging(willDecelerate: false)
            }
        }
    }

    func testConfigureShowsTheSelectedItemsRealPageAndItsPeekingNeighbours() { onMain {
        let rig = Rig()
        XCTAssertEqual(rig.commands, [
            .layout(PaddedStrip(itemCount: 3, pageWidth: 100)),
            .setOffset(100, animated: false),
            .showPages(0..<3),
        ])
        XCTAssertTrue(rig.driver.isScrollEnabled)
    } }

    func testDraggingBackPastTheCopyRecentersOncePagesAndNotifiesOnce() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.willBeginDragging()
        rig.host.drag(by: -60) // 40: under a finger within half a page of the edge, recentred by +300
        rig.host.drag(by: -50) // 290
        XCTAssertEqual(rig.host.maxDepth, 2, "setting the offset re-entered didScroll")
        XCTAssertEqual(rig.host.nestedReads, 0, "the re-entrant didScroll was ignored")
        rig.host.lift()
        let target = rig.driver.willEndDragging(velocity: -0.5)
        XCTAssertEqual(target, 300, "one page back from the drag's start, moved with the recentring")
        rig.driver.didEndDragging(willDecelerate: true)
        rig.host.decelerate(to: target)
        rig.driver.didEndDecelerating()
        XCTAssertEqual(rig.commands, [
            .recentered(by: 300, pages: 3),
            .showPages(2..<6),
            .showPages(1..<5),
            .showPages(2..<5),
            .notify(2),
        ])
        XCTAssertEqual(rig.driver.selectedIndex, 2)
    } }

    func testRecenteringDuringDragsAndFlingsNeverStopsTheMotion() { onMain {
        // UIKit: setContentOffset(_:animated: false) stops a deceleration
        // (rdar://16724593); the driver recentres by assigning the offset.
        let rig = Rig()
        let plainSets = rig.host.sets.count
        for _ in 0..<7 { rig.fling(by: -120, velocity: -0.5) }
        for _ in 0..<5 { rig.fling(by: 120, velocity: 0.5) }
        XCTAssertGreaterThan(rig.host.recenters.count, 3, "the flings crossed the copies")
        XCTAssertEqual(rig.host.sets.count, plainSets, "no plain set during a drag or a fling")
        XCTAssertEqual(rig.host.stoppedMotions, 0)
        XCTAssertEqual(rig.driver.selectedIndex, rig.driver.strip.cycle.wrap(-7 + 5))
    } }

    func testReleaseThatWouldLeaveTheContentRecentersFirstAndShiftsTheTarget() { onMain {
        let rig = Rig()
        rig.driver.decelerationRate = .normal // a slow release projects far enough to pass the copy
        // Under a finger the driver keeps half a page from the edges, so a
        // release on page 0 comes only from a host that moved without a drag
        // the driver saw (a motion caught at offset 35, then lifted).
        rig.host.contentOffsetX = 35 // page 0, the copy of the last item
        rig.commands = []
        let target = rig.driver.willEndDragging(velocity: -0.2) // projects to −64.8: page −1
        XCTAssertEqual(rig.commands, [.recentered(by: 300, pages: 3)])
        XCTAssertEqual(rig.host.contentOffsetX, 335)
        XCTAssertEqual(target, 200, "page −1 is page 2 one period on: item 1")
    } }

    func testOffScreenAnAnimatedSelectionOrTapIsMadeAtOnce() { onMain {
        // Off screen UIKit may never call scrollViewDidEndScrollingAnimation
        // (kazuhiro4949/PagingKit#35): an animated move would never settle.
        let rig = Rig()
        rig.driver.isOnScreen = false
        rig.commands = []
        rig.driver.setSelectedIndex(2, animated: true)
        XCTAssertNil(rig.host.pendingAnimation)
        XCTAssertNil(rig.driver.animationTarget)
        XCTAssertEqual(rig.host.contentOffsetX, 300)
        rig.driver.tap()
        XCTAssertNil(rig.host.pendingAnimation)
        XCTAssertEqual(rig.host.contentOffsetX, 100, "2 → 0 through the seam, recentred at once")
        XCTAssertEqual(rig.notified, [0], "a tap is still reported once")
        XCTAssertEqual(rig.driver.selectedIndex, 0)
    } }

    func testLeavingTheScreenDuringAnAnimatedMoveFinishesItAtOnce() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.tap()
        rig.driver.tap() // queued
        XCTAssertEqual(rig.host.pendingAnimation, 200)
        rig.driver.isOnScreen = false
        XCTAssertNil(rig.driver.animationTarget)
        XCTAssertNil(rig.host.pendingAnimation, "the plain set stopped UIKit's animation")
        XCTAssertEqual(rig.host.contentOffsetX, 200)
        XCTAssertEqual(rig.notified, [1], "the move that ran is reported; the queued tap is dropped")
        rig.driver.isOnScreen = true
        rig.driver.tap()
        XCTAssertEqual(rig.host.pendingAnimation, 300, "animated again on screen")
    } }

    func testAnAnimationEndReportedFromInsideAPlainSetIsIgnored() { onMain {
        let rig = Rig()
        rig.host.reportsStoppedAnimationEnd = true
        rig.commands = []
        rig.driver.tap() // animating to item 1
        rig.driver.setSelectedIndex(2, animated: false) // stops it; UIKit may report the end from inside
        XCTAssertEqual(rig.notified, [], "a programmatic change is never reported")
        XCTAssertEqual(rig.driver.selectedIndex, 2)
        XCTAssertEqual(rig.driver.currentItem, 2)
        XCTAssertNil(rig.driver.animationTarget)
    } }

    func testTheScrollViewRefusesTouchesExactlyWhileAnAnimatedMoveRuns() { onMain {
        let rig = Rig()
        XCTAssertTrue(rig.driver.acceptsTouches)
        var seen: [Bool] = [] // what the view reads after each command
        rig.driver.onCommand = { _ in seen.append(rig.driver.acceptsTouches) }
        rig.driver.tap()
        XCTAssertEqual(seen.last, false, "refused once the animated set is made")
        rig.driver.tap() // queued: still refused
        XCTAssertFalse(rig.driver.acceptsTouches)
        rig.host.finishAnimation() // settles, runs the queued tap: a new move
        XCTAssertFalse(rig.driver.acceptsTouches)
        rig.host.finishAnimation()
        XCTAssertTrue(rig.driver.acceptsTouches)
        rig.driver.setSelectedIndex(0, animated: true)
        XCTAssertFalse(rig.driver.acceptsTouches)
        rig.driver.isOnScreen = false // the move ends at once
        XCTAssertTrue(rig.driver.acceptsTouches)
        XCTAssertEqual(seen.last, true)
        XCTAssertFalse(rig.driver.autoAdvanceTick(), "no auto-advance off screen")
        XCTAssertTrue(rig.driver.acceptsTouches)
    } }

    func testTapAdvancesOneItemAnimatedAndNotifiesWhenItSettles() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.tap()
        XCTAssertEqual(rig.commands, [.setOffset(200, animated: true)])
        XCTAssertEqual(rig.notified, [], "nothing until the picker settles")
        rig.host.finishAnimation()
        XCTAssertEqual(rig.commands, [
            .setOffset(200, animated: true),
            .showPages(0..<4), // frame at 125: pages 0 to 3 peek in
            .showPages(1..<4), // 200
            .notify(1),
        ])
    } }

    func testTapOnTheLastItemCrossesTheSeamAndRecentersOnlyWhenSettled() { onMain {
        let rig = Rig()
        rig.driver.setSelectedIndex(2, animated: false)
        rig.commands = []
        rig.driver.tap()
        rig.host.finishAnimation(frames: 4)
        XCTAssertEqual(rig.commands, [
            .setOffset(400, animated: true),
            .showPages(2..<6), // the frame at 325
            .showPages(3..<6), // the frame at 400; no recentring during the animation
            .recentered(by: -300, pages: -3), // the same views move to pages 0..<3
            .notify(0),
        ])
        XCTAssertEqual(rig.host.contentOffsetX, 100)
    } }

    func testTapsDuringAnAnimationQueueAndEachStepNotifiesOnce() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.tap()
        rig.driver.tap()
        rig.driver.tap()
        XCTAssertEqual(rig.driver.queuedAdvances, 2)
        XCTAssertEqual(rig.commands, [.setOffset(200, animated: true)], "one animation at a time")
        rig.host.finishAnimation()
        rig.host.finishAnimation()
        rig.host.finishAnimation()
        XCTAssertEqual(rig.notified, [1, 2, 0])
        XCTAssertEqual(rig.driver.queuedAdvances, 0)
        XCTAssertEqual(rig.host.contentOffsetX, 100)
    } }

    func testProgrammaticSelectionNeverNotifiesAndNeighboursGoThroughTheSeam() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.setSelectedIndex(2, animated: true) // 0 → 2 is one step back
        XCTAssertEqual(rig.commands, [.setOffset(0, animated: true)])
        XCTAssertEqual(rig.driver.selectedIndex, 2, "readable at once")
        rig.host.finishAnimation()
        XCTAssertEqual(rig.host.contentOffsetX, 300)
        XCTAssertEqual(rig.notified, [])
        rig.driver.setSelectedIndex(0, animated: false)
        XCTAssertEqual(rig.host.contentOffsetX, 100)
        rig.driver.setSelectedIndex(3, animated: true)
        rig.driver.setSelectedIndex(-1, animated: false)
        XCTAssertEqual(rig.host.contentOffsetX, 100)
        XCTAssertEqual(rig.notified, [])
    } }

    func testFarProgrammaticSelectionScrollsStraightToTheRealPage() { onMain {
        let rig = Rig(items: 10)
        rig.commands = []
        rig.driver.setSelectedIndex(6, animated: true)
        XCTAssertEqual(rig.commands, [.setOffset(700, animated: true)])
    } }

    func testADragThatComesBackNotifiesNothing() { onMain {
        let rig = Rig()
        rig.fling(by: -130, velocity: 0, steps: 4) // across the seam and…
        rig.commands = rig.commands.filter { if case .notify = $0 { return true } else { return false } }
        XCTAssertEqual(rig.driver.selectedIndex, 2)
        rig.fling(by: 100, velocity: 0)
        XCTAssertEqual(rig.driver.selectedIndex, 0)
        XCTAssertEqual(rig.notified, [2, 0], "one report per change; the recentrings on the way report nothing")
    } }

    func testAutoAdvanceWaitsWhileTouchedAndForOneIntervalAfter() { onMain {
        let rig = Rig()
        XCTAssertTrue(rig.driver.autoAdvanceTick())
        XCTAssertFalse(rig.driver.autoAdvanceTick(), "an animated move is under way")
        rig.host.finishAnimation()
        rig.host.isTracking = true
        XCTAssertFalse(rig.driver.autoAdvanceTick(), "a finger is down")
        rig.host.isTracking = false
        XCTAssertFalse(rig.driver.autoAdvanceTick(), "the first tick after a touch is skipped")
        XCTAssertTrue(rig.driver.autoAdvanceTick())
        rig.host.finishAnimation()
        XCTAssertEqual(rig.notified, [1, 2])
    } }

    func testAccessibilityAdjustmentsMoveOneItemAtOnceAndReportIt() { onMain {
        let rig = Rig()
        rig.commands = []
        rig.driver.accessibilityIncrement()
        XCTAssertEqual(rig.commands, [.setOffset(200, animated: false), .showPages(1..<4), .notify(1)])
        rig.driver.accessibilityDecrement()
        rig.driver.accessibilityDecrement()
        XCTAssertEqual(rig.notified, [1, 0, 2])
        XCTAssertEqual(rig.host.contentOffsetX, 300, "recentred off the copy page")
    } }

    func testNoneAndOneItemShowWithoutScrolling() { onMain {
        for count in [0, 1] {
            let rig = Rig(items: count)
            XCTAssertEqual(rig.commands, [.layout(PaddedStrip(itemCount: count, pageWidth: 100)),
                                          .setOffset(0, animated: false)] + (count == 1 ? [.showPages(0..<1)] : []))
            XCTAssertFalse(rig.driver.isScrollEnabled)
            rig.commands = []
            rig.driver.tap()
            rig.driver.accessibilityIncrement()
            XCTAssertFalse(rig.driver.autoAdvanceTick())
            XCTAssertEqual(rig.driver.willEndDragging(velocity: 3), 0)
            XCTAssertEqual(rig.commands, [])
        }
    } }

    func testBeforeLayoutNothingIsShownAndNothingIsNaN() { onMain {
        let rig = Rig(page: .nan, visible: 0)
        XCTAssertEqual(rig.commands, [.layout(PaddedStrip(itemCount: 3, pageWidth: 0)), .setOffset(0, animated: false)])
        rig.driver.tap()
        rig.host.finishAnimation()
        XCTAssertTrue(rig.host.contentOffsetX.isFinite)
    } }

    func testRightToLeftMirrorsPagesAndForwardGoesLeft() { onMain {
        let rig = Rig(direction: .rightToLeft)
        XCTAssertEqual(rig.commands[1], .setOffset(300, animated: false), "item 0 is the fourth page from the left")
        XCTAssertEqual(rig.driver.strip.item(atVisualPage: 2, direction: .rightToLeft), 1)
        rig.commands = []
        rig.driver.tap()
        XCTAssertEqual(rig.commands, [.setOffset(200, animated: true)])
        rig.host.finishAnimation()
        XCTAssertEqual(rig.notified, [1])
        rig.fling(by: -60, velocity: -0.5) // offset decreasing: forward in right to left
        XCTAssertEqual(rig.notified, [1, 2])
    } }

    func testConfigureKeepsTheSelectionClampedAndReportsNothing() { onMain {
        let rig = Rig(items: 5)
        rig.driver.setSelectedIndex(4, animated: false)
        rig.driver.configure(itemCount: 3, pageWidth: 80, visibleWidth: 80, direction: .leftToRight)
        XCTAssertEqual(rig.driver.selectedIndex, 2)
        XCTAssertEqual(rig.host.contentOffsetX, 240)
        rig.driver.configure(itemCount: 3, pageWidth: 80, visibleWidth: 80, direction: .leftToRight, selectedIndex: 1)
        XCTAssertEqual(rig.host.contentOffsetX, 160)
        XCTAssertEqual(rig.notified, [])
    } }

    func testReloadKeepsTheSelectedItemWhenItStillExists() {
        XCTAssertEqual(PickerReload.keptIndex(selected: 1, old: ["a", "b", "c"], new: ["x", "b"]), 1)
        XCTAssertEqual(PickerReload.keptIndex(selected: 1, old: ["a", "b", "c"], new: ["c", "a", "b"]), 2)
        XCTAssertEqual(PickerReload.keptIndex(selected: 2, old: ["a", "b", "c"], new: ["x", "y"]), 1, "gone: clamped")
        XCTAssertEqual(PickerReload.keptIndex(selected: 0, old: ["a"], new: [String]()), 0)
        XCTAssertEqual(PickerReload.keptIndex(selected: 9, old: [String](), new: ["a", "b"]), 1)
        XCTAssertEqual(PickerReload.keptIndex(selected: -4, old: ["a", "b"], new: ["b", "a"]), 1)
    }

    /// 100,000 options and long seeded gesture sequences: the pool never holds
    /// more than the visible pages + 2 views, each view shows the item of its
    /// page, and the picker ends on start + net steps mod n.
    func testHundredThousandOptionsReuseAHandfulOfViews() { onMain {
        final class PageView { var item = -1 }
        let rig = Rig(items: 100_000, page: 100, visible: 300)
        let pool = PageViewPool<PageView>()
        var maxVisible = 0
        let strip = rig.driver.strip
        func apply(_ command: PickerCommand) {
            switch command {
            case .layout: pool.recycleAll()
            case .recentered(_, let pages): pool.shiftPages(by: pages)
            case .showPages(let pages):
                maxVisible = max(maxVisible, pages.count)
                pool.show(pages: pages, make: { PageView() }, configure: { $0.item = strip.item(atVisualPage: $1, direction: .leftToRight) })
            default: break
            }
        }
        rig.commands.forEach(apply)
        rig.driver.onCommand = { apply($0); rig.commands.append($0) }
        var rng = SeededRandom(seed: 1)
        var expected = 0
        for _ in 0..<3_000 {
            switch Int.random(in: 0..<3, using: &rng) {
            case 0:
                rig.fling(by: 45, velocity: 0.6); expected += 1
            case 1:
                rig.fling(by: -45, velocity: -0.6); expected -= 1
            default:
                rig.driver.tap(); rig.host.finishAnimation(); expected += 1
            }
            for slot in pool.visible {
                XCTAssertEqual(slot.view.item, strip.item(atVisualPage: slot.page, direction: .leftToRight))
            }
        }
        XCTAssertEqual(rig.driver.selectedIndex, Cycle(count: 100_000).wrap(expected))
        XCTAssertLessThanOrEqual(pool.createdCount, maxVisible + 2)
        XCTAssertLessThanOrEqual(maxVisible, 5)
    } }

    /// Every item count 0…12, both directions: seeded flings, slow drags,
    /// taps and auto-advance ticks. At rest the offset is on a real page, the
    /// selection is the item on screen, every recentring is one period, and
    /// each report is a change.
    func testRandomGesturesKeepTheInvariants() { onMain {
        var rng = SeededRandom(seed: 42)
        for n in 0...12 {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let rig = Rig(items: n, page: 90, visible: 250, direction: direction)
                var lastSettled = rig.driver.selectedIndex
                for _ in 0..<200 {
                    rig.commands = []
                    switch Int.random(in: 0..<4, using: &rng) {
                    case 0 where rig.driver.isScrollEnabled: rig.fling(by: CGFloat(Int.random(in: -250...250, using: &rng)),
                                      velocity: CGFloat(Int.random(in: -30...30, using: &rng)) / 10)
                    case 0, 1: rig.driver.tap(); rig.host.finishAnimation()
                    case 2: rig.driver.autoAdvanceTick(); rig.host.finishAnimation()
                    default: rig.driver.setSelectedIndex(Int.random(in: 0..<max(1, n), using: &rng), animated: true)
                        rig.host.finishAnimation()
                    }
                    for case .recentered(let dx, let pages) in rig.commands {
                        XCTAssertEqual(abs(pages), n)
                        XCTAssertEqual(dx, CGFloat(pages) * 90)
                    }
                    for case .notify(let i) in rig.commands {
                        XCTAssertNotEqual(i, lastSettled)
                        lastSettled = i
                    }
                    let x = rig.host.contentOffsetX
                    XCTAssertTrue(x.isFinite)
                    guard n >= 2 else { XCTAssertEqual(x, 0); continue }
                    let page = x / 90
                    XCTAssertEqual(page, page.rounded(), "at rest on a page")
                    XCTAssert(page >= 1 && page <= CGFloat(n), "n=\(n) at rest on page \(page), a copy")
                    XCTAssertEqual(rig.driver.selectedIndex, rig.driver.currentItem)
                    lastSettled = rig.driver.selectedIndex
                }
            }
        }
    } }
}
