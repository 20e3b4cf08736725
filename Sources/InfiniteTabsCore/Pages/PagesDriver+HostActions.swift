import Foundation

// Commands to the host: run now, or queued while the host is busy or inside
// its own callbacks, and the refresh after an animated set.

extension PagesDriver {
    enum HostAction {
        case show(index: Int, direction: PageDirection, animated: Bool)
        case refresh
        /// The refresh after an animated set: once the set's completion is over
        /// (``PageHost/afterCurrentEvent(_:)``); the host counts as busy until then.
        case refreshAfterSet
    }

    func run(_ commands: PagingCommands) {
        for command in commands {
            switch command {
            case .showPage(let index, let direction, let animated):
                perform(.show(index: index, direction: direction, animated: animated))
            case .refreshPage:
                perform(.refreshAfterSet)
            case .selectTab(let index) where index != announcedTab:
                announcedTab = index
                report(.selectTab(index: index))
            case .selectTab:
                break // heading where it already heads: no change to report
            case .notifySelection(let index, let byUser):
                report(.selectionSettled(index: index))
                if byUser { report(.userSelected(index: index)) }
            }
        }
        finishCompletionCalledDuringSet()
    }

    /// A host that completed an animated set inside the call itself is handled
    /// once the commands of the batch that started it have all run.
    func finishCompletionCalledDuringSet() {
        guard !insideHostCall, let token = completedDuringCall else { return }
        completedDuringCall = nil
        setFinished(token)
    }

    func perform(_ action: HostAction) {
        if isHostBusy || !deferred.isEmpty {
            deferred.append(action)
        } else if waitsForBounce() {
            deferred.append(action)
        } else if insideScrollCallback, let host = host {
            // Never set pages from inside the page view's own scroll callback (a swipe that bounced back
            // without `willTransitionTo` runs the waiting request there): wait for the next turn of the main
            // queue.
            deferred.append(action)
            serial += 1
            let token = serial
            awaitingTurn = token
            host.afterCurrentEvent { [weak self] in self?.nextTurn(token) }
        } else {
            execute(action)
        }
    }

    /// True, and the host counts as busy until the spring-back ends, when the pages spring back from a side
    /// without a page: a set then crashes UIKit (openradar 24607701).
    func waitsForBounce() -> Bool {
        guard offRestWithoutGesture, let host, !host.isScrollAtRest else { return false }
        serial += 1
        awaitingBounceEnd = serial
        return true
    }

    func nextTurn(_ token: Int) {
        guard awaitingTurn == token else { return }
        awaitingTurn = nil
        flush()
        emitStateIfChanged()
    }

    func execute(_ action: HostAction) {
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
            if animated {
                animatedSet = token
                swipesOffForSet = true
                host.setAcceptsSwipes(false)
            }
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

    /// The scheduled refresh after an animated set: re-sets the page unless a swipe or a drag began meanwhile
    /// (a set during it would crash or yank the page from under the finger), then runs what waited.
    func refreshAfterSet(_ token: Int) {
        guard awaitingRefresh == token else { return }
        awaitingRefresh = nil
        if !gestureInFlight && (state.isIdle || state.isTransitioning) { execute(.refresh) }
        guard !schedulingRefresh else { return }
        flush()
        emitStateIfChanged()
    }

    /// Before the host is attached (a selection before the view loads) there is nothing to animate: the move
    /// ends at once and ``showInitialPage()`` later shows where it ended.
    func executeWithoutHost(_ action: HostAction) {
        guard case .show(let index, let direction, let wantsAnimation) = action else { return }
        let current = pages.instance(atPosition: position).page
        position += pages.positionSteps(from: current, to: index, direction: direction)
        if wantsAnimation { endAfterThisBatch() }
    }

    /// Ends the transition like a set whose completion came at once: after the rest of the commands of the
    /// batch that started it, so events keep their order (the tab is selected before the selection settles).
    func endAfterThisBatch() {
        serial += 1
        animatedSet = serial
        completedDuringCall = serial
    }

    func callHost(_ body: () -> Void) {
        insideHostCall = true
        body()
        insideHostCall = false
    }

    func setFinished(_ token: Int) {
        guard animatedSet == token else { return }
        if insideHostCall { completedDuringCall = token; return }
        animatedSet = nil
        if swipesOffForSet {
            swipesOffForSet = false
            host?.setAcceptsSwipes(true)
        }
        transitionEnded()
        emitStateIfChanged()
    }

    func transitionEnded() {
        run(machine.transitionFinished())
        flush()
    }

    func flush() {
        while !isHostBusy, !deferred.isEmpty {
            execute(deferred.removeFirst())
            finishCompletionCalledDuringSet()
        }
        if !isHostBusy, deferred.isEmpty, let request = deferredReload {
            deferredReload = nil
            apply(request)
        }
    }
}
