import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// The wrapping pages (`InfinitePageViewController`) on the simulated
/// device: the real ``PagesDriver`` wired to a ``SimulatedPageViewController``
/// as `PageViewControllerGlue` wires UIKit's (data source, delegate and inner
/// scroll view callbacks to the same driver calls), its events handed to
/// ``onEvent`` as the controller hands them to a container, the delegate and
/// the closures.
@MainActor
package final class PagesRig {
    /// The clock and main queue.
    package let queue: MainQueue
    /// The page view controller.
    package let host: SimulatedPageViewController
    /// The real driver.
    package let driver: PagesDriver<SimulatedPageViewController>
    /// Every event, in order.
    package private(set) var events: [PagesEvent] = []
    /// Listeners (a container's link, a SwiftUI coordinator), called for each
    /// event in order.
    package var onEvent: ((PagesEvent) -> Void)?
    /// Calls made into the driver by the app and the finger (scroll
    /// callbacks are counted by ``scrollCallbacks``).
    package private(set) var driverCalls = 0
    /// The last thing done, in words.
    package private(set) var lastEvent = ""
    private var serial = 0

    /// `count` pages `pageWidth` wide at rest on `selectedIndex`.
    package init(count: Int, pageWidth: CGFloat, selectedIndex: Int = 0, wraps: Bool = true,
                direction: LayoutDirection = .leftToRight, framesPerSecond: Double = 120, queue: MainQueue? = nil) {
        let clock = queue ?? MainQueue(framesPerSecond: framesPerSecond)
        self.queue = clock
        host = SimulatedPageViewController(pageWidth: pageWidth, queue: clock)
        var make: ((Int) -> SimulatedPage)!
        driver = PagesDriver(count: count, selectedIndex: selectedIndex, wraps: wraps) { make($0) }
        make = { [unowned self] index in self.serial += 1; return SimulatedPage(index: index, serial: self.serial) }
        driver.onEvent = { [unowned self] event in
            self.events.append(event)
            self.onEvent?(event)
        }
        // viewDidLoad: wire, direction, first page.
        host.driver = driver
        driver.host = host
        driver.updateLayoutDirection(direction)
        driver.showInitialPage()
    }

    /// `scrollViewDidScroll` calls of the inner scroll view (each a driver call).
    package var scrollCallbacks: Int { host.scrollView.didScrollCount }

    // MARK: - What the app does

    /// `select(index:animated:direction:)`.
    package func select(_ index: Int, animated: Bool = true, direction: PageDirection? = nil) {
        note("select \(index)\(animated ? " animated" : "")")
        call { driver.select(index, direction: DirectionPreference(direction), animated: animated) }
    }

    /// `showNext` / `showPrevious`.
    package func step(_ delta: Int) {
        note("step \(delta)")
        call { _ = driver.step(delta) }
    }

    /// VoiceOver's three-finger swipe.
    package func voiceOverScroll(_ direction: AccessibilityScrollDirection) {
        note("VoiceOver scroll \(direction)")
        call { _ = driver.accessibilityScroll(direction) }
    }

    /// `reloadPages(count:selectedIndex:wraps:)`.
    package func reload(count: Int, selectedIndex: Int, wraps: Bool? = nil) {
        note("reload \(count) pages")
        call { driver.reload(count: count, selectedIndex: selectedIndex, wraps: wraps) }
    }

    // MARK: - The finger

    /// A finger touches the pages.
    package func touchDown() { note("finger down"); host.touchDown() }
    /// The finger moves the pages by `dx` (positive: the page on the right comes in).
    package func moveFinger(by dx: CGFloat) { host.moveFinger(by: dx) }
    /// The finger lifts.
    package func lift(velocity: CGFloat) { note("finger up"); host.lift(velocity: velocity) }

    // MARK: - Frames

    /// Runs one frame, then the main queue.
    package func frame() {
        queue.tick()
        host.step()
        queue.drain()
    }

    /// Whether nothing moves and nothing waits.
    package var isAtRest: Bool { host.isAtRest && !queue.hasWork && !driver.isHostBusy && driver.state.isIdle }

    // MARK: - What is on screen

    /// The page under a screen x (0...pageWidth), nil where none is.
    package func page(atScreenX screenX: CGFloat) -> SimulatedPage? {
        let w = host.pageWidth
        guard w > 0 else { return nil }
        let position = (host.scrollView.contentOffsetX + screenX) / w
        if position >= 1 && position < 2 { return host.shownPage }
        if let set = host.pendingSetPage { return position >= 2 ? (set.side > 0 ? set.page : nil) : (set.side < 0 ? set.page : nil) }
        return position >= 2 ? host.after : host.before
    }

    /// The pages as recorded values.
    package func record() -> PagesFrame {
        let w = host.pageWidth
        let x = host.scrollView.contentOffsetX
        var visible: [PageRecord] = []
        for (slot, page) in [(0, page(atScreenX: w - x - 0.5 + 0)), (1, host.shownPage), (2, page(atScreenX: 2 * w - x + 0.5))] {
            guard let p = page else { continue }
            let left = CGFloat(slot) * w - x
            if left < w && left + w > 0 { visible.append(PageRecord(index: p.index, span: Span(x: Double(left), width: Double(w)))) }
        }
        let state = driver.state
        let kind: String
        switch state {
        case .idle: kind = "idle"
        case .dragging: kind = "dragging"
        case .settling: kind = "settling"
        case .transitioning: kind = "transitioning"
        }
        return PagesFrame(pageWidth: Double(w), count: driver.pages.count, visible: visible, shownIndex: host.shownPage?.index,
                          selectedIndex: driver.selectedIndex, targetIndex: driver.targetIndex, state: kind,
                          from: state.index, to: state.move?.to ?? state.index, progress: Double(state.move?.progress ?? 0))
    }

    private func call<T>(_ body: () -> T) -> T {
        driverCalls += 1
        return body()
    }

    /// Records what happened, for messages.
    package func note(_ event: String) { lastEvent = event }
}
