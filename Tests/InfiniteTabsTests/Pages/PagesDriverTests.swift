import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// The glue between a page view controller and the paging machine, driven
/// through a fake `UIPageViewController`; whole sequences of host calls and
/// events are compared.
private func move(_ from: Int, _ to: Int, _ steps: Int, _ progress: CGFloat) -> PagingMove {
    PagingMove(from: from, to: to, steps: steps, progress: progress)
}

final class PagesDriverTests: XCTestCase {
    func testInitialPageIsOneSetWithoutAnimation() {
        onMain {
            let h = PagesHarness(count: 5, selectedIndex: 2)
            XCTAssertEqual(h.host.calls, [.show(index: 2, direction: .forward, animated: false)])
            XCTAssertEqual(h.host.shownPage?.index, 2)
            XCTAssertEqual(h.host.before?.index, 1)
            XCTAssertEqual(h.host.after?.index, 3)
            XCTAssertEqual(h.events, [])
        }
    }

    func testFarTapIsOneAnimatedSetTheShortWayThenARefresh() {
        onMain {
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
        onMain {
            let h = PagesHarness(count: 5)
            h.clear()
            h.driver.select(4, direction: .always(.forward))
            XCTAssertEqual(h.host.calls, [.show(index: 4, direction: .forward, animated: true)])
            XCTAssertEqual(h.driver.state, .transitioning(move(0, 4, 4, 0)))
        }
    }

    func testTapsDuringATransitionCoalesceToTheLatest() {
        onMain {
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
        onMain {
            let h = PagesHarness(count: 5)
            h.clear()
            XCTAssertTrue(h.host.beginSwipe(visualStep: 1))
            h.host.drag(0.3)
            h.driver.select(3)
            XCTAssertEqual(h.host.calls, [])
            h.host.endSwipe(completed: true)
            XCTAssertEqual(h.host.calls, [.show(index: 3, direction: .forward, animated: true)])
            XCTAssertEqual(h.commands, [
                .selectTab(index: 1), .selectionSettled(index: 1), .userSelected(index: 1), .selectTab(index: 3),
            ])
            XCTAssertEqual(h.driver.state, .transitioning(move(1, 3, 2, 0)))
            h.host.finishAnimation()
            XCTAssertEqual(h.host.shownPage?.index, 3)
            XCTAssertEqual(h.driver.selectedIndex, 3)
            XCTAssertEqual(h.host.violations, [])
        }
    }

    func testACompletedSwipeSettlesOnceOnTheNewPage() {
        onMain {
            let h = PagesHarness(count: 4)
            h.clear()
            h.host.swipe(visualStep: 1)
            XCTAssertEqual(h.host.calls, [])
            XCTAssertEqual(h.events, [
                .stateChanged(.dragging(move(0, 1, 1, 0.3))),
                .stateChanged(.settling(move(0, 1, 1, 0.6))),
                .selectTab(index: 1),
                .selectionSettled(index: 1),
                .userSelected(index: 1),
                .stateChanged(.idle(index: 1)),
            ])
            XCTAssertEqual(h.host.shownPage?.index, 1)
            XCTAssertEqual(h.driver.position, 1)
        }
    }

    func testACancelledSwipeEndsIdleOnTheShownPageWithoutNotifying() {
        onMain {
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
        onMain {
            let h = PagesHarness(count: 4)
            h.host.swipe(visualStep: -1)
            XCTAssertEqual(h.host.shownPage?.index, 3)
            XCTAssertEqual(h.driver.position, -1)
            XCTAssertEqual(h.driver.selectedIndex, 3)
        }
    }

    func testRightToLeftFlipsNeighboursDirectionsAndProgress() {
        onMain {
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
            XCTAssertEqual(h.commands, [.selectTab(index: 2), .selectionSettled(index: 2), .userSelected(index: 2)])
        }
    }

    func testAnAnimationThatCompletesAtOnceStillRefreshesAfterTheSet() {
        onMain {
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
        onMain {
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
            XCTAssertEqual(h.commands, [.selectionSettled(index: 3), .selectTab(index: 1), .reloaded(count: 3, selectedIndex: 1)])
            XCTAssertEqual(h.driver.pages.count, 3)
            XCTAssertEqual(h.host.shownPage?.index, 1)
            XCTAssertEqual(h.host.violations, [])
        }
    }

    func testANonAnimatedSelectIsOneSetAndSettlesAtOnce() {
        onMain {
            let h = PagesHarness(count: 6)
            h.clear()
            h.driver.select(4, animated: false)
            XCTAssertEqual(h.host.calls, [.show(index: 4, direction: .reverse, animated: false)])
            XCTAssertEqual(h.events, [.selectTab(index: 4), .selectionSettled(index: 4), .stateChanged(.idle(index: 4))])
        }
    }

    func testPagesAreMadeLazilyAndAtMostThreeStayAlive() {
        onMain {
            let h = PagesHarness(count: 1000)
            XCTAssertEqual(h.madeCount, 3)
            h.driver.select(500)
            h.host.finishAnimation()
            XCTAssertLessThanOrEqual(h.aliveCount, 3)
            XCTAssertEqual(Set(h.driver.store.alivePages.map(\.index)), [499, 500, 501])
            XCTAssertEqual(h.madeCount, 6, "only the target and its two neighbours are made for a far jump")
            for step in 1...10 {
                h.host.swipe(visualStep: 1)
                XCTAssertLessThanOrEqual(h.aliveCount, 3, "after swipe \(step)")
                XCTAssertEqual(h.madeCount, 6 + step, "one new neighbour per swipe, after swipe \(step)")
            }
            XCTAssertEqual(h.host.shownPage?.index, 510)
        }
    }

    func testOffScreenPagesAreHiddenFromVoiceOver() {
        onMain {
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
        onMain {
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
}
