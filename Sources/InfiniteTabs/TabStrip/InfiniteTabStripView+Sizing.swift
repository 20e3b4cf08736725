// The strip's natural height: 44 pt at the default text size, growing with titles that follow Dynamic Type.
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfiniteTabStripView {
    /// The strip's natural height for `base` points at the default text size (see ``intrinsicContentSize``).
    package func naturalHeight(base: CGFloat = TabStripHeight.standard) -> CGFloat {
        Self.naturalHeight(base: base, appearance: appearance, traits: traitCollection)
    }

    /// The height a strip with `appearance` needs at `traits`' text size: `base` grown by however much taller the taller title font's
    /// line has become than at the default size, up to the bound `TabStripHeight` sets. The tabs container sizes its strip with it.
    package static func naturalHeight(base: CGFloat, appearance: InfiniteTabAppearance, traits: UITraitCollection?) -> CGFloat {
        func line(_ traits: UITraitCollection?) -> CGFloat {
            max(appearance.titleFont(compatibleWith: traits).lineHeight, appearance.selectedTitleFont(compatibleWith: traits).lineHeight)
        }
        return TabStripHeight.height(requested: base, titleLineHeight: line(traits),
                                     defaultTitleLineHeight: line(UITraitCollection(preferredContentSizeCategory: .large)))
    }

    /// Whether a navigation bar holds the strip (its `titleView`; on iOS the bar's own content views sit between).
    var isInNavigationBar: Bool {
        sequence(first: superview, next: { $0?.superview }).contains { $0 is UINavigationBar }
    }

    /// Bold Text or Button Shapes was turned on or off: the titles and
    /// badges take the new weight (measured again) and the tabs show or hide
    /// their underline; the natural height is asked for again.
    func legibilitySettingChanged() {
        titleStyle = nil
        titleLooks = nil
        reloadData()
        invalidateIntrinsicContentSize()
    }
}
#endif
