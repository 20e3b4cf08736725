extension UICollectionView {
    /// Apple, "scrollToItem(at:at:animated:)": scrolls so the item sits at
    /// `scrollPosition` (centred, or at an edge; with no position along an
    /// axis, that axis does not move). The offset stays within the content
    /// and its insets (the model's reading: the last item cannot be centred
    /// without extra inset). An item the layout does not know does nothing.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        if collectionViewLayout.needsPrepare {
            collectionViewLayout.needsPrepare = false
            collectionViewLayout.prepare()
        }
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
        var target = contentOffset
        let w = bounds.width, h = bounds.height
        if scrollPosition.contains(.centeredHorizontally) { target.x = frame.midX - w / 2 }
        if scrollPosition.contains(.left) { target.x = frame.minX }
        if scrollPosition.contains(.right) { target.x = frame.maxX - w }
        if scrollPosition.contains(.centeredVertically) { target.y = frame.midY - h / 2 }
        if scrollPosition.contains(.top) { target.y = frame.minY }
        if scrollPosition.contains(.bottom) { target.y = frame.maxY - h }
        let content = collectionViewLayout.collectionViewContentSize
        let i = adjustedContentInset
        target.x = min(max(target.x, -i.left), max(-i.left, content.width + i.right - w))
        target.y = min(max(target.y, -i.top), max(-i.top, content.height + i.bottom - h))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }
}
