// The page controller's moves in code with a completion saying whether each finished (MoveCompletions).
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfinitePageViewController {
    /// ``select(_:animated:)-(Int,_)``, then `completion(finished)` once the move is
    /// over, on the main queue after the event that ended it: true when the
    /// pages came to rest on `index` (at once when they rest there already),
    /// false when there is no such page (any `Int` out of range, no pages),
    /// when a later request took over, or when the pages came to rest
    /// elsewhere (the user swiped away). Called exactly once.
    public func select(_ index: Int, animated: Bool = true, completion: @escaping (_ finished: Bool) -> Void) {
        let target = MoveCompletions<(Bool) -> Void>.target(ofSelecting: index, count: numberOfPages)
        select(index, animated: animated)
        report(moveCompletions.asked(target, completion: completion, state: driver.state, targetIndex: driver.targetIndex))
    }

    /// ``showNext(animated:)``, then `completion(finished)` as
    /// ``select(_:animated:completion:)`` reports it (false at once when
    /// there is no next page). Returns whether there is a next page.
    @discardableResult
    public func showNext(animated: Bool = true, completion: @escaping (_ finished: Bool) -> Void) -> Bool {
        let target = turn(1, animated: animated)
        report(moveCompletions.asked(target, completion: completion, state: driver.state, targetIndex: driver.targetIndex))
        return target != nil
    }

    /// ``showPrevious(animated:)``, then `completion(finished)` as
    /// ``select(_:animated:completion:)`` reports it (false at once when
    /// there is no previous page). Returns whether there is a previous page.
    @discardableResult
    public func showPrevious(animated: Bool = true, completion: @escaping (_ finished: Bool) -> Void) -> Bool {
        let target = turn(-1, animated: animated)
        report(moveCompletions.asked(target, completion: completion, state: driver.state, targetIndex: driver.targetIndex))
        return target != nil
    }

    /// Ends the waiting moves the pages' new state decides (at rest).
    func finishMoves() {
        guard !moveCompletions.isEmpty else { return }
        report(moveCompletions.observed(driver.state, targetIndex: driver.targetIndex))
    }

    /// Calls the completions after the current event: a completion may ask
    /// for a move, or release this controller.
    private func report(_ done: [((Bool) -> Void, Bool)]) {
        guard !done.isEmpty else { return }
        MainRunLoop.async { for (completion, finished) in done { completion(finished) } }
    }
}
#endif
