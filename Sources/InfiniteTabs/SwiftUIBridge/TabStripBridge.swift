#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// Every decision of the SwiftUI `InfiniteTabStrip`, free of SwiftUI so that
/// the tests drive it on the model: the wrapper hands one ``Input`` per view
/// update and the binding as a ``SelectionSink``; the bridge brings the strip
/// in line (settings, then items and any reload, then the custom tabs, then
/// the selection) and writes the binding only through its ``BridgeOutbox``.
@MainActor
package final class TabStripBridge<Content> {
    /// One view update's worth of the wrapper.
    package struct Input {
        package var bound: Int
        package var items: [InfiniteTabItem]
        /// The custom tabs' content (nil: built-in tabs).
        package var tab: CustomTabContent<Content>.Make?
        package var settings: InfiniteControlSettings
        package var isEnabled: Bool
        package var transaction: BridgeTransaction
        /// SwiftUI's `.font` as a text style (nil: none, or not a text style).
        package var textStyle: UIFont.TextStyle?

        package init(bound: Int, items: [InfiniteTabItem], tab: CustomTabContent<Content>.Make? = nil,
                     settings: InfiniteControlSettings = InfiniteControlSettings(), isEnabled: Bool = true,
                     transaction: BridgeTransaction = BridgeTransaction(), textStyle: UIFont.TextStyle? = nil) {
            self.bound = bound
            self.items = items
            self.tab = tab
            self.settings = settings
            self.isEnabled = isEnabled
            self.transaction = transaction
            self.textStyle = textStyle
        }
    }

    package let strip: InfiniteTabStripView
    package let outbox: BridgeOutbox
    /// Makes custom tabs from their content (the cell that hosts it).
    private let makeTabs: (@escaping CustomTabContent<Content>.Make) -> CustomTabContent<Content>
    private var items = BoundItems<InfiniteTabItem>()
    private var tabContent: CustomTabContent<Content>?
    private var shownState: PagingState?
    private var lastBound: Int?
    private var settings = InfiniteControlSettings()

    package init(strip: InfiniteTabStripView = SelfSizingTabStrip(),
                 makeTabs: @escaping (@escaping CustomTabContent<Content>.Make) -> CustomTabContent<Content>,
                 scheduleFlush: @escaping () -> Void) {
        self.strip = strip
        self.makeTabs = makeTabs
        outbox = BridgeOutbox(scheduleFlush: scheduleFlush)
        strip.onSelect = { [weak self] index in self?.userSelected(index) }
        strip.onProgress = { [weak self] state in self?.progressed(state) }
        strip.onReselect = { [weak self] index in self?.reselected(index) }
    }

    /// Brings the strip in line with one view update.
    package func update(_ input: Input, selection: SelectionSink) {
        outbox.selection = selection
        settings = input.settings
        let settings = input.settings
        outbox.update {
            let style = settings.inheritedStyle(textStyle: input.textStyle) // `.font`, `.tint`, `.foregroundStyle`
            SettingWrite.write(settings.resolvedIndicatorStyle(inheriting: style), to: \.indicatorStyle, of: strip)
            let height = strip.ownHeight
            SettingWrite.write(settings.resolvedTabAppearance(inheriting: style), to: \.appearance, of: strip)
            if strip.ownHeight != height { strip.invalidateIntrinsicContentSize() } // a new font: a new height
            SettingWrite.write(settings.loops ?? true, to: \.loops, of: strip)
            SettingWrite.write(settings.tabWidthMode ?? .fitting, to: \.widthMode, of: strip)
            SettingWrite.write(settings.tabSpacing ?? 0, to: \.spacing, of: strip)
            SettingWrite.write(settings.tabStripBackgroundEffect ?? nil, to: \.backgroundEffect, of: strip)
            SettingWrite.write(settings.tabStripSeparatorColor ?? nil, to: \.separatorColor, of: strip)
            SettingWrite.write(settings.indicatorAnimationDuration ?? 0.25, to: \.animationDuration, of: strip)
            SettingWrite.write(settings.prefersReducedMotion ?? nil, to: \.prefersReducedMotion, of: strip)
            SettingWrite.write(input.isEnabled, to: \.isUserInteractionEnabled, of: strip) // `.disabled(_:)`
            // 1. Items: a reload before any closure sees the new count.
            let update = TabItemsUpdate.recording(input.items, in: &items)
            let step = SelectionBinding.update(bound: input.bound, target: strip.selectedIndex, count: strip.items.count,
                                               itemsChanged: update == .reload, animated: input.transaction.animatesMove)
            if case .badges = update { strip.items = input.items } // badges only: in place, no reload
            if case .reload(let index) = step {
                strip.items = input.items
                strip.select(index, animated: false) // ignored out of range
                outbox.correct(count: input.items.count, shown: strip.selectedIndex)
            }
            // 2. Content closures, for the items the strip now has.
            updateTabs(input.tab)
            // 3. Selection: a driven paging state owns the strip; the binding
            // then moves it only when the binding itself changed.
            let boundChanged = lastBound != input.bound
            lastBound = input.bound
            if case .select(let index, let animated) = step, settings.pagingState == nil || boundChanged {
                strip.select(index, animated: animated)
            }
            if let state = settings.pagingState, state != shownState {
                shownState = state
                strip.apply(state: state, animated: false)
            } else if settings.pagingState == nil {
                shownState = nil
            }
        }
    }

    private func updateTabs(_ make: CustomTabContent<Content>.Make?) {
        guard let make else {
            if tabContent != nil { strip.useBuiltInCells() } // back from custom tabs
            tabContent = nil
            return
        }
        if let tabContent { return tabContent.update(make, in: strip) }
        let content = makeTabs(make)
        content.install(in: strip)
        tabContent = content
    }

    /// A tap: written (the strip's selection read when the write runs),
    /// then `onSelect`, then `onProgress` at rest on it (the strip follows no
    /// pages of its own, so its progress is its selection).
    private func userSelected(_ index: Int) {
        let onSelect = settings.onSelect, onProgress = settings.onProgress
        outbox.writeSettled(index, target: { [weak strip] in strip?.selectedIndex ?? index }) {
            onSelect?(index)
            onProgress?(.idle(index: index))
        }
    }

    /// The selected tab was tapped again: `onReselect`, never during an update.
    private func reselected(_ index: Int) {
        let onReselect = settings.onReselect
        outbox.call { onReselect?(index) }
    }

    private func progressed(_ state: PagingState) {
        let onProgress = settings.onProgress
        outbox.call { onProgress?(state) }
    }
}
#endif
