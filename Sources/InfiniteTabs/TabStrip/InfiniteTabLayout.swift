#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The collection view layout of an ``InfiniteTabStripView``: it places cell `c` at
/// the frame the core's `LoopingTabLayout` gives it, full height, and flips
/// itself in right to left. It keeps no per-cell state, so a strip of
/// 100,000 items costs nothing until its cells scroll into view.
final class InfiniteTabLayout: UICollectionViewLayout {
    /// The strip the cells are laid out from.
    var strip = LoopingTabLayout(itemWidths: [], viewportWidth: 0)

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    override var collectionViewContentSize: CGSize {
        CGSize(width: strip.scrollableWidth, height: collectionView?.bounds.height ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        strip.cells(overlapping: rect.minX, rect.maxX).map(attributes(ofCell:))
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes(ofCell: indexPath.item)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        ViewMetrics.sizeChanged(from: collectionView?.bounds.size ?? .zero, to: newBounds.size)
    }

    private func attributes(ofCell cell: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: cell, section: 0))
        attributes.frame = strip.frame(ofCell: cell).rect(height: collectionView?.bounds.height ?? 0)
        return attributes
    }
}
#endif
