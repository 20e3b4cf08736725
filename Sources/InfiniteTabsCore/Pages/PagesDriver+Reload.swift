import Foundation

// Starting over: new pages, wrapping on or off, a new layout direction.

extension PagesDriver {
    struct Reload {
        var count: Int
        var selectedIndex: Int
        var wraps: Bool?
        var makesCopies: Bool?
        var makePage: ((Int) -> Page)?
        var whenApplied: (() -> Void)?
        var ids: [AnyHashable]? = nil
    }

    /// Starts over with new pages, at rest on `selectedIndex` (clamped).
    package func reload(count: Int, selectedIndex: Int, wraps: Bool? = nil, makesCopies: Bool? = nil,
                       makePage: ((Int) -> Page)? = nil) -> PagesOutcome {
        reload(count: count, selectedIndex: selectedIndex, wraps: wraps, makesCopies: makesCopies, makePage: makePage,
               whenApplied: nil)
    }

    /// Starts over like ``reload(count:selectedIndex:wraps:makesCopies:makePage:)`` and calls `whenApplied`
    /// at the moment the new pages take over: at once when the host is at rest, else when the transition the
    /// reload waits for has ended (after its events), right after the new count and index are in place and
    /// before the reload's own events.
    package func reload(count: Int, selectedIndex: Int, wraps: Bool? = nil, makesCopies: Bool? = nil,
                       makePage: ((Int) -> Page)? = nil, whenApplied: (() -> Void)?) -> PagesOutcome {
        let request = Reload(count: count, selectedIndex: selectedIndex, wraps: wraps,
                             makesCopies: makesCopies, makePage: makePage, whenApplied: whenApplied)
        endGestureLeftAtRest()
        if isHostBusy || !deferred.isEmpty || waitsForBounce() {
            deferredReload = request
        } else {
            apply(request)
        }
        return finishEvent()
    }

    /// Starts over with new pages that carry an identity, keeping the selected *page* (not its index) and the
    /// objects of surviving pages.
    package func reload<ID: Hashable>(ids: [ID], wraps: Bool? = nil, makesCopies: Bool? = nil,
                                     makePage: ((Int) -> Page)? = nil, whenApplied: (() -> Void)? = nil) -> PagesOutcome {
        let request = Reload(count: ids.count, selectedIndex: targetIndex, wraps: wraps,
                             makesCopies: makesCopies, makePage: makePage, whenApplied: whenApplied,
                             ids: ids.map { AnyHashable($0) })
        endGestureLeftAtRest()
        if isHostBusy || !deferred.isEmpty || waitsForBounce() {
            deferredReload = request
        } else {
            apply(request)
        }
        return finishEvent()
    }

    /// Turns wrapping on or off.
    package func setWrapping(_ wraps: Bool) -> PagesOutcome {
        let wanted = Self.effectiveCycle(count: pages.count, wraps: wraps, makesCopies: makesCopies)
        wantsWrapping = wraps
        guard wanted != pages else { return PagesOutcome() }
        if let ids = pageIDs {
            return reload(ids: ids, wraps: wraps) // same ids: keeps the selected page and the live pages
        }
        return reload(count: pages.count, selectedIndex: targetIndex, wraps: wraps)
    }

    /// Sets the layout direction (read from `effectiveUserInterfaceLayoutDirection`).
    package func updateLayoutDirection(_ direction: LayoutDirection) -> PagesOutcome {
        guard direction != layoutDirection else { return PagesOutcome() }
        layoutDirection = direction
        guard host?.shownPage != nil, pages.count > 0 else { return PagesOutcome() }
        perform(.refresh)
        return finishEvent()
    }

    func apply(_ request: Reload) {
        if let copies = request.makesCopies { makesCopies = copies }
        if let wraps = request.wraps { wantsWrapping = wraps }
        let cycle = Self.effectiveCycle(count: request.count, wraps: wantsWrapping, makesCopies: makesCopies)
        var selected = request.selectedIndex
        var survivors: [Page] = []
        if let newIDs = request.ids, let oldIDs = pageIDs {
            let reload = IdentityReload(oldIDs: oldIDs, selectedIndex: state.index, newIDs: newIDs)
            selected = reload.selectedIndex
            store.reset(cycle: cycle, make: request.makePage, keeping: reload.newIndexOfOldIndex)
            survivors = store.alivePages // alive through the set below, so the new neighbours can be the old objects
        } else {
            if request.ids != nil { selected = state.index }
            store.reset(cycle: cycle, make: request.makePage)
        }
        pageIDs = request.ids
        let commands = machine.reload(count: cycle.count, selectedIndex: selected, wraps: cycle.wraps)
        position = machine.state.index
        if let whenApplied = request.whenApplied { outbox.append(.whenApplied(whenApplied)) }
        if cycle.count == 0, host != nil { outbox.append(.showNoPage) }
        run(commands)
        if !survivors.isEmpty, cycle.count > 0 {
            store.hold(around: position)
            store.keep(around: position)
        }
        survivors.removeAll()
        emitStateIfChanged()
        outbox.append(.reloaded)
        report(.reloaded(count: cycle.count, selectedIndex: selectedIndex))
    }
}
