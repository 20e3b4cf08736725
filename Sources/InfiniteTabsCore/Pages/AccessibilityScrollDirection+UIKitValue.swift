import Foundation

extension AccessibilityScrollDirection {
    /// The direction of a `UIAccessibilityScrollDirection` raw value: 1 right, 2 left, 3 up, 4 down, 5 next,
    /// 6 previous (the values of UIKit's `UIAccessibility.h`).
    package init?(uiKitRawValue rawValue: Int) {
        switch rawValue {
        case 1: self = .right
        case 2: self = .left
        case 3: self = .up
        case 4: self = .down
        case 5: self = .next
        case 6: self = .previous
        default: return nil
        }
    }
}
