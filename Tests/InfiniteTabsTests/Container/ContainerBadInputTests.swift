import XCTest
@testable import InfiniteTabsCore
import TestSupport

/// The container glue (``TabsPagingLink``) with every bad `Int`
/// (``BadInput``) for tapped tabs, reported indices and reloads, in every
/// state: no trap, the strip and the pages agree at rest, no set during a
/// transition.
final class ContainerBadInputTests: XCTestCase {
    private enum Phase: CaseIterable { case idle, midSwipe, midAnimation }

    func testTheLinkTakesEveryBadIndexInEveryState() { onMain {
        let law = LawChecker()
        law.withEvery("phase", in: Phase.allCases) { phase in
            law.withEvery("int", in: BadInput.ints) { i in
                let pages = PagesHarness(count: 5, selectedIndex: 1)
                let stripHost = FakeScrollHost(width: 200)
                let strip = StripDriverHarness()
                strip.host = stripHost
                stripHost.onDidScroll = { [unowned strip] in strip.didScroll() }
                let link = TabsPagingLink(strip: strip.driver, pages: pages.driver.core)
                strip.configure(itemWidths: [50, 60, 70, 80, 90], spacing: 0, viewportWidth: 200, isLooping: true, direction: .leftToRight)
                strip.apply(link.stripReloaded())
                let forward = pages.host.onEvent
                pages.host.onEvent = { event in forward?(event); strip.apply(link.pagesReported(event)) }
                switch phase {
                case .idle: break
                case .midSwipe: pages.host.beginSwipe(visualStep: 1); pages.host.drag(0.5)
                case .midAnimation: pages.host.apply(link.tabTapped(index: 3, direction: .forward))
                }
                for way in PageDirection.allCases { pages.host.apply(link.tabTapped(index: i, direction: way)) }
                strip.apply(link.pagesReported(.selectTab(index: i)))
                strip.apply(link.pagesReported(.selectionSettled(index: i)))
                strip.apply(link.pagesReported(.stateChanged(.idle(index: i))))
                strip.apply(link.pagesReported(.stateChanged(.dragging(PagingMove(from: i, to: i, steps: i, progress: .nan)))))
                let newCount = Swift.min(Swift.max(i, -1), 12)
                pages.host.apply(link.reload(count: newCount, selectedIndex: i, makePage: nil) {
                    strip.configure(itemWidths: Array(repeating: 50, count: Swift.max(0, newCount)), spacing: 0, viewportWidth: 200,
                                    isLooping: true, direction: .leftToRight)
                    strip.apply(link.stripReloaded())
                })
                pages.host.endSwipe(completed: true)
                pages.host.finishAnimation()
                pages.host.finishAnimation()
                law.expect(pages.host.violations.isEmpty, "violations \(pages.host.violations)")
                law.expect(BadInput.isFinite(strip.indicatorFrame), "indicator \(strip.indicatorFrame)")
                law.expectIndex(strip.selectedIndex, count: strip.itemCount, "strip selection")
                law.expectIndex(pages.driver.selectedIndex, count: pages.driver.pages.count, "pages selection")
                if pages.driver.pages.count > 0 && strip.itemCount == pages.driver.pages.count {
                    law.expectEqual(strip.selectedIndex, pages.driver.selectedIndex, "strip and pages agree at rest")
                }
            }
        }
        law.finish()
    } }
}
