import XCTest
@_spi(Core) import InfiniteTabsCore
@testable import InfiniteTabsCore

/// The container hands a state change to the link with
/// ``TabsPagingLink/pagesChangedState(to:)`` (the state already taken out of
/// the event): the strip must do exactly what
/// ``TabsPagingLink/pagesReported(_:)`` makes it do with that event.
final class TabsPagingLinkStateTests: XCTestCase {
    private static func randomState(_ rng: inout SeededRandom, count: Int) -> PagingState {
        let from = Int.random(in: -1...count, using: &rng)
        let to = Int.random(in: -1...count, using: &rng)
        let steps = [-3, -1, 1, 2, 0].randomElement(using: &rng)!
        let progress = [0, 0.3, 1, .nan, CGFloat.random(in: 0...1, using: &rng)].randomElement(using: &rng)!
        let move = PagingMove(from: from, to: to, steps: steps, progress: progress)
        switch rng.next() % 4 {
        case 0: return .idle(index: from)
        case 1: return .dragging(move)
        case 2: return .settling(move)
        default: return .transitioning(move)
        }
    }

    func testTheStripDoesWhatTheEventMakesItDo() { onMain { Self.stripDoesWhatTheEventMakesItDo() } }

    @MainActor
    private static func stripDoesWhatTheEventMakesItDo() {
        var rng = SeededRandom(seed: 46)
        for (widths, looping) in [([CGFloat](repeating: 60, count: 7), true), ([50, 90, 70], false), ([120], true)] {
            let byEvent = LinkedTabsRig(widths: widths, looping: looping)
            let byState = LinkedTabsRig(widths: widths, looping: looping)
            var slides = 0
            for step in 0..<3_000 {
                let state = Self.randomState(&rng, count: widths.count)
                byEvent.link.pagesReported(.stateChanged(state))
                byState.link.pagesChangedState(to: state)
                // Events without a state leave the strip alone either way.
                byEvent.link.pagesReported(.selectTab(index: state.index))
                if byEvent.stripSlid { slides += 1 }
                XCTAssertEqual(byState.stripCommands, byEvent.stripCommands, "step \(step), \(state)")
                XCTAssertEqual(byState.strip.state, byEvent.strip.state, "step \(step)")
                byEvent.stripCommands.removeAll()
                byState.stripCommands.removeAll()
            }
            XCTAssertGreaterThan(slides, 20, "rests reached from rest or a move's ends must slide")
        }
    }
}
