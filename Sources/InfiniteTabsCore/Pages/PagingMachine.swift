import Foundation

/// The state machine that joins the tab strip and the pages: taps, programmatic selection, swipe progress and
/// the end of transitions go in, a ``PagingState`` and a list of ``PagingCommand``s come out. A request made
/// while something moves is kept (the latest) and runs at rest; an index out of range gives no commands.
package struct PagingMachine: Hashable, Sendable {
    /// A selection asked for while something was moving.
    package struct Request: Hashable, Sendable {
        package var index: Int
        package var direction: DirectionPreference
        package var animated: Bool
        package var byUser = false
    }

    package internal(set) var state: PagingState
    package private(set) var pending: Request?
    package private(set) var pages: PageCycle
    /// The index last reported with ``PagingCommand/notifySelection(index:byUser:)``
    /// (or the initial index).
    package private(set) var settledIndex: Int
    var swipeInFlight = false
    /// The page a swipe that already arrived on its neighbour started from: until `didFinishAnimating` the
    /// page view controller keeps measuring its offset from that page, so progress is read against it (nil
    /// when no such swipe is under way).
    var arrivedFrom: Int?
    /// Whether the user started the programmatic transition under way (a
    /// tapped tab, VoiceOver, an auto-scroll turn), reported when it settles.
    private var moveByUser = false

    /// Creates a machine for `count` pages, at rest on `selectedIndex`
    /// (clamped into range; 0 without pages).
    package init(count: Int, selectedIndex: Int = 0, wraps: Bool = true) {
        pages = PageCycle(count: count, wraps: wraps)
        let start = pages.count == 0 ? 0 : Swift.min(Swift.max(selectedIndex, 0), pages.count - 1)
        state = .idle(index: start)
        settledIndex = start
    }

    package var count: Int { pages.count }

    /// Starts a move to `index`: one transition in the preferred direction (shortest by default).
    package mutating func select(_ index: Int, direction: DirectionPreference = .shortest, animated: Bool = true,
                                byUser: Bool = false) -> PagingCommands {
        guard index >= 0, index < count else { return [] }
        guard case .idle(let current) = state, !swipeInFlight else {
            pending = Request(index: index, direction: direction, animated: animated, byUser: byUser)
            return []
        }
        guard index != current else { return [] }
        let steps = pages.wraps ? direction.steps(from: current, to: index, in: pages.cycle) : index - current
        let way: PageDirection = steps < 0 ? .reverse : .forward
        guard animated else {
            state = .idle(index: index)
            arrivedFrom = nil
            var commands: PagingCommands = [.showPage(index: index, direction: way, animated: false), .selectTab(index: index)]
            commands.append(contentsOf: settle(on: index, byUser: byUser))
            return commands
        }
        moveByUser = byUser
        state = .transitioning(PagingMove(from: current, to: index, steps: steps, progress: 0))
        return [.showPage(index: index, direction: way, animated: true), .selectTab(index: index)]
    }

    /// A swipe began (`willTransitionTo`), possibly before any progress was read.
    package mutating func swipeWillBegin() {
        guard !state.isTransitioning else { return }
        swipeInFlight = true
    }

    /// A swipe began on page `index` while the move the machine last asked for has not started on screen (its
    /// `showPage` is still waiting to be carried out): that move is taken back and kept as the pending
    /// request (unless a later request is already pending), the state goes back to rest on `index`, and the
    /// swipe proceeds as from ``swipeWillBegin()``.
    package mutating func swipeWillBegin(showing index: Int) {
        guard index >= 0, index < count else { return swipeWillBegin() }
        switch state {
        case .transitioning(let m):
            if pending == nil {
                pending = Request(index: m.to, direction: .always(m.steps < 0 ? .reverse : .forward), animated: true,
                                  byUser: moveByUser)
            }
        case .idle(let i) where i != index:
            if pending == nil { pending = Request(index: i, direction: .shortest, animated: false, byUser: moveByUser) }
        default:
            break
        }
        state = .idle(index: index)
        swipeInFlight = true
        arrivedFrom = nil
    }

    /// Feeds the signed progress read from the pages' scroll view (see ``PageProgress``): positive towards
    /// the next page.
    package mutating func pagesScrolled(progress raw: CGFloat, isDragging: Bool) -> PagingCommands {
        guard let index = scrolled(progress: raw, isDragging: isDragging) else { return PagingCommands() }
        return arrival(at: index)
    }

    /// The page view controller finished a gesture-driven transition (`didFinishAnimating`), now showing
    /// `index`.
    package mutating func swipeFinished(showing index: Int) -> PagingCommands {
        guard index >= 0, index < count else { return [] }
        if state.isTransitioning { return [] }
        state = .idle(index: index)
        swipeInFlight = false
        arrivedFrom = nil
        var commands: PagingCommands = index != settledIndex ? [.selectTab(index: index)] : []
        commands.append(contentsOf: settle(on: index, byUser: true))
        commands.append(contentsOf: runPending())
        return commands
    }

    /// The animated `setViewControllers` of a programmatic transition finished.
    package mutating func transitionFinished() -> PagingCommands {
        guard case .transitioning(let m) = state else { return [] }
        state = .idle(index: m.to)
        var commands: PagingCommands = [.refreshPage(index: m.to)]
        commands.append(contentsOf: settle(on: m.to, byUser: moveByUser))
        commands.append(contentsOf: runPending())
        return commands
    }

    /// Starts over with a new page count (a reload), at rest on `selectedIndex` (clamped).
    package mutating func reload(count newCount: Int, selectedIndex: Int, wraps: Bool? = nil) -> PagingCommands {
        self = PagingMachine(count: newCount, selectedIndex: selectedIndex, wraps: wraps ?? pages.wraps)
        guard count > 0 else { return [] }
        let i = state.index
        return [.showPage(index: i, direction: .forward, animated: false), .selectTab(index: i)]
    }

    // MARK: - Private

    /// The commands of a swipe that arrived on `index`: select the tab, notify
    /// if the selection changed. A kept request waits for ``swipeFinished(showing:)``.
    mutating func arrival(at index: Int) -> PagingCommands {
        var commands = PagingCommands()
        commands.append(.selectTab(index: index))
        if index != settledIndex {
            settledIndex = index
            commands.append(.notifySelection(index: index, byUser: true))
        }
        return commands
    }

    private mutating func settle(on index: Int, byUser: Bool) -> PagingCommands {
        guard index != settledIndex else { return [] }
        settledIndex = index
        return [.notifySelection(index: index, byUser: byUser)]
    }

    private mutating func runPending() -> PagingCommands {
        guard let request = pending else { return [] }
        pending = nil
        return select(request.index, direction: request.direction, animated: request.animated, byUser: request.byUser)
    }
}
