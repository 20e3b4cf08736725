import Foundation

/// Decides what a page view controller (a ``PageHost``, read but never called) does from the
/// ``PagingMachine``'s commands: each event ends with one ``PagesOutcome`` handed to ``onOutcome``.
@MainActor
package final class PagesDriver<Host: PageHost> {
    package typealias Page = Host.Page

    package weak var host: Host?
    package var layoutDirection: LayoutDirection = .leftToRight
    /// The shell that applies each event's outcome; capture it weakly (it owns the driver).
    package var onOutcome: ((PagesOutcome<Page>) -> Void)?
    /// The steps of the event being handled, handed over whole by ``deliver()``.
    var outbox: [PagesOutcome<Page>.Step] = []

    /// When true, moves asked for with animation go at once (`ReducedMotion`); swipes are untouched.
    package var prefersReducedMotion = false
    /// Whether a drag may pull past a page without a neighbour (UIPageViewController's default).
    package var bounces = true
    package var voiceOver = PageVoiceOverFollower()

    package internal(set) var machine: PagingMachine
    /// The endless position of the page on screen (or being shown).
    package internal(set) var position: Int
    package let store: PageInstanceStore<Page>
    /// False for a fixed array of controllers (no second instance of a page).
    package internal(set) var makesCopies: Bool
    /// Whether the user asked for wrapping (the effective value is in ``pages``).
    package internal(set) var wantsWrapping: Bool

    var gestureInFlight = false
    var animatedSet: Int?
    /// Swipes are off while an animated set of ours runs.
    var swipesOffForSet = false
    var awaitingRefresh: Int?
    /// Kept: a scroll frame's outcome is applied inside UIKit's `scrollViewDidScroll`, where no set may run.
    var insideScrollCallback = false
    var awaitingTurn: Int?
    var restCheck: Int?
    /// Off rest with no gesture and no finger: springing back from a side without a page.
    var offRestWithoutGesture = false
    /// A set waits for that spring-back to end: a set during it crashes UIKit (openradar 24607701).
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

    /// The page order in use.
    package var pages: PageCycle { store.cycle }
    /// What the strip and the pages are doing.
    package var state: PagingState { machine.state }
    /// The index last settled on (reported once per change by
    /// ``PagesEvent/selectionSettled(index:)``).
    package var selectedIndex: Int { machine.settledIndex }
    /// Whether the host is in a transition (a gesture, an animated set, or the refresh that follows an
    /// animated set and waits for its completion to be over).
    package var isHostBusy: Bool {
        gestureInFlight || animatedSet != nil || awaitingRefresh != nil || awaitingTurn != nil || awaitingBounceEnd != nil
    }

    /// Hands the steps of the event just handled to the shell (nothing when there are none).
    func deliver() {
        guard !outbox.isEmpty else { return }
        var steps: [PagesOutcome<Page>.Step] = []
        swap(&steps, &outbox)
        onOutcome?(PagesOutcome(steps: steps))
        // The buffer comes back for the next event: no allocation per scroll frame.
        steps.removeAll(keepingCapacity: true)
        if outbox.isEmpty { swap(&steps, &outbox) }
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
