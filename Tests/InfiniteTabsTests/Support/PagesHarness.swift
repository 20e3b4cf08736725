import Foundation
@testable import InfiniteTabsCore

/// A driver wired to a fake host, recording every event.
@MainActor
final class PagesHarness {
    let host = FakePageHost()
    /// The driver as the tests call it: each event's outcome applied by ``host``.
    let driver: ShellDrivenPages
    var events: [PagesEvent] = []
    private(set) var made: [FakePage] = []
    private var madeWeak: [WeakPage] = []

    private struct WeakPage { weak var page: FakePage? }

    init(count: Int, selectedIndex: Int = 0, wraps: Bool = true, makesCopies: Bool = true,
         layout: LayoutDirection = .leftToRight, completesAtOnce: Bool = false) {
        var serial = 0
        var sink: ((FakePage) -> Void)?
        let pages = PagesDriver<FakePageHost>(count: count, selectedIndex: selectedIndex, wraps: wraps, makesCopies: makesCopies) { index in
            serial += 1
            let page = FakePage(index: index, serial: serial)
            sink?(page)
            return page
        }
        pages.layoutDirection = layout
        host.completesAtOnce = completesAtOnce
        host.attach(pages)
        driver = ShellDrivenPages(pages, host: host)
        sink = { [unowned self] page in self.madeWeak.append(WeakPage(page: page)) }
        host.onEvent = { [unowned self] event in self.events.append(event) }
        driver.showInitialPage()
    }

    /// How many pages made by the factory are still alive.
    var aliveCount: Int { madeWeak.filter { $0.page != nil }.count }
    /// How many pages the factory made.
    var madeCount: Int { madeWeak.count }

    /// The events without the state changes.
    var commands: [PagesEvent] {
        events.filter { if case .stateChanged = $0 { return false } else { return true } }
    }

    func clear() {
        events.removeAll()
        host.calls.removeAll()
    }
}

