import Foundation

/// The cells a collection view shows, kept from its `collectionView(_:willDisplay:forItemAt:)` and
/// `collectionView(_:didEndDisplaying:forItemAt:)` callbacks, so that a view updating its cells on every frame walks a list it owns instead
/// of asking for `visibleCells`, which builds a new array on every call.
package struct DisplayedCells<Cell: AnyObject> {
    package private(set) var cells: [Cell] = []
    private var counts: [Int] = []

    /// An empty list.
    package init() {}

    /// `cell` comes on screen: it joins ``cells`` (or, already there, needs one more "did end" to leave).
    package mutating func willDisplay(_ cell: Cell) {
        if let i = cells.firstIndex(where: { $0 === cell }) {
            counts[i] += 1
        } else {
            cells.append(cell)
            counts.append(1)
        }
    }

    /// `cell` left the screen: it leaves ``cells`` once every "will display" it was told is matched.
    package mutating func didEndDisplaying(_ cell: AnyObject) {
        guard let i = cells.firstIndex(where: { $0 === cell }) else { return }
        counts[i] -= 1
        if counts[i] <= 0 {
            cells.remove(at: i)
            counts.remove(at: i)
        }
    }

    /// Forgets every cell.
    package mutating func removeAll() {
        cells.removeAll()
        counts.removeAll()
    }
}
