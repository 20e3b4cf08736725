import XCTest
@testable import InfiniteTabsCore
import TestSupport

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
            let byEvent = LinkedStrip(widths: widths, looping: looping)
            let byState = LinkedStrip(widths: widths, looping: looping)
            var slides = 0
            for step in 0..<3_000 {
                let state = Self.randomState(&rng, count: widths.count)
                byEvent.strip.apply(byEvent.link.pagesReported(.stateChanged(state)))
                byState.strip.apply(byState.link.pagesChangedState(to: state))
                // Events without a state leave the strip alone either way.
                byEvent.strip.apply(byEvent.link.pagesReported(.selectTab(index: state.index)))
                if byEvent.slid { slides += 1 }
                XCTAssertEqual(byState.commands, byEvent.commands, "step \(step), \(state)")
                XCTAssertEqual(byState.strip.state, byEvent.strip.state, "step \(step)")
                byEvent.commands.removeAll()
                byState.commands.removeAll()
            }
            XCTAssertGreaterThan(slides, 20, "rests reached from rest or a move's ends must slide")
        }
    }
}

/// A strip driver on a fake scroll view linked to pages on a fake page
/// view controller, its commands recorded: the link's own inputs and
/// outputs, compared between its two entry points.
@MainActor
private final class LinkedStrip {
    let pages: PagesHarness
    let host = FakeScrollHost(width: 200)
    let strip = StripDriverHarness()
    let link: TabsPagingLink<FakePageHost>
    var commands: [TabStripCommand] = []

    init(widths: [CGFloat], looping: Bool) {
        pages = PagesHarness(count: widths.count, selectedIndex: 0)
        strip.host = host
        link = TabsPagingLink(strip: strip.driver, pages: pages.driver.core)
        host.onDidScroll = { [unowned self] in self.strip.didScroll() }
        strip.configure(itemWidths: widths, spacing: 0, viewportWidth: 200, isLooping: looping, direction: .leftToRight)
        strip.apply(link.stripReloaded())
        strip.onCommand = { [unowned self] in self.commands.append($0) }
    }

    /// Whether a command slid (an animated offset or indicator move).
    var slid: Bool {
        commands.contains {
            switch $0 {
            case .setOffset(_, let animated), .placeIndicator(_, let animated): return animated
            default: return false
            }
        }
    }
}
