import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// The driver's settings and edge cases: layout direction, wrapping,
/// reloads, a missing host, a host that cannot animate, the accessibility text.
final class PagesDriverSettingsTests: XCTestCase {
    func testASelectionBeforeTheHostIsAttachedEndsAtOnceAndIsShownFirst() {
        onMain {
            var made: [Int] = []
            let driver = PagesDriver<FakePageHost>(count: 5) { index in
                made.append(index)
                return FakePage(index: index, serial: made.count)
            }
            let events = driver.select(3).events
            XCTAssertEqual(events, [.selectTab(index: 3), .selectionSettled(index: 3), .stateChanged(.idle(index: 3))])
            XCTAssertEqual(made, [], "nothing is made before there is a host")
            XCTAssertNil(driver.shownPage)
            let host = FakePageHost()
            host.attach(driver)
            host.apply(driver.showInitialPage())
            XCTAssertEqual(host.calls, [.show(index: 3, direction: .forward, animated: false)])
            XCTAssertEqual(driver.shownPage?.index, 3)
            XCTAssertEqual(Set(made), [2, 3, 4])
            host.swipe(visualStep: 1)
            XCTAssertEqual(driver.selectedIndex, 4)
        }
    }

    func testAHostThatCannotAnimateGetsPlainSetsAndTheMoveEndsAtOnce() {
        onMain {
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
        onMain {
            let h = PagesHarness(count: 0)
            XCTAssertNil(h.driver.shownPage)
            XCTAssertEqual(h.host.calls, [.showNoPage])
        }
    }

    func testAReloadReportsAChangedStateButNeverASettledSelection() {
        onMain {
            let h = PagesHarness(count: 5)
            h.clear()
            h.driver.reload(count: 3, selectedIndex: 0)
            XCTAssertEqual(h.events, [.reloaded(count: 3, selectedIndex: 0)], "the page stays: only the reload is reported (issue 26)")
            h.clear()
            h.driver.reload(count: 4, selectedIndex: 2)
            XCTAssertEqual(h.events, [.selectTab(index: 2), .stateChanged(.idle(index: 2)), .reloaded(count: 4, selectedIndex: 2)])
        }
    }

    func testSetWrappingReloadsOnlyWhenThePageOrderChanges() {
        onMain {
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
        onMain {
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
        onMain {
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
