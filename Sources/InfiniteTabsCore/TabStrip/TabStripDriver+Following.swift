// The tab strip driver following the pages: a paging state becomes the strip's offset, the indicator frame and the emphasised
// tabs. Every line of the strip driver a swipe frame runs is in this file (the swipe map in CONTRIBUTING).
import Foundation

extension TabStripDriver {
    /// Shows the state the pages reported, sliding only to a rest reached from rest on a tab on screen or at either end of the move shown;
    /// every other state (a swipe frame, a rest elsewhere) is shown at once.
    package func showPages(_ state: PagingState) -> StripUpdate {
        apply(state, animated: Self.indicatorSlides(from: self.state, to: state) { showsItem($0) })
    }

    /// Whether the strip slides to `new` from the state it shows, `shown` (see ``showPages(_:)``).
    static func indicatorSlides(from shown: PagingState, to new: PagingState, onScreen: (Int) -> Bool) -> Bool {
        guard new.indicatorAnimates, case .idle(let index) = new else { return false }
        guard let move = shown.move else { return shown.index == index || onScreen(index) }
        return move.to == index || move.from == index
    }

    /// Shows a paging state: at rest selects its index; a move places the indicator between its tabs (crossing the seam forward when the
    /// move does) and keeps it centred.
    package func apply(_ newState: PagingState, animated: Bool) -> StripUpdate {
        var update = StripUpdate()
        show(newState, animated: animated, following: false, into: &update)
        return update
    }

    /// ``apply(_:animated:)`` into `update`; `following` when the state comes from a followed paging scroll view.
    func show(_ newState: PagingState, animated: Bool, following: Bool, into update: inout StripUpdate) {
        let strip = self.strip // one read of the layout for the whole call
        guard itemCount > 0 else { return }
        // Where the strip would sit, centring the indicator, for the state shown until now: the strip's distance from it is the drift a
        // hand, VoiceOver or an interrupted animation left (see `place`).
        let shownBefore = centeringOffset
        switch newState {
        case .idle(let i):
            guard (0..<itemCount).contains(i) else { return }
            var continues = false
            if let m = state.move, m.to == i, strip.item(atCell: anchorCell) == m.from {
                anchorCell = strip.isLooping ? anchorCell &+ m.steps : strip.cell(ofItem: i, inCopy: 0)
                continues = true
            } else if strip.item(atCell: anchorCell) != i {
                anchorCell = nearestCell(ofItem: i)
            } else {
                continues = state.move != nil
            }
            state = newState
            // A rest asked for without animation centres at once, except when following paging content, whose rest ends the move the strip
            // was easing through (its drift then slides away).
            place(animated: animated, easingFrom: continues && (animated || following) ? shownBefore : nil, into: &update)
            if i != selectedIndex { selectedIndex = i; update.selectionChanged = true }
        case .dragging(let m), .settling(let m), .transitioning(let m):
            guard (0..<itemCount).contains(m.from), (0..<itemCount).contains(m.to) else { return }
            if strip.item(atCell: anchorCell) != m.from {
                // The copy next to the indicator, so that a move that follows another (pages crossing page after page) never moves the
                // indicator by a whole period.
                anchorCell = strip.isLooping
                    ? strip.nearestCell(ofItem: m.from, toOffset: indicatorFrame.midX - strip.viewportWidth / 2)
                    : strip.cell(ofItem: m.from, inCopy: 0)
            }
            state = newState
            place(animated: animated, easingFrom: shownBefore, into: &update)
            // A tapped tab (or a selection in code) is selected when its move starts, as a tab bar's is; a swipe only when it lands.
            if case .transitioning = newState, m.to != selectedIndex { selectedIndex = m.to; update.selectionChanged = true }
        }
    }

    /// The indicator's frame for the current state, in the strip's own left-to-right content coordinates.
    package var indicatorFrame: StripFrame {
        let strip = self.strip // one read of the layout for the whole call
        guard itemCount > 0 else { return StripFrame(x: 0, width: 0) }
        guard let m = state.move else { return strip.frame(ofCell: anchorCell) }
        let target = strip.isLooping ? anchorCell &+ m.steps : strip.cell(ofItem: m.to, inCopy: 0)
        return strip.frame(ofCell: anchorCell).interpolated(to: strip.frame(ofCell: target), fraction: m.progress)
    }

    /// The span the indicator is drawn on for the current state: ``indicatorFrame`` narrowed by ``indicatorWidth`` under each of the two tabs
    /// of a move and interpolated between them (the strip still centres ``indicatorFrame``). Arithmetic only: the widths were measured once.
    package var indicatorBarFrame: StripFrame {
        guard indicatorWidth != .tab else { return indicatorFrame }
        let strip = self.strip // one read of the layout for the whole call
        guard itemCount > 0 else { return StripFrame(x: 0, width: 0) }
        guard let m = state.move else { return barFrame(ofCell: anchorCell, in: strip) }
        let target = strip.isLooping ? anchorCell &+ m.steps : strip.cell(ofItem: m.to, inCopy: 0)
        return barFrame(ofCell: anchorCell, in: strip).interpolated(to: barFrame(ofCell: target, in: strip), fraction: m.progress)
    }

    func barFrame(ofCell cell: Int, in strip: LoopingTabLayout) -> StripFrame {
        let item = strip.item(atCell: cell)
        let content = indicatorContentWidths.indices.contains(item) ? indicatorContentWidths[item] : nil
        return indicatorWidth.frame(under: strip.frame(ofCell: cell), contentWidth: content)
    }

    var centeringOffset: CGFloat { indicatorFrame.midX - strip.viewportWidth / 2 }

    /// How many times the indicator's own travel (in units of the move's span) the strip closes of its drift: 2 leaves about an eighth of
    /// it after one whole page, which the settle at rest then animates away.
    static let driftCatchUp: CGFloat = 2

    /// Where a frame-by-frame follow puts the strip: the centring offset plus what is left of the drift.
    private func easedOffset(current: CGFloat, shownBefore: CGFloat, wanted: CGFloat) -> CGFloat? {
        let strip = self.strip // one read of the layout for the whole call
        let drift = current - shownBefore
        guard drift.isFinite, abs(drift) > Self.arrivalTolerance, abs(drift) <= strip.viewportWidth else { return nil }
        var span: CGFloat = strip.viewportWidth
        if let m = state.move {
            let target = strip.isLooping ? anchorCell &+ m.steps : strip.cell(ofItem: m.to, inCopy: 0)
            span = abs(strip.frame(ofCell: target).midX - strip.frame(ofCell: anchorCell).midX)
        }
        let travelled = abs(wanted - shownBefore) / Swift.max(span, 1)
        let left = drift * Swift.max(0, 1 - Self.driftCatchUp * travelled)
        return abs(left) > Self.arrivalTolerance ? wanted + left : nil
    }

    /// Centres the indicator's frame (recentred into the band, the anchor moved by the same periods) and places the indicator.
    func place(animated requested: Bool, easingFrom shownBefore: CGFloat? = nil, into update: inout StripUpdate) {
        let strip = self.strip // one read of the layout for the whole call
        var animated = ReducedMotion.slides(animated: requested, prefersReducedMotion: prefersReducedMotion)
        guard itemCount > 0 else {
            setOffset(0, animated: false, into: &update)
            update.indicator = .init(frame: StripFrame(x: 0, width: 0), animated: false)
            return
        }
        var frame = indicatorBarFrame
        var wanted = indicatorFrame.midX - strip.viewportWidth / 2
        var settles = false
        // The host, read once for the whole placement (an `if let`, not a closure: a main-actor closure checks its executor on
        // every call). A fling counts as the finger: setting the offset would stop its deceleration.
        var hostNow: (x: CGFloat, isTracking: Bool)?
        if let host = self.host {
            hostNow = (x: host.offsetAlongAxis, isTracking: host.isTracking || host.isDragging || host.isDecelerating)
        }
        if let shownBefore, let hostNow, hostNow.x.isFinite {
            let current = strip.mirroredOffset(hostNow.x, direction: direction)
            if hostNow.isTracking || !(abs(current - shownBefore) <= strip.viewportWidth) {
                // A finger holds or flung the strip, or the user scrolled it more than a viewport away from the selected tab: it stays
                // where it is; only the indicator follows.
                return placeIndicatorOnly(layoutOffset: current, animated: animated, into: &update)
            }
            if !animated, let eased = easedOffset(current: current, shownBefore: shownBefore, wanted: wanted) {
                if state.move != nil {
                    wanted = eased
                } else {
                    // At rest: the rest of the drift goes in one short slide.
                    settles = ReducedMotion.slides(animated: true, prefersReducedMotion: prefersReducedMotion)
                }
            }
        }
        wanted = keepingFocusedTabInView(wanted)
        if settles, let hostNow {
            let current = strip.mirroredOffset(hostNow.x, direction: direction)
            // Keeping VoiceOver's tab in view would take a slide longer than the viewport: the strip stays where it is.
            if !(abs(wanted - current) <= strip.viewportWidth) {
                return placeIndicatorOnly(layoutOffset: current, animated: animated, into: &update)
            }
        }
        var offset = strip.recentered(wanted)
        if strip.isLooping, strip.period > 0 {
            var periods = offset == wanted ? 0 : Self.wholePeriods((offset - wanted) / strip.period)
            if animated || settles, let hostX = hostNow?.x, hostX.isFinite {
                // Move the view by the same whole periods first, so the animation runs the short way from where the strip is.
                let current = strip.mirroredOffset(hostX, direction: direction)
                if let k = animationShift(from: current, to: wanted, preferred: periods) {
                    if k != periods { offset = wanted + CGFloat(k) * strip.period }
                    periods = k
                    let newHostX = strip.mirroredOffset(current + CGFloat(k) * strip.period, direction: direction)
                    if k != 0 { update.recenter = .init(x: newHostX, indicatorShift: newHostX - hostX) }
                } else {
                    animated = false // farther than the content allows to animate: jump
                    settles = false
                }
            }
            if periods != 0 {
                anchorCell &+= periods &* itemCount
                frame = frame.offsetBy(CGFloat(periods) * strip.period)
            }
        }
        setOffset(strip.mirroredOffset(offset, direction: direction), animated: animated || settles, into: &update)
        update.indicator = .init(frame: strip.mirroredFrame(frame, direction: direction), animated: animated)
    }

    /// Places the indicator, leaving the strip at `x` (its layout offset): on the copy of its tab nearest the viewport, never one outside
    /// the content.
    private func placeIndicatorOnly(layoutOffset x: CGFloat, animated: Bool, into update: inout StripUpdate) {
        if strip.isLooping {
            anchorCell = strip.nearestCell(ofItem: strip.item(atCell: anchorCell), toOffset: x)
        }
        update.indicator = .init(frame: strip.mirroredFrame(indicatorBarFrame, direction: direction), animated: animated)
    }

    /// The whole periods to shift the current offset and an animated move's target by so both stay inside the content: `preferred`
    /// when it fits, else a neighbouring shift (the move is recentred on arrival); nil when none fits (a jump is made instead).
    private func animationShift(from current: CGFloat, to wanted: CGFloat, preferred: Int) -> Int? {
        let limit = Swift.max(0, strip.scrollableWidth - strip.viewportWidth)
        func fits(_ k: Int) -> Bool {
            let dx = CGFloat(k) * strip.period
            return (0...limit).contains(current + dx) && (0...limit).contains(wanted + dx)
        }
        for k in [preferred, preferred &- 1, preferred &+ 1] where fits(k) { return k }
        return nil
    }

    /// Sets the offset to `x` in `update`. An animated set to the offset the host will have is made plain: it must stop a slide still
    /// under way, which UIKit's animated set is not documented to do.
    func setOffset(_ x: CGFloat, animated requested: Bool, into update: inout StripUpdate) {
        let hostX = hostOffset(after: update)
        var there = false
        if let hostX { there = abs(hostX - x) <= Self.arrivalTolerance }
        let animated = requested && !there
        animationTarget = animated && hostX != nil ? x : nil
        update.offset = .init(x: x, animated: animated)
    }

    /// The host's offset once `update`'s writes are made (the driver reads its host; the view writes it after the event).
    func hostOffset(after update: StripUpdate) -> CGFloat? {
        update.offset?.x ?? update.recenter?.x ?? update.stop ?? host?.offsetAlongAxis
    }

    /// `x` (a layout offset) moved as little as it takes to show the tab VoiceOver focuses wholly (its copy nearest `x`); `x` unchanged
    /// without a focused tab or when that tab is wider than the viewport.
    func keepingFocusedTabInView(_ x: CGFloat) -> CGFloat {
        guard let item = voiceOverFocusedItem, (0..<itemCount).contains(item), x.isFinite else { return x }
        let width = strip.viewportWidth
        let cell = strip.isLooping ? strip.nearestCell(ofItem: item, toOffset: x) : strip.cell(ofItem: item, inCopy: 0)
        let frame = strip.frame(ofCell: cell)
        guard frame.width <= width else { return x }
        if frame.minX < x { return frame.minX }
        if frame.maxX > x + width { return frame.maxX - width }
        return x
    }

    // MARK: - Shared arithmetic

    package var itemCount: Int { strip.itemCount }

    /// The strip's offset in its own left-to-right coordinates, once `update`'s writes are made.
    func layoutOffset(after update: StripUpdate = StripUpdate()) -> CGFloat {
        let x = (hostOffset(after: update) ?? strip.bandStart).finiteOr(strip.bandStart)
        return host == nil ? x : strip.mirroredOffset(x, direction: direction)
    }

    func nearestCell(ofItem item: Int, after update: StripUpdate = StripUpdate()) -> Int {
        strip.isLooping ? strip.nearestCell(ofItem: item, toOffset: layoutOffset(after: update)) : strip.cell(ofItem: item, inCopy: 0)
    }

    /// The cell of the selected item the taps measure from.
    func selectedCell() -> Int {
        strip.item(atCell: anchorCell) == selectedIndex ? anchorCell : nearestCell(ofItem: selectedIndex)
    }

    static let arrivalTolerance: CGFloat = 0.5

    /// `q` rounded to a whole number of periods, clamped to ±10⁹ so that an absurd offset or a denormal period can never trap in `Int(_:)`.
    static func wholePeriods(_ q: CGFloat) -> Int { q.roundedInt() }

    // MARK: - Keyboard focus

    // One focus group whose one item is the selected tab's centred copy: Tab enters on it, the arrows move the selection.

    /// The cell the keyboard's focus may take: the selected tab's cell (the copy the strip centres); nil without tabs.
    package var focusableCell: Int? { itemCount == 0 ? nil : selectedCell() }

    /// Whether applying `update` moves the focusable cell (a new selection, a recentre, reloaded cells): the view then asks for a
    /// focus update, which moves a focus held by the strip onto the new cell at the end of the run loop turn.
    package func focusableCellMoves(with update: StripUpdate) -> Bool {
        let cell = focusableCell
        defer { lastFocusableCell = cell }
        return cell != lastFocusableCell || update.layoutChanged
    }

    /// Which tab titles need a new look since `tracker` last recorded a state, recording the driver's current ``state`` in it (see
    /// ``TitleLook/Tracker``): nil when the state is the one the titles already show.
    package func titleLookChange(since tracker: inout TitleLook.Tracker) -> TitleLook.Tracker.Change? {
        tracker.change(to: state)
    }
}
