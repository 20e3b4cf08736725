import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// The demo's tab strip and pages, joined by the real ``PagingCoordinator``.
///
/// The pages are modelled the way `UIPageViewController` in scroll style
/// works: an inner ``ScrollSimulator`` three pages wide, at rest on the middle
/// page, whose offset gives the swipe progress (``PageProgress``) that is fed
/// to the coordinator on every scroll event. When a swipe or a programmatic
/// transition comes to rest the page it landed on becomes the shown page and
/// the inner offset goes back to the middle, as UIKit does.
///
/// A swipe is a finger drag over a few frames followed by a release that
/// snaps to the neighbour. A tap goes through ``PagingCoordinator/select(_:direction:animated:byUser:)``:
/// one animated transition however far the tab is; a tap during a motion is
/// kept by the coordinator and carried out when the pages rest. Swipes asked
/// for while the pages move are queued (up to ``maxQueuedSwipes``) and run
/// after any tap kept before them.
///
/// The last request wins: a tap drops the swipes queued before it (a tab
/// is a place to go, not a step), so → → → 3 ends on tab 3 whatever was
/// under way; swipes asked for after a tap start from the tapped tab.
///
/// The strip follows ``PagingState/centeredPlacement(in:stripOffset:)`` after
/// every change: the indicator stays centred and the strip is recentred by
/// whole periods. Nothing moves until ``step()`` is called: one call is one
/// 120 Hz frame.
package final class DemoPages {
    /// What the pages are doing.
    package enum Motion: Hashable, Sendable {
        /// At rest.
        case none
        /// A swipe towards page `to`; `dragFramesLeft` frames of finger
        /// movement remain before the release.
        case swiping(to: Int, direction: PageDirection, dragFramesLeft: Int)
        /// A programmatic transition (a tap) to page `to`.
        case transitioning(to: Int, direction: PageDirection)
    }

    /// The tab strip's layout.
    package let strip: TripledStrip
    /// The pages' inner scroll view: three pages wide, at rest on the middle one.
    package let scroll: ScrollSimulator
    /// The width of a page in points (0 or less disables swiping).
    package let pageWidth: CGFloat
    /// The state machine joining strip and pages.
    package private(set) var coordinator: PagingCoordinator
    /// Every command the coordinator gave, in order.
    package private(set) var commandLog: [PagingCommand] = []
    /// The page the page view controller holds as its current page.
    package private(set) var shownPage: Int
    /// The tab last marked selected by a ``PagingCommand/selectTab(index:)``.
    package private(set) var selectedTab: Int
    /// What the pages are doing.
    package private(set) var motion: Motion = .none
    /// The strip's content offset.
    package private(set) var stripOffset: CGFloat
    /// The indicator's frame in strip content coordinates.
    package private(set) var indicator: StripFrame
    /// Swipes asked for while the pages moved, oldest first.
    package private(set) var queuedSwipes: [PageDirection] = []

    /// The banner-carousel clock (see ``AutoScroll``): with an interval, the
    /// pages turn one page forward by themselves after resting that many
    /// seconds, counted in frames of 1/120 s; never while they move. Default
    /// off (no interval).
    package var autoScroll = AutoScroll()
    /// Frames run, the auto-scroll's clock.
    package private(set) var frameCount = 0

    /// The most swipes kept while the pages move (default 4); more are dropped.
    package var maxQueuedSwipes = 4
    /// Frames of finger movement in a swipe (default 6).
    package var dragFrames = 6
    /// The share of a page the finger moves each drag frame (default 0.06).
    package var dragFraction: CGFloat = 0.06
    /// The release velocity of a swipe, points per second (default 900, a flick).
    package var releaseVelocity: CGFloat = 900
    /// Frames of a programmatic transition (default 36, 0.3 s).
    package var transitionFrames = 36

    private var nextShow: (index: Int, direction: PageDirection)?
    private var isResetting = false

    /// Creates the strip and pages: one tab `tabWidths[i]` points wide per
    /// page, `spacing` apart, in a strip `viewportWidth` wide, over pages
    /// `pageWidth` wide, at rest on `selectedIndex` (clamped).
    package init(tabWidths: [CGFloat], spacing: CGFloat, viewportWidth: CGFloat, pageWidth: CGFloat, selectedIndex: Int = 0) {
        strip = TripledStrip(itemWidths: tabWidths, spacing: spacing, viewportWidth: viewportWidth)
        self.pageWidth = pageWidth.positiveOrZero
        coordinator = PagingCoordinator(count: tabWidths.count, selectedIndex: selectedIndex)
        shownPage = coordinator.state.index
        selectedTab = shownPage
        scroll = ScrollSimulator(viewportWidth: self.pageWidth, contentWidth: 3 * self.pageWidth, offset: self.pageWidth)
        scroll.pageWidth = self.pageWidth
        let placement = coordinator.state.centeredPlacement(in: strip, stripOffset: strip.bandStart)
        stripOffset = placement.offset
        indicator = placement.indicator
        scroll.onScroll = { [unowned self] _ in self.didScroll() }
        scroll.onDidEndScrolling = { [unowned self] _ in self.didEndScrolling() }
    }

    /// How far the pages are from rest, in points: positive while the next
    /// page comes in from the trailing side, negative for the previous one.
    package var swipeOffset: CGFloat { scroll.offset - pageWidth }

    /// The page coming in during a swipe or a transition, nil at rest.
    package var incomingPage: Int? {
        switch motion {
        case .none: return nil
        case .swiping(let to, _, _), .transitioning(let to, _): return to
        }
    }

    /// Whether nothing moves and nothing waits.
    package var isIdle: Bool {
        motion == .none && queuedSwipes.isEmpty && nextShow == nil && coordinator.state.isIdle
    }

    /// Swipes one page in `direction`, now or, while the pages move, when they
    /// rest. Ignored with fewer than two pages or no page width, and when
    /// ``maxQueuedSwipes`` are already waiting.
    package func swipe(_ direction: PageDirection) {
        guard pageWidth > 0, coordinator.count >= 2, queuedSwipes.count < maxQueuedSwipes else { return }
        queuedSwipes.append(direction)
        startNext()
        updatePlacement()
    }

    /// Taps a tab: one animated transition to it, the shortest way round. A
    /// tab out of range does nothing, the current one (at rest) nothing more
    /// than dropping queued swipes; a tap while the pages move is kept by
    /// the coordinator (the latest wins) and drops the swipes queued before it.
    package func tap(_ index: Int) {
        guard (0..<coordinator.count).contains(index) else { return }
        queuedSwipes.removeAll()
        apply(coordinator.select(index, byUser: true))
        startNext()
        updatePlacement()
    }

    /// Runs one frame. Returns true while anything is left to do.
    @discardableResult
    package func step() -> Bool {
        frameCount += 1
        if autoScroll.tick(now: Double(frameCount) / 120, conditions: AutoScrollConditions(), pagesAreMoving: !isIdle,
                           page: shownPage),
           let next = coordinator.pages.index(after: coordinator.state.index) {
            apply(coordinator.select(next, direction: .always(.forward), byUser: true))
        }
        startNext()
        switch motion {
        case .none:
            break
        case .swiping(let to, let direction, let left) where left > 0:
            motion = .swiping(to: to, direction: direction, dragFramesLeft: left - 1)
            scroll.drag(by: CGFloat(direction.sign) * pageWidth * dragFraction)
            if left == 1 { scroll.endDrag(velocity: CGFloat(direction.sign) * releaseVelocity) }
        case .swiping, .transitioning:
            scroll.step()
        }
        startNext()
        updatePlacement()
        return !isIdle
    }

    // MARK: - Private

    private func startNext() {
        guard motion == .none else { return }
        if let show = nextShow {
            nextShow = nil
            motion = .transitioning(to: show.index, direction: show.direction)
            scroll.animate(to: pageWidth + CGFloat(show.direction.sign) * pageWidth, frames: transitionFrames)
            return
        }
        // A tap kept by the coordinator goes first: it was asked for before
        // every queued swipe (a later tap would have dropped them).
        guard coordinator.state.isIdle, coordinator.pending == nil, !queuedSwipes.isEmpty else { return }
        let direction = queuedSwipes.removeFirst()
        let pages = coordinator.pages
        guard let to = direction == .forward ? pages.index(after: shownPage) : pages.index(before: shownPage) else { return }
        motion = .swiping(to: to, direction: direction, dragFramesLeft: Swift.max(1, dragFrames))
        scroll.beginDrag()
    }

    private func apply(_ commands: PagingCommands) {
        commandLog.append(contentsOf: commands)
        for command in commands {
            switch command {
            case .showPage(let index, let direction, let animated):
                if animated { nextShow = (index, direction) } else { shownPage = index }
            case .selectTab(let index):
                selectedTab = index
            case .refreshPage, .notifySelection:
                break
            }
        }
    }

    private func updatePlacement() {
        let placement = coordinator.state.centeredPlacement(in: strip, stripOffset: stripOffset)
        stripOffset = placement.offset
        indicator = placement.indicator
    }

    private func didScroll() {
        guard !isResetting, motion != .none else { return }
        let progress = PageProgress.progress(offset: scroll.offset, pageWidth: pageWidth)
        apply(coordinator.pagesScrolled(progress: progress, isDragging: scroll.isDragging))
        updatePlacement()
    }

    private func didEndScrolling() {
        let finished = motion
        let landed: Int
        switch finished {
        case .none: return
        // A swipe lands on the neighbour only if it got more than half way.
        case .swiping(let to, _, _): landed = abs(swipeOffset) > pageWidth / 2 ? to : shownPage
        // A programmatic transition always arrives.
        case .transitioning(let to, _): landed = to
        }
        shownPage = landed
        motion = .none
        isResetting = true
        scroll.setOffset(pageWidth)
        isResetting = false
        if case .swiping = finished {
            apply(coordinator.swipeFinished(showing: landed))
        } else {
            apply(coordinator.transitionFinished())
        }
    }
}
