import Foundation

// Steps for the host: now, or queued while the host is busy or inside its own
// callbacks, and the refresh after an animated set.

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
        finishMoveEndingWithBatch()
    }

    /// A move that could not animate ends once the commands of the batch that started it have all run.
    func finishMoveEndingWithBatch() {
        guard let token = endsWithBatch else { return }
        endsWithBatch = nil
        finishSet(token)
    }

    func perform(_ action: HostAction) {
        if isHostBusy || !deferred.isEmpty {
            deferred.append(action)
        } else if waitsForBounce() {
            deferred.append(action)
        } else if insideScrollCallback, host != nil {
            // Never set pages from inside the page view's own scroll callback (a swipe that bounced back
            // without `willTransitionTo` runs the waiting request there): wait for the next turn of the main
            // queue.
            deferred.append(action)
            serial += 1
            let token = serial
            awaitingTurn = token
            outbox.append(.afterCurrentEvent(.nextTurn(token)))
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
                outbox.append(.acceptSwipes(false))
                // VoiceOver reads the page left until the turn lands (UIKit may not have asked for this page yet).
                outbox.append(.hideFromAccessibility(true, page: page))
            }
            outbox.append(.show(page, direction: direction.visual(in: layoutDirection), animated: animated,
                                completion: animated ? token : nil))
            if !animated {
                store.keep(around: position)
                updateAccessibility(shown: page)
                // A requested animation that could not run (the page is
                // already shown, or the host cannot animate) ends at once.
                if wantsAnimation { endAfterThisBatch() }
            }
        case .refresh:
            let page = store.page(atPosition: position)
            outbox.append(.show(page, direction: .forward, animated: false, completion: nil))
            store.keep(around: position)
            updateAccessibility(shown: page)
        case .refreshAfterSet:
            serial += 1
            let token = serial
            awaitingRefresh = token
            outbox.append(.afterCurrentEvent(.refreshAfterSet(token)))
        }
    }

    /// The scheduled refresh after an animated set: re-sets the page unless a swipe or a drag began meanwhile
    /// (a set during it would crash or yank the page from under the finger), then runs what waited.
    func refreshAfterSet(_ token: Int) {
        guard awaitingRefresh == token else { return }
        awaitingRefresh = nil
        if !gestureInFlight && (state.isIdle || state.isTransitioning) { execute(.refresh) }
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
        endsWithBatch = serial
    }

    /// The completion of the animated set `token` (``PagesOutcome/Step/show(_:direction:animated:completion:)``).
    package func setFinished(_ token: Int) -> PagesOutcome {
        finishSet(token)
        return finishEvent()
    }

    /// A turn of the main queue the driver asked for came.
    package func wake(_ wake: PagesWake) -> PagesOutcome {
        switch wake {
        case .nextTurn(let token): nextTurn(token)
        case .refreshAfterSet(let token): refreshAfterSet(token)
        case .bounceEnded(let token): bounceEnded(token)
        case .restCheck(let token):
            if restCheck == token {
                restCheck = nil
                if gestureInFlight { finishGesture() }
            }
        }
        return finishEvent()
    }

    func finishSet(_ token: Int) {
        guard animatedSet == token else { return }
        animatedSet = nil
        if swipesOffForSet {
            swipesOffForSet = false
            outbox.append(.acceptSwipes(true))
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
            finishMoveEndingWithBatch()
        }
        if !isHostBusy, deferred.isEmpty, let request = deferredReload {
            deferredReload = nil
            apply(request)
        }
    }
}
