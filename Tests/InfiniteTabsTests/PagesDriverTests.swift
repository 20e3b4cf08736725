import XCTest
@testable import InfiniteTabsCore

/// The glue between a page view controller and the paging coordinator, driven
/// through a fake `UIPageViewController`; whole sequences of host calls and
/// events are compared.
private func move(_ from: Int, _ to: Int, _ steps: Int, _ progress: CGFloat) -> PagingMove {
    PagingMove(from: from, to: to, steps: steps, progress: progress)
}

final class PagesDriverTests: XCTestCase {
    func testInitialPageIsOneSetWithoutAnimation() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5, selectedIndex: 2)
            XCTAssertEqual(h.host.calls, [.show(index: 2, direction: .forward, animated: false)])
            XCTAssertEqual(h.host.shownPage?.index, 2)
            XCTAssertEqual(h.host.before?.index, 1)
            XCTAssertEqual(h.host.after?.index, 3)
            XCTAssertEqual(h.events, [])
        }
    }

    func testFarTapIsOneAnimatedSetTheShortWayThenARefresh() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5)
            h.clear()
            h.driver.select(3)
            XCTAssertEqual(h.host.calls, [.show(index: 3, direction: .reverse, animated: true)])
            XCTAssertEqual(h.events, [.selectTab(index: 3), .stateChanged(.transitioning(move(0, 3, -2, 0)))])
            h.clear()
            h.host.finishAnimation()
            XCTAssertEqual(h.host.calls, [.show(index: 3, direction: .forward, animated: false)])
            XCTAssertEqual(h.events, [
                .stateChanged(.transitioning(move(0, 3, -2, 0.25))),
                .stateChanged(.transitioning(move(0, 3, -2, 0.5))),
                .stateChanged(.transitioning(move(0, 3, -2, 1))),
                .selectionSettled(index: 3),
                .stateChanged(.idle(index: 3)),
            ])
            XCTAssertEqual(h.host.violations, [])
            XCTAssertEqual(h.host.before?.index, 2)
            XCTAssertEqual(h.host.after?.index, 4)
        }
    }

    func testForcedDirectionGoesTheLongWay() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5)
            h.clear()
            h.driver.select(4, direction: .always(.forward))
            XCTAssertEqual(h.host.calls, [.show(index: 4, direction: .forward, animated: true)])
            XCTAssertEqual(h.driver.state, .transitioning(move(0, 4, 4, 0)))
        }
    }

    func testTapsDuringATransitionCoalesceToTheLatest() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5)
            h.driver.select(3)
            h.clear()
            h.driver.select(1)
            h.driver.select(4)
            XCTAssertEqual(h.host.calls, [])
            XCTAssertEqual(h.events, [])
            h.host.finishAnimation()
            XCTAssertEqual(h.host.calls, [
                .show(index: 3, direction: .forward, animated: false),
                .show(index: 4, direction: .forward, animated: true),
            ])
            XCTAssertEqual(h.commands, [.selectionSettled(index: 3), .selectTab(index: 4)])
            h.clear()
            h.host.finishAnimation()
            XCTAssertEqual(h.host.calls, [.show(index: 4, direction: .forward, animated: false)])
            XCTAssertEqual(h.commands, [.selectionSettled(index: 4)])
            XCTAssertEqual(h.host.violations, [])
        }
    }

    func testATapDuringASwipeWaitsForTheGestureToEnd() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5)
            h.clear()
            XCTAssertTrue(h.host.beginSwipe(visualStep: 1))
            h.host.drag(0.3)
            h.driver.select(3)
            XCTAssertEqual(h.host.calls, [])
            h.host.endSwipe(completed: true)
            XCTAssertEqual(h.host.calls, [.show(index: 3, direction: .forward, animated: true)])
            XCTAssertEqual(h.commands, [
                .selectTab(index: 1), .selectionSettled(index: 1), .selectTab(index: 3),
            ])
            XCTAssertEqual(h.driver.state, .transitioning(move(1, 3, 2, 0)))
            h.host.finishAnimation()
            XCTAssertEqual(h.host.shownPage?.index, 3)
            XCTAssertEqual(h.driver.selectedIndex, 3)
            XCTAssertEqual(h.host.violations, [])
        }
    }

    func testACompletedSwipeSettlesOnceOnTheNewPage() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 4)
            h.clear()
            h.host.swipe(visualStep: 1)
            XCTAssertEqual(h.host.calls, [])
            XCTAssertEqual(h.events, [
                .stateChanged(.dragging(move(0, 1, 1, 0.3))),
                .stateChanged(.settling(move(0, 1, 1, 0.6))),
                .selectTab(index: 1),
                .selectionSettled(index: 1),
                .stateChanged(.idle(index: 1)),
            ])
            XCTAssertEqual(h.host.shownPage?.index, 1)
            XCTAssertEqual(h.driver.position, 1)
        }
    }

    func testACancelledSwipeEndsIdleOnTheShownPageWithoutNotifying() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 4)
            h.clear()
            h.host.swipe(visualStep: -1, completed: false)
            XCTAssertEqual(h.events, [
                .stateChanged(.dragging(move(0, 3, -1, 0.3))),
                .stateChanged(.settling(move(0, 3, -1, 0.6))),
                .stateChanged(.idle(index: 0)),
            ])
            XCTAssertEqual(h.host.shownPage?.index, 0)
        }
    }

    func testSwipingBackPastTheFirstPageWraps() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 4)
            h.host.swipe(visualStep: -1)
            XCTAssertEqual(h.host.shownPage?.index, 3)
            XCTAssertEqual(h.driver.position, -1)
            XCTAssertEqual(h.driver.selectedIndex, 3)
        }
    }

    func testTwoPagesNeverGiveTheSameObjectBeforeAndAfter() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 2)
            for step in [1, 1, 1, -1, -1, -1, -1, 1] {
                do {
                    let before = h.host.before, after = h.host.after
                    XCTAssertNotNil(before)
                    XCTAssertEqual(before?.index, 1 - (h.host.shownPage?.index ?? 0))
                    XCTAssertEqual(after?.index, before?.index)
                    XCTAssertFalse(before === after)
                    XCTAssertFalse(before === h.host.shownPage)
                }
                h.host.swipe(visualStep: step)
                XCTAssertLessThanOrEqual(h.driver.store.strongCount, 3)
                XCTAssertLessThanOrEqual(h.aliveCount, 3)
            }
            h.driver.select(0)
            h.host.finishAnimation()
            XCTAssertFalse(h.host.before === h.host.after)
            XCTAssertEqual(h.host.violations, [])
        }
    }

    func testAnArrayOfTwoPagesDoesNotWrap() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 2, makesCopies: false)
            XCTAssertFalse(h.driver.pages.wraps)
            XCTAssertNil(h.host.before)
            XCTAssertEqual(h.host.after?.index, 1)
            h.host.swipe(visualStep: 1)
            XCTAssertEqual(h.host.before?.index, 0)
            XCTAssertNil(h.host.after)
            XCTAssertEqual(PagesHarness(count: 3, makesCopies: false).driver.pages.wraps, true)
        }
    }

    func testOnePageDoesNotSwipeOrMove() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 1)
            h.clear()
            XCTAssertNil(h.host.before)
            XCTAssertNil(h.host.after)
            XCTAssertFalse(h.host.beginSwipe(visualStep: 1))
            h.driver.select(0)
            h.driver.select(1)
            h.driver.select(-1)
            XCTAssertNil(h.driver.step(1))
            XCTAssertEqual(h.host.calls, [])
            XCTAssertEqual(h.events, [])
        }
    }

    func testNoPagesShowNothingAndIgnoreEverything() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 0)
            XCTAssertEqual(h.host.calls, [.showNoPage])
            h.clear()
            h.driver.select(0)
            XCTAssertNil(h.driver.accessibilityScroll(.left))
            XCTAssertEqual(h.driver.accessibilityPageText, "")
            XCTAssertEqual(h.host.calls, [])
            h.driver.reload(count: 3, selectedIndex: 7)
            XCTAssertEqual(h.host.calls, [.show(index: 2, direction: .forward, animated: false)])
            XCTAssertEqual(h.commands, [.selectTab(index: 2)])
            h.clear()
            h.driver.reload(count: 0, selectedIndex: 0)
            XCTAssertEqual(h.host.calls, [.showNoPage])
        }
    }

    func testWithoutWrappingTheEndsStopAndTapsGoTheDirectWay() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 4, wraps: false)
            XCTAssertNil(h.host.before)
            XCTAssertFalse(h.host.beginSwipe(visualStep: -1))
            h.clear()
            h.driver.select(3, direction: .always(.reverse))
            XCTAssertEqual(h.host.calls, [.show(index: 3, direction: .forward, animated: true)])
            h.host.finishAnimation()
            XCTAssertNil(h.host.after)
            XCTAssertEqual(h.host.before?.index, 2)
            XCTAssertNil(h.driver.step(1))
        }
    }

    func testRightToLeftFlipsNeighboursDirectionsAndProgress() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5, layout: .rightToLeft)
            XCTAssertEqual(h.host.after?.index, 4, "the page on the right is the previous one")
            XCTAssertEqual(h.host.before?.index, 1, "the page on the left is the next one")
            h.clear()
            h.driver.select(1)
            XCTAssertEqual(h.host.calls, [.show(index: 1, direction: .reverse, animated: true)])
            h.host.finishAnimation()
            XCTAssertEqual(h.driver.selectedIndex, 1)
            h.clear()
            h.host.beginSwipe(visualStep: -1)
            h.host.drag(0.3)
            XCTAssertEqual(h.driver.state, .dragging(move(1, 2, 1, 0.3)))
            h.host.endSwipe(completed: true)
            XCTAssertEqual(h.commands, [.selectTab(index: 2), .selectionSettled(index: 2)])
        }
    }

    func testAnAnimationThatCompletesAtOnceStillRefreshesAfterTheSet() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5, completesAtOnce: true)
            h.clear()
            h.driver.select(2)
            XCTAssertEqual(h.host.calls, [
                .show(index: 2, direction: .forward, animated: true),
                .show(index: 2, direction: .forward, animated: false),
            ])
            XCTAssertEqual(h.commands, [.selectTab(index: 2), .selectionSettled(index: 2)])
            XCTAssertEqual(h.driver.state, .idle(index: 2))
            XCTAssertEqual(h.host.violations, [])
        }
    }

    func testAReloadDuringATransitionWaitsForItsEnd() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5)
            h.driver.select(3)
            h.clear()
            h.driver.reload(count: 3, selectedIndex: 1)
            XCTAssertEqual(h.host.calls, [])
            h.host.finishAnimation()
            XCTAssertEqual(h.host.calls, [
                .show(index: 3, direction: .forward, animated: false),
                .show(index: 1, direction: .forward, animated: false),
            ])
            XCTAssertEqual(h.commands, [.selectionSettled(index: 3), .selectTab(index: 1)])
            XCTAssertEqual(h.driver.pages.count, 3)
            XCTAssertEqual(h.host.shownPage?.index, 1)
            XCTAssertEqual(h.host.violations, [])
        }
    }

    func testANonAnimatedSelectIsOneSetAndSettlesAtOnce() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 6)
            h.clear()
            h.driver.select(4, animated: false)
            XCTAssertEqual(h.host.calls, [.show(index: 4, direction: .reverse, animated: false)])
            XCTAssertEqual(h.events, [.selectTab(index: 4), .selectionSettled(index: 4), .stateChanged(.idle(index: 4))])
        }
    }

    func testPagesAreMadeLazilyAndAtMostThreeStayAlive() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 1000)
            XCTAssertEqual(h.madeCount, 3)
            h.driver.select(500)
            h.host.finishAnimation()
            XCTAssertLessThanOrEqual(h.aliveCount, 3)
            XCTAssertEqual(Set(h.driver.store.alivePages.map(\.index)), [499, 500, 501])
            for _ in 0..<10 { h.host.swipe(visualStep: 1) }
            XCTAssertEqual(h.host.shownPage?.index, 510)
            XCTAssertLessThanOrEqual(h.aliveCount, 3)
            XCTAssertLessThanOrEqual(h.madeCount, 16)
        }
    }

    func testOffScreenPagesAreHiddenFromVoiceOver() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 4)
            @MainActor func hidden(_ page: FakePage?) -> Bool? { page.flatMap { h.host.hidden[ObjectIdentifier($0)] } }
            XCTAssertEqual(hidden(h.host.shownPage), false)
            XCTAssertEqual(hidden(h.host.before), true)
            XCTAssertEqual(hidden(h.host.after), true)
            h.host.swipe(visualStep: 1)
            XCTAssertEqual(hidden(h.host.shownPage), false)
            XCTAssertEqual(hidden(h.host.before), true)
            XCTAssertEqual(hidden(h.host.after), true)
        }
    }

    func testAccessibilityScrollMovesOnePageAndNamesIt() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5)
            h.clear()
            XCTAssertEqual(h.driver.accessibilityScroll(.left), "Page 2 of 5")
            XCTAssertEqual(h.host.calls, [.show(index: 1, direction: .forward, animated: true)])
            XCTAssertEqual(h.driver.accessibilityScroll(.next), "Page 3 of 5", "queued after the running move")
            XCTAssertNil(h.driver.accessibilityScroll(.up))
            h.host.finishAnimation()
            h.host.finishAnimation()
            XCTAssertEqual(h.driver.selectedIndex, 2)
            XCTAssertEqual(h.driver.accessibilityScroll(.right), "Page 2 of 5")

            let rtl = PagesHarness(count: 5, layout: .rightToLeft)
            XCTAssertEqual(rtl.driver.accessibilityScroll(.left), "Page 5 of 5")
            let fixed = PagesHarness(count: 3, wraps: false)
            XCTAssertEqual(fixed.driver.accessibilityScroll(.previous), "Page 1 of 3", "no page that way: names the current one")
        }
    }

    /// Long seeded random sequences of taps, swipes (completed, cancelled,
    /// towards a missing neighbour), animation ends, VoiceOver scrolls, hosts
    /// that cannot animate and reloads, over every page count 0...6, wrapping or not, copies or not,
    /// both layout directions.
    func testRandomSequencesNeverSetDuringATransitionAndEndOnTheStatePage() {
        MainActor.assumeIsolated {
            var checked = 0
            for count in 0...6 {
                for wraps in [true, false] {
                    for copies in [true, false] {
                        for layout in [LayoutDirection.leftToRight, .rightToLeft] {
                            var rng = PagesTestRandom(seed: UInt64(count * 1000 + (wraps ? 100 : 0) + (copies ? 10 : 0) + (layout == .leftToRight ? 1 : 2)))
                            checked += Self.runRandom(count: count, wraps: wraps, copies: copies, layout: layout, steps: 400, rng: &rng)
                        }
                    }
                }
            }
            XCTAssertGreaterThan(checked, 1000)
        }
    }

    @MainActor
    private static func runRandom(count: Int, wraps: Bool, copies: Bool, layout: LayoutDirection, steps: Int,
                           rng: inout PagesTestRandom) -> Int {
        let label = "count \(count) wraps \(wraps) copies \(copies) \(layout)"
        let h = PagesHarness(count: count, selectedIndex: count > 0 ? Int.random(in: 0..<count, using: &rng) : 0,
                             wraps: wraps, makesCopies: copies, layout: layout)
        var lastSettled = h.driver.selectedIndex
        var lastReported = h.driver.state
        var restChecks = 0
        var trace: [String] = []
        for _ in 0..<steps {
            h.events.removeAll()
            var reloaded = false
            switch Int.random(in: 0..<100, using: &rng) {
            case 0..<30:
                let index = Int.random(in: -1...(count + 1), using: &rng)
                let pref: DirectionPreference = [.shortest, .always(.forward), .always(.reverse)].randomElement(using: &rng)!
                let anim = Bool.random(using: &rng)
                trace.append("select \(index) \(pref) \(anim)")
                h.driver.select(index, direction: pref, animated: anim)
            case 30..<45:
                let step = Bool.random(using: &rng) ? 1 : -1
                let ok = h.host.beginSwipe(visualStep: step)
                let f = CGFloat(Int.random(in: 1...9, using: &rng)) / 10
                trace.append("begin \(step) \(ok) drag \(f)")
                h.host.drag(f)
            case 45..<55:
                let f = CGFloat(Int.random(in: 1...9, using: &rng)) / 10
                let d = Bool.random(using: &rng)
                trace.append("drag \(f) \(d)")
                h.host.drag(f, isDragging: d)
            case 55..<70:
                let c = Bool.random(using: &rng)
                trace.append("end \(c)")
                h.host.endSwipe(completed: c)
            case 70..<88:
                trace.append("finish")
                h.host.finishAnimation()
            case 88..<93:
                let dirs = AccessibilityScrollDirection.allCases
                let dir = dirs.randomElement(using: &rng)!
                trace.append("a11y \(dir)")
                _ = h.driver.accessibilityScroll(dir)
            case 93..<96:
                h.host.canAnimate.toggle()
                trace.append("canAnimate \(h.host.canAnimate)")
            default:
                let newCount = Int.random(in: 0...count + 1, using: &rng)
                let sel = Int.random(in: -1...newCount, using: &rng)
                trace.append("reload \(newCount) \(sel)")
                h.driver.reload(count: newCount, selectedIndex: sel)
                reloaded = true
            }
            for event in h.events {
                if case .stateChanged(let state) = event {
                    XCTAssertNotEqual(state, lastReported, "a state reported twice, \(label)")
                    lastReported = state
                }
                if case .selectionSettled(let index) = event {
                    XCTAssertNotEqual(index, lastSettled, "a notify that is no change, \(label)")
                    lastSettled = index
                }
            }
            if reloaded || h.driver.selectedIndex != lastSettled {
                // A reload resets the selection without a notification.
                lastSettled = h.driver.selectedIndex
            }
            XCTAssertEqual(h.host.violations, [], "\(label), last steps \(trace.suffix(8))")
            XCTAssertLessThanOrEqual(h.driver.store.strongCount, 3, label)
            XCTAssertEqual(lastReported, h.driver.state, "the indicator is out of date, \(label)")
            assertDistinct(h, label)
            if !h.host.isBusy, h.driver.state.isIdle, h.driver.coordinator.pending == nil, h.driver.pages.count > 0 {
                XCTAssertEqual(h.host.shownPage?.index, h.driver.state.index, "\(label), last steps \(trace.suffix(8))")
                XCTAssertLessThanOrEqual(h.aliveCount, 3, label)
                restChecks += 1
            }
            if h.host.violations.count > 0 { break }
        }
        // Let everything come to rest.
        h.host.endSwipe(completed: true)
        for _ in 0..<4 { h.host.finishAnimation() }
        XCTAssertFalse(h.host.isBusy, label)
        XCTAssertTrue(h.driver.state.isIdle, label)
        if h.driver.pages.count > 0 {
            XCTAssertEqual(h.host.shownPage?.index, h.driver.state.index, label)
            XCTAssertEqual(h.driver.selectedIndex, h.driver.state.index, label)
        } else {
            XCTAssertNil(h.host.shownPage, label)
        }
        XCTAssertEqual(h.host.violations, [], label)
        return restChecks
    }

    @MainActor
    private static func assertDistinct(_ h: PagesHarness, _ label: String) {
        let pages = [h.host.before, h.host.shownPage, h.host.after].compactMap { $0 }
        for i in pages.indices {
            for j in pages.indices where i < j {
                XCTAssertFalse(pages[i] === pages[j], "the same object twice among before/shown/after, \(label)")
            }
        }
    }
}

final class PagesDriverLayoutTests: XCTestCase {
    func testASelectionBeforeTheHostIsAttachedEndsAtOnceAndIsShownFirst() {
        MainActor.assumeIsolated {
            var made: [Int] = []
            let driver = PagesDriver<FakePageHost>(count: 5) { index in
                made.append(index)
                return FakePage(index: index, serial: made.count)
            }
            var events: [PagesEvent] = []
            driver.onEvent = { events.append($0) }
            driver.select(3)
            XCTAssertEqual(events, [.selectTab(index: 3), .selectionSettled(index: 3), .stateChanged(.idle(index: 3))])
            XCTAssertEqual(made, [], "nothing is made before there is a host")
            XCTAssertNil(driver.shownPage)
            let host = FakePageHost()
            host.driver = driver
            driver.host = host
            driver.showInitialPage()
            XCTAssertEqual(host.calls, [.show(index: 3, direction: .forward, animated: false)])
            XCTAssertEqual(driver.shownPage?.index, 3)
            XCTAssertEqual(Set(made), [2, 3, 4])
            host.swipe(visualStep: 1)
            XCTAssertEqual(driver.selectedIndex, 4)
        }
    }

    func testAHostThatCannotAnimateGetsPlainSetsAndTheMoveEndsAtOnce() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5)
            h.host.canAnimate = false
            h.clear()
            h.driver.select(2)
            XCTAssertEqual(h.host.calls, [
                .show(index: 2, direction: .forward, animated: false),
                .show(index: 2, direction: .forward, animated: false),
            ])
            XCTAssertEqual(h.events, [.selectTab(index: 2), .selectionSettled(index: 2), .stateChanged(.idle(index: 2))])
            h.driver.select(4)
            XCTAssertEqual(h.driver.state, .idle(index: 4), "never stuck waiting for a completion")
        }
    }

    func testShownPageIsNilWithoutPages() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 0)
            XCTAssertNil(h.driver.shownPage)
            XCTAssertEqual(h.host.calls, [.showNoPage])
        }
    }

    func testAReloadReportsAChangedStateButNeverASettledSelection() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5)
            h.clear()
            h.driver.reload(count: 3, selectedIndex: 0)
            XCTAssertEqual(h.events, [.selectTab(index: 0)])
            h.clear()
            h.driver.reload(count: 4, selectedIndex: 2)
            XCTAssertEqual(h.events, [.selectTab(index: 2), .stateChanged(.idle(index: 2))])
        }
    }

    func testSetWrappingReloadsOnlyWhenThePageOrderChanges() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 4, selectedIndex: 1)
            h.clear()
            h.driver.setWrapping(true)
            XCTAssertEqual(h.host.calls, [])
            h.driver.setWrapping(false)
            XCTAssertEqual(h.host.calls, [.show(index: 1, direction: .forward, animated: false)])
            XCTAssertFalse(h.driver.pages.wraps)
            XCTAssertEqual(h.driver.selectedIndex, 1)

            let fixedTwo = PagesHarness(count: 2, makesCopies: false)
            fixedTwo.clear()
            fixedTwo.driver.setWrapping(true)
            XCTAssertEqual(fixedTwo.host.calls, [])
            XCTAssertFalse(fixedTwo.driver.pages.wraps)
        }
    }

    func testChangingTheLayoutDirectionRefreshesTheNeighboursOnce() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5)
            h.clear()
            h.driver.updateLayoutDirection(.leftToRight)
            XCTAssertEqual(h.host.calls, [])
            h.driver.updateLayoutDirection(.rightToLeft)
            XCTAssertEqual(h.host.calls, [.show(index: 0, direction: .forward, animated: false)])
            XCTAssertEqual(h.host.after?.index, 4)
            XCTAssertEqual(h.host.before?.index, 1)
        }
    }

    func testALayoutChangeDuringATransitionWaits() {
        MainActor.assumeIsolated {
            let h = PagesHarness(count: 5)
            h.driver.select(2)
            h.clear()
            h.driver.updateLayoutDirection(.rightToLeft)
            XCTAssertEqual(h.host.calls, [])
            h.host.finishAnimation()
            XCTAssertEqual(h.host.calls, [
                .show(index: 2, direction: .forward, animated: false),
                .show(index: 2, direction: .forward, animated: false),
            ])
            XCTAssertEqual(h.host.violations, [])
            XCTAssertEqual(h.host.before?.index, 3)
        }
    }

    func testAnOptionalDirectionReadsAsAPreference() {
        XCTAssertEqual(DirectionPreference(nil), .shortest)
        XCTAssertEqual(DirectionPreference(.reverse), .always(.reverse))
        XCTAssertTrue(PagingState.idle(index: 2).indicatorAnimates)
        XCTAssertFalse(PagingState.dragging(PagingMove(from: 0, to: 1, steps: 1, progress: 0.5)).indicatorAnimates)
    }

    func testPageTextAndVoiceOverSteps() {
        XCTAssertEqual(PageAccessibility.pageText(index: 1, count: 5), "Page 2 of 5")
        XCTAssertEqual(PageAccessibility.pageText(index: -1, count: 5), "Page 5 of 5")
        XCTAssertEqual(PageAccessibility.pageText(index: 0, count: 0), "")
        XCTAssertEqual(PageAccessibility.pageStep(for: .left), 1)
        XCTAssertEqual(PageAccessibility.pageStep(for: .right), -1)
        XCTAssertEqual(PageAccessibility.pageStep(for: .left, layout: .rightToLeft), -1)
        XCTAssertEqual(PageAccessibility.pageStep(for: .next, layout: .rightToLeft), 1)
        XCTAssertEqual(PageAccessibility.pageStep(for: .previous), -1)
        XCTAssertNil(PageAccessibility.pageStep(for: .up))
        XCTAssertNil(PageAccessibility.pageStep(for: .down))
        XCTAssertEqual(PageDirection.forward.visual(in: .rightToLeft), .reverse)
        XCTAssertEqual(PageDirection.reverse.visual(in: .leftToRight), .reverse)
        XCTAssertEqual(PageCycle(count: 5).positionSteps(from: 4, to: 1, direction: .forward), 2)
        XCTAssertEqual(PageCycle(count: 5).positionSteps(from: 4, to: 1, direction: .reverse), -3)
        XCTAssertEqual(PageCycle(count: 5, wraps: false).positionSteps(from: 4, to: 1, direction: .forward), -3)
    }
}
