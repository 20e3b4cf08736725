#if canImport(UIKit)
import UIKit

/// The strip `InfiniteTabStrip` shows. Before iOS 16 a representable has no
/// `sizeThatFits` and SwiftUI reads the view's intrinsic size, which a plain
/// strip does not have (it took all the height offered): this one's
/// intrinsic height is the strip's own height (``InfiniteTabStripView/ownHeight``,
/// the one `sizeThatFits` gives on iOS 16 and later), kept current as Dynamic
/// Type and the title font change.
package final class SelfSizingTabStrip: InfiniteTabStripView {
    package override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: ownHeight)
    }

    package override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        invalidateIntrinsicContentSize() // a new text size: a new height
    }
}
#endif
