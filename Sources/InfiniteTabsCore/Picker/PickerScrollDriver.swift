import Foundation

/// The decisions of the compact looping option picker: when to recentre (on every scroll, by exactly one period), where
/// a drag pages to, when the picker has settled and whether that is a change to report, what a tap, an auto-advance tick
/// or a VoiceOver adjustment does. Each event returns the ``PickerCommand``s the picker applies, in order; the driver
/// reads its scroll view and never writes it.
@MainActor
package final class PickerScrollDriver {
    // `@ModuleStorage` and the private weak host: storage whose exclusivity is proven at compile time (see `ModuleStorage`).
    /// The picker's scroll view, read only; weak (the view that owns the driver owns its scroll view too).
    package var host: ScrollHost? { get { _host } set { _host = newValue } }
    private weak var _host: ScrollHost?
    /// The deceleration the scroll view uses (default ``DecelerationRate/fast``), which decides where a slow release
    /// would come to rest.
    @ModuleStorage package var decelerationRate: DecelerationRate = .fast

    @ModuleStorage package private(set) var strip: PickerPageLayout = PickerPageLayout(itemCount: 0, pageWidth: 0)
    @ModuleStorage package private(set) var direction: LayoutDirection = .leftToRight
    /// The width of the window in which pages are visible (the picker view, wider than a page when neighbours peek in).
    @ModuleStorage package private(set) var visibleWidth: CGFloat = 0
    @ModuleStorage package internal(set) var selectedIndex: Int = 0
    @ModuleStorage package internal(set) var queuedAdvances: Int = 0
    @ModuleStorage package internal(set) var animationTarget: Int? = nil
    @ModuleStorage package private(set) var isOnScreen: Bool = true

    /// Whether the user prefers reduced motion (default false; the picker reads
    /// `UIAccessibility.isReduceMotionEnabled`).
    @ModuleStorage package var prefersReducedMotion: Bool = false

    /// Whether the app is active (default true; the picker follows `UIApplication`'s active and background
    /// notifications).
    @ModuleStorage package var isAppActive: Bool = true

    var dragStartPage: Int?
    /// The commands of the event under way, returned when it ends (``finishEvent()``).
    var outbox = PickerCommands()
    /// Where the event's writes put the offset so far (nil: the host's own offset), so later decisions in the same event
    /// see it.
    var offsetAfterWrites: CGFloat?
    var touchedSinceTick = false
    /// What a drag does to auto-advance (the picker's `autoScrollOnDrag`, as the pages' `AutoScroll.dragBehavior`).
    package var autoAdvanceOnDrag: AutoScrollDragBehavior = .pause
    /// A drag cancelled auto-advance (``autoAdvanceOnDrag`` `.cancel`) until the app sets the interval again.
    package var autoAdvanceCancelled = false
    var shownPages: Range<Int> = 0..<0
    /// Offsets strictly between `low` and `high` show `pages`
    /// (``PickerPageLayout/unchangedPagesWindow(around:visibleWidth:)``): most scroll events stay inside and skip
    /// working the pages out again.
    var pagesWindow = PickerPageLayout.PagesWindow.empty
    var viewTracker = ViewRefreshTracker(measuresText: false)

    package init() {}

    /// Whether the picker takes the user's input (default true; a disabled `UIControl`): while false, taps, VoiceOver
    /// adjustments and auto-advance ticks do nothing and the scroll view does not scroll.
    @ModuleStorage package var isEnabled: Bool = true

    package var isScrollEnabled: Bool { isEnabled && canMove }

    package var canMove: Bool { strip.itemCount >= 2 && strip.pageWidth > 0 }

    @ModuleStorage package var loops: Bool = true

    package var acceptsTouches: Bool { animationTarget == nil && isEnabled }

    package var currentPage: Int { strip.page(atOffset: hostOffset) }

    package var currentItem: Int { strip.item(atVisualPage: currentPage, direction: direction) }

    @ModuleStorage package var advancesOnTap: Bool = true

    // MARK: - Layout

    /// Lays the picker out for `itemCount` items on pages `pageWidth` wide, seen through a window `visibleWidth` wide,
    /// and shows `selectedIndex` (default: the current selection, clamped into range) without animation and without
    /// notifying.
    package func configure(itemCount: Int, pageWidth: CGFloat, visibleWidth: CGFloat,
                          direction: LayoutDirection, selectedIndex: Int? = nil) -> PickerCommands {
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
        outbox.append(.layout(strip))
        setOffset(strip.x(ofVisualPage: strip.visualPage(ofItem: self.selectedIndex, direction: direction)), animated: false)
        showPages()
        return finishEvent()
    }

    /// The picker joined or left a window: off screen, an animated move ends at once on its target.
    package func setOnScreen(_ onScreen: Bool) -> PickerCommands {
        isOnScreen = onScreen
        if !onScreen { finishAnimatedMoveAtOnce() }
        return finishEvent()
    }

    // MARK: - Private

    var hostOffset: CGFloat { (offsetAfterWrites ?? host?.offsetAlongAxis ?? 0).finiteOr(0) }

    func setOffset(_ x: CGFloat, animated: Bool) {
        outbox.append(.setOffset(x, animated: animated))
        if !animated, host != nil { offsetAfterWrites = x }
    }

    /// Ends the event: its commands, in order.
    func finishEvent() -> PickerCommands {
        var commands = PickerCommands()
        swap(&commands, &outbox) // a move: the outbox is left empty without copying its commands
        offsetAfterWrites = nil
        return commands
    }
}

extension PickerScrollDriver {
    /// The view changed (a layout pass or a trait change): records `metrics` and returns what the picker must redo.
    package func viewChanged(_ metrics: ViewMetrics) -> ViewRefresh {
        viewTracker.refresh(for: metrics)
    }

    /// Forgets the metrics the picker was laid out for, so that the next ``viewChanged(_:)`` lays out again (a new page
    /// width was asked for).
    package func forgetViewMetrics() {
        viewTracker.forget()
    }

    /// Whether a touch the picker's own view received (on a peeking neighbour, outside the page-wide scroll view) goes
    /// to the scroll view: true when the hit view is the picker itself (`hitPickerItself`) and the scroll view takes
    /// touches now (see ``acceptsTouches``: not during an animated move).
    package func touchGoesToScrollView(hitPickerItself: Bool) -> Bool {
        hitPickerItself && acceptsTouches
    }
}

extension PickerScrollDriver {
    /// The app set the auto-advance interval (any value, the same one too): turns cancelled by a drag start again, the
    /// first a full interval from now (the timer restarts), so the cancelling drag no longer skips it. Turns that were
    /// only paused keep waiting a full interval after the last touch.
    package func autoAdvanceIntervalSet() {
        guard autoAdvanceCancelled else { return }
        autoAdvanceCancelled = false
        touchedSinceTick = false
    }

    /// The interval the picker's auto-advance timer runs with: the requested one when it is finite and positive and the
    /// picker is on screen; nil (no timer) when it is nil, 0, negative, NaN or infinite, or the picker is off screen.
    package nonisolated static func autoAdvanceInterval(_ requested: TimeInterval?, isOnScreen: Bool) -> TimeInterval? {
        guard isOnScreen else { return nil }
        return AutoScroll.usableInterval(requested)
    }

    /// The interval of the auto-advance timer as ``autoAdvanceInterval(_:isOnScreen:)`` decides, and nil (no timer:
    /// auto-advance pauses) while the user prefers reduced motion
    /// (`ReducedMotion.allowsAutoAdvance(prefersReducedMotion:)`) or the app is not active (`isAppActive` false:
    /// inactive or in the background, as the pages' auto-scroll pauses).
    package nonisolated static func autoAdvanceInterval(_ requested: TimeInterval?, isOnScreen: Bool,
                                                       prefersReducedMotion: Bool,
                                                       isAppActive: Bool = true) -> TimeInterval? {
        guard isAppActive, ReducedMotion.allowsAutoAdvance(prefersReducedMotion: prefersReducedMotion) else { return nil }
        return autoAdvanceInterval(requested, isOnScreen: isOnScreen)
    }
}
