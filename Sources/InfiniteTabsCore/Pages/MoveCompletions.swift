import Foundation

/// The completions of moves asked for in code (`select(_:animated:completion:)`,
/// `showNext(animated:completion:)`, `showPrevious(animated:completion:)`), each reported once with whether
/// its move finished.
package struct MoveCompletions<Completion> {
    private var waiting: [(target: Int, completion: Completion)] = []

    /// No move waiting.
    package init() {}

    package var isEmpty: Bool { waiting.isEmpty }

    /// The page a selection of `index` among `count` pages goes to: nil for
    /// any index out of `0..<count` (negative, `Int.min`, `Int.max`, no pages).
    package static func target(ofSelecting index: Int, count: Int) -> Int? {
        index >= 0 && index < count ? index : nil
    }

    /// A move to `target` (nil: there is none) was asked for, with the pages in `state` heading for
    /// `targetIndex` after the request.
    package mutating func asked(_ target: Int?, completion: Completion, state: PagingState,
                                targetIndex: Int) -> [(Completion, Bool)] {
        var done = waiting.map { ($0.completion, false) }
        waiting = []
        guard let target else { return done + [(completion, false)] }
        if case .idle(let index) = state, index == target, targetIndex == target {
            done.append((completion, true))
        } else {
            waiting.append((target, completion))
        }
        return done
    }

    /// The pages are in `state`, heading for `targetIndex`: at rest with nothing queued, every waiting move
    /// is over.
    package mutating func observed(_ state: PagingState, targetIndex: Int) -> [(Completion, Bool)] {
        guard !waiting.isEmpty, case .idle(let index) = state, targetIndex == index else { return [] }
        let done = waiting.map { ($0.completion, $0.target == index) }
        waiting = []
        return done
    }
}
