import Foundation
import InfiniteTabsCore

// Beside part 1: the drivers alone behind plain hosts (issue 20's
// independent measurement): a scroll host that stores its offset and calls a
// weak delegate, re-entrantly, on every change; a `[weak self]` closure per
// callback that only counts what it receives. No UIKit model and no view
// work: what the drivers cost, to read against the real controls' figures.

/// The delegate of a ``PlainScrollHost`` (`scrollViewDidScroll`).
@MainActor
protocol PlainScrollDelegate: AnyObject {
    func didScroll()
}

/// A scroll host with UIKit's order: setting the offset calls the weak
/// delegate at once, re-entrantly. No motion, no animation.
@MainActor
final class PlainScrollHost: ScrollHost {
    weak var delegate: PlainScrollDelegate?
    private(set) var offsetAlongAxis: CGFloat = 0
    let viewportLength: CGFloat
    var isTracking = false
    var isDragging = false
    var isDecelerating = false

    init(width: CGFloat) { viewportLength = width }

    func setOffsetAlongAxis(_ x: CGFloat, animated: Bool) { scroll(to: x) }

    func scroll(to x: CGFloat) {
        offsetAlongAxis = x
        delegate?.didScroll()
    }
}

extension PlainScrollHost {
    /// The strip view's offset writes for `update`, in its order (`InfiniteTabStripView.apply(_:)`).
    func write(_ update: StripUpdate) {
        if let stop = update.stop { setOffsetAlongAxis(stop, animated: false) }
        if let recenter = update.recenter { recenterOffsetAlongAxis(recenter.x) }
        if let offset = update.offset { setOffsetAlongAxis(offset.x, animated: offset.animated) }
    }
}

/// The picker's driver on a plain host.
final class PickerPlainWorkload: DriverWorkload, PlainScrollDelegate {
    let host = PlainScrollHost(width: DriverFixtures.pageWidth)
    let driver = PickerScrollDriver()
    let runs: ScrollRuns
    let runLength = ScrollRuns.runLength
    let runCount = ScrollRuns.runCount
    private(set) var commands = 0

    init(itemCount: Int) {
        runs = DriverFixtures.pickerRuns(itemCount: itemCount)
        host.delegate = self
        driver.host = host
        apply(driver.configure(itemCount: itemCount, pageWidth: DriverFixtures.pageWidth,
                               visibleWidth: DriverFixtures.pickerVisibleWidth, direction: .leftToRight, selectedIndex: 0))
    }

    private var writing = false

    /// What the picker view does with the commands that matter here: the offset writes (their own scroll callbacks
    /// ignored).
    private func apply(_ commands: PickerCommands) {
        self.commands &+= commands.count
        writing = true
        commands.forEach { command in
            switch command {
            case .setOffset(let x, let animated): host.setOffsetAlongAxis(x, animated: animated)
            case .recentered(let dx, _): host.recenterOffsetAlongAxis(host.offsetAlongAxis + dx)
            default: break
            }
        }
        writing = false
    }

    func didScroll() { if !writing { apply(driver.didScroll()) } }

    func beginRun(_ r: Int) {
        host.isTracking = true
        host.isDragging = true
        apply(driver.willBeginDragging())
        host.scroll(to: runs.starts[r])
    }

    @inline(never) func event(_ r: Int, _ j: Int) { host.scroll(to: host.offsetAlongAxis + runs.speeds[r]) }
    func frame(_ r: Int, _ j: Int) {}
    func endRun(_ r: Int) { host.isTracking = false; host.isDragging = false }
    var checksum: Double { Double(host.offsetAlongAxis) + Double(commands) }
}

/// The strip's driver on a plain host.
final class StripPlainWorkload: DriverWorkload, PlainScrollDelegate {
    let host = PlainScrollHost(width: DriverFixtures.viewportWidth)
    let driver = TabStripDriver()
    let runs: ScrollRuns
    let runLength = ScrollRuns.runLength
    let runCount = ScrollRuns.runCount
    private(set) var commands = 0

    init(itemCount: Int) {
        let widths = ScrollEventFixtures.tabWidths(count: itemCount, seed: 2)
        let s = LoopingTabLayout(itemWidths: widths, spacing: DriverFixtures.spacing, viewportWidth: DriverFixtures.viewportWidth)
        runs = ScrollRuns(lo: s.bandStart, hi: s.bandStart + s.bandWidth, seed: 22)
        host.delegate = self
        driver.host = host
        apply(driver.configure(itemWidths: widths, spacing: DriverFixtures.spacing,
                               viewportWidth: DriverFixtures.viewportWidth, isLooping: true, direction: .leftToRight))
    }

    private var writing = false

    /// What the strip view does with an update that matters here: the offset writes (their own scroll callbacks ignored).
    private func apply(_ update: StripUpdate) {
        if update.indicator != nil { commands &+= 1 }
        writing = true
        host.write(update)
        writing = false
    }

    func didScroll() { if !writing { apply(driver.didScroll()) } }

    func beginRun(_ r: Int) {
        host.isTracking = true
        host.isDragging = true
        driver.willBeginDragging()
        host.scroll(to: runs.starts[r])
    }

    @inline(never) func event(_ r: Int, _ j: Int) { host.scroll(to: host.offsetAlongAxis + runs.speeds[r]) }
    func frame(_ r: Int, _ j: Int) {}
    func endRun(_ r: Int) { host.isTracking = false; host.isDragging = false }
    var checksum: Double { Double(host.offsetAlongAxis) + Double(commands) }
}

/// A page of ``PlainPageHost``.
final class PlainPage {}

/// A page host whose sets complete at once.
@MainActor
final class PlainPageHost: PageHost {
    private(set) var shownPage: PlainPage?
    let canAnimate = true
    /// Its pages never move under a finger.
    let isScrollAtRest = true

    func show(_ page: PlainPage, direction: PageDirection, animated: Bool,
              completion: @escaping @MainActor (Bool) -> Void) {
        shownPage = page
        completion(true)
    }

    func showNoPage() { shownPage = nil }
    func setHiddenFromAccessibility(_ hidden: Bool, page: PlainPage) {}
}

/// The pages driver (each event's returned outcome applied, as the page view controller does)
/// handing the state to a `TabsPagingLink`, and the strip's driver on a plain host: one swipe a run
/// (20 frames dragging, 11 settling), the page swap and the end of the
/// gesture between runs.
final class PagesToStripPlainWorkload: DriverWorkload, PlainScrollDelegate {
    let stripHost = PlainScrollHost(width: DriverFixtures.viewportWidth)
    let strip = TabStripDriver()
    let pageHost = PlainPageHost()
    let pages: PagesDriver<PlainPageHost>
    private var link: TabsPagingLink<PlainPageHost>?
    let runLength = 31
    let runCount = 64
    private var offsets: [CGFloat] = []
    private var signs: [CGFloat] = []
    private var completes: [Bool] = []
    private let width = DriverFixtures.viewportWidth

    init(itemCount: Int) {
        let ring = (0..<8).map { _ in PlainPage() }
        pages = PagesDriver(count: itemCount, selectedIndex: 0, wraps: true, makesCopies: true) { ring[$0 & 7] }
        stripHost.delegate = self
        strip.host = stripHost
        writing = true
        stripHost.write(strip.configure(itemWidths: ScrollEventFixtures.tabWidths(count: itemCount, seed: 2),
                                        spacing: DriverFixtures.spacing, viewportWidth: DriverFixtures.viewportWidth,
                                        isLooping: true, direction: .leftToRight))
        writing = false
        pages.host = pageHost
        let link = TabsPagingLink(strip: strip, pages: pages)
        self.link = link
        applyPages(pages.showInitialPage())
        applyToStrip(link.stripReloaded())
        var rng = SplitMix64(seed: 23)
        for _ in 0..<runCount {
            let sign: CGFloat = Bool.random(using: &rng) ? 1 : -1
            let done = Int.random(in: 0..<4, using: &rng) != 0
            let reach = done ? CGFloat.random(in: 0.3...0.7, using: &rng) : CGFloat.random(in: 0.05...0.4, using: &rng)
            signs.append(sign)
            completes.append(done)
            for j in 0..<runLength {
                let end: CGFloat = done ? 1 : 0
                let progress = j < 20 ? sign * reach * CGFloat(j + 1) / 20
                    : sign * (reach + (end - reach) * CGFloat(j - 19) / 11)
                offsets.append(width + progress * width)
            }
        }
    }

    private var writing = false

    /// The page view controller's steps, and each state change handed to the strip.
    private func applyPages(_ outcome: PagesOutcome) {
        for step in outcome.steps {
            switch step {
            case .show(let page as PlainPage, let direction, let animated, _):
                pageHost.show(page, direction: direction, animated: animated) { _ in }
            case .report(.stateChanged(let state)):
                if let update = link?.pagesChangedState(to: state) { applyToStrip(update) }
            default: break
            }
        }
    }

    /// A frame of the pages' scroll view, handed over and applied as `PageScrollObserver` does.
    private func pagesScrolled(offset: CGFloat, isDragging: Bool) {
        let outer = pages.insideScrollCallback
        pages.insideScrollCallback = true
        defer { pages.insideScrollCallback = outer }
        applyPages(pages.pagesScrolled(offset: offset, pageWidth: width, isDragging: isDragging))
    }

    /// The strip view's offset writes for an update (their own scroll callbacks ignored).
    private func applyToStrip(_ update: StripUpdate) {
        writing = true
        stripHost.write(update)
        writing = false
    }

    func didScroll() { if !writing { applyToStrip(strip.didScroll()) } }

    private var dragging = true

    func beginRun(_ r: Int) {
        applyPages(pages.gestureWillBegin())
        dragging = true
    }

    @inline(never) func event(_ r: Int, _ j: Int) {
        pagesScrolled(offset: offsets[r &* runLength &+ j], isDragging: dragging)
    }

    func frame(_ r: Int, _ j: Int) {
        if j == 19 { dragging = false; applyPages(pages.pagesEndedDragging(willDecelerate: true)) }
    }

    func endRun(_ r: Int) {
        if completes[r], let shown = pageHost.shownPage {
            let neighbour = signs[r] > 0 ? pages.page(after: shown) : pages.page(before: shown)
            applyPages(neighbour.outcome)
            if let next = neighbour.page { pageHost.show(next, direction: .forward, animated: false) { _ in } }
        }
        pagesScrolled(offset: width, isDragging: false)
        applyPages(pages.gestureDidFinish())
    }

    var checksum: Double { Double(stripHost.offsetAlongAxis) + Double(pages.selectedIndex) }
}
