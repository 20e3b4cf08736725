#if canImport(UIKit)
import UIKit

/// The latest content of a SwiftUI wrapper's custom tabs. The strip's cells
/// read it each time they are shown or restyled, so a view update that hands
/// in new content (later state) reaches the tabs on screen and the ones shown
/// later. Free of SwiftUI so that Linux tests run it: `show` puts content in
/// a cell (`UIHostingConfiguration` in the wrappers on iOS 16 and later, a
/// hosting controller inside the cell before).
@MainActor
package final class CustomTabContent<Content> {
    /// The content of tab `index`: selected or not, and its emphasis (0…1).
    package typealias Make = (_ index: Int, _ isSelected: Bool, _ emphasis: CGFloat) -> Content

    package private(set) var make: Make
    /// The tabs `make` knows (nil: all), and the closure before it, which
    /// still shows the tabs past that count while the strip keeps older,
    /// longer items (a reload waiting for a transition).
    private var count: Int?
    private var previous: Make?
    private let show: (UICollectionViewCell, Content) -> Void
    /// Registers the cell class with a strip (the class is chosen at `init`).
    private let useCell: (InfiniteTabStripView, @escaping (UICollectionViewCell, Int, Bool) -> Void) -> Void

    /// Content shown in plain `UICollectionViewCell`s.
    package convenience init(make: @escaping Make, show: @escaping (UICollectionViewCell, Content) -> Void) {
        self.init(cell: UICollectionViewCell.self, make: make, show: show)
    }

    /// Content shown in cells of class `cell` (one that hosts the content).
    package init<Cell: UICollectionViewCell>(cell: Cell.Type, make: @escaping Make,
                                             show: @escaping (UICollectionViewCell, Content) -> Void) {
        self.make = make
        self.show = show
        useCell = { strip, configure in
            strip.useCustomCell(Cell.self, followsSwipe: true) { cell, index, selected in configure(cell, index, selected) }
        }
    }

    /// Makes `strip` show this content in its cells, following a swipe frame
    /// by frame (the emphasis changes).
    package func install(in strip: InfiniteTabStripView) {
        useCell(strip) { [weak self, weak strip] cell, index, selected in
            guard let self else { return }
            let emphasis = strip?.titleEmphasis(ofItem: index) ?? (selected ? 1 : 0)
            self.show(cell, self.content(index, selected, emphasis))
        }
    }

    /// The content of a tab: from the closure that knows its index.
    private func content(_ index: Int, _ selected: Bool, _ emphasis: CGFloat) -> Content {
        if let count, index >= count, let previous { return previous(index, selected, emphasis) }
        return make(index, selected, emphasis)
    }

    /// Takes the latest content, which knows `count` tabs (default: all),
    /// and shows it in the visible tabs.
    package func update(_ make: @escaping Make, count: Int? = nil, in strip: InfiniteTabStripView) {
        let shown = strip.items.count
        if (self.count ?? shown) >= shown { previous = self.make } // the last closure that knows every tab shown
        self.make = make
        self.count = count
        strip.refreshVisibleCells()
        strip.remeasure() // content that grew is not clipped
    }
}
#endif
