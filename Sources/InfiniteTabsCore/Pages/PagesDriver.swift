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
package final class PagesDriver<Host: PageHost> {
    /// The type of one page.
    package typealias Page = Host.Page

    /// The page view controller the driver works; weak.
    package weak var host: Host?
    /// The layout direction (read from `effectiveUserInterfaceLayoutDirection`);
    /// default left to right.
    package var layoutDirection: LayoutDirection = .leftToRight
    /// Called with every event, in order. Default nil. Capture the owner
    /// weakly: the driver is usually the owner's.
    package var onEvent: ((PagesEvent) -> Void)?

    /// Reports `event` to ``onEvent``.
    func report(_ event: PagesEvent) { onEvent?(event) }
    /// Whether the user prefers reduced motion (default false; the page
    /// controller reads `UIAccessibility.isReduceMotionEnabled`). When true a
    /// selection, a step or VoiceOver's page turn asked for with animation
    /// shows its page at once instead of sliding (`ReducedMotion`); the
    /// user's own swipes are untouched. Read when the move is asked for.
    package var prefersReducedMotion = false
    /// Whether a drag may pull past a page without a neighbour (default
    /// true, UIPageViewController's behaviour); see ``bounceHeldOffset(offset:pageWidth:)``.
    package var bounces = true
    /// Called with the page on screen each time the pages come to rest on it:
    /// after a set without animation, after the refresh that follows an
    /// animated set, at the end of a swipe (once the host shows the new page)
    /// and after a reload. It may repeat the same page
    /// (``ContentScrollViewTracker`` filters that). The tabs container points
    /// the navigation bar at the page's scroll view from here
    /// (``ContentScrollViewRule``). Default nil.
    package var onPageSettled: ((Page) -> Void)?
    /// Called when the pages rest on a new page, or after a VoiceOver
    /// three-finger swipe: the page controller moves VoiceOver's cursor to
    /// the page and posts the announcement (``PageVoiceOverFollower``).
    package var onVoiceOverChange: ((Page, PageVoiceOverFollower.Change) -> Void)?
    /// What VoiceOver was last told.
    package var voiceOver = PageVoiceOverFollower()
    /// Called after every reload has taken over (after its events, if any: a
    /// reload that keeps the page reports no event), so that page dots
    /// follow a new count. Default nil.
    package var onReloaded: (() -> Void)?

    /// The state machine. Read its ``PagingCoordinator/state`` for the indicator.
    package internal(set) var coordinator: PagingCoordinator
    /// The endless position of the page on screen (or being shown).
    package internal(set) var position: Int
    /// The pages alive, by instance.
    package let store: PageInstanceStore<Page>
    /// Whether the factory can make a second instance of a page (false for a
    /// fixed array of controllers).
    package internal(set) var makesCopies: Bool
    /// Whether the user asked for wrapping (the effective value is in ``pages``).
    package internal(set) var wantsWrapping: Bool

    var gestureInFlight = false
    var animatedSet: Int?
    var awaitingRefresh: Int?
    var schedulingRefresh = false
    var insideScrollCallback = false
    var awaitingTurn: Int?
    var restCheck: Int?
    var serial = 0
    var insideHostCall = false
    var completedDuringCall: Int?
    var deferred: [HostAction] = []
    var deferredReload: Reload?
    /// The identities of the pages on show when they came from
    /// ``reload(ids:wraps:makesCopies:makePage:whenApplied:)``; nil otherwise.
    package internal(set) var pageIDs: [AnyHashable]?
    var reportedState: PagingState
    /// The index the last ``PagesEvent/selectTab(index:)`` named (at first
    /// the initial page): the same index again is no change and is not
    /// reported (a reload, or `loops` toggled, keeping the page).
    var announcedTab: Int

    /// Creates a driver for `count` pages made lazily by `makePage`, at rest on
    /// `selectedIndex` (clamped; 0 without pages).
    ///
    /// - Parameters:
    ///   - wraps: whether swiping past the last page comes back to the first
    ///     (default true).
    ///   - makesCopies: whether `makePage` may be called twice for the same
    ///     index to make a second instance (default true). Two wrapping pages
    ///     need two instances each; without copies two pages do not wrap.
    package init(count: Int, selectedIndex: Int = 0, wraps: Bool = true, makesCopies: Bool = true,
                makePage: @escaping (Int) -> Page) {
        let cycle = Self.effectiveCycle(count: count, wraps: wraps, makesCopies: makesCopies)
        coordinator = PagingCoordinator(count: cycle.count, selectedIndex: selectedIndex, wraps: cycle.wraps)
        store = PageInstanceStore(cycle: cycle, make: makePage)
        position = coordinator.state.index
        reportedState = coordinator.state
        announcedTab = coordinator.state.index
        self.makesCopies = makesCopies
        wantsWrapping = wraps
    }

    /// The page order actually used: wrapping is off for two pages that cannot
    /// be copied (a page view controller must never get one object as both
    /// neighbours).
    package static func effectiveCycle(count: Int, wraps: Bool, makesCopies: Bool) -> PageCycle {
        PageCycle(count: count, wraps: wraps && (makesCopies || count != 2))
    }

    // MARK: - Reading

    /// The page order in use.
    package var pages: PageCycle { store.cycle }
    /// What the strip and the pages are doing.
    package var state: PagingState { coordinator.state }
    /// The index last settled on (reported once per change by
    /// ``PagesEvent/selectionSettled(index:)``).
    package var selectedIndex: Int { coordinator.settledIndex }
    /// Whether the host is in a transition (a gesture, an animated set, or
    /// the refresh that follows an animated set and waits for its completion
    /// to be over).
    package var isHostBusy: Bool { gestureInFlight || animatedSet != nil || awaitingRefresh != nil || awaitingTurn != nil }

    /// The page on screen: the host's, nil without pages (the host then shows
    /// an empty placeholder) or before the first page is shown.
    package var shownPage: Page? {
        pages.count > 0 ? host?.shownPage : nil
    }

    /// The index the pages are at or heading for: the latest request, else the
    /// target of a running transition, else the index at rest.
    package var targetIndex: Int {
        if let pending = coordinator.pending { return pending.index }
        if case .transitioning(let move) = state { return move.to }
        return state.index
    }

    /// "Page x of n" for ``targetIndex``; empty without pages.
    package var accessibilityPageText: String {
        PageAccessibility.pageText(index: targetIndex, count: pages.count)
    }
}
