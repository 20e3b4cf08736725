import Foundation

/// The decisions of the looping tab strip: when to recentre, which item a tapped cell is, where the strip and its indicator go for a
/// selection or a swipe. Each event returns one ``StripUpdate`` the view applies; the driver reads its host and never writes to it.
@MainActor
package final class TabStripDriver {
    // `@ModuleStorage` and the private weak host: storage whose exclusivity is proven at compile time (see `ModuleStorage`).
    /// The scroll view showing the strip, read only; weak (the view that owns the driver owns its scroll view too).
    package var host: ScrollHost? { get { _host } set { _host = newValue } }
    private weak var _host: ScrollHost?

    /// When true (the default) a tap selects the tapped tab and centres it; when false a tap only reports ``StripUpdate/tap`` and a
    /// container drives the selection with ``apply(_:animated:)``.
    package var selectsOnTap = true
    /// Whether the user prefers reduced motion (default false; the tab view reads `UIAccessibility.isReduceMotionEnabled`).
    @ModuleStorage package var prefersReducedMotion: Bool = false

    /// The current layout of the strip (no items until ``configure(itemWidths:spacing:viewportWidth:isLooping:direction:)``).
    @ModuleStorage package private(set) var strip: LoopingTabLayout = LoopingTabLayout(itemWidths: [], viewportWidth: 0)
    /// Where tabs that fit sit in a strip that does not loop (default leading); read at each layout
    /// (``configure(itemWidths:spacing:viewportWidth:isLooping:direction:)``).
    package var alignment: TabStripAlignment = .leading
    /// How wide the indicator is under its tab (default ``TabIndicatorWidth/tab``); read at each placement.
    @ModuleStorage package var indicatorWidth: TabIndicatorWidth = .tab
    /// Each item's content width for ``TabIndicatorWidth/title``, measured once per reload (an item without one gets its tab's width).
    @ModuleStorage package var indicatorContentWidths: [CGFloat] = []
    @ModuleStorage package private(set) var direction: LayoutDirection = .leftToRight
    @ModuleStorage package internal(set) var state: PagingState = .idle(index: 0)
    @ModuleStorage package internal(set) var selectedIndex: Int = 0
    @ModuleStorage package internal(set) var anchorCell: Int = 0

    /// The host offset an animated move the driver started is heading for, or nil. While it runs the driver neither recentres nor
    /// re-anchors: UIKit's animated `setContentOffset` would not follow a recentred offset, and the strip would sweep back.
    @ModuleStorage package internal(set) var animationTarget: CGFloat? = nil

    /// The tab VoiceOver's cursor is on, kept in view by every move of the strip (see ``accessibilityFocus(item:)``); nil when VoiceOver is
    /// off or its focus is elsewhere.
    @ModuleStorage package internal(set) var voiceOverFocusedItem: Int? = nil
    var viewTracker = ViewRefreshTracker(measuresText: true)
    /// The ``focusableCell`` the view last asked about (see ``focusableCellMoved()``).
    var lastFocusableCell: Int?

    package init() {}

    /// Lays the strip out again (new items, widths, viewport size or direction) and centres the selected tab without animation.
    package func configure(itemWidths: [CGFloat], spacing: CGFloat, viewportWidth: CGFloat,
                          isLooping: Bool, direction: LayoutDirection) -> StripUpdate {
        configure(itemWidths: itemWidths, spacing: spacing, viewportWidth: viewportWidth, isLooping: isLooping,
                  direction: direction, selecting: selectedIndex)
    }

    /// Lays the strip out again like ``configure(itemWidths:spacing:viewportWidth:isLooping:direction:)`` but selects `selecting` (clamped
    /// into the new range; 0 without items), for a reload by identity (`IdentityReload.selectedIndex`) that moved the selected item.
    package func configure(itemWidths: [CGFloat], spacing: CGFloat, viewportWidth: CGFloat,
                          isLooping: Bool, direction: LayoutDirection, selecting: Int) -> StripUpdate {
        selectedIndex = selecting
        strip = LoopingTabLayout(itemWidths: itemWidths, spacing: spacing, viewportWidth: viewportWidth, isLooping: isLooping,
                             minimumBandWidth: Self.minimumBandViewports * viewportWidth.usableWidth, alignment: alignment)
        self.direction = direction
        selectedIndex = itemCount == 0 ? 0 : Swift.min(Swift.max(selectedIndex, 0), itemCount - 1)
        state = .idle(index: selectedIndex)
        anchorCell = strip.nearestCell(ofItem: selectedIndex, toOffset: strip.bandStart)
        var update = StripUpdate()
        update.layoutChanged = true
        place(animated: false, into: &update)
        update.selectionChanged = true
        return update
    }
}
