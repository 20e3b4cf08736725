import Foundation

/// A move of the selection from one tab to another: where it started, where it
/// goes, how many tabs it crosses and which way, and how far it has come.
public struct PagingMove: Hashable, Sendable {
    /// The index the move started from.
    public var from: Int
    /// The index the move goes to.
    public var to: Int
    /// The signed number of tabs crossed: positive forward, negative in
    /// reverse. A swipe is ±1; a tapped far tab can be more. Never 0 in a move
    /// the machine makes.
    public var steps: Int
    /// How far the move has come, 0...1.
    public var progress: CGFloat

    /// Creates a move. `progress` is clamped to 0...1 (NaN gives 0).
    public init(from: Int, to: Int, steps: Int, progress: CGFloat) {
        self.from = from
        self.to = to
        self.steps = steps
        self.progress = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
    }

    /// The direction of the move.
    public var direction: PageDirection { steps < 0 ? .reverse : .forward }
}

/// What the tab strip and the pages are doing together.
public enum PagingState: Hashable, Sendable {
    /// At rest on a tab.
    case idle(index: Int)
    /// The user's finger is on the pages, moving towards a neighbour.
    case dragging(PagingMove)
    /// The pages are settling after the finger lifted (towards the neighbour,
    /// or back to where the swipe started).
    case settling(PagingMove)
    /// A programmatic transition (a tapped tab, `select`) from a source to a
    /// target that may be several tabs away, in one animation.
    case transitioning(PagingMove)

    /// The move under way, or nil at rest.
    public var move: PagingMove? {
        switch self {
        case .idle: return nil
        case .dragging(let m), .settling(let m), .transitioning(let m): return m
        }
    }

    /// The index at rest, or the index a move started from.
    public var index: Int {
        switch self {
        case .idle(let i): return i
        case .dragging(let m), .settling(let m), .transitioning(let m): return m.from
        }
    }

    /// Whether a programmatic transition is running.
    public var isTransitioning: Bool {
        if case .transitioning = self { return true }
        return false
    }

    /// Whether anything is moving.
    public var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }
}

extension PagingState {
    /// The indicator's frame in the strip for this state, given the strip's
    /// current content offset.
    ///
    /// The source tab is the copy of `from` nearest the centre of the viewport;
    /// the target is `steps` cells further along the strip, so a forward move
    /// from the last tab lands on the first tab of the next copy and never
    /// sweeps back across the strip. x and width are interpolated linearly by
    /// the progress. A strip without items gives a 0-width frame at 0.
    package func indicatorFrame(in strip: LoopingTabLayout, stripOffset: CGFloat) -> StripFrame {
        guard strip.itemCount > 0 else { return StripFrame(x: 0, width: 0) }
        let offset = stripOffset.isFinite ? stripOffset : strip.bandStart
        switch self {
        case .idle(let i):
            return strip.frame(ofCell: strip.nearestCell(ofItem: i, toOffset: offset))
        case .dragging(let m), .settling(let m), .transitioning(let m):
            let source = strip.nearestCell(ofItem: m.from, toOffset: offset)
            let target = strip.isLooping ? source &+ m.steps : strip.cell(ofItem: m.to, inCopy: 0)
            return strip.frame(ofCell: source).interpolated(to: strip.frame(ofCell: target), fraction: m.progress)
        }
    }

    /// Where the strip and the indicator go for this state when the strip
    /// keeps the indicator centred: the offset that centres the indicator,
    /// moved by whole periods into the middle band, and the indicator moved by
    /// the same amount so it stays on the same tab.
    package func centeredPlacement(in strip: LoopingTabLayout, stripOffset: CGFloat) -> StripPlacement {
        let indicator = indicatorFrame(in: strip, stripOffset: stripOffset)
        guard strip.itemCount > 0 else { return StripPlacement(offset: 0, indicator: indicator) }
        let wanted = indicator.midX - strip.viewportWidth / 2
        let offset = strip.recentered(wanted)
        let shift = strip.isLooping ? offset - wanted : 0
        return StripPlacement(offset: offset, indicator: indicator.offsetBy(shift))
    }
}

/// A strip content offset together with the indicator frame that goes with it.
package struct StripPlacement: Hashable, Sendable {
    /// The strip's content offset.
    package var offset: CGFloat
    /// The indicator's frame in content coordinates at that offset.
    package var indicator: StripFrame

    /// Creates a placement.
    package init(offset: CGFloat, indicator: StripFrame) { self.offset = offset; self.indicator = indicator }
}

/// Reads swipe progress from a page view controller's inner scroll view.
package enum PageProgress {
    /// The signed progress of a swipe: at rest the inner scroll view's offset
    /// equals its width, so progress is `(x − width) / width`, positive towards
    /// the next page. Right to left mirrors it. Clamped to −1...1; 0 when the
    /// width is 0 or anything is NaN or infinite.
    package static func progress(offset: CGFloat, pageWidth: CGFloat, direction: LayoutDirection = .leftToRight) -> CGFloat {
        let w = pageWidth
        guard w.isFinite, w > 0, offset.isFinite else { return 0 }
        let p = Swift.min(Swift.max((offset - w) / w, -1), 1)
        return direction == .leftToRight ? p : -p
    }
}
