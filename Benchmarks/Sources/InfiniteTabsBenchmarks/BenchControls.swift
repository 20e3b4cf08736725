import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabs
import InfiniteTabsCore

// Stand-ins for the UIKit controls, doing on each scroll event exactly what
// the UIKit code does (read Sources/InfiniteTabs/Picker/InfinitePickerView.swift,
// TabStrip/InfiniteTabStripView.swift, Pages/InfinitePageViewController.swift,
// Pages/PageViewControllerGlue.swift and Container/InfiniteTabsViewController.swift):
// the same drivers, the same command handling (title looks and indicator
// geometry included), the same captures (`[weak self]` closures, weak
// delegates and hosts) and delegate calls. Only UIKit's own work (a view's
// frame, a label's text, the visible cells) is a stored property here.

/// Stands in for `UIView`: the properties the controls set per event.
class BenchView {
    var frame = CGRect.zero
    var isHidden = false
    var alpha: CGFloat = 1
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
///
/// The delegate is weak, as `UIScrollView.delegate` is.
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

    func recenterContentOffsetX(_ x: CGFloat) { assign(x) }

    /// UIKit ran an animated set to its end (its frames are scroll events of
    /// their own, not part of a measured event): the offset reaches the
    /// target and the delegate is told. Nothing without an animation.
    func finishAnimation() {
        guard let target = animationTarget else { return }
        animationTarget = nil
        scroll(to: target)
    }

    /// The user's finger or a deceleration moved the content: the offset
    /// changes and the delegate is told.
    func scroll(to x: CGFloat) {
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

/// `InfinitePickerView`'s per-event code: the scroll view's delegate calls
/// `driver.didScroll()`; the driver's
/// commands run `perform(_:)`, which moves, shows and hides page views
/// through `PageViewPool` and applies the item transform.
@MainActor
final class BenchPicker: BenchScrollDelegate {
    let scrollView: BenchScrollView
    let driver = PickerScrollDriver()
    private var pool = PageViewPool<BenchView>()
    private var makePage: () -> BenchView = { BenchLabel() }
    private var configurePage: (BenchView, Int) -> Void = { _, _ in }
    private var title: (Int) -> String = { _ in "" }
    let height: CGFloat = 44
    /// `InfinitePickerView.axis` (horizontal: the scroll view itself is the
    /// driver's host).
    let axis = ScrollAxis.horizontal

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
        driver.didScroll()
        applyItemTransform()
        if !pageControlObservers.isEmpty {
            let item = driver.currentItem
            for observer in pageControlObservers.values { observer(item) }
        }
    }

    /// No item transform and no page control, the defaults: what
    /// `InfinitePickerView` checks on every event then.
    var itemTransform = ItemTransform.identity
    var carriesItemTransform = false
    var pageControlObservers: [ObjectIdentifier: (Int) -> Void] = [:]

    private func applyItemTransform() {
        switch itemTransform.pass(viewsCarryLook: carriesItemTransform) {
        case .skip: return
        case .apply: carriesItemTransform = true
        case .reset: carriesItemTransform = false
        }
        pool.applyAppearance(itemTransform, strip: driver.strip, offset: scrollView.contentOffsetX) { view, look in
            view.alpha = look.alpha // and the layer transform: UIKit's
        }
    }

    private func perform(_ command: PickerCommand) {
        defer { syncTouches() }
        switch command {
        case .layout(let strip):
            pool.recycleAll(hide: hidePage)
            scrollView.contentWidth = strip.contentWidth
        case .setOffset:
            break
        case .recentered(let dx, let pages):
            pool.shiftPages(by: pages)
            for slot in pool.visible {
                slot.view.center = axis.replacing(slot.view.center, along: axis.along(slot.view.center) + dx)
            }
        case .showPages(let pages):
            pool.show(pages: pages, make: { self.newPage() }, configure: { self.place($0, atPage: $1) },
                      hide: { self.hidePage($0) })
            applyItemTransform()
        case .notify:
            break
        }
    }

    private func syncTouches() {
        scrollView.isUserInteractionEnabled = driver.acceptsTouches
    }

    private func newPage() -> BenchView { makePage() }

    private func hidePage(_ view: BenchView) { view.isHidden = true }

    private func place(_ view: BenchView, atPage page: Int) {
        let strip = driver.strip
        let frame = strip.frame(ofVisualPage: page, crossLength: height, axis: axis)
        view.frame = frame // bounds and centre in UIKit
        view.isHidden = false
        configurePage(view, strip.item(atVisualPage: page, direction: driver.direction))
    }

    /// Page views ever made.
    var createdViews: Int { pool.createdCount }

    // `InfinitePickerView.setItems(_:title:makePage:configure:)` and its
    // `reconfigure(selectedIndex:)`: the reload of the options.
    private(set) var itemCount = 0
    private var erasedItem: (Int) -> AnyHashable? = { _ in nil }
    private var eraseItems: () -> [AnyHashable] = { [] }
    private var erasedItems: [AnyHashable]? = []

    // Not specialised, as `InfinitePickerView.setItems` is not when an app
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

/// The closures `InfinitePickerView.setItems` keeps over the typed options.
private func erasingPickerItems<Item: Hashable>(_ items: [Item], title: @escaping (Item) -> String)
    -> (() -> [AnyHashable], (Int) -> AnyHashable?, (Int) -> String, (BenchView, Int) -> Void) {
    ({ items.map { AnyHashable($0) } },
     { index in items.indices.contains(index) ? AnyHashable(items[index]) : nil },
     { index in items.indices.contains(index) ? title(items[index]) : "" },
     { view, index in if let page = view as? BenchLabel, items.indices.contains(index) { page.item = index } })
}

// MARK: - Tab strip

/// Stands in for `InfiniteTabCell`: the item it was configured with and the
/// title look it shows (its label's colour and transform are UIKit's).
final class BenchTabCell: BenchView {
    /// The cell's index path item (its copy of the item).
    var cell = 0
    /// `InfiniteTabCell.shownItem`: the item the cell was configured with.
    var shownItem = -1
    private(set) var appliedLook: TabTitleLook?
    private(set) var looksApplied = 0

    /// `InfiniteTabCell.apply(look:)`.
    func apply(look: TabTitleLook) {
        guard look != appliedLook else { return }
        appliedLook = look
        looksApplied &+= 1 // textColor, tintColor, transform: UIKit's
    }
}

/// `InfiniteTabStripView`'s per-event code: the collection view's delegate calls
/// `driver.didScroll()`; recentring moves the indicator view with the
/// content; placing the indicator goes through `TabIndicatorGeometry` and
/// `IndicatorMove`, then refreshes the titles whose look changed
/// (`TitleEmphasisTracker`) on the visible cells.
@MainActor
final class BenchStrip: BenchScrollDelegate {
    let collectionView: BenchScrollView
    let driver = TabStripDriver()
    let indicatorView = BenchView()
    var indicatorCornerRadius: CGFloat = 0
    /// `InfiniteTabStripView.indicatorStyle.geometry`.
    let indicatorGeometry = TabIndicatorGeometry.underline
    /// `InfiniteTabStripView.currentTitleLooks`: the appearance's title style,
    /// prepared once.
    let titleLooks = TitleLookRamp(style: TabTitleStyle())
    let animationDuration: TimeInterval = 0.25
    private var lastIndicatorFrame = StripFrame(x: 0, width: 0)
    private var shownLooks = TitleEmphasisTracker()
    /// `collectionView.visibleCells`, which the selection refresh walks once
    /// per settled selection, and `InfiniteTabStripView.displayedTabs`, the same
    /// cells kept from UIKit's `willDisplay` and `didEndDisplaying`, which
    /// the title refresh walks on every frame. Both refreshed by
    /// `layOutCells()` between gestures (see `StripDriverWorkload`).
    private(set) var visibleCells: [BenchTabCell] = []
    private var displayedTabs = DisplayedCells<BenchTabCell>()
    private var cellPool: [BenchTabCell] = []
    private let stripHeight: CGFloat = 44
    private(set) var placements = 0
    private let itemCount: Int

    init(widths: [CGFloat], spacing: CGFloat, viewportWidth: CGFloat) {
        itemCount = widths.count
        collectionView = BenchScrollView(width: viewportWidth)
        collectionView.delegate = self
        driver.host = collectionView
        driver.onCommand = { [weak self] command in self?.perform(command) }
        // `perform` has nothing to do for an offset the driver already set.
        driver.sendsOffsetCommands = false
        driver.configure(itemWidths: widths, spacing: spacing, viewportWidth: viewportWidth,
                         isLooping: true, direction: .leftToRight)
        layOutCells()
    }

    func scrollViewDidScroll(_ scrollView: BenchScrollView) { driver.didScroll() }

    /// An animated move of the strip ran to its end (UIKit's frames, then
    /// `scrollViewDidEndScrollingAnimation`, as `InfiniteTabStripView` forwards it).
    func finishAnimation() {
        guard collectionView.animationTarget != nil else { return }
        collectionView.finishAnimation()
        driver.didEndScrollingAnimation()
    }

    /// What UIKit's layout pass does to `visibleCells`: the cells over the
    /// viewport, each configured with its item and look (`cellForItemAt`).
    func layOutCells() {
        let strip = driver.strip
        let x = strip.mirroredOffset(collectionView.contentOffsetX, direction: driver.direction)
        let cells = strip.cells(overlapping: x, x + strip.viewportWidth)
        while cellPool.count < cells.count { cellPool.append(BenchTabCell()) }
        let shown = Array(cellPool.prefix(cells.count))
        // UIKit's layout pass tells the view which cells it displays: here
        // the whole new set, in screen order.
        displayedTabs.removeAll()
        for cell in shown { displayedTabs.willDisplay(cell) }
        visibleCells = shown
        for (cell, index) in zip(visibleCells, cells) {
            cell.cell = index
            if let content = driver.content(ofCell: index, availableItems: itemCount) {
                cell.shownItem = content.item
                cell.apply(look: titleLooks.look(emphasis: content.emphasis))
            }
        }
    }

    /// `InfiniteTabStripView.reloadLayout()` with the measured widths at hand (the
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
            shownLooks.reset() // every cell is configured afresh
        case .setOffset:
            break
        case .recentered(let dx):
            lastIndicatorFrame = lastIndicatorFrame.offsetBy(dx)
            indicatorView.center.x += dx
        case .placeIndicator(let frame, let animated):
            placeIndicator(frame, animated: animated)
        case .select:
            refreshSelection()
        case .notifyTap:
            break // the delegate: not part of a scroll event
        }
    }

    private func placeIndicator(_ frame: StripFrame, animated: Bool) {
        lastIndicatorFrame = frame
        let placement = indicatorGeometry.placement(under: frame, stripHeight: stripHeight)
        indicatorCornerRadius = placement.cornerRadius
        switch IndicatorMove(to: placement.rect, animated: animated, duration: animationDuration) {
        case .jump(let rect):
            indicatorView.frame = rect
        case .animate(let rect, _):
            indicatorView.frame = rect // UIKit's animation is UIKit's cost
        }
        placements &+= 1
        refreshLooks()
    }

    /// `InfiniteTabStripView.refreshLooks()`: the visible titles whose look the
    /// new state changed.
    private func refreshLooks() {
        guard let change = driver.titleLookChange(since: &shownLooks) else { return }
        for cell in displayedTabs.cells {
            if let emphasis = change.emphasis(ofItem: cell.shownItem) { cell.apply(look: titleLooks.look(emphasis: emphasis)) }
        }
    }

    /// `InfiniteTabStripView.refreshSelection()`: every visible cell shows the
    /// selection (once per settled selection, not per frame).
    private func refreshSelection() {
        for cell in visibleCells {
            guard let content = driver.content(ofCell: cell.cell, availableItems: itemCount) else { continue }
            cell.apply(look: titleLooks.look(emphasis: content.emphasis))
        }
        shownLooks.reset()
        _ = driver.titleLookChange(since: &shownLooks)
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

/// Stands in for `InfinitePageViewControllerDelegate` and
/// `InfiniteTabsViewControllerDelegate` (weak, nil by default: the load of
/// the nil reference is what an event pays).
@MainActor
protocol BenchPagingDelegate: AnyObject {
    func didUpdate(_ state: PagingState)
}

/// `PageViewControllerGlue.scrollViewDidScroll` on the pages' inner scroll
/// view (the driver, then `InfinitePageViewController.applyItemTransform(in:)`),
/// and `InfinitePageViewController.handle(_:)` for the events.
@MainActor
final class BenchPageController: BenchScrollDelegate {
    let driver: PagesDriver<BenchPageHost>
    let host = BenchPageHost()
    let innerScrollView: BenchScrollView
    /// `InfinitePageViewController.observingContainer`.
    weak var observingContainer: BenchTabsContainer?
    weak var delegate: BenchPagingDelegate?
    var pageControlObservers: [ObjectIdentifier: (PagingState) -> Void] = [:]
    var onStateChange: ((PagingState) -> Void)?
    var onWillSelect: ((Int) -> Void)?
    var onSelect: ((Int) -> Void)?
    /// `InfinitePageViewController.itemTransform` (the default, identity).
    var itemTransform = ItemTransform.identity
    var carriesItemTransform = false

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
        applyItemTransform(in: scrollView)
    }

    /// `InfinitePageViewController.applyItemTransform(in:)`, up to the views.
    private func applyItemTransform(in scrollView: BenchScrollView) {
        switch itemTransform.pass(viewsCarryLook: carriesItemTransform) {
        case .skip: return
        case .apply: carriesItemTransform = true
        case .reset: carriesItemTransform = false
        }
    }

    /// `InfinitePageViewController.handle(_:)`.
    private func handle(_ event: PagesEvent) {
        observingContainer?.pagesDidReport(event)
        if !pageControlObservers.isEmpty { tellPageControls() }
        switch event {
        case .stateChanged(let state):
            delegate?.didUpdate(state)
            onStateChange?(state)
        case .selectTab(let index):
            onWillSelect?(index)
        case .selectionSettled:
            break
        case .userSelected(let index):
            onSelect?(index)
        }
    }

    /// Tells every page control following the pages the state.
    private func tellPageControls() {
        for observer in pageControlObservers.values { observer(driver.state) }
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
    weak var delegate: BenchPagingDelegate?

    init(widths: [CGFloat], spacing: CGFloat, viewportWidth: CGFloat, pageWidth: CGFloat) {
        strip = BenchStrip(widths: widths, spacing: spacing, viewportWidth: viewportWidth)
        pageController = BenchPageController(count: widths.count, pageWidth: pageWidth)
        pageController.observingContainer = self
        let link = TabsPagingLink(strip: strip.driver, pages: pageController.driver)
        self.link = link
        link.stripReloaded()
    }

    /// The pages reported `event` (called by the page controller while this
    /// container is alive).
    func pagesDidReport(_ event: PagesEvent) {
        switch event {
        case .stateChanged(let state):
            pagesDidChangeState(state)
        case .selectTab:
            break
        case .selectionSettled:
            break
        case .userSelected(let index):
            onSelect?(index)
        }
    }

    /// The pages reported a state change: the link moves the strip, then
    /// the delegate is told.
    func pagesDidChangeState(_ state: PagingState) {
        link?.pagesChangedState(to: state)
        delegate?.didUpdate(state)
    }
}
