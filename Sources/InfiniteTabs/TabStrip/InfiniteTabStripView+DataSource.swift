// The tab strip's collection view data source and delegate, and the cells it hands them.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The collection view's data source and delegate for the strip, so the
/// public strip conforms to no UIKit protocol an app could call. Each call
/// goes to the strip method of the same name.
@MainActor
final class StripCollectionDelegate: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    weak var strip: InfiniteTabStripView?

    func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        strip?.driver.strip.cellCount ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let strip else {
            return collectionView.dequeueReusableCell(withReuseIdentifier: InfiniteTabCell.reuseIdentifier, for: indexPath)
        }
        return strip.cell(in: collectionView, at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        strip?.willDisplay(cell, at: indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        strip?.endedDisplaying(cell)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        guard let strip else { return }
        strip.apply(strip.driver.tap(cell: indexPath.item))
    }

    /// Only the selected tab's centred copy takes the keyboard's focus.
    func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        strip?.driver.focusableCell == indexPath.item
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { strip?.collectionViewScrolled() }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { strip?.driver.willBeginDragging() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { strip?.collectionViewEndedScrollingAnimation() }
}

extension InfiniteTabStripView {
    /// The cell the keyboard's focus may take, when on screen.
    var focusableTabCell: UICollectionViewCell? {
        driver.focusableCell.flatMap { collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) }
    }

    /// The cell of item `cell mod n` (see `TabStripDriver.content(ofCell:availableItems:)`;
    /// a cell the driver has no content for stays empty).
    fileprivate func cell(in collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellKind.reuseIdentifier, for: indexPath)
        if let content = driver.content(ofCell: indexPath.item, availableItems: items.count) {
            cellKind.configure(cell, content)
        }
        return cell
    }

    /// A cell comes on screen: it shows the current selection, look and
    /// badge (UIKit shows a prefetched cell again without asking for it,
    /// after the changes it missed while off screen), and a built-in cell
    /// joins the cells whose title looks follow a swipe.
    fileprivate func willDisplay(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        if let tab = cell as? InfiniteTabCell { displayedTabs.willDisplay(tab) }
        guard let content = driver.content(ofCell: indexPath.item, availableItems: items.count) else { return }
        cellKind.redisplay(cell, content)
    }

    /// A cell left the screen: it no longer follows a swipe's title looks
    /// once every "will display" it was told is matched (see `DisplayedCells`).
    fileprivate func endedDisplaying(_ cell: UICollectionViewCell) {
        displayedTabs.didEndDisplaying(cell)
    }
}
#endif
