// How the tab strip makes, shows and measures its cells: the built-in cell or a custom cell class.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabStripView {
    /// How the strip's cells are made, shown and measured: the built-in
    /// ``InfiniteTabCell`` or the class given to ``useCustomCell(_:width:configure:)``.
    /// Which cell shows which item, selected or not, is the driver's
    /// `TabCellContent`.
    @MainActor
    struct CellKind {
        var reuseIdentifier: String
        /// Shows a cell's content from scratch (a new or reused cell).
        var configure: (UICollectionViewCell, TabCellContent) -> Void
        /// Shows a new selection on a cell that already shows its item.
        var showSelection: (UICollectionViewCell, TabCellContent) -> Void
        /// A measurer of the items' tab widths for one pass over the items
        /// (what every item shares, such as the font, is read once).
        var measurer: () -> (Int) -> CGFloat
        /// A measurer of the items' content widths, without padding, for an
        /// indicator as wide as the title (nil: the measured tab widths).
        var contentMeasurer: (() -> (Int) -> CGFloat)? = nil
        /// Shows a title look between normal and selected during a swipe
        /// (nil: the cell only shows the selection at rest).
        var showLook: ((UICollectionViewCell, TabCellContent) -> Void)? = nil
        /// Shows a changed badge on a cell that already shows its item.
        var showBadge: ((UICollectionViewCell, TabCellContent) -> Void)? = nil
        /// Brings a cell UIKit shows again without asking for it (prefetched)
        /// up to date: selection, look and badge may have changed meanwhile.
        var redisplay: (UICollectionViewCell, TabCellContent) -> Void
        /// Whether a custom cell is shown again on each frame its tab's
        /// emphasis changes (``useCustomCell(_:width:followsSwipe:configure:)``).
        var followsSwipe = false

        static func builtIn(in view: InfiniteTabStripView) -> CellKind {
            CellKind(reuseIdentifier: InfiniteTabCell.reuseIdentifier, configure: { [weak view] cell, content in
                guard let view, let tab = cell as? InfiniteTabCell else { return }
                tab.configure(with: view.items[content.item], appearance: view.appearance, isSelected: content.isSelected)
                tab.shownItem = content.item
                tab.apply(view.currentTitleLooks.look(emphasis: content.emphasis))
            }, showSelection: { [weak view] cell, content in
                guard let view, let tab = cell as? InfiniteTabCell else { return }
                tab.apply(view.currentTitleLooks.look(emphasis: content.emphasis))
            }, measurer: { [weak view] in
                guard let view else { return { _ in 0 } }
                let items = view.items, appearance = view.appearance
                let attributes = InfiniteTabCell.titleAttributes(appearance, view.traitCollection)
                let badgeFont = InfiniteTabCell.badgeRoomFont(appearance, view.traitCollection)
                return { item in
                    InfiniteTabCell.fittingWidth(of: items[item], appearance: appearance, titleAttributes: attributes, badgeFont: badgeFont)
                }
            }, contentMeasurer: { [weak view] in
                guard let view else { return { _ in 0 } }
                let items = view.items, appearance = view.appearance
                // The indicator sits under selected titles: their font, at their scale.
                let attributes: [[NSAttributedString.Key: Any]] = [[.font: appearance.selectedTitleFont(compatibleWith: view.traitCollection)]]
                let scale = TabTitleStyle(selectedScale: appearance.selectedScale).look(emphasis: 1).scale
                return { item in InfiniteTabCell.contentWidth(of: items[item], appearance: appearance, titleAttributes: attributes) * scale }
            }, showLook: { [weak view] cell, content in
                guard let view, let tab = cell as? InfiniteTabCell else { return }
                tab.apply(view.currentTitleLooks.look(emphasis: content.emphasis))
            }, showBadge: { [weak view] cell, content in
                guard let view, let tab = cell as? InfiniteTabCell else { return }
                tab.setBadge(view.items[content.item].badge, appearance: view.appearance)
            }, redisplay: { [weak view] cell, content in
                guard let view, let tab = cell as? InfiniteTabCell else { return }
                tab.setBadge(view.items[content.item].badge, appearance: view.appearance)
                tab.apply(view.currentTitleLooks.look(emphasis: content.emphasis))
            })
        }
    }

    /// Shows the tabs with your own cell class instead of the built-in one.
    /// `configure` gets each cell with its item index (always `cell mod n`) and
    /// whether it is selected; `width` gives a tab's width (default: the
    /// wider of the cell's compressed Auto Layout widths configured unselected
    /// and selected, measured once per item and cached until ``reloadData()``). The number of tabs and their VoiceOver labels
    /// still come from ``items`` (or ``titles``). Reloads the strip.
    ///
    /// With `followsSwipe` (default false) a visible cell is configured again
    /// on each frame its tab's ``titleEmphasis(ofItem:)`` changes while the
    /// indicator moves between two tabs (two cells a frame), so a cell that
    /// reads the emphasis follows the swipe.
    public func useCustomCell<Cell: UICollectionViewCell>(_ cellClass: Cell.Type,
                                                         width: ((Int) -> CGFloat)? = nil,
                                                         followsSwipe: Bool = false,
                                                         configure: @escaping (Cell, Int, Bool) -> Void) {
        collectionView.register(cellClass, forCellWithReuseIdentifier: Self.customReuseIdentifier)
        let sizingCell = Cell.makeDetached()
        let height = { [weak self] in self?.bounds.height ?? 0 }
        // Both looks are measured: a selected tab may be wider (a bold title).
        let measure = width ?? { index in
            let target = CGSize(width: UIView.layoutFittingCompressedSize.width, height: height())
            return [false, true].map { selected -> CGFloat in
                configure(sizingCell, index, selected)
                return sizingCell.contentView.systemLayoutSizeFitting(target, withHorizontalFittingPriority: .fittingSizeLevel,
                                                                      verticalFittingPriority: .required).width
            }.max() ?? 0
        }
        // A cell class that sets a focus effect of its own (in init or configure) keeps it; any other shows the
        // built-in tab's halo around its bounds under an iPad's keyboard.
        var drawsHalo: Bool?
        var haloBounds: [ObjectIdentifier: CGRect] = [:] // per cell: a halo is made again only for new bounds
        let show: (UICollectionViewCell, TabCellContent) -> Void = { cell, content in
            guard let cell = cell as? Cell else { return }
            if drawsHalo == nil {
                configure(sizingCell, content.item, content.isSelected)
                drawsHalo = sizingCell.focusEffect == nil
            }
            configure(cell, content.item, content.isSelected)
            cell.isAccessibilityElement = false
            // A cell without an effect gets one even if a freed cell once had its identifier.
            if drawsHalo == true, cell.focusEffect == nil || haloBounds[ObjectIdentifier(cell)] != cell.bounds {
                haloBounds[ObjectIdentifier(cell)] = cell.bounds
                cell.focusEffect = KeyboardFocus.halo(around: cell.bounds)
            }
        }
        cellKind = CellKind(reuseIdentifier: Self.customReuseIdentifier, configure: show, showSelection: show,
                            measurer: { measure }, showLook: nil, showBadge: show, redisplay: show, followsSwipe: followsSwipe)
        // Measured by Auto Layout at the strip's height: again at each new height.
        driver.cellsMeasureByHeight = width == nil
        reloadData()
    }

    /// Goes back to the built-in tabs after ``useCustomCell(_:width:followsSwipe:configure:)``.
    package func useBuiltInCells() {
        cellKind = .builtIn(in: self)
        driver.cellsMeasureByHeight = false
        reloadData()
    }

    /// Measures the tabs again and lays the strip out only when a width
    /// changed (custom tabs whose content changed).
    package func remeasure() {
        guard widthMode.needsMeasuring else { return }
        let widths = items.indices.map(cellKind.measurer())
        guard widths != measuredWidths else { return }
        measuredWidths = widths
        measuredContentWidths = nil
        reloadLayout()
    }

    private static let customReuseIdentifier = "InfiniteTabCustomCell"
}
#endif
