import Foundation
@_spi(Core) import InfiniteTabsCore
@testable import InfiniteTabsCore

/// The container's glue as the container wires it: a real tab strip driver on
/// a fake scroll view and real pages on a fake page view controller
/// (``PagesHarness``), joined by ``TabsPagingLink``. Strip commands and page
/// events are recorded.
@MainActor
final class LinkedTabsRig {
    let pages: PagesHarness
    let stripHost = FakeScrollHost(width: 200)
    let strip = TabStripDriver()
    let link: TabsPagingLink<FakePageHost>
    var stripCommands: [TabStripCommand] = []

    init(widths: [CGFloat], selectedIndex: Int = 0, looping: Bool = true) {
        pages = PagesHarness(count: widths.count, selectedIndex: selectedIndex)
        strip.host = stripHost
        link = TabsPagingLink(strip: strip, pages: pages.driver)
        stripHost.onDidScroll = { [unowned self] in self.strip.didScroll() }
        strip.configure(itemWidths: widths, spacing: 0, viewportWidth: 200, isLooping: looping, direction: .leftToRight)
        link.stripReloaded()
        strip.onCommand = { [unowned self] command in
            self.stripCommands.append(command)
            if case .notifyTap(let index, let direction) = command { self.link.tabTapped(index: index, direction: direction) }
        }
        let forward = pages.driver.onEvent
        pages.driver.onEvent = { [unowned self] event in
            forward?(event)
            self.link.pagesReported(event)
        }
        clear()
    }

    func clear() {
        stripCommands.removeAll()
        pages.clear()
    }

    /// Whether any strip command slid (an animated offset or indicator move).
    var stripSlid: Bool {
        stripCommands.contains {
            switch $0 {
            case .setOffset(_, let animated), .placeIndicator(_, let animated): return animated
            default: return false
            }
        }
    }

    /// Whether any page set was animated.
    var pagesSlid: Bool {
        pages.host.calls.contains { if case .show(_, _, true) = $0 { return true } else { return false } }
    }
}
