// The tab strip measuring its tabs and configuring the driver with the resulting layout.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabStripView {
    /// Measures the tabs again and lays the strip out, keeping the selected
    /// index (clamped into range).
    public func reloadData() {
        measuredWidths = nil
        accessibilityCache = [:]
        reloadLayout()
    }

    var viewMetrics: ViewMetrics {
        ViewMetrics(width: bounds.width, height: bounds.height,
                    layoutDirection: LayoutDirection(effectiveUserInterfaceLayoutDirection),
                    textSize: traitCollection.preferredContentSizeCategory.rawValue)
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
        let sizing = TabStripSizing.resolve(measured: widths, mode: widthMode, spacing: spacing,
                                            viewportWidth: bounds.width, scale: scale, loops: loops)
        let selecting = pendingSelection ?? driver.selectedIndex
        pendingSelection = nil
        driver.configure(itemWidths: sizing.widths, spacing: spacing, viewportWidth: bounds.width,
                         isLooping: sizing.isLooping, direction: LayoutDirection(effectiveUserInterfaceLayoutDirection),
                         selecting: selecting)
    }

    private func measure() -> [CGFloat] {
        items.indices.map(cellKind.measurer())
    }
}
#endif
