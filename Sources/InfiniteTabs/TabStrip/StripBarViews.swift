#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The tab strip's bar: a visual effect view behind the tabs and a hairline
/// along the edge facing the content (`InfiniteTabStripView.indicatorEdge`), each made only when first asked for.
@MainActor
final class StripBarViews {
    private(set) var effectView: UIVisualEffectView?
    private(set) var separator: UIView?

    /// Shows `effect` behind the tabs (nil removes the effect view).
    func show(effect: UIVisualEffect?, in strip: InfiniteTabStripView) {
        guard let effect else {
            effectView?.removeFromSuperview()
            effectView = nil
            return
        }
        if let effectView { return effectView.effect = effect }
        let view = UIVisualEffectView(effect: effect)
        // Behind the tabs and the separator: taps and VoiceOver go to the tabs.
        view.isUserInteractionEnabled = false
        view.accessibilityElementsHidden = true
        strip.insertSubview(view, at: 0)
        effectView = view
        layout(in: strip)
    }

    /// Shows a separator of `color` (nil removes it).
    func show(separatorColor color: UIColor?, in strip: InfiniteTabStripView) {
        guard let color else {
            separator?.removeFromSuperview()
            separator = nil
            return
        }
        if let separator { return separator.backgroundColor = color }
        let view = UIView()
        view.isUserInteractionEnabled = false
        view.isAccessibilityElement = false
        view.backgroundColor = color
        // Under the tabs: the indicator, in the tabs' content, covers it.
        strip.insertSubview(view, belowSubview: strip.collectionView)
        separator = view
        layout(in: strip)
    }

    /// Fits the views to the strip's bounds (from its `layoutSubviews`).
    func layout(in strip: InfiniteTabStripView) {
        effectView?.frame = strip.bounds
        let scale = strip.window?.screen.scale ?? strip.traitCollection.displayScale
        separator?.frame = StripSeparator.frame(width: strip.bounds.width, height: strip.bounds.height, screenScale: scale,
                                                 edge: strip.indicatorEdge)
    }
}
#endif
