import Foundation

/// Works a page view controller (a ``PageHost``) from the ``PagingMachine``'s
/// commands, and reports ``PagesEvent``s through ``onEvent``.
///
/// - Each page on screen has an endless position; ``PageCycle/instance(atPosition:)``
///   gives the instance it shows, so two wrapping pages never share an object.
/// - It never sets a page while the host is in a transition or inside its own
///   scroll callback: such sets wait and run, in order, at rest.
/// - After an animated set it re-sets the page without animation once the
///   set's completion is over, so the host's cached neighbours are fresh.
/// - Right to left is mirrored here, so the host stays a plain page view controller.
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

    /// The state machine. Read its ``PagingMachine/state`` for the indicator.
    package internal(set) var machine: PagingMachine
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
    /// Swipes are off while an animated set of ours runs.
    var swipesOffForSet = false
    var awaitingRefresh: Int?
    var schedulingRefresh = false
    var insideScrollCallback = false
    var awaitingTurn: Int?
    var restCheck: Int?
    /// The pages were last seen off rest with no gesture and no finger: a
    /// spring-back from a side without a page.
    var offRestWithoutGesture = false
    /// A set waits for that spring-back to end (a set during it crashes
    /// UIKit: openradar 24607701); the token of the turn that will run it.
    var awaitingBounceEnd: Int?
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
        machine = PagingMachine(count: cycle.count, selectedIndex: selectedIndex, wraps: cycle.wraps)
        store = PageInstanceStore(cycle: cycle, make: makePage)
        position = machine.state.index
        reportedState = machine.state
        announcedTab = machine.state.index
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
    package var state: PagingState { machine.state }
    /// The index last settled on (reported once per change by
    /// ``PagesEvent/selectionSettled(index:)``).
    package var selectedIndex: Int { machine.settledIndex }
    /// Whether the host is in a transition (a gesture, an animated set, or
    /// the refresh that follows an animated set and waits for its completion
    /// to be over).
    package var isHostBusy: Bool {
        gestureInFlight || animatedSet != nil || awaitingRefresh != nil || awaitingTurn != nil || awaitingBounceEnd != nil
    }

    /// The page on screen: the host's, nil without pages (the host then shows
    /// an empty placeholder) or before the first page is shown.
    package var shownPage: Page? {
        pages.count > 0 ? host?.shownPage : nil
    }

    /// The index the pages are at or heading for: the latest request, else the
    /// target of a running transition, else the index at rest.
    package var targetIndex: Int {
        if let pending = machine.pending { return pending.index }
        if case .transitioning(let move) = state { return move.to }
        return state.index
    }

    /// "Page x of n" for ``targetIndex``; empty without pages.
    package var accessibilityPageText: String {
        PageAccessibility.pageText(index: targetIndex, count: pages.count)
    }
}
