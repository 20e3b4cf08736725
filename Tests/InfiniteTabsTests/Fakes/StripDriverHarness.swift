import Foundation
import InfiniteTabsCore

/// One effect of a ``StripUpdate``, in the order the strip view applies them: what the strip tests compare as whole lists.
enum TabStripCommand: Hashable {
    case reloadLayout(LoopingTabLayout)
    case setOffset(CGFloat, animated: Bool)
    case recentered(by: CGFloat)
    case placeIndicator(StripFrame, animated: Bool)
    case select(Int)
    case notifyTap(index: Int, direction: PageDirection)
    case notifyReselect(index: Int)
}

/// A `TabStripDriver` whose updates are applied the way `InfiniteTabStripView.apply(_:)` applies them, to the driver's (fake) host: the
/// offset writes (their re-entrant scroll callbacks ignored), then each effect handed to ``onCommand`` as a ``TabStripCommand``. It forwards
/// the driver's events under their own names and reads the driver's properties, so a test reads as if it drove the driver alone.
@MainActor @dynamicMemberLookup
final class StripDriverHarness {
    let driver = TabStripDriver()
    var onCommand: ((TabStripCommand) -> Void)?
    /// The updates applied, in order.
    private(set) var updates: [StripUpdate] = []
    private var isWritingOffsets = false

    init() {}

    subscript<T>(dynamicMember keyPath: KeyPath<TabStripDriver, T>) -> T { driver[keyPath: keyPath] }

    subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<TabStripDriver, T>) -> T {
        get { driver[keyPath: keyPath] }
        set { driver[keyPath: keyPath] = newValue }
    }

    /// Applies `update` as the strip view does and returns it.
    @discardableResult
    func apply(_ update: StripUpdate) -> StripUpdate {
        updates.append(update)
        isWritingOffsets = true
        if let host = driver.host { host.write(update) }
        isWritingOffsets = false
        for command in Self.commands(of: update, selectedIndex: driver.selectedIndex, layout: driver.strip) { onCommand?(command) }
        return update
    }

    /// The effects of `update` in the order the view applies them.
    static func commands(of update: StripUpdate, selectedIndex: Int, layout: LoopingTabLayout) -> [TabStripCommand] {
        var commands: [TabStripCommand] = []
        if update.layoutChanged { commands.append(.reloadLayout(layout)) }
        if let stop = update.stop { commands.append(.setOffset(stop, animated: false)) }
        if let recenter = update.recenter { commands.append(.recentered(by: recenter.indicatorShift)) }
        if let offset = update.offset { commands.append(.setOffset(offset.x, animated: offset.animated)) }
        if let indicator = update.indicator { commands.append(.placeIndicator(indicator.frame, animated: indicator.animated)) }
        if update.selectionChanged { commands.append(.select(selectedIndex)) }
        if let tap = update.tap { commands.append(.notifyTap(index: tap.index, direction: tap.direction)) }
        if let index = update.reselect { commands.append(.notifyReselect(index: index)) }
        return commands
    }

    func configure(itemWidths: [CGFloat], spacing: CGFloat, viewportWidth: CGFloat, isLooping: Bool, direction: LayoutDirection) {
        apply(driver.configure(itemWidths: itemWidths, spacing: spacing, viewportWidth: viewportWidth, isLooping: isLooping,
                               direction: direction))
    }

    func configure(itemWidths: [CGFloat], spacing: CGFloat, viewportWidth: CGFloat, isLooping: Bool, direction: LayoutDirection,
                   selecting: Int) {
        apply(driver.configure(itemWidths: itemWidths, spacing: spacing, viewportWidth: viewportWidth, isLooping: isLooping,
                               direction: direction, selecting: selecting))
    }

    /// The host scrolled (ignored while this harness writes the offset, as the view ignores its own writes).
    func didScroll() {
        guard !isWritingOffsets else { return }
        apply(driver.didScroll())
    }

    func didScroll(in scrollView: ScrollHost) {
        guard !isWritingOffsets else { return }
        apply(driver.didScroll(in: scrollView))
    }

    func didEndScrollingAnimation() {
        guard !isWritingOffsets else { return }
        apply(driver.didEndScrollingAnimation())
    }

    func willBeginDragging() { driver.willBeginDragging() }
    func showPages(_ state: PagingState) { apply(driver.showPages(state)) }
    func apply(_ state: PagingState, animated: Bool) { apply(driver.apply(state, animated: animated)) }
    func update(progress: CGFloat, from: Int, to: Int) { apply(driver.update(progress: progress, from: from, to: to)) }
    func setSelectedIndex(_ index: Int, animated: Bool) { apply(driver.setSelectedIndex(index, animated: animated)) }
    func tap(cell: Int) { apply(driver.tap(cell: cell)) }
    func tapItem(_ item: Int) { apply(driver.tapItem(item)) }

    /// Follows a paging scroll view; the state it changed to, or nil.
    @discardableResult
    func follow(offset: CGFloat, pageWidth: CGFloat, contentWidth: CGFloat) -> PagingState? {
        apply(driver.follow(offset: offset, pageWidth: pageWidth, contentWidth: contentWidth)).followedNewState ? driver.state : nil
    }

    @discardableResult
    func follow(offset: CGFloat, pageWidth: CGFloat?, scrollViewWidth: CGFloat, contentWidth: CGFloat) -> PagingState? {
        let update = driver.follow(offset: offset, pageWidth: pageWidth, scrollViewWidth: scrollViewWidth, contentWidth: contentWidth)
        return apply(update).followedNewState ? driver.state : nil
    }

    /// VoiceOver focused `item`'s element; true when the strip had to move.
    @discardableResult
    func accessibilityFocus(item: Int) -> Bool {
        apply(driver.accessibilityFocus(item: item)).offset != nil
    }

    func accessibilityFocusLost(item: Int) { driver.accessibilityFocusLost(item: item) }
    func voiceOverStatusChanged(isRunning: Bool) { _ = driver.voiceOverStatusChanged(isRunning: isRunning) }
    func titleLookChange(since tracker: inout TitleLook.Tracker) -> TitleLook.Tracker.Change? {
        driver.titleLookChange(since: &tracker)
    }
    func content(ofCell cell: Int, availableItems: Int) -> TabCellContent? { driver.content(ofCell: cell, availableItems: availableItems) }
    func content(ofItem item: Int, availableItems: Int) -> TabCellContent? { driver.content(ofItem: item, availableItems: availableItems) }
    func titleEmphasis(ofItem item: Int) -> CGFloat { driver.titleEmphasis(ofItem: item) }
    func showsItem(_ item: Int) -> Bool { driver.showsItem(item) }
    func isSelected(_ item: Int) -> Bool { driver.isSelected(item) }
    func accessibilityFrame(ofItem item: Int) -> StripFrame { driver.accessibilityFrame(ofItem: item) }
    func viewChanged(_ metrics: ViewMetrics) -> ViewRefresh { driver.viewChanged(metrics) }
}

extension ScrollHost {
    /// The strip view's offset writes for `update`, in its order (`InfiniteTabStripView.apply(_:)`).
    func write(_ update: StripUpdate) {
        if let stop = update.stop { setOffsetAlongAxis(stop, animated: false) }
        if let recenter = update.recenter { recenterOffsetAlongAxis(recenter.x) }
        if let offset = update.offset { setOffsetAlongAxis(offset.x, animated: offset.animated) }
    }
}
