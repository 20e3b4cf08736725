import Foundation

/// Decides what a page view controller (a ``PageHost``, read but never called) does from the
/// ``PagingMachine``'s commands: each event method returns its one ``PagesOutcome``, which the shell applies.
@MainActor
package final class PagesDriver<Host: PageHost> {
    package typealias Page = Host.Page

    package weak var host: Host?
    package var layoutDirection: LayoutDirection = .leftToRight
    var outbox: [PagesOutcome.Step] = []
    /// The steps of the last scroll frame returned: its buffer becomes the next frame's outbox (``takeOutcome()``).
    var returnedSteps: [PagesOutcome.Step] = []

    package var prefersReducedMotion = false
    package var bounces = true
    package var voiceOver = PageVoiceOverFollower()

    package internal(set) var machine: PagingMachine
    package internal(set) var position: Int
    package let store: PageInstanceStore<Page>
    package internal(set) var makesCopies: Bool
    package internal(set) var wantsWrapping: Bool

    var gestureInFlight = false
    var animatedSet: Int?
    var swipesOffForSet = false
    var awaitingRefresh: Int?
    /// Set by the shell while it handles the pages' `scrollViewDidScroll` and applies the frame's outcome: no set
    /// may run there, so one asked for meanwhile waits for the next turn.
    package var insideScrollCallback = false
    var awaitingTurn: Int?
    var restCheck: Int?
    var offRestWithoutGesture = false
    var awaitingBounceEnd: Int?
    var serial = 0
    /// A move that could not animate ends once the commands of its batch have run (events keep their order).
    var endsWithBatch: Int?
    var deferred: [HostAction] = []
    var deferredReload: Reload?
    /// The identities of the pages when they came from ``reload(ids:wraps:makesCopies:makePage:whenApplied:)``.
    package internal(set) var pageIDs: [AnyHashable]?
    var reportedState: PagingState
    /// The index the last ``PagesEvent/selectTab(index:)`` named (at first the initial page): the same index
    /// again is no change and is not reported (a reload, or `loops` toggled, keeping the page).
    var announcedTab: Int

    /// Creates a driver for `count` pages made lazily by `makePage`, at rest on `selectedIndex` (clamped; 0
    /// without pages).
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

    /// The page order actually used: wrapping is off for two pages that cannot be copied (a page view
    /// controller must never get one object as both neighbours).
    package static func effectiveCycle(count: Int, wraps: Bool, makesCopies: Bool) -> PageCycle {
        PageCycle(count: count, wraps: wraps && (makesCopies || count != 2))
    }

    // MARK: - Reading

    package var pages: PageCycle { store.cycle }
    package var state: PagingState { machine.state }
    /// The index last settled on (reported once per change by
    /// ``PagesEvent/selectionSettled(index:)``).
    package var selectedIndex: Int { machine.settledIndex }
    /// Whether the host is in a transition (a gesture, an animated set, or the refresh that follows an
    /// animated set and waits for its completion to be over).
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

    package var accessibilityPageText: String {
        PageAccessibility.pageText(index: targetIndex, count: pages.count)
    }
}
