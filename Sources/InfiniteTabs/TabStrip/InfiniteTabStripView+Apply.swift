// The tab strip applying its driver's updates: reloads, offsets, the indicator, selected looks of visible cells, the owner's callbacks.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabStripView {
    /// The one place the strip acts on its driver's decisions, in the update's order.
    func apply(_ update: StripUpdate) {
        // A focus held by the strip moves with the selected tab's cell (asked
        // before a reload takes the focused cell away).
        if driver.focusableCellMoves(with: update) { setNeedsFocusUpdate() }
        // UIKit calls `scrollViewDidScroll` from inside these writes: the driver already accounted for them.
        isWritingOffsets = true
        if update.layoutChanged {
            layout.strip = driver.strip
            shownLooks.reset() // every cell is configured afresh
            collectionView.reloadData()
            layout.invalidateLayout()
            collectionView.layoutIfNeeded()
        }
        if let recenter = update.recenter {
            lastIndicatorFrame = lastIndicatorFrame.offsetBy(recenter.indicatorShift)
            indicatorView.center.x += recenter.indicatorShift
        }
        if let stop = update.stop { collectionHost.setOffsetAlongAxis(stop, animated: false) }
        if let recenter = update.recenter { collectionHost.recenterOffsetAlongAxis(recenter.x) }
        if let offset = update.offset { collectionHost.setOffsetAlongAxis(offset.x, animated: offset.animated) }
        isWritingOffsets = false
        if let indicator = update.indicator { placeIndicator(indicator.frame, animated: indicator.animated) }
        if update.selectionChanged { refreshSelection() }
        // The owner's callbacks come last: it may release the strip in any of them.
        if update.followedNewState { onProgress?(driver.state) }
        if let tap = update.tap {
            onTap?(tap.index, tap.direction)
            delegate?.infiniteTabStripView(self, didSelectItemAt: tap.index)
            onSelect?(tap.index)
        }
        if let index = update.reselect {
            onReselectTap?(index)
            delegate?.infiniteTabStripView(self, didReselectItemAt: index)
            onReselect?(index)
        }
    }

    /// The collection view scrolled (not by the strip's own writes): the driver recentres and keeps the indicator in view.
    func collectionViewScrolled() {
        guard !isWritingOffsets else { return }
        apply(driver.didScroll())
    }

    /// An animated move of the offset ended (not stopped by the strip's own writes).
    func collectionViewEndedScrollingAnimation() {
        guard !isWritingOffsets else { return }
        apply(driver.didEndScrollingAnimation())
    }

    func placeIndicator(_ frame: StripFrame, animated: Bool) {
        lastIndicatorFrame = frame
        let (move, cornerRadius) = indicatorStyle.geometry.move(under: frame, stripHeight: collectionView.bounds.height,
                                                                edge: indicatorEdge, animated: animated, duration: animationDuration)
        indicatorView.layer.cornerRadius = cornerRadius
        switch move {
        case .jump(let rect):
            indicatorView.layer.removeAllAnimations()
            indicatorView.frame = rect
        case .animate(let rect, let duration):
            UIView.animate(withDuration: duration, delay: 0, options: [.beginFromCurrentState, .curveEaseInOut]) {
                self.indicatorView.frame = rect
            }
        }
        refreshLooks()
    }

    func styleIndicator() {
        indicatorView.backgroundColor = indicatorStyle.color ?? tintColor
        indicatorView.layer.zPosition = indicatorStyle.geometry.zPosition
    }

    /// Shows the title look of each visible tab whose look the current
    /// state changed (every frame of a swipe: the two tabs of the move,
    /// colour and scale only, no layout; nothing when the state did not
    /// change). The driver says which items changed
    /// (`TabStripDriver.titleLookChange(since:)`); each built-in cell knows
    /// the item it shows.
    func refreshLooks() {
        guard cellKind.showLook != nil || cellKind.followsSwipe,
              let change = driver.titleLookChange(since: &shownLooks) else { return }
        guard cellKind.showLook != nil else { return showCustomLooks(change) }
        let looks = currentTitleLooks
        for cell in displayedTabs.cells {
            if let emphasis = change.emphasis(ofItem: cell.shownItem) { cell.apply(looks.look(emphasis: emphasis)) }
        }
    }

    /// Configures again each visible custom cell whose tab's emphasis
    /// `change` moved (``CellKind/followsSwipe``).
    private func showCustomLooks(_ change: TitleLook.Tracker.Change) {
        for cell in collectionView.visibleCells {
            guard let path = collectionView.indexPath(for: cell),
                  let content = driver.content(ofCell: path.item, availableItems: items.count),
                  change.emphasis(ofItem: content.item) != nil else { continue }
            cellKind.showSelection(cell, content)
        }
    }

    /// Shows every visible cell again from the current items and cell
    /// closure, without a reload (a SwiftUI update gives custom tabs new
    /// content).
    func refreshVisibleCells() { refreshSelection() }

    private func refreshSelection() {
        for cell in collectionView.visibleCells {
            guard let path = collectionView.indexPath(for: cell),
                  let content = driver.content(ofCell: path.item, availableItems: items.count) else { continue }
            cellKind.showSelection(cell, content)
        }
        // Every visible title now shows the current state.
        shownLooks.reset()
        _ = driver.titleLookChange(since: &shownLooks)
        refreshAccessibilitySelection()
    }
}
#endif
