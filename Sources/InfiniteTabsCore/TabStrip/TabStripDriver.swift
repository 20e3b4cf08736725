import Foundation

/// The glue of the looping tab strip: it decides when to recentre, which item
/// a tapped cell is, where the strip and its indicator go for a selection or
/// a swipe, and emits that as ``TabStripCommand``s. Scroll commands it carries
/// out itself on its ``host``; the rest go to ``onCommand``. The UIKit
/// `InfiniteTabStripView` only forwards events here and applies the commands.
///
/// The indicator sits on one cell (``anchorCell``), the copy of the selected
/// tab the user sees; recentring moves that cell by the same whole periods as
/// the offset, so the indicator never jumps between copies.
///
/// Bad input: indices out of range are ignored; with no items nothing moves
/// and the indicator gets a 0-width frame; sizes that are 0 or NaN make a strip
/// with no width, which never recentres.
@MainActor
@_spi(Core) public final class TabStripDriver {
    /// The scroll view showing the strip; weak (the view that owns the
    /// driver owns its scroll view too).
    @_spi(Core) public weak var host: ScrollHost?

    /// Receives every command, in order (scroll commands after the driver
    /// applied them to the host). Capture the owner weakly: the driver is
    /// usually the owner's.
    @_spi(Core) public var onCommand: ((TabStripCommand) -> Void)?
    /// Whether ``onCommand`` receives ``TabStripCommand/setOffset(_:animated:)``
    /// (default true). The driver has set the host's offset before it sends
    /// one, so a view with nothing to do for it can turn them off and spare
    /// a call on every frame the strip follows a swipe of the pages
    /// (`InfiniteTabStripView` does). Every other command is sent either way.
    @_spi(Core) public var sendsOffsetCommands = true
    /// When true (the default) a tap selects the tapped tab and centres it;
    /// when false a tap only emits ``TabStripCommand/notifyTap(index:direction:)``
    /// and a container drives the selection with ``apply(_:animated:)``.
    @_spi(Core) public var selectsOnTap = true
    /// Whether the user prefers reduced motion (default false; the tab view
    /// reads `UIAccessibility.isReduceMotionEnabled`). When true every move
    /// the driver makes (a tap, a selection, the indicator settling after a
    /// swipe of the pages) scrolls the strip and places the indicator at
    /// once instead of sliding (`ReducedMotion`). A drag of the strip and
    /// the indicator following a swipe frame by frame are untouched.
    @_spi(Core) public var prefersReducedMotion = false

    /// The current layout of the strip (no items until ``configure(itemWidths:spacing:viewportWidth:isLooping:direction:)``).
    @_spi(Core) public private(set) var strip = TripledStrip(itemWidths: [], viewportWidth: 0)
    /// The layout direction the offsets are mirrored for.
    @_spi(Core) public private(set) var direction: LayoutDirection = .leftToRight
    /// The paging state the indicator shows (idle, or a move with progress).
    @_spi(Core) public private(set) var state: PagingState = .idle(index: 0)
    /// The item shown as selected, in `0..<itemCount` (0 without items).
    @_spi(Core) public private(set) var selectedIndex = 0
    /// The cell the indicator starts from: the selected (or `from`) tab's copy.
    @_spi(Core) public internal(set) var anchorCell = 0

    /// The host offset an animated move the driver started is heading for,
    /// or nil. While it runs the driver neither recentres nor re-anchors the
    /// indicator: UIKit's animated `setContentOffset` interpolates towards
    /// its target on every frame and would not follow a recentred offset, so
    /// a recentring half-way would make the strip sweep back. An animated
    /// move never needs one: the driver shifts the offset by whole
    /// periods first, so the move is short and stays inside the content.
    /// Cleared when the offset arrives, a finger touches the strip, or
    /// ``didEndScrollingAnimation()`` / ``willBeginDragging()`` come.
    @_spi(Core) public private(set) var animationTarget: CGFloat?

    private var isApplying = false
    /// True while ``follow(offset:pageWidth:contentWidth:)`` applies the
    /// followed content's state.
    private var isFollowing = false
    /// The tab VoiceOver's cursor is on, kept in view by every move of the
    /// strip (see ``accessibilityFocus(item:)``); nil when VoiceOver is off
    /// or its focus is elsewhere.
    @_spi(Core) public internal(set) var voiceOverFocusedItem: Int?
    /// What the view was last laid out for (see ``viewChanged(_:)``).
    var viewTracker = ViewRefreshTracker(measuresText: true)

    /// Creates a driver with no items.
    @_spi(Core) public init() {}

    /// The number of items.
    @_spi(Core) public var itemCount: Int { strip.itemCount }

    /// Lays the strip out again (new items, widths, viewport size or
    /// direction) and centres the selected tab without animation. The selected
    /// index is kept, clamped into the new range; any move under way ends.
    @_spi(Core) public func configure(itemWidths: [CGFloat], spacing: CGFloat, viewportWidth: CGFloat,
                          isLooping: Bool, direction: LayoutDirection) {
        configure(itemWidths: itemWidths, spacing: spacing, viewportWidth: viewportWidth, isLooping: isLooping,
                  direction: direction, selecting: selectedIndex)
    }

    /// Lays the strip out again like
    /// ``configure(itemWidths:spacing:viewportWidth:isLooping:direction:)`` but
    /// selects `selecting` (clamped into the new range; 0 without items), for
    /// a reload by identity (`IdentityReload.selectedIndex`) that moved the
    /// selected item. Does not notify.
    @_spi(Core) public func configure(itemWidths: [CGFloat], spacing: CGFloat, viewportWidth: CGFloat,
                          isLooping: Bool, direction: LayoutDirection, selecting: Int) {
        selectedIndex = selecting
        strip = TripledStrip(itemWidths: itemWidths, spacing: spacing, viewportWidth: viewportWidth, isLooping: isLooping,
                             minimumBandWidth: Self.minimumBandViewports * viewportWidth.usableWidth)
        self.direction = direction
        selectedIndex = itemCount == 0 ? 0 : Swift.min(Swift.max(selectedIndex, 0), itemCount - 1)
        state = .idle(index: selectedIndex)
        anchorCell = strip.nearestCell(ofItem: selectedIndex, toOffset: strip.bandStart)
        emit(.reloadLayout(strip))
        place(animated: false)
        emit(.select(selectedIndex))
    }

    /// The host scrolled: recentres a looping strip by whole periods when the
    /// offset left the middle band (ignored while the driver sets the offset
    /// itself).
    ///
    /// At rest (an idle state) the indicator also follows the user's scrolling
    /// from copy to copy: when its copy has left the viewport it is placed,
    /// without animation, under the copy of the selected tab nearest the
    /// viewport, so scrolling the strip by hand never loses it.
    ///
    /// During an animated move the driver started (see ``animationTarget``)
    /// nothing is recentred, so the move keeps heading the same way. A NaN or
    /// infinite host offset is ignored; an offset absurdly far out (beyond
    /// `Int` periods) is still brought back into the band in one shift.
    @_spi(Core) public func didScroll() {
        guard !isApplying, let host else { return }
        didScroll(host: host)
    }

    /// The same as ``didScroll()``, for a caller that holds the scroll view
    /// that scrolled (`scrollViewDidScroll(_:)`'s argument): a scroll view
    /// other than ``host`` is ignored, and so is a call without a host.
    @_spi(Core) public func didScroll(in scrollView: ScrollHost) {
        guard !isApplying, let host, host === scrollView else { return }
        didScroll(host: host)
    }

    private func didScroll(host: ScrollHost) {
        let strip = self.strip // one read of the layout for the whole call
        guard strip.isLooping, strip.period > 0 else { return }
        let hostX = host.contentOffsetX
        guard hostX.isFinite else { return }
        if let target = animationTarget {
            if host.isTracking || host.isDragging {
                animationTarget = nil // a finger caught the animation: it stopped
            } else if abs(hostX - target) <= Self.arrivalTolerance {
                animationTarget = nil // arrived (the target lies in the band)
            } else {
                return
            }
        }
        let x = strip.mirroredOffset(hostX, direction: direction)
        let r = strip.recentered(x)
        if r != x { recenter(host: host, hostX: hostX, to: r, periods: Self.wholePeriods((r - x) / strip.period)) }
        keepIndicatorInView(layoutOffset: r)
    }

    /// Moves the host from host offset `hostX` to layout offset `r`, `periods`
    /// whole periods away, with the anchor.
    private func recenter(host: ScrollHost, hostX: CGFloat, to r: CGFloat, periods: Int) {
        anchorCell &+= periods &* itemCount
        let newHostX = strip.mirroredOffset(r, direction: direction)
        emit(.recentered(by: newHostX - hostX))
        isApplying = true
        host.recenterContentOffsetX(newHostX) // keeps a drag or fling going
        isApplying = false
    }

    /// The user started dragging the strip (`scrollViewWillBeginDragging`):
    /// an animated move under way has stopped, so recentring resumes.
    @_spi(Core) public func willBeginDragging() {
        animationTarget = nil
    }

    /// An animated move the driver started ended
    /// (`scrollViewDidEndScrollingAnimation`): recentring resumes, and the
    /// offset is recentred at once if it needs to be. Ignored while the
    /// driver itself sets the offset.
    @_spi(Core) public func didEndScrollingAnimation() {
        guard !isApplying, animationTarget != nil else { return }
        animationTarget = nil
        didScroll()
    }

    /// How close (in points) the offset must come to ``animationTarget`` to
    /// count as arrived.
    static let arrivalTolerance: CGFloat = 0.5

    /// How wide, in viewport widths, the strip's middle band is at least
    /// (``TripledStrip/init(itemWidths:spacing:viewportWidth:isLooping:minimumBandWidth:)``):
    /// 0, so the band is always one period and every recentre shifts by
    /// exactly one period.
    @_spi(Core) public static let minimumBandViewports: CGFloat = 0

    /// `q` rounded to a whole number of periods, clamped to ±10⁹ so that an
    /// absurd offset or a denormal period can never trap in `Int(_:)`.
    static func wholePeriods(_ q: CGFloat) -> Int { q.roundedInt() }

    /// Re-anchors an idle indicator whose copy left the viewport to the
    /// selected tab's copy nearest the viewport (invisible jump: the old copy
    /// is off screen).
    private func keepIndicatorInView(layoutOffset x: CGFloat) {
        let strip = self.strip // one read of the layout for the whole call
        guard case .idle = state else { return }
        let frame = strip.frame(ofCell: anchorCell)
        if frame.maxX > x && frame.minX < x + strip.viewportWidth { return }
        let nearest = strip.nearestCell(ofItem: selectedIndex, toOffset: x)
        guard nearest != anchorCell else { return }
        anchorCell = nearest
        emit(.placeIndicator(strip.mirroredFrame(strip.frame(ofCell: nearest), direction: direction), animated: false))
    }

    /// A cell was tapped. Its item is `cell mod itemCount`; the direction is
    /// the way from the selected tab's copy on screen to the tapped copy.
    /// Tapping the selected item centres the tapped copy; it is reported
    /// (`notifyTap`) only while a move away from it runs (a strip that does
    /// not select on tap, whose owner is turning its pages elsewhere), the
    /// way from that move's target, so that the last tap wins.
    ///
    /// Bad input: without items nothing happens. A cell outside
    /// `0..<strip.cellCount` (any `Int`, `Int.min` included) counts as the
    /// copy of its item nearest the centre of the viewport.
    @_spi(Core) public func tap(cell: Int) {
        guard itemCount > 0 else { return }
        let item = strip.item(atCell: cell)
        // A touch of a cell is a finger, not VoiceOver (whose activation is
        // `tapItem`): the strip stops keeping another tab in view for it.
        if voiceOverFocusedItem != item { voiceOverFocusedItem = nil }
        let cell = (0..<strip.cellCount).contains(cell) ? cell : nearestCell(ofItem: item)
        if item == selectedIndex, !selectsOnTap, let move = state.move {
            // The owner is turning its pages away from this tab: the strip
            // keeps showing that move (the indicator would otherwise jump
            // back for a frame) and asks to go back, the way from the move's
            // target (the last tap wins).
            if move.to != item {
                let back = strip.isLooping ? Cycle(count: itemCount).distance(from: move.to, to: item) : item - move.to
                emit(.notifyTap(index: item, direction: back < 0 ? .reverse : .forward))
            }
            return
        }
        if item == selectedIndex {
            let move = state.move
            state = .idle(index: item)
            anchorCell = strip.isLooping ? cell : strip.cell(ofItem: item, inCopy: 0)
            place(animated: true)
            // A move away from the selected tab is under way (the owner turns
            // its pages and selects when they settle): the tap still asks to
            // go back, the way from the move's target (the last tap wins).
            if let move, move.to != item {
                let back = strip.isLooping ? Cycle(count: itemCount).distance(from: move.to, to: item) : item - move.to
                emit(.notifyTap(index: item, direction: back < 0 ? .reverse : .forward))
            }
            return
        }
        let way: PageDirection = (strip.isLooping ? cell < selectedCell() : item < selectedIndex) ? .reverse : .forward
        if selectsOnTap {
            selectedIndex = item
            state = .idle(index: item)
            anchorCell = strip.isLooping ? cell : strip.cell(ofItem: item, inCopy: 0)
            place(animated: true)
            emit(.select(item))
        }
        emit(.notifyTap(index: item, direction: way))
    }

    /// Taps the copy of `item` nearest the centre of the viewport (what
    /// VoiceOver's activate does). Ignored for an item out of range.
    @_spi(Core) public func tapItem(_ item: Int) {
        guard (0..<itemCount).contains(item) else { return }
        tap(cell: nearestCell(ofItem: item))
    }

    /// Selects an item and centres it (the nearest copy), animated or not.
    /// Does not notify. Ignored for an index out of range.
    @_spi(Core) public func setSelectedIndex(_ index: Int, animated: Bool) {
        apply(.idle(index: index), animated: animated)
    }

    /// Shows a paging state: at rest selects its index; a move places the
    /// indicator between its tabs (crossing the seam forward when the move
    /// does) and keeps it centred. Ignored when an index is out of range.
    @_spi(Core) public func apply(_ newState: PagingState, animated: Bool) {
        let strip = self.strip // one read of the layout for the whole call
        guard itemCount > 0 else { return }
        // Where the strip would sit, centring the indicator, for the state
        // shown until now: the strip's distance from it is the drift a hand,
        // VoiceOver or an interrupted animation left (see `place`).
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
            // A rest asked for without animation centres at once, except
            // when following paging content, whose rest ends the move the
            // strip was easing through (its drift then slides away).
            place(animated: animated, easingFrom: continues && (animated || isFollowing) ? shownBefore : nil)
            if i != selectedIndex { selectedIndex = i; emit(.select(i)) }
        case .dragging(let m), .settling(let m), .transitioning(let m):
            guard (0..<itemCount).contains(m.from), (0..<itemCount).contains(m.to) else { return }
            if strip.item(atCell: anchorCell) != m.from {
                // The copy next to the indicator, so that a move that follows
                // another (pages crossing page after page) never moves the
                // indicator by a whole period.
                anchorCell = strip.isLooping
                    ? strip.nearestCell(ofItem: m.from, toOffset: indicatorFrame.midX - strip.viewportWidth / 2)
                    : strip.cell(ofItem: m.from, inCopy: 0)
            }
            state = newState
            place(animated: animated, easingFrom: shownBefore)
        }
    }

    /// Places the indicator `progress` of the way from tab `from` to tab `to`
    /// (the shortest way round when looping), without changing the selection.
    /// Progress is clamped to 0...1 (NaN counts as 0). Ignored for indices
    /// out of range (any `Int`).
    @_spi(Core) public func update(progress: CGFloat, from: Int, to: Int) {
        guard (0..<itemCount).contains(from), (0..<itemCount).contains(to) else { return }
        let steps = strip.isLooping ? strip.cycle.distance(from: from, to: to) : to - from
        apply(.dragging(PagingMove(from: from, to: to, steps: steps, progress: progress)), animated: false)
    }

    /// Follows another paging scroll view at `offset` whose pages are
    /// `pageWidth` wide and `contentWidth` long (page `p` shows item
    /// `p mod itemCount`; right to left in this strip's direction). A page at
    /// rest selects its item (without notifying); in between the indicator
    /// follows the progress. Reports that change nothing (the pages still at
    /// rest on the same page, as while they bounce at an edge) leave the
    /// strip where it is. Returns the state the strip shows when it changed
    /// (what the strip's `onProgress` reports), nil otherwise.
    @discardableResult
    @_spi(Core) public func follow(offset: CGFloat, pageWidth: CGFloat, contentWidth: CGFloat) -> PagingState? {
        guard let s = FollowedPaging.state(offset: offset, pageWidth: pageWidth, contentWidth: contentWidth,
                                           itemCount: itemCount, direction: direction) else { return nil }
        // Still at rest on the same page (a bounce at the content's edge, a
        // re-report): nothing to follow, so a strip the user or VoiceOver
        // scrolled stays where it is.
        if case .idle = s, s == state { return nil }
        let before = state
        isFollowing = true
        apply(s, animated: false)
        isFollowing = false
        return state == before ? nil : state
    }

    /// The indicator's frame for the current state, in the strip's own
    /// left-to-right content coordinates.
    @_spi(Core) public var indicatorFrame: StripFrame {
        let strip = self.strip // one read of the layout for the whole call
        guard itemCount > 0 else { return StripFrame(x: 0, width: 0) }
        guard let m = state.move else { return strip.frame(ofCell: anchorCell) }
        let target = strip.isLooping ? anchorCell &+ m.steps : strip.cell(ofItem: m.to, inCopy: 0)
        return strip.frame(ofCell: anchorCell).interpolated(to: strip.frame(ofCell: target), fraction: m.progress)
    }

    /// How selected item `item`'s title looks right now, 0...1 (see
    /// ``PagingState/titleEmphasis(ofItem:)``): 1 for the selected tab at rest,
    /// shared between the tab left and the tab reached during a move. The same
    /// for every copy of the item, so a recentre never changes it.
    @_spi(Core) public func titleEmphasis(ofItem item: Int) -> CGFloat {
        guard (0..<itemCount).contains(item) else { return 0 }
        return state.titleEmphasis(ofItem: item)
    }

    /// Whether some copy of `item` is at least partly inside the viewport
    /// now. False out of range, without items or without a host.
    @_spi(Core) public func showsItem(_ item: Int) -> Bool {
        guard (0..<itemCount).contains(item), host != nil else { return false }
        let x = layoutOffset
        let frame = strip.frame(ofCell: nearestCell(ofItem: item))
        return frame.maxX > x && frame.minX < x + strip.viewportWidth
    }

    /// Whether an item shows as the selected tab (its title colour, its
    /// VoiceOver `.selected` trait). False out of range.
    @_spi(Core) public func isSelected(_ item: Int) -> Bool {
        itemCount > 0 && item == selectedIndex
    }

    /// Where VoiceOver should find an item: the frame of its copy nearest the
    /// centre of the viewport, in viewport coordinates (mirrored in right to
    /// left). A 0-width frame for an item out of range.
    @_spi(Core) public func accessibilityFrame(ofItem item: Int) -> StripFrame {
        guard (0..<itemCount).contains(item) else { return StripFrame(x: 0, width: 0) }
        let frame = strip.mirroredFrame(strip.frame(ofCell: nearestCell(ofItem: item)), direction: direction)
        return frame.offsetBy(-(host?.contentOffsetX ?? 0).finiteOr(0))
    }

    // MARK: - Private

    var layoutOffset: CGFloat {
        let x = (host?.contentOffsetX ?? strip.bandStart).finiteOr(strip.bandStart)
        return host == nil ? x : strip.mirroredOffset(x, direction: direction)
    }

    func nearestCell(ofItem item: Int) -> Int {
        strip.isLooping ? strip.nearestCell(ofItem: item, toOffset: layoutOffset) : strip.cell(ofItem: item, inCopy: 0)
    }

    /// The cell of the selected item the taps measure from.
    private func selectedCell() -> Int {
        strip.item(atCell: anchorCell) == selectedIndex ? anchorCell : nearestCell(ofItem: selectedIndex)
    }

    /// The layout offset that centres the indicator's frame (not recentred).
    var centeringOffset: CGFloat { indicatorFrame.midX - strip.viewportWidth / 2 }

    /// How many times the indicator's own travel (in units of the move's
    /// span) the strip closes of its drift: 2 leaves about an eighth of it
    /// after one whole page, which the settle at rest then animates away.
    static let driftCatchUp: CGFloat = 2

    /// Where a frame-by-frame follow puts the strip: the centring offset
    /// plus what is left of the drift. Drift is the strip's distance from
    /// centring the indicator before this step (`current - shownBefore`); it
    /// shrinks in proportion to how far the indicator moved this step, so
    /// the strip never moves by more than the indicator's own travel times
    /// `1 + driftCatchUp`, never jumps, and reaches the centre as the pages
    /// complete their move (a gentle version of what Parchment does: its
    /// menu interpolates from the offset it had when the swipe began).
    /// Returns nil to centre at once: no drift left. (A drift beyond one
    /// viewport never gets here: `place` then leaves the strip alone.)
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

    /// Centres the indicator's frame (recentred into the band, the anchor moved
    /// by the same periods) and places the indicator.
    ///
    /// An animated move first shifts the current offset by the same whole
    /// periods as the target (a motion-preserving recentre, reported with
    /// ``TabStripCommand/recentered(by:)`` so the indicator moves with the
    /// content), then animates the short way from there: the strip never
    /// slides back across a copy to reach a target that was recentred.
    ///
    /// A step of a move shown frame by frame (`easingFrom` the centring
    /// offset of the state shown before) keeps any drift the strip had from
    /// centring the indicator and closes it gradually (``easedOffset``); at
    /// rest what is left of it is animated away (at once with Reduce
    /// Motion). While a finger holds the strip only the indicator moves: the
    /// finger owns the offset. A strip scrolled more than a viewport away
    /// from the selected tab (by hand or by VoiceOver) stays where the user
    /// left it while the pages move and settle; the indicator follows them
    /// off screen, and the next tap or selection brings the strip back.
    func place(animated requested: Bool, easingFrom shownBefore: CGFloat? = nil) {
        let strip = self.strip // one read of the layout for the whole call
        var animated = ReducedMotion.slides(animated: requested, prefersReducedMotion: prefersReducedMotion)
        guard itemCount > 0 else {
            setOffset(0, animated: false)
            emit(.placeIndicator(StripFrame(x: 0, width: 0), animated: false))
            return
        }
        var frame = indicatorFrame
        var wanted = frame.midX - strip.viewportWidth / 2
        var settles = false
        // The host's offset and whether a finger holds it, read once: nothing
        // below moves the host before the strip is set.
        // The host, loaded once for the whole placement.
        let host = self.host
        // A fling counts as the finger (issue 21): setting the offset would
        // stop its deceleration.
        let hostNow = host.map { (x: $0.contentOffsetX, isTracking: $0.isTracking || $0.isDragging || $0.isDecelerating) }
        if let shownBefore, let hostNow, hostNow.x.isFinite {
            let current = strip.mirroredOffset(hostNow.x, direction: direction)
            if hostNow.isTracking || !(abs(current - shownBefore) <= strip.viewportWidth) {
                // A finger holds or flung the strip, or the user scrolled it
                // more than a viewport away from the selected tab: it stays
                // where it is; only the indicator follows.
                return placeIndicatorOnly(layoutOffset: current, animated: animated)
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
            // Keeping VoiceOver's tab in view would take a slide longer than
            // the viewport: the strip stays where it is.
            if !(abs(wanted - current) <= strip.viewportWidth) {
                return placeIndicatorOnly(layoutOffset: current, animated: animated)
            }
        }
        var offset = strip.recentered(wanted)
        if strip.isLooping, strip.period > 0 {
            var periods = offset == wanted ? 0 : Self.wholePeriods((offset - wanted) / strip.period)
            if animated || settles, let hostX = hostNow?.x, hostX.isFinite {
                // Move the view by the same whole periods first, so the
                // animation runs the short way from where the strip is.
                let current = strip.mirroredOffset(hostX, direction: direction)
                if let k = animationShift(from: current, to: wanted, preferred: periods) {
                    if k != periods { offset = wanted + CGFloat(k) * strip.period }
                    periods = k
                    let newHostX = strip.mirroredOffset(current + CGFloat(k) * strip.period, direction: direction)
                    if k != 0 {
                        emit(.recentered(by: newHostX - hostX))
                        isApplying = true
                        host?.recenterContentOffsetX(newHostX)
                        isApplying = false
                    }
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
        setOffset(strip.mirroredOffset(offset, direction: direction), animated: animated || settles, on: host)
        emit(.placeIndicator(strip.mirroredFrame(frame, direction: direction), animated: animated))
    }

    /// Places the indicator, leaving the strip at `x` (its layout offset):
    /// on the copy of its tab nearest the viewport, never one outside the
    /// content.
    private func placeIndicatorOnly(layoutOffset x: CGFloat, animated: Bool) {
        if strip.isLooping {
            anchorCell = strip.nearestCell(ofItem: strip.item(atCell: anchorCell), toOffset: x)
        }
        emit(.placeIndicator(strip.mirroredFrame(indicatorFrame, direction: direction), animated: animated))
    }

    /// The whole periods to shift both the current layout offset and an
    /// animated move's target by, so that both lie inside the scrollable
    /// content: `preferred` (the target lands in the middle band) when the
    /// shifted current offset stays inside, else the neighbouring shift that
    /// keeps both inside (the move then ends outside the band and is
    /// recentred on arrival); nil when none does (a jump is made instead).
    private func animationShift(from current: CGFloat, to wanted: CGFloat, preferred: Int) -> Int? {
        let limit = Swift.max(0, strip.scrollableWidth - strip.viewportWidth)
        func fits(_ k: Int) -> Bool {
            let dx = CGFloat(k) * strip.period
            return (0...limit).contains(current + dx) && (0...limit).contains(wanted + dx)
        }
        for k in [preferred, preferred &- 1, preferred &+ 1] where fits(k) { return k }
        return nil
    }

    func setOffset(_ x: CGFloat, animated: Bool) {
        setOffset(x, animated: animated, on: host)
    }

    /// Sets `host`'s offset (the driver's ``host``, loaded by the caller).
    private func setOffset(_ x: CGFloat, animated: Bool, on host: ScrollHost?) {
        let hostX = host?.contentOffsetX
        animationTarget = animated && hostX != nil && hostX != x ? x : nil
        if sendsOffsetCommands { emit(.setOffset(x, animated: animated)) }
        isApplying = true
        host?.setContentOffsetX(x, animated: animated)
        isApplying = false
    }

    func emit(_ command: TabStripCommand) { onCommand?(command) }
}
