import Foundation

/// The glue of the compact looping option picker: it decides when to
/// recentre (on every scroll, by exactly one period, guarded against the
/// re-entrant scroll that setting the offset causes), where a drag pages to,
/// when the picker has settled and whether that is a change to report, what
/// a tap, an auto-advance tick or a VoiceOver adjustment does, and emits that
/// as ``PickerCommand``s. Offset changes it makes itself on its ``host``; the
/// rest go to ``onCommand``.
///
/// Every change the user makes (drag, tap, auto-advance, VoiceOver) is
/// reported once with ``PickerCommand/notify(_:)`` when the picker settles;
/// programmatic changes (``setSelectedIndex(_:animated:)``, a reload) and
/// recentrings never are.
///
/// Bad input: with fewer than two items nothing scrolls and taps, ticks and
/// adjustments do nothing; indices out of range are ignored; a page width of
/// 0 or NaN (before layout) shows no pages.
@MainActor
@_spi(Core) public final class PickerScrollDriver {
    /// The picker's scroll view; weak (the view that owns the driver owns
    /// its scroll view too).
    @_spi(Core) public weak var host: ScrollHost?

    /// Receives every command, in order. Capture the owner weakly: the
    /// driver is usually the owner's.
    @_spi(Core) public var onCommand: ((PickerCommand) -> Void)?
    /// The deceleration the scroll view uses (default ``DecelerationRate/fast``),
    /// which decides where a slow release would come to rest.
    @_spi(Core) public var decelerationRate: DecelerationRate = .fast

    /// The current layout (no items until configured).
    @_spi(Core) public private(set) var strip = PaddedStrip(itemCount: 0, pageWidth: 0)
    /// The layout direction (right to left mirrors the pages).
    @_spi(Core) public private(set) var direction: LayoutDirection = .leftToRight
    /// The width of the window in which pages are visible (the picker view,
    /// wider than a page when neighbours peek in).
    @_spi(Core) public private(set) var visibleWidth: CGFloat = 0
    /// The selected item: the last one the picker settled on, or the one set
    /// in code. 0 without items.
    @_spi(Core) public private(set) var selectedIndex = 0
    /// Taps made while the picker was moving, each carried out in turn when
    /// it settles.
    @_spi(Core) public private(set) var queuedAdvances = 0
    /// The visual page an animated move (tap, auto-advance, animated
    /// selection) is heading for, or nil. No recentring happens meanwhile:
    /// such targets always lie inside the content.
    @_spi(Core) public private(set) var animationTarget: Int?
    /// Whether the picker is in a window (default true). Off screen UIKit may
    /// never finish an animated offset change (`scrollViewDidEndScrollingAnimation`
    /// does not come), which would leave ``animationTarget`` set for good:
    /// so off screen every move is made at once, and leaving the screen
    /// during an animated move finishes it at once.
    @_spi(Core) public var isOnScreen = true {
        didSet { if !isOnScreen { finishAnimatedMoveAtOnce() } }
    }

    /// Whether the user prefers reduced motion (default false; the picker
    /// reads `UIAccessibility.isReduceMotionEnabled`). When true, taps,
    /// queued taps and animated selections move at once instead of sliding
    /// (`ReducedMotion`), and auto-advance ticks do nothing
    /// (``autoAdvanceTick()`` returns false). Drags and flings are untouched.
    @_spi(Core) public var prefersReducedMotion = false

    private var dragStartPage: Int?
    private var isApplying = false
    private var touchedSinceTick = false
    private var shownPages: Range<Int> = 0..<0
    /// Offsets strictly between `low` and `high` show `pages`
    /// (``PaddedStrip/unchangedPagesWindow(around:visibleWidth:)``): most
    /// scroll events stay inside and skip working the pages out again.
    private var pagesWindow = PaddedStrip.PagesWindow.empty
    /// What the view was last laid out for (see ``viewChanged(_:)``).
    var viewTracker = ViewRefreshTracker(measuresText: false)

    /// Creates a driver with no items.
    @_spi(Core) public init() {}

    /// Whether the picker takes the user's input (default true; a disabled
    /// `UIControl`): while false, taps, VoiceOver adjustments and
    /// auto-advance ticks do nothing and the scroll view does not scroll.
    @_spi(Core) public var isEnabled = true

    /// Whether the picker can move: enabled, two or more items and a usable
    /// page width. The scroll view should scroll only then.
    @_spi(Core) public var isScrollEnabled: Bool { isEnabled && strip.itemCount >= 2 && strip.pageWidth > 0 }

    /// Whether the items loop, the last followed by the first (default true).
    /// False: a finite picker that stops at both ends (a change takes effect
    /// at the next ``configure(itemCount:pageWidth:visibleWidth:direction:selectedIndex:)``).
    @_spi(Core) public var loops = true

    /// Whether the scroll view should take touches now: not while an animated
    /// move runs. A finger that catches UIKit's animated offset change may
    /// stop it without `scrollViewDidEndScrollingAnimation` ever coming,
    /// which would leave the move unsettled for good (recentring off, taps
    /// queued forever); with touches refused the move always ends, and taps
    /// made meanwhile (seen by the picker itself) queue as documented.
    @_spi(Core) public var acceptsTouches: Bool { animationTarget == nil }

    /// The visual page the offset is nearest to.
    @_spi(Core) public var currentPage: Int { strip.page(atOffset: hostOffset) }

    /// The item on screen now (between pages, the nearer one).
    @_spi(Core) public var currentItem: Int { strip.item(atVisualPage: currentPage, direction: direction) }

    // MARK: - Layout

    /// Lays the picker out for `itemCount` items on pages `pageWidth` wide,
    /// seen through a window `visibleWidth` wide, and shows `selectedIndex`
    /// (default: the current selection, clamped into range) without animation
    /// and without notifying. Ends any move and drops queued taps.
    @_spi(Core) public func configure(itemCount: Int, pageWidth: CGFloat, visibleWidth: CGFloat,
                          direction: LayoutDirection, selectedIndex: Int? = nil) {
        strip = PaddedStrip(itemCount: itemCount, pageWidth: pageWidth, loops: loops)
        self.direction = direction
        self.visibleWidth = visibleWidth.positiveOrZero
        let wanted = selectedIndex ?? self.selectedIndex
        self.selectedIndex = strip.itemCount == 0 ? 0 : Swift.min(Swift.max(wanted, 0), strip.itemCount - 1)
        animationTarget = nil
        queuedAdvances = 0
        dragStartPage = nil
        shownPages = 0..<0
        pagesWindow = .empty
        emit(.layout(strip))
        setOffset(strip.x(ofVisualPage: strip.visualPage(ofItem: self.selectedIndex, direction: direction)), animated: false)
        showPages()
    }

    // MARK: - Scroll events

    /// The scroll view scrolled (`scrollViewDidScroll`): recentres by one
    /// period when the offset reached a copy (not during an animated move,
    /// nor re-entrantly), then shows the pages now visible.
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
        // Under a finger the offset keeps half a page clear of both edges:
        // UIKit resists a drag beyond an edge (the rubber band), which would
        // slow the content under the finger for a frame. Elsewhere only a
        // copy is recentred, so a deceleration to a target never crosses a
        // recentring before its end.
        if animationTarget == nil { recenterIfNeeded(host, margin: host.isDragging ? strip.pageWidth / 2 : 0) }
        showPages(atOffset: host.contentOffsetX.finiteOr(0))
    }

    /// The user started dragging: the drag pages from the page under the
    /// finger; an animated move and queued taps are dropped. Under a finger
    /// the offset is kept at least half a page from both edges of the content
    /// (recentred by one period when nearer): UIKit's rubber band would
    /// otherwise slow a drag that crosses an edge.
    @_spi(Core) public func willBeginDragging() {
        touchedSinceTick = true
        animationTarget = nil
        queuedAdvances = 0
        // A finger that caught a motion near an edge: clear it first (see
        // didScroll), before the drag's first move.
        recenterIfNeeded(margin: strip.pageWidth / 2)
        dragStartPage = currentPage
    }

    /// The user lifted the finger with `velocity` in points per millisecond
    /// (as `scrollViewWillEndDragging` gives it). Returns the content offset
    /// to rest at: the next page in the fling's direction, the nearest page
    /// for a slow release, never more than one page from where the drag
    /// started. If that page lies beyond a copy, the offset is first
    /// recentred by one period (the target moves with it).
    @_spi(Core) public func willEndDragging(velocity: CGFloat) -> CGFloat {
        guard let host else { return 0 }
        guard isScrollEnabled else { return hostOffset }
        // A drag that carried the picker more than a page pages from where
        // the finger is: snapping back within one page of where it started
        // would sweep the picker back across every page the finger passed.
        let here = currentPage
        var start = dragStartPage ?? here
        if abs(start - here) > 1 { start = here }
        dragStartPage = nil
        var target = ScrollPhysics.pagingTarget(startPage: start, offset: hostOffset, velocity: velocity.finiteOr(0) * 1000,
                                                pageWidth: strip.pageWidth, pageCount: strip.isPadded ? nil : strip.pageCount,
                                                rate: decelerationRate)
        guard strip.isPadded else { return strip.x(ofVisualPage: target) } // finite: the ends hold
        // A target on a copy (or beyond it) is moved one period in first: a
        // copy sits at the very edge of the content, where UIKit's own
        // proposal (clamped into the content) lies too, and a target the
        // delegate leaves as proposed is a free fling that would not stop on
        // the page.
        if target <= 0 || target >= strip.pageCount - 1 {
            let pages = target <= 0 ? strip.itemCount : -strip.itemCount
            target += pages
            shift(host: host, byPages: pages)
        }
        return strip.x(ofVisualPage: target)
    }

    /// The finger lifted; without deceleration the picker has settled.
    @_spi(Core) public func didEndDragging(willDecelerate: Bool) {
        if !willDecelerate { settle() }
    }

    /// The deceleration after a drag ended: the picker has settled.
    @_spi(Core) public func didEndDecelerating() { settle() }

    /// An animated move the driver started ended: the picker has settled.
    /// Ignored while the driver itself sets the offset: a plain set that
    /// stops an animation may report the animation's end from inside the
    /// set, before the new offset is in place.
    @_spi(Core) public func didEndScrollingAnimation() {
        guard !isApplying else { return }
        animationTarget = nil
        settle()
    }

    // MARK: - Actions

    /// Whether a tap on the centred item advances one item (default true).
    /// A tap on a neighbour peeking in selects that neighbour either way.
    @_spi(Core) public var advancesOnTap = true

    /// A tap at `position` along the picker's axis, in the picker's own
    /// coordinates: on a neighbour peeking in, selects that neighbour,
    /// animated (ignored during a drag or an animated move, when the page
    /// under the finger is moving); on the centred item, or where no page is
    /// (``PaddedStrip/tapSteps(at:visibleWidth:offset:direction:)`` is nil),
    /// it is ``tap()``. The change is reported when the picker settles.
    @_spi(Core) public func tap(at position: CGFloat) {
        guard let steps = strip.tapSteps(at: position, visibleWidth: visibleWidth, offset: hostOffset,
                                         direction: direction), steps != 0 else { return tap() }
        guard isScrollEnabled, let host else { return }
        touchedSinceTick = true
        guard animationTarget == nil, !host.isDragging else { return }
        let slides = isOnScreen && ReducedMotion.slides(animated: true, prefersReducedMotion: prefersReducedMotion)
        advance(by: steps, animated: slides)
        if !slides { settle() }
    }

    /// A tap on the centred item: advances one item forward, animated, while
    /// ``advancesOnTap``. While an animated move runs the tap is queued and
    /// carried out when it settles; during a drag it is ignored.
    @_spi(Core) public func tap() {
        guard isScrollEnabled, advancesOnTap, let host else { return }
        touchedSinceTick = true
        if animationTarget != nil {
            queuedAdvances += 1
        } else if !host.isDragging {
            advanceOne()
        }
    }

    /// Selects an item, animated or not. In code (the default) it does not
    /// notify; for the user (a tapped page dot) the change is reported once
    /// when the picker settles, like a swipe. An animated move to a
    /// neighbour goes through the seam (one page); to a farther item it
    /// scrolls straight to its page. Drops queued taps. Ignored for an index
    /// out of range.
    @_spi(Core) public func setSelectedIndex(_ index: Int, animated: Bool, byUser: Bool = false) {
        guard (0..<strip.itemCount).contains(index), host != nil else { return }
        queuedAdvances = 0
        let from = currentItem
        // The settle reports a change from the selection it finds here.
        if !byUser { selectedIndex = index }
        guard ReducedMotion.slides(animated: animated, prefersReducedMotion: prefersReducedMotion),
              isScrollEnabled, isOnScreen else {
            animationTarget = nil
            setOffset(strip.x(ofVisualPage: strip.visualPage(ofItem: index, direction: direction)), animated: false)
            showPages()
            if byUser { settle() }
            return
        }
        let steps = strip.isPadded ? strip.cycle.distance(from: from, to: index) : index - from
        var target = abs(steps) == 1
            ? currentPage + steps * PaddedStrip.forwardStep(direction)
            : strip.visualPage(ofItem: index, direction: direction)
        if let host, target < 0 || target > strip.pageCount - 1 {
            // From a copy (the picker passing one as it moves), the neighbour
            // lies beyond the content: move by one period first, as a tap does.
            let pages = target < 0 ? strip.itemCount : -strip.itemCount
            target += pages
            shift(host: host, byPages: pages)
        }
        guard strip.x(ofVisualPage: target) != hostOffset else {
            if byUser { settle() }
            return
        }
        animationTarget = target
        setOffset(strip.x(ofVisualPage: target), animated: true)
    }

    /// The auto-advance timer fired. Advances one item, animated, and returns
    /// true, unless the user is touching or moving the picker, a move is
    /// under way, the picker is off screen, the user prefers reduced motion,
    /// or the user touched it since the last tick (so an advance never
    /// follows a touch sooner than one full interval).
    @discardableResult
    @_spi(Core) public func autoAdvanceTick() -> Bool {
        guard isScrollEnabled, isOnScreen, ReducedMotion.allowsAutoAdvance(prefersReducedMotion: prefersReducedMotion),
              let host else { return false }
        if host.isTracking || host.isDragging || host.isDecelerating || animationTarget != nil {
            touchedSinceTick = host.isTracking || host.isDragging || touchedSinceTick
            return false
        }
        if touchedSinceTick { touchedSinceTick = false; return false }
        advance(by: 1, animated: true)
        return true
    }

    /// VoiceOver's increment: moves one item forward at once and reports it.
    @_spi(Core) public func accessibilityIncrement() { adjust(by: 1) }

    /// VoiceOver's decrement: moves one item back at once and reports it.
    @_spi(Core) public func accessibilityDecrement() { adjust(by: -1) }

    // MARK: - Private

    private var hostOffset: CGFloat { (host?.contentOffsetX ?? 0).finiteOr(0) }

    /// Ends an animated move at once on its target (the picker left the
    /// screen): settles there and runs nothing queued.
    private func finishAnimatedMoveAtOnce() {
        guard let target = animationTarget else { return }
        animationTarget = nil
        queuedAdvances = 0
        setOffset(strip.x(ofVisualPage: target), animated: false)
        settle()
    }

    private func adjust(by steps: Int) {
        guard isScrollEnabled, host != nil else { return }
        queuedAdvances = 0
        animationTarget = nil
        advance(by: steps, animated: false)
        settle()
    }

    /// Moves `steps` items from the page on screen (±1, or a few for a
    /// tapped neighbour: always a page the content holds, or one period in).
    private func advance(by steps: Int, animated: Bool) {
        guard let host else { return }
        var target = currentPage + steps * PaddedStrip.forwardStep(direction)
        if target < 0 || target > strip.pageCount - 1 {
            let pages = target < 0 ? strip.itemCount : -strip.itemCount
            guard strip.isPadded, (0..<strip.pageCount).contains(target + pages) else { return } // a finite end
            target += pages
            shift(host: host, byPages: pages)
        }
        if animated { animationTarget = target }
        setOffset(strip.x(ofVisualPage: target), animated: animated)
        if !animated { showPages() }
    }

    /// The picker came to rest: recentre off a copy, report a change once, run
    /// a queued tap. A queued tap carried out at once (Reduce Motion switched
    /// on while a slide ran) settles in turn in the same loop, not in a
    /// nested call: taps queued by the hundred thousand would otherwise nest
    /// a call per tap and overflow the stack.
    private func settle() {
        while strip.itemCount > 0, host != nil, animationTarget == nil {
            recenterIfNeeded()
            showPages()
            let item = currentItem
            if item != selectedIndex {
                selectedIndex = item
                emit(.notify(item))
            }
            guard queuedAdvances > 0 else { return }
            queuedAdvances -= 1
            if advanceOneStep() { return }
        }
    }

    /// One item forward from a tap: sliding, or at once and settled (off
    /// screen, or with reduced motion).
    private func advanceOne() {
        if !advanceOneStep() { settle() }
    }

    /// One item forward, sliding or at once (off screen, or with reduced
    /// motion); returns whether it slides. A move made at once is left for
    /// the caller to settle.
    private func advanceOneStep() -> Bool {
        let slides = isOnScreen && ReducedMotion.slides(animated: true, prefersReducedMotion: prefersReducedMotion)
        advance(by: 1, animated: slides)
        return slides
    }

    private func recenterIfNeeded(margin: CGFloat = 0) {
        guard let host else { return }
        recenterIfNeeded(host, margin: margin)
    }

    private func recenterIfNeeded(_ host: ScrollHost, margin: CGFloat = 0) {
        guard strip.isPadded, strip.pageWidth > 0 else { return }
        let x = host.contentOffsetX
        guard x.isFinite else { return }
        var r = strip.recentered(x)
        if r == x && margin > 0 {
            // Inside the band but within `margin` of an edge: the same place
            // one period further in (the band is a period and a page long, so
            // it lies in the band, at least `margin` from both edges).
            if x < margin { r = x + strip.period } else if x > CGFloat(strip.itemCount + 1) * strip.pageWidth - margin { r = x - strip.period }
        }
        guard r != x else { return }
        // Whole periods, as whole pages; an offset farther out than
        // `PaddedStrip.maximumShiftPeriods` periods (a broken host, a denormal
        // page) is put back on the same item at once instead.
        let periods = ((r - x) / strip.period).rounded(.toNearestOrAwayFromZero)
        guard periods.isFinite, abs(periods) <= PaddedStrip.maximumShiftPeriods else {
            shownPages = 0..<0
            setOffset(r, animated: false)
            return
        }
        shift(host: host, byPages: Int(periods) * strip.itemCount)
    }

    /// Moves the offset (and the drag's start page and the shown pages) by
    /// whole pages, guarded against the re-entrant scroll.
    private func shift(host: ScrollHost, byPages pages: Int) {
        let dx = CGFloat(pages) * strip.pageWidth
        if let start = dragStartPage { dragStartPage = start + pages }
        shownPages = (shownPages.lowerBound + pages)..<(shownPages.upperBound + pages)
        emit(.recentered(by: dx, pages: pages))
        isApplying = true
        host.recenterContentOffsetX(host.contentOffsetX + dx) // keeps a drag or fling going
        isApplying = false
    }

    private func showPages() { showPages(atOffset: hostOffset) }

    private func showPages(atOffset offset: CGFloat) {
        if offset > pagesWindow.low && offset < pagesWindow.high && pagesWindow.pages == shownPages { return }
        pagesWindow = strip.unchangedPagesWindow(around: offset, visibleWidth: visibleWidth)
        let pages = pagesWindow.pages
        guard pages != shownPages else { return }
        shownPages = pages
        emit(.showPages(pages))
    }

    private func setOffset(_ x: CGFloat, animated: Bool) {
        emit(.setOffset(x, animated: animated))
        isApplying = true
        host?.setContentOffsetX(x, animated: animated)
        isApplying = false
    }

    private func emit(_ command: PickerCommand) { onCommand?(command) }
}
