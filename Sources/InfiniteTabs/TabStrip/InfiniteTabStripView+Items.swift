// The tab strip's items: reloads and layout, badges updated in place, title styles.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabStripView {
    /// The tab titles: a convenience over ``items`` for text-only tabs (a tab
    /// without a title reads ""). Built once per change of the items, so
    /// reading it again costs nothing however many tabs there are.
    public var titles: [String] {
        get {
            if let titles = cachedTitles { return titles }
            let titles = items.map { $0.title ?? "" }
            cachedTitles = titles
            return titles
        }
        set {
            items = newValue.map { InfiniteTabItem(title: $0) }
            cachedTitles = newValue
        }
    }

    /// Sets the badge of tab `index` (nil removes it) without a reload: every
    /// copy of the tab on screen shows it at once and VoiceOver reads it with
    /// the tab. An index out of range is ignored.
    public func setBadge(_ badge: TabBadge?, forItem index: Int) {
        guard items.indices.contains(index) else { return }
        items[index].badge = badge
    }

    /// Updates tab `index` in place (its title, image, badge, label or id)
    /// and keeps the selected index, even when it renames the selected tab
    /// (setting ``items`` would follow the old title). A new title or image
    /// measures the strip again; a badge alone updates the tab's cells. An
    /// index out of range is ignored.
    public func setItem(_ item: InfiniteTabItem, at index: Int) {
        guard items.indices.contains(index) else { return }
        keptIndex = driver.selectedIndex
        defer { keptIndex = nil }
        items[index] = item
    }

    /// How selected tab `item` looks right now, 0...1 (1 for the selected tab
    /// at rest, shared between two tabs during a swipe), for custom cells that
    /// want to follow the swipe. 0 for an index out of range.
    public func titleEmphasis(ofItem item: Int) -> CGFloat {
        driver.titleEmphasis(ofItem: item)
    }

    func itemsChanged(from old: [InfiniteTabItem]) {
        cachedTitles = nil
        let new = items
        switch TabItemsUpdate.between(oldCount: old.count, newCount: new.count,
                                      sameLayout: { old[$0].layoutKey == new[$0].layoutKey },
                                      sameBadge: { old[$0].badge == new[$0].badge }) {
        case .none:
            break
        case .badges(let changed):
            refreshBadges(Set(changed))
        case .reload:
            pendingSelection = keptIndex ?? IdentityReload.keptSelection(old: old, selectedIndex: driver.selectedIndex,
                                                                         new: new, id: \.id, title: \.title)
            reloadData()
        }
    }

    private func refreshBadges(_ changed: Set<Int>) {
        if let showBadge = cellKind.showBadge {
            for cell in collectionView.visibleCells {
                guard let path = collectionView.indexPath(for: cell),
                      let content = driver.content(ofCell: path.item, availableItems: items.count),
                      changed.contains(content.item) else { continue }
                showBadge(cell, content)
            }
        }
        refreshAccessibilitySelection()
    }

    fileprivate var currentTitleStyle: TabTitleStyle {
        if let style = titleStyle { return style }
        let style = appearance.titleStyle(in: traitCollection)
        titleStyle = style
        return style
    }

    /// ``currentTitleStyle`` prepared for a look per visible tab per frame,
    /// its colours made once.
    var currentTitleLooks: TitlePalette {
        if let looks = titleLooks { return looks }
        let looks = TitlePalette(style: currentTitleStyle)
        titleLooks = looks
        return looks
    }
}

extension InfiniteTabStripView {
    /// Measures the tabs again and lays the strip out, keeping the selected
    /// index (clamped into range).
    public func reloadData() {
        measuredWidths = nil
        measuredContentWidths = nil
        accessibilityCache = [:]
        reloadLayout()
    }

    func refresh(_ refresh: ViewRefresh) {
        switch refresh {
        case .none: break
        case .layout: reloadLayout()
        case .measure: reloadData()
        }
    }

    func reloadLayout() {
        // A usable fixed width needs no text measured (100,000 titles cost a
        // measurement each).
        let widths = widthMode.needsMeasuring ? measuredWidths ?? measure() : Array(repeating: 0, count: items.count)
        if widthMode.needsMeasuring { measuredWidths = widths }
        let scale = window?.screen.scale ?? traitCollection.displayScale
        let sizing = TabStripSizing.resolve(measured: widths, mode: widthMode, spacing: spacing, viewportWidth: bounds.width,
                                            scale: scale, loops: loops, voiceOverRunning: UIAccessibility.isVoiceOverRunning)
        if sizesToTabs, case let natural = naturalWidth(), natural != laidOutNaturalWidth {
            laidOutNaturalWidth = natural
            invalidateIntrinsicContentSize() // a navigation bar sizes its title view again
        }
        driver.indicatorWidth = indicatorStyle.width
        driver.indicatorContentWidths = indicatorStyle.width == .title ? contentWidths(measured: widths) : []
        let selecting = pendingSelection ?? driver.selectedIndex
        pendingSelection = nil
        apply(driver.configure(itemWidths: sizing.widths, spacing: spacing, viewportWidth: bounds.width,
                               isLooping: sizing.isLooping, direction: LayoutDirection(effectiveUserInterfaceLayoutDirection),
                               selecting: selecting))
    }

    /// One copy of the tabs side by side at their own widths (see ``intrinsicContentSize``).
    func naturalWidth() -> CGFloat {
        let widths = widthMode.needsMeasuring ? measuredWidths ?? measure() : Array(repeating: 0, count: items.count)
        if widthMode.needsMeasuring { measuredWidths = widths }
        let scale = window?.screen.scale ?? traitCollection.displayScale
        let sizing = TabStripSizing.resolve(measured: widths, mode: widthMode, spacing: spacing,
                                            viewportWidth: 0, scale: scale, loops: loops)
        return TabStripSizing.naturalWidth(of: sizing.widths, spacing: spacing)
    }

    private func measure() -> [CGFloat] {
        items.indices.map(cellKind.measurer())
    }

    /// The items' content widths for an indicator as wide as the title,
    /// measured once per reload: the built-in cells' titles (and images),
    /// a custom cell's measured tab width.
    private func contentWidths(measured widths: [CGFloat]) -> [CGFloat] {
        if let known = measuredContentWidths { return known }
        let measured: () -> (Int) -> CGFloat = { { widths[$0] } }
        let measurer = cellKind.contentMeasurer ?? (widthMode.needsMeasuring ? measured : cellKind.measurer)
        let content = items.indices.map(measurer())
        measuredContentWidths = content
        return content
    }
}
#endif
