import Foundation

/// The glue between a page view controller and the paging state machine: it
/// decides *when* to ask ``PagingCoordinator`` and turns its commands into calls
/// on a ``PageHost``.
///
/// - Every page on screen has an endless position (a counter that grows by one
///   per page forward); ``PageCycle/instance(atPosition:)`` gives the instance
///   it shows, so with two wrapping pages the page before and the page after
///   are never the same object.
/// - It keeps at most three pages alive (the page on screen and its neighbours)
///   through a ``PageInstanceStore``.
/// - It never calls ``PageHost/show(_:direction:animated:completion:)`` while a
///   transition of the host runs (a gesture between ``gestureWillBegin()`` and
///   ``gestureDidFinish()``, or an animated set until its completion), nor
///   from inside the host's own scroll callback (``pagesScrolled(offset:pageWidth:isDragging:)``):
///   such calls wait and run, in order, when the host comes to rest or on
///   the next turn of its event loop. Taps during a transition coalesce to
///   the latest (the coordinator keeps one request).
/// - After an animated set it re-sets the same page without animation so the
///   host's cached neighbours are fresh, once the set's completion is over
///   (``PageHost/afterCurrentEvent(_:)``).
/// - A gesture whose end UIKit never reports ends once the pages rest
///   (``pagesCameToRest()``).
/// - It reports ``PagesEvent``s through ``onEvent``: the state for the indicator
///   on every change, the tab to select, and each settled selection once.
///
/// Right to left: set ``layoutDirection``; the neighbours, the set directions
/// and the progress are mirrored here, so the host stays a plain page view
/// controller.
@MainActor
public final class PagesDriver<Host: PageHost> {
    /// The type of one page.
    public typealias Page = Host.Page

    private enum HostAction {
        case show(index: Int, direction: PageDirection, animated: Bool)
        case refresh
        /// The refresh after an animated set: once the set's completion is
        /// over (``PageHost/afterCurrentEvent(_:)``); the host counts as busy
        /// until then.
        case refreshAfterSet
    }

    private struct Reload {
        var count: Int
        var selectedIndex: Int
        var wraps: Bool?
        var makesCopies: Bool?
        var makePage: ((Int) -> Page)?
    }

    /// The page view controller the driver works; weak.
    public weak var host: Host?
    /// The layout direction (read from `effectiveUserInterfaceLayoutDirection`);
    /// default left to right.
    public var layoutDirection: LayoutDirection = .leftToRight
    /// Called with every event, in order. Default nil.
    public var onEvent: ((PagesEvent) -> Void)?

    /// The state machine. Read its ``PagingCoordinator/state`` for the indicator.
    public private(set) var coordinator: PagingCoordinator
    /// The endless position of the page on screen (or being shown).
    public private(set) var position: Int
    /// The pages alive, by instance.
    public let store: PageInstanceStore<Page>
    /// Whether the factory can make a second instance of a page (false for a
    /// fixed array of controllers).
    public private(set) var makesCopies: Bool
    /// Whether the user asked for wrapping (the effective value is in ``pages``).
    public private(set) var wantsWrapping: Bool

    private var gestureInFlight = false
    private var animatedSet: Int?
    private var awaitingRefresh: Int?
    private var schedulingRefresh = false
    private var insideScrollCallback = false
    private var awaitingTurn: Int?
    private var restCheck: Int?
    private var serial = 0
    private var insideHostCall = false
    private var completedDuringCall: Int?
    private var deferred: [HostAction] = []
    private var deferredReload: Reload?
    private var reportedState: PagingState

    /// Creates a driver for `count` pages made lazily by `makePage`, at rest on
    /// `selectedIndex` (clamped; 0 without pages).
    ///
    /// - Parameters:
    ///   - wraps: whether swiping past the last page comes back to the first
    ///     (default true).
    ///   - makesCopies: whether `makePage` may be called twice for the same
    ///     index to make a second instance (default true). Two wrapping pages
    ///     need two instances each; without copies two pages do not wrap.
    public init(count: Int, selectedIndex: Int = 0, wraps: Bool = true, makesCopies: Bool = true,
                makePage: @escaping (Int) -> Page) {
        let cycle = Self.effectiveCycle(count: count, wraps: wraps, makesCopies: makesCopies)
        coordinator = PagingCoordinator(count: cycle.count, selectedIndex: selectedIndex, wraps: cycle.wraps)
        store = PageInstanceStore(cycle: cycle, make: makePage)
        position = coordinator.state.index
        reportedState = coordinator.state
        self.makesCopies = makesCopies
        wantsWrapping = wraps
    }

    /// The page order actually used: wrapping is off for two pages that cannot
    /// be copied (a page view controller must never get one object as both
    /// neighbours).
    public static func effectiveCycle(count: Int, wraps: Bool, makesCopies: Bool) -> PageCycle {
        PageCycle(count: count, wraps: wraps && (makesCopies || count != 2))
    }

    // MARK: - Reading

    /// The page order in use.
    public var pages: PageCycle { store.cycle }
    /// What the strip and the pages are doing.
    public var state: PagingState { coordinator.state }
    /// The index last settled on (reported once per change by
    /// ``PagesEvent/selectionSettled(index:)``).
    public var selectedIndex: Int { coordinator.settledIndex }
    /// Whether the host is in a transition (a gesture, an animated set, or
    /// the refresh that follows an animated set and waits for its completion
    /// to be over).
    public var isHostBusy: Bool { gestureInFlight || animatedSet != nil || awaitingRefresh != nil || awaitingTurn != nil }

    /// The page on screen: the host's, nil without pages (the host then shows
    /// an empty placeholder) or before the first page is shown.
    public var shownPage: Page? {
        pages.count > 0 ? host?.shownPage : nil
    }

    /// The index the pages are at or heading for: the latest request, else the
    /// target of a running transition, else the index at rest.
    public var targetIndex: Int {
        if let pending = coordinator.pending { return pending.index }
        if case .transitioning(let move) = state { return move.to }
        return state.index
    }

    /// "Page x of n" for ``targetIndex``; empty without pages.
    public var accessibilityPageText: String {
        PageAccessibility.pageText(index: targetIndex, count: pages.count)
    }

    // MARK: - Inputs from the owner

    /// Shows the selected page without animation; call once the host is ready
    /// (in `viewDidLoad`). Shows no page when there are none.
    public func showInitialPage() {
        guard let host = host else { return }
        guard pages.count > 0 else { host.showNoPage(); return }
        perform(.show(index: state.index, direction: .forward, animated: false))
    }

    /// Sets the layout direction (read from `effectiveUserInterfaceLayoutDirection`).
    /// When it changes after the first page is shown, the page is set again
    /// without animation so that the host asks for its neighbours again on the
    /// right sides (after any running transition).
    public func updateLayoutDirection(_ direction: LayoutDirection) {
        guard direction != layoutDirection else { return }
        layoutDirection = direction
        guard host?.shownPage != nil, pages.count > 0 else { return }
        perform(.refresh)
    }

    /// Turns wrapping on or off. When the page order actually changes (two
    /// pages from an array never wrap), the pages reload at rest on the
    /// current index; otherwise nothing happens.
    public func setWrapping(_ wraps: Bool) {
        let wanted = Self.effectiveCycle(count: pages.count, wraps: wraps, makesCopies: makesCopies)
        wantsWrapping = wraps
        guard wanted != pages else { return }
        reload(count: pages.count, selectedIndex: targetIndex, wraps: wraps)
    }

    /// Moves to `index` in one transition, the shortest way round unless told
    /// otherwise. During a transition only the latest request is kept and run
    /// when the pages come to rest. An index out of range is ignored.
    public func select(_ index: Int, direction: DirectionPreference = .shortest, animated: Bool = true) {
        run(coordinator.select(index, direction: direction, animated: animated))
        emitStateIfChanged()
    }

    /// Moves one page forward (`delta` > 0) or back (`delta` < 0) from
    /// ``targetIndex``, always that way round. Returns the index asked for, or
    /// nil when there is no page that way (one page, or the end of a
    /// non-wrapping order) or `delta` is 0.
    @discardableResult
    public func step(_ delta: Int, animated: Bool = true) -> Int? {
        guard delta != 0 else { return nil }
        let base = targetIndex
        guard let target = delta > 0 ? pages.index(after: base) : pages.index(before: base) else { return nil }
        select(target, direction: .always(delta > 0 ? .forward : .reverse), animated: animated)
        return target
    }

    /// Handles a VoiceOver three-finger swipe: moves one page and returns the
    /// text to post with `.pageScrolled` ("Page x of n" of the page it goes
    /// to, or of the current page when there is none that way). Nil for a
    /// vertical scroll or without pages: the caller returns false.
    public func accessibilityScroll(_ direction: AccessibilityScrollDirection) -> String? {
        guard pages.count > 0, let delta = PageAccessibility.pageStep(for: direction, layout: layoutDirection) else {
            return nil
        }
        let target = step(delta) ?? targetIndex
        return PageAccessibility.pageText(index: target, count: pages.count)
    }

    /// Starts over with new pages, at rest on `selectedIndex` (clamped). While
    /// the host is in a transition the reload waits (the latest one wins) and
    /// runs when it comes to rest. `nil` keeps the current setting. A reload
    /// reports a changed state and sends no
    /// ``PagesEvent/selectionSettled(index:)``.
    public func reload(count: Int, selectedIndex: Int, wraps: Bool? = nil, makesCopies: Bool? = nil,
                       makePage: ((Int) -> Page)? = nil) {
        let request = Reload(count: count, selectedIndex: selectedIndex, wraps: wraps,
                             makesCopies: makesCopies, makePage: makePage)
        if isHostBusy || !deferred.isEmpty {
            deferredReload = request
            return
        }
        apply(request)
    }

    // MARK: - Inputs from the host (data source and delegate)

    /// The page to put after `page` (`viewControllerAfter`): the next page left
    /// to right, the previous one right to left; nil when there is none or
    /// `page` is unknown. Keeps only `page`'s window alive.
    public func page(after page: Page) -> Page? { neighbour(of: page, visualStep: 1) }

    /// The page to put before `page` (`viewControllerBefore`); see ``page(after:)``.
    public func page(before page: Page) -> Page? { neighbour(of: page, visualStep: -1) }

    /// A gesture-driven transition began (`willTransitionTo`).
    public func gestureWillBegin() {
        gestureInFlight = true
        restCheck = nil
    }

    /// A gesture-driven transition ended (`didFinishAnimating`), completed or
    /// not: the swipe ends on the page the host shows, and anything that waited
    /// runs.
    public func gestureDidFinish() {
        gestureInFlight = false
        restCheck = nil
        if let shown = host?.shownPage, let p = store.position(of: shown) {
            position = p
            store.keep(around: p)
            // With sets waiting, the coordinator already ended the swipe and
            // moved on; the waiting sets start from the page really shown.
            if deferred.isEmpty {
                run(coordinator.swipeFinished(showing: pages.instance(atPosition: p).page))
            }
            updateAccessibility()
        }
        flush()
        emitStateIfChanged()
    }

    /// The host's inner scroll view moved: `offset` is its content offset x,
    /// `pageWidth` its width. Ignored while the driver itself sets a page, and
    /// at rest unless the user drags or a gesture runs (layout changes move
    /// offsets too).
    public func pagesScrolled(offset: CGFloat, pageWidth: CGFloat, isDragging: Bool) {
        guard !insideHostCall else { return }
        if state.isIdle && !isDragging && !gestureInFlight { return }
        let progress = PageProgress.progress(offset: offset, pageWidth: pageWidth, direction: layoutDirection)
        insideScrollCallback = true
        run(coordinator.pagesScrolled(progress: progress, isDragging: isDragging))
        if progress == 0 && !isDragging && !gestureInFlight && coordinator.state.isIdle {
            // A drag too small for UIKit to start a transition came back to
            // rest: no didFinishAnimating will follow, so the swipe ends here
            // (a request kept during it runs after this event).
            run(coordinator.swipeFinished(showing: coordinator.state.index))
        }
        insideScrollCallback = false
        emitStateIfChanged()
    }

    /// The finger left the host's inner scroll view
    /// (`scrollViewDidEndDragging`): without deceleration it is at rest
    /// (see ``pagesCameToRest()``).
    public func pagesEndedDragging(willDecelerate: Bool) {
        if !willDecelerate { pagesCameToRest() }
    }

    /// The host's inner scroll view came to rest (`scrollViewDidEndDecelerating`,
    /// or `scrollViewDidEndDragging` without deceleration). If a gesture
    /// began (`willTransitionTo`) and its `didFinishAnimating` has still not
    /// come once the current event is over, the gesture is ended as if it had
    /// (on the page the host shows), so the pages can never stay busy for
    /// good. Otherwise nothing happens.
    public func pagesCameToRest() {
        guard gestureInFlight, let host = host else { return }
        serial += 1
        let token = serial
        restCheck = token
        host.afterCurrentEvent { [weak self] in
            guard let self, self.restCheck == token else { return }
            self.restCheck = nil
            if self.gestureInFlight { self.gestureDidFinish() }
        }
    }

    // MARK: - Private

    private func neighbour(of page: Page, visualStep: Int) -> Page? {
        guard let p = store.position(of: page) else { return nil }
        let delta = layoutDirection == .rightToLeft ? -visualStep : visualStep
        let index = pages.instance(atPosition: p).page
        guard (delta > 0 ? pages.index(after: index) : pages.index(before: index)) != nil else { return nil }
        store.keep(around: p)
        let next = store.page(atPosition: p + delta)
        if next !== host?.shownPage { host?.setHiddenFromAccessibility(true, page: next) }
        return next
    }

    private func run(_ commands: PagingCommands) {
        for command in commands {
            switch command {
            case .showPage(let index, let direction, let animated):
                perform(.show(index: index, direction: direction, animated: animated))
            case .refreshPage:
                perform(.refreshAfterSet)
            case .selectTab(let index):
                onEvent?(.selectTab(index: index))
            case .notifySelection(let index):
                onEvent?(.selectionSettled(index: index))
            }
        }
        finishCompletionCalledDuringSet()
    }

    /// A host that completed an animated set inside the call itself is handled
    /// once the commands of the batch that started it have all run.
    private func finishCompletionCalledDuringSet() {
        guard !insideHostCall, let token = completedDuringCall else { return }
        completedDuringCall = nil
        setFinished(token)
    }

    private func perform(_ action: HostAction) {
        if isHostBusy || !deferred.isEmpty {
            deferred.append(action)
        } else if insideScrollCallback, let host = host {
            // Never set pages from inside the page view's own scroll callback
            // (a swipe that bounced back without `willTransitionTo` runs the
            // waiting request there): wait for the next turn of the main queue.
            deferred.append(action)
            serial += 1
            let token = serial
            awaitingTurn = token
            host.afterCurrentEvent { [weak self] in self?.nextTurn(token) }
        } else {
            execute(action)
        }
    }

    private func nextTurn(_ token: Int) {
        guard awaitingTurn == token else { return }
        awaitingTurn = nil
        flush()
        emitStateIfChanged()
    }

    private func execute(_ action: HostAction) {
        guard let host = host else {
            executeWithoutHost(action)
            return
        }
        switch action {
        case .show(let index, let direction, let wantsAnimation):
            let current = pages.instance(atPosition: position).page
            let target = position + pages.positionSteps(from: current, to: index, direction: direction)
            let animated = wantsAnimation && target != position && host.canAnimate
            store.keep(positions: [position, target])
            let page = store.page(atPosition: target)
            position = target
            serial += 1
            let token = serial
            if animated { animatedSet = token }
            callHost {
                host.show(page, direction: direction.visual(in: layoutDirection), animated: animated) { [weak self] _ in
                    self?.setFinished(token)
                }
            }
            if !animated {
                store.keep(around: position)
                updateAccessibility()
                // A requested animation that could not run (the page is
                // already shown, or the host cannot animate) ends at once.
                if wantsAnimation { endAfterThisBatch() }
            }
        case .refresh:
            let page = store.page(atPosition: position)
            callHost { host.show(page, direction: .forward, animated: false) { _ in } }
            store.keep(around: position)
            updateAccessibility()
        case .refreshAfterSet:
            serial += 1
            let token = serial
            awaitingRefresh = token
            schedulingRefresh = true
            host.afterCurrentEvent { [weak self] in self?.refreshAfterSet(token) }
            schedulingRefresh = false
        }
    }

    /// The scheduled refresh after an animated set: re-sets the page unless a
    /// swipe or a drag began meanwhile (a set during it would crash or yank
    /// the page from under the finger), then runs what
    /// waited. Run at once (a host without an event loop) it only refreshes;
    /// the caller goes on with the batch.
    private func refreshAfterSet(_ token: Int) {
        guard awaitingRefresh == token else { return }
        awaitingRefresh = nil
        if !gestureInFlight && (state.isIdle || state.isTransitioning) { execute(.refresh) }
        guard !schedulingRefresh else { return }
        flush()
        emitStateIfChanged()
    }

    /// Before the host is attached (a selection before the view loads) there
    /// is nothing to animate: the move ends at once and
    /// ``showInitialPage()`` later shows where it ended.
    private func executeWithoutHost(_ action: HostAction) {
        guard case .show(let index, let direction, let wantsAnimation) = action else { return }
        let current = pages.instance(atPosition: position).page
        position += pages.positionSteps(from: current, to: index, direction: direction)
        if wantsAnimation { endAfterThisBatch() }
    }

    /// Ends the transition like a set whose completion came at once: after the
    /// rest of the commands of the batch that started it, so events keep
    /// their order (the tab is selected before the selection settles).
    private func endAfterThisBatch() {
        serial += 1
        animatedSet = serial
        completedDuringCall = serial
    }

    private func callHost(_ body: () -> Void) {
        insideHostCall = true
        body()
        insideHostCall = false
    }

    private func setFinished(_ token: Int) {
        guard animatedSet == token else { return }
        if insideHostCall { completedDuringCall = token; return }
        animatedSet = nil
        transitionEnded()
        emitStateIfChanged()
    }

    private func transitionEnded() {
        run(coordinator.transitionFinished())
        flush()
    }

    private func flush() {
        while !isHostBusy, !deferred.isEmpty {
            execute(deferred.removeFirst())
            finishCompletionCalledDuringSet()
        }
        if !isHostBusy, deferred.isEmpty, let request = deferredReload {
            deferredReload = nil
            apply(request)
        }
    }

    private func apply(_ request: Reload) {
        if let copies = request.makesCopies { makesCopies = copies }
        if let wraps = request.wraps { wantsWrapping = wraps }
        let cycle = Self.effectiveCycle(count: request.count, wraps: wantsWrapping, makesCopies: makesCopies)
        store.reset(cycle: cycle, make: request.makePage)
        let commands = coordinator.reload(count: cycle.count, selectedIndex: request.selectedIndex, wraps: cycle.wraps)
        position = coordinator.state.index
        if cycle.count == 0 { host?.showNoPage() }
        run(commands)
        emitStateIfChanged()
    }

    private func updateAccessibility() {
        guard let host = host else { return }
        let shown = host.shownPage
        for page in store.alivePages {
            host.setHiddenFromAccessibility(page !== shown, page: page)
        }
    }

    /// Reports the state when it differs from the last one reported (each
    /// state once, however the inputs nest).
    private func emitStateIfChanged() {
        guard state != reportedState else { return }
        reportedState = state
        onEvent?(.stateChanged(state))
    }
}
