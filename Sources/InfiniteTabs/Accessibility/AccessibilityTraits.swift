#if canImport(UIKit)
// UIKit declares its accessibility traits as mutable globals, which Swift 6
// rejects outside a `@preconcurrency` import. This file is the one place that
// reads them; the controls use the copies below.
@preconcurrency import UIKit
import InfiniteTabsCore

extension UIAccessibilityTraits {
    /// `.button`, readable from Swift 6 code.
    static var infiniteButton: UIAccessibilityTraits { .button }
    /// `.selected`, readable from Swift 6 code.
    static var infiniteSelected: UIAccessibilityTraits { .selected }
    /// `.tabBar`, readable from Swift 6 code.
    static var infiniteTabBar: UIAccessibilityTraits { .tabBar }
    /// `.adjustable`, readable from Swift 6 code.
    static var infiniteAdjustable: UIAccessibilityTraits { .adjustable }
    /// `.notEnabled`, readable from Swift 6 code.
    static var infiniteNotEnabled: UIAccessibilityTraits { .notEnabled }
}
#endif
