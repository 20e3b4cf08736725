import Foundation
import InfiniteTabs

// Stand-ins for the UIKit controls, doing on each scroll event exactly what
// the UIKit code does (read Sources/InfiniteTabs/Picker/InfiniteScrollView.swift,
// TabStrip/InfiniteTabView.swift, Pages/InfinitePageViewController.swift,
// Pages/PageViewControllerGlue.swift and Container/InfiniteTabsViewController.swift):
// the same drivers, the same command handling, the same weak captures and
// delegate calls. Only UIKit's own work (a view's frame, a label's text) is a
// stored property here.

/// Stands in for `UIView`: the properties the controls set per event.
class BenchView {
    var frame = CGRect.zero
    var isHidden = false
    var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
}

/// Stands in for `InfinitePickerLabel`: its text is the item it shows.
final class BenchLabel: BenchView {
    var item = -1
}

/// Stands in for `UIScrollViewDelegate.scrollViewDidScroll`.
@MainActor
protocol BenchScrollDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: BenchScrollView)
}

/// Stands in for `UIScrollView` (and `UICollectionView`) through the
/// package's own `ScrollHost` conformance: assigning the offset in code calls
/// the delegate's `scrollViewDidScroll` again at once, re-entrantly, as UIKit
/// does; an animated set is remembered (UIKit delivers it later, frame by
/// frame, as scroll events of their own).
@MainActor
final class BenchScrollView: ScrollHost {
    weak var delegate: BenchScrollDelegate?
    private(set) var offset: CGFloat = 0
    var boundsWidth: CGFloat
    var contentWidth: CGFloat = 0
    var isTracking = false
    var isDragging = false
    var isDecelerating = false
    var isUserInteractionEnabled = true
    private(set) var animationTarget: CGFloat?
    /// How many times `scrollViewDidScroll` was called from inside an offset
    /// set (the re-entry the drivers guard against).
    private(set) var reentries = 0

    init(width: CGFloat) { boundsWidth = width }

    var contentOffsetX: CGFloat { offset }

    func setContentOffsetX(_ x: CGFloat, animated: Bool) {
        if animated { animationTarget = x; return }
        animationTarget = nil
        isDecelerating = false
        assign(x)
    }

    func recentreContentOffsetX(_ x: CGFloat) { assign(x) }

    /// The user's finger or a deceleration moved the content: the offset
    /// changes and the delegate is told.
    @inline(never) func scroll(to x: CGFloat) {
        offset = x
        delegate?.scrollViewDidScroll(self)
    }

    /// Like assigning `contentOffset` in code: `scrollViewDidScroll` at once.
    private func assign(_ x: CGFloat) {
        offset = x
        reentries &+= 1
        delegate?.scrollViewDidScroll(self)
    }
}

// MARK: - Option picker

/// `InfiniteScrollView`'s per-event code: the scroll view's delegate calls
/// `driver.didScroll()`; the driver's commands run `perform(_:)`, which moves
/// and reuses page views through `PageViewPool`.
@MainActor
final class BenchPicker: BenchScrollDelegate {
    let scrollView: BenchScrollView
    let driver = PickerScrollDriver()
    private var pool = PageViewPool<BenchView>()
    private var makePage: () -> BenchView = { BenchLabel() }
    private var configurePage: (BenchView, Int) -> Void = { _, _ in }
    private var title: (Int) -> String = { _ in "" }
    let height: CGFloat = 44

    init(itemCount: Int, pageWidth: CGFloat, visibleWidth: CGFloat) {
        scrollView = BenchScrollView(width: pageWidth)
        scrollView.delegate = self
        driver.host = scrollView
        driver.onCommand = { [weak self] command in self?.perform(command) }
        let items = 0..<Swift.max(0, itemCount)
        configurePage = { view, index in
            if let page = view as? BenchLabel, items.contains(index) { page.item = index }
        }
        driver.configure(itemCount: itemCount, pageWidth: pageWidth, visibleWidth: visibleWidth,
                         direction: .leftToRight, selectedIndex: 0)
    }

    func scrollViewDidScroll(_ scrollView: BenchScrollView) {
        driver.didScroll(in: scrollView)
        applyItemTransform()
        if !pageControlObservers.isEmpty {
            let item = driver.currentItem
            for observer in pageControlObservers.values { observer(item) }
        }
    }

    /// No item transform and no page control, the defaults: what
    /// `InfiniteScrollView` checks on every event then.
    var itemTransform = ItemTransform.identity
    var carriesItemTransform = false
    var pageControlObservers: [ObjectIdentifier: (Int) -> Void] = [:]

    private func applyItemTransform() {
        switch itemTransform.pass(viewsCarryLook: carriesItemTransform) {
        case .skip: return
        case .apply: carriesItemTransform = true
        case .reset: carriesItemTransform = false
        }
    }

    private func perform(_ command: PickerCommand) {
        defer { syncTouches() }
        switch command {
        case .layout(let strip):
            pool.recycleAll()
            scrollView.contentWidth = strip.contentWidth
        case .setOffset:
            break
        case .recentred(let dx, let pages):
            pool.shiftPages(by: pages)
            for slot in pool.visible { slot.view.center.x += dx }
        case .showPages(let pages):
            pool.show(pages: pages, make: newPage, configure: place)
            for view in pool.spares where !view.isHidden { view.isHidden = true }
        case .notify:
            break
        }
    }

    private func syncTouches() {
        scrollView.isUserInteractionEnabled = driver.acceptsTouches
    }

    private func newPage() -> BenchView { makePage() }

    private func place(_ view: BenchView, atPage page: Int) {
        let strip = driver.strip
        view.frame = CGRect(x: strip.x(ofVisualPage: page), y: 0, width: strip.pageWidth, height: height)
        view.isHidden = false
        configurePage(view, strip.item(atVisualPage: page, direction: driver.direction))
    }

    /// Page views ever made.
    var createdViews: Int { pool.createdCount }

    // `InfiniteScrollView.setItems(_:title:makePage:configure:)` and its
    // `reconfigure(selectedIndex:)`: the reload of the options.
    private(set) var itemCount = 0
    private var erasedItem: (Int) -> AnyHashable? = { _ in nil }
    private var eraseItems: () -> [AnyHashable] = { [] }
    private var erasedItems: [AnyHashable]? = []

    // Not specialised, as `InfiniteScrollView.setItems` is not when an app
    // calls it from its own module.
    @_semantics("optimize.sil.specialize.generic.never")
    func setItems<Item: Hashable>(_ items: [Item], title: @escaping (Item) -> String) {
        let kept = PickerReload.keptIndex(selected: driver.selectedIndex, previousItem: erasedItem(driver.selectedIndex)?.base,
                                          new: items)
        itemCount = items.count
        erasedItems = nil
        (eraseItems, erasedItem, self.title, configurePage) = erasingPickerItems(items, title: title)
        makePage = { BenchLabel() }
        for slot in pool.visible { slot.view.isHidden = true } // removeFromSuperview
        pool = PageViewPool<BenchView>()
        driver.configure(itemCount: itemCount, pageWidth: DriverFixtures.pageWidth,
                         visibleWidth: DriverFixtures.pickerVisibleWidth, direction: .leftToRight, selectedIndex: kept)
        scrollView.isUserInteractionEnabled = driver.isScrollEnabled
        _ = itemCount == 0 ? nil : self.title(driver.selectedIndex) // the accessibility value
    }
}

/// The closures `InfiniteScrollView.setItems` keeps over the typed options.
private func erasingPickerItems<Item: Hashable>(_ items: [Item], title: @escaping (Item) -> String)
    -> (() -> [AnyHashable], (Int) -> AnyHashable?, (Int) -> String, (BenchView, Int) -> Void) {
    ({ items.map { AnyHashable($0) } },
     { index in items.indices.contains(index) ? AnyHashable(items[index]) : nil },
     { index in items.indices.contains(index) ? title(items[index]) : "" },
     { view, index in if let page = view as? BenchLabel, items.indices.contains(index) { page.item = index } })
}

// MARK: - Tab strip

/// `InfiniteTabView`'s per-event code: the collection view's delegate calls
/// `driver.didScroll()`; recentring moves the indicator view with the
/// content; keeping the indicator in view places it through
/// `StripFrame.indicatorRect`.
@MainActor
final class BenchStrip: BenchScrollDelegate {
    let collectionView: BenchScrollView
    let driver = TabStripDriver()
    let indicatorView = BenchView()
    private var lastIndicatorFrame = StripFrame(x: 0, width: 0)
    private let stripHeight: CGFloat = 44
    private let indicatorHeight: CGFloat = 2
    private(set) var placements = 0

    init(widths: [CGFloat], spacing: CGFloat, viewportWidth: CGFloat) {
        collectionView = BenchScrollView(width: viewportWidth)
        collectionView.delegate = self
        driver.host = collectionView
        driver.onCommand = { [weak self] command in self?.perform(command) }
        driver.configure(itemWidths: widths, spacing: spacing, viewportWidth: viewportWidth,
                         isLooping: true, direction: .leftToRight)
    }

    func scrollViewDidScroll(_ scrollView: BenchScrollView) { driver.didScroll(in: scrollView) }

    /// `InfiniteTabView.reloadLayout()` with the measured widths at hand (the
    /// text measuring and the collection view's reload are UIKit's).
    func reload(measuredWidths: [CGFloat]) {
        let sizing = TabStripSizing.resolve(measured: measuredWidths, mode: .fitting, spacing: DriverFixtures.spacing,
                                            viewportWidth: DriverFixtures.viewportWidth, scale: 3, loops: true)
        driver.configure(itemWidths: sizing.widths, spacing: DriverFixtures.spacing,
                         viewportWidth: DriverFixtures.viewportWidth, isLooping: sizing.isLooping, direction: .leftToRight)
    }

    private func perform(_ command: TabStripCommand) {
        switch command {
        case .reloadLayout(let strip):
            collectionView.contentWidth = strip.contentWidth
        case .setOffset:
            break
        case .recentred(let dx):
            lastIndicatorFrame = lastIndicatorFrame.offsetBy(dx)
            indicatorView.center.x += dx
        case .placeIndicator(let frame, let animated):
            placeIndicator(frame, animated: animated)
        case .select, .notifyTap:
            break // cell colours and the delegate: not part of a scroll event
        }
    }

    private func placeIndicator(_ frame: StripFrame, animated: Bool) {
        lastIndicatorFrame = frame
        let rect = frame.indicatorRect(stripHeight: stripHeight, height: indicatorHeight,
                                       leftInset: 0, rightInset: 0, bottomInset: 0)
        placements &+= 1
        indicatorView.frame = rect // animated or not: UIKit's animation is UIKit's cost
    }
}

// MARK: - Pages and the container

/// Stands in for a page's view controller.
final class BenchPage {
    let index: Int
    init(index: Int) { self.index = index }
}

/// Stands in for `UIPageViewController` through the package's `PageHost`
/// conformance: sets complete at once; the inner scroll view is
/// ``scrollView``, whose delegate is the glue.
@MainActor
final class BenchPageHost: PageHost {
    private(set) var shownPage: BenchPage?
    let canAnimate = true

    func show(_ page: BenchPage, direction: PageDirection, animated: Bool,
              completion: @escaping @MainActor (Bool) -> Void) {
        shownPage = page
        completion(true)
    }

    func showNoPage() { shownPage = nil }

    func setHiddenFromAccessibility(_ hidden: Bool, page: BenchPage) {}

    /// A swipe completed: the page view controller now shows `page`.
    func finishSwipe(showing page: BenchPage) { shownPage = page }
}

/// `PageViewControllerGlue.scrollViewDidScroll` on the pages' inner scroll
/// view, and `InfinitePageViewController.handle(_:)` for the events.
@MainActor
final class BenchPageController: BenchScrollDelegate {
    let driver: PagesDriver<BenchPageHost>
    let host = BenchPageHost()
    let innerScrollView: BenchScrollView
    var eventObserver: ((PagesEvent) -> Void)?
    var onStateChange: ((PagingState) -> Void)?
    var onSelect: ((Int) -> Void)?

    init(count: Int, pageWidth: CGFloat) {
        // Pages from a small ring of objects made up front (an app's page
        // controllers are the app's allocation, not the control's).
        let ring = (0..<8).map { BenchPage(index: $0) }
        driver = PagesDriver(count: count, selectedIndex: 0, wraps: true, makesCopies: true) { ring[$0 & 7] }
        innerScrollView = BenchScrollView(width: pageWidth)
        innerScrollView.scroll(to: pageWidth)
        innerScrollView.delegate = self
        driver.onEvent = { [weak self] event in self?.handle(event) }
        driver.host = host
        driver.showInitialPage()
    }

    func scrollViewDidScroll(_ scrollView: BenchScrollView) {
        driver.pagesScrolled(offset: scrollView.contentOffsetX, pageWidth: scrollView.boundsWidth,
                             isDragging: scrollView.isDragging)
    }

    private func handle(_ event: PagesEvent) {
        eventObserver?(event)
        switch event {
        case .stateChanged(let state):
            onStateChange?(state)
        case .selectTab, .selectionSettled:
            break
        }
    }
}

/// `InfiniteTabsViewController`: the page controller's events go through a
/// `TabsPagingLink` to the strip's driver.
@MainActor
final class BenchTabsContainer {
    let strip: BenchStrip
    let pageController: BenchPageController
    private var link: TabsPagingLink<BenchPageHost>?
    var onSelect: ((Int) -> Void)?

    init(widths: [CGFloat], spacing: CGFloat, viewportWidth: CGFloat, pageWidth: CGFloat) {
        strip = BenchStrip(widths: widths, spacing: spacing, viewportWidth: viewportWidth)
        pageController = BenchPageController(count: widths.count, pageWidth: pageWidth)
        pageController.eventObserver = { [weak self] event in self?.pagesDidReport(event) }
        link = TabsPagingLink(strip: strip.driver, pages: pageController.driver)
        link?.stripReloaded()
    }

    private func pagesDidReport(_ event: PagesEvent) {
        link?.pagesReported(event)
        switch event {
        case .stateChanged, .selectTab:
            break
        case .selectionSettled(let index):
            onSelect?(index)
        }
    }
}
