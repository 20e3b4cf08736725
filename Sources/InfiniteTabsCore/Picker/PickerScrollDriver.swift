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
package final class PickerScrollDriver {
    /// The picker's scroll view; weak (the view that owns the driver owns
    /// its scroll view too).
    package weak var host: ScrollHost?

    /// Receives every command, in order. Capture the owner weakly: the
    /// driver is usually the owner's.
    package var onCommand: ((PickerCommand) -> Void)?
    /// The deceleration the scroll view uses (default ``DecelerationRate/fast``),
    /// which decides where a slow release would come to rest.
    package var decelerationRate: DecelerationRate = .fast

    /// The current layout (no items until configured).
    package private(set) var strip = PickerPageLayout(itemCount: 0, pageWidth: 0)
    /// The layout direction (right to left mirrors the pages).
    package private(set) var direction: LayoutDirection = .leftToRight
    /// The width of the window in which pages are visible (the picker view,
    /// wider than a page when neighbours peek in).
    package private(set) var visibleWidth: CGFloat = 0
    /// The selected item: the last one the picker settled on, or the one set
    /// in code. 0 without items.
    package internal(set) var selectedIndex = 0
    /// Taps made while the picker was moving, each carried out in turn when
    /// it settles.
    package internal(set) var queuedAdvances = 0
    /// The visual page an animated move (tap, auto-advance, animated
    /// selection) is heading for, or nil. No recentring happens meanwhile:
    /// such targets always lie inside the content.
    package internal(set) var animationTarget: Int?
    /// Whether the picker is in a window (default true). Off screen UIKit may
    /// never finish an animated offset change (`scrollViewDidEndScrollingAnimation`
    /// does not come), which would leave ``animationTarget`` set for good:
    /// so off screen every move is made at once, and leaving the screen
    /// during an animated move finishes it at once.
    package var isOnScreen = true {
        didSet { if !isOnScreen { finishAnimatedMoveAtOnce() } }
    }

    /// Whether the user prefers reduced motion (default false; the picker
    /// reads `UIAccessibility.isReduceMotionEnabled`). When true, taps,
    /// queued taps and animated selections move at once instead of sliding
    /// (`ReducedMotion`), and auto-advance ticks do nothing
    /// (``autoAdvanceTick()`` returns false). Drags and flings are untouched.
    package var prefersReducedMotion = false

    /// Whether the app is active (default true; the picker follows
    /// `UIApplication`'s active and background notifications). While false
    /// ``autoAdvanceTick()`` does nothing: a tick already on its way when
    /// the app left the foreground turns nothing.
    package var isAppActive = true

    var dragStartPage: Int?
    var isApplying = false
    var touchedSinceTick = false
    var shownPages: Range<Int> = 0..<0
    /// Offsets strictly between `low` and `high` show `pages`
    /// (``PickerPageLayout/unchangedPagesWindow(around:visibleWidth:)``): most
    /// scroll events stay inside and skip working the pages out again.
    var pagesWindow = PickerPageLayout.PagesWindow.empty
    /// What the view was last laid out for (see ``viewChanged(_:)``).
    var viewTracker = ViewRefreshTracker(measuresText: false)

    /// Creates a driver with no items.
    package init() {}

    /// Whether the picker takes the user's input (default true; a disabled
    /// `UIControl`): while false, taps, VoiceOver adjustments and
    /// auto-advance ticks do nothing and the scroll view does not scroll.
    package var isEnabled = true

    /// Whether the picker can move: enabled, two or more items and a usable
    /// page width. The scroll view should scroll only then.
    package var isScrollEnabled: Bool { isEnabled && canMove }

    /// Whether the picker has somewhere to move: two or more items and a
    /// usable page width. Code moves it then, enabled or not (a disabled
    /// `UIControl` refuses only the user's input).
    package var canMove: Bool { strip.itemCount >= 2 && strip.pageWidth > 0 }

    /// Whether the items loop, the last followed by the first (default true).
    /// False: a finite picker that stops at both ends (a change takes effect
    /// at the next ``configure(itemCount:pageWidth:visibleWidth:direction:selectedIndex:)``).
    package var loops = true

    /// Whether the scroll view should take touches now: not while an animated
    /// move runs. A finger that catches UIKit's animated offset change may
    /// stop it without `scrollViewDidEndScrollingAnimation` ever coming,
    /// which would leave the move unsettled for good (recentring off, taps
    /// queued forever); with touches refused the move always ends, and taps
    /// made meanwhile (seen by the picker itself) queue as documented. A
    /// disabled picker refuses them too: a touch may stop the spring-back of
    /// a drag the picker was disabled during, and no drag (no callback)
    /// would follow to finish it (issue 26).
    package var acceptsTouches: Bool { animationTarget == nil && isEnabled }

    /// The visual page the offset is nearest to.
    package var currentPage: Int { strip.page(atOffset: hostOffset) }

    /// The item on screen now (between pages, the nearer one).
    package var currentItem: Int { strip.item(atVisualPage: currentPage, direction: direction) }

    /// Whether a tap on the centred item advances one item (default true).
    /// A tap on a neighbour peeking in selects that neighbour either way.
    package var advancesOnTap = true

    // MARK: - Layout

    /// Lays the picker out for `itemCount` items on pages `pageWidth` wide,
    /// seen through a window `visibleWidth` wide, and shows `selectedIndex`
    /// (default: the current selection, clamped into range) without animation
    /// and without notifying. Ends any move and drops queued taps.
    package func configure(itemCount: Int, pageWidth: CGFloat, visibleWidth: CGFloat,
                          direction: LayoutDirection, selectedIndex: Int? = nil) {
        strip = PickerPageLayout(itemCount: itemCount, pageWidth: pageWidth, loops: loops)
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

    // MARK: - Private

    var hostOffset: CGFloat { (host?.offsetAlongAxis ?? 0).finiteOr(0) }

    func setOffset(_ x: CGFloat, animated: Bool) {
        emit(.setOffset(x, animated: animated))
        isApplying = true
        host?.setOffsetAlongAxis(x, animated: animated)
        isApplying = false
    }

    func emit(_ command: PickerCommand) { onCommand?(command) }
}

extension PickerScrollDriver {
    /// The view changed (a layout pass or a trait change): records `metrics`
    /// and returns what the picker must redo. The picker measures no text, so
    /// a new size or a new layout direction answers ``ViewRefresh/layout``
    /// (lay the pages out again, keeping the selection) and a new text size
    /// alone ``ViewRefresh/none`` (see ``ViewRefreshTracker``).
    package func viewChanged(_ metrics: ViewMetrics) -> ViewRefresh {
        viewTracker.refresh(for: metrics)
    }

    /// Forgets the metrics the picker was laid out for, so that the next
    /// ``viewChanged(_:)`` lays out again (a new page width was asked for).
    package func forgetViewMetrics() {
        viewTracker.forget()
    }

    /// Whether a touch the picker's own view received (on a peeking
    /// neighbour, outside the page-wide scroll view) goes to the scroll view:
    /// true when the hit view is the picker itself (`hitPickerItself`) and the
    /// scroll view takes touches now (see ``acceptsTouches``: not during an
    /// animated move). Otherwise the hit view keeps the touch, so a tap during
    /// an animated move still reaches the picker and queues.
    package func touchGoesToScrollView(hitPickerItself: Bool) -> Bool {
        hitPickerItself && acceptsTouches
    }
}

extension PickerScrollDriver {
    /// The interval the picker's auto-advance timer runs with: the requested
    /// one when it is finite and positive and the picker is on screen; nil
    /// (no timer) when it is nil, 0, negative, NaN or infinite, or the picker
    /// is off screen. The same rule as the pages' auto-scroll
    /// (`AutoScroll.usableInterval(_:)`).
    package nonisolated static func autoAdvanceInterval(_ requested: TimeInterval?, isOnScreen: Bool) -> TimeInterval? {
        guard isOnScreen else { return nil }
        return AutoScroll.usableInterval(requested)
    }

    /// The interval of the auto-advance timer as
    /// ``autoAdvanceInterval(_:isOnScreen:)`` decides, and nil (no timer:
    /// auto-advance pauses) while the user prefers reduced motion
    /// (`ReducedMotion.allowsAutoAdvance(prefersReducedMotion:)`) or the app
    /// is not active (`isAppActive` false: inactive or in the background,
    /// as the pages' auto-scroll pauses). The picker asks again when Reduce
    /// Motion or the app's state changes, so either coming back resumes, one
    /// full interval later.
    package nonisolated static func autoAdvanceInterval(_ requested: TimeInterval?, isOnScreen: Bool,
                                                       prefersReducedMotion: Bool,
                                                       isAppActive: Bool = true) -> TimeInterval? {
        guard isAppActive, ReducedMotion.allowsAutoAdvance(prefersReducedMotion: prefersReducedMotion) else { return nil }
        return autoAdvanceInterval(requested, isOnScreen: isOnScreen)
    }
}
