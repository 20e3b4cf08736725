// The iPad pointer over the controls: a highlight of the tab or option under it.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// A pointer interaction's delegate for a control whose items are views
/// inside it: the region is the item view under the pointer, its style a
/// highlight of that view (the effect UIKit gives bar buttons and segmented
/// controls). One per control, whatever the number of items.
@MainActor
final class PointerHover: NSObject, UIPointerInteractionDelegate {
    /// The item view at a point of the interaction's view, nil for none.
    private let itemView: (CGPoint) -> UIView?
    private var shown: [ObjectIdentifier: UIView] = [:]

    init(itemView: @escaping (CGPoint) -> UIView?) {
        self.itemView = itemView
        super.init()
    }

    /// Adds a pointer interaction with this delegate to `view`; the view
    /// keeps the returned object (the interaction holds it weakly).
    static func install(on view: UIView, itemView: @escaping (CGPoint) -> UIView?) -> PointerHover {
        let hover = PointerHover(itemView: itemView)
        view.addInteraction(UIPointerInteraction(delegate: hover))
        return hover
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        guard let owner = interaction.view, let item = itemView(request.location) else { return nil }
        shown = [ObjectIdentifier(item): item]
        return UIPointerRegion(rect: item.convert(item.bounds, to: owner), identifier: ObjectIdentifier(item))
    }

    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let id = region.identifier as? ObjectIdentifier, let item = shown[id], item.window != nil else { return nil }
        return UIPointerStyle(effect: .highlight(UITargetedPreview(view: item)))
    }
}

extension InfiniteTabStripView {
    /// The tab cell under `point` (in the strip's coordinates).
    func tabCell(at point: CGPoint) -> UIView? {
        let inContent = collectionView.convert(point, from: self)
        return collectionView.visibleCells.first { $0.frame.contains(inContent) }
    }
}

extension InfinitePickerView {
    /// The option view under `point` (in the picker's coordinates).
    func optionView(at point: CGPoint) -> UIView? {
        let inContent = scrollView.convert(point, from: self)
        return scrollView.subviews.first { !$0.isHidden && $0.frame.contains(inContent) }
    }
}
#endif
