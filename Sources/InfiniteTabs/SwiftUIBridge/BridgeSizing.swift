#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

/// The size a SwiftUI wrapper takes for SwiftUI's proposal
/// (`sizeThatFits`, iOS 16+), as the UIKit control sizes itself: the
/// proposed width and its own height, so a strip or picker without
/// `.frame(height:)` does not take all the height offered.
package enum BridgeSizing {
    /// The proposed width (`fallbackWidth` when none, or when it is not a
    /// usable length: nil, negative, NaN, infinite) by `height` (0 when not
    /// finite or negative).
    package static func size(proposedWidth: CGFloat?, height: CGFloat, fallbackWidth: CGFloat) -> CGSize {
        CGSize(width: usable(proposedWidth) ?? usable(fallbackWidth) ?? 0, height: usable(height) ?? 0)
    }

    private static func usable(_ length: CGFloat?) -> CGFloat? {
        guard let length, length.isFinite, length >= 0 else { return nil }
        return length
    }
}

extension PickerBridge {
    /// The picker's size for a proposal: its intrinsic height at the proposed
    /// width; a vertical picker takes the proposed size (nil: SwiftUI's own).
    package func fittingSize(proposedWidth: CGFloat?, proposedHeight: CGFloat?) -> CGSize? {
        guard picker.axis == .horizontal else { return nil }
        return BridgeSizing.size(proposedWidth: proposedWidth, height: picker.intrinsicContentSize.height,
                                 fallbackWidth: 320)
    }
}

extension TabStripBridge {
    /// The strip's size for a proposal: its own height at the proposed width.
    package func fittingSize(proposedWidth: CGFloat?) -> CGSize {
        BridgeSizing.size(proposedWidth: proposedWidth, height: strip.ownHeight, fallbackWidth: 320)
    }
}

extension InfiniteTabStripView {
    /// The height the SwiftUI strip takes: the container's strip height (44
    /// at the default text size, growing with Dynamic Type and the title
    /// font's line height).
    package var ownHeight: CGFloat { naturalHeight(base: InfiniteTabsOptions().tabStripHeight) }
}
#endif
