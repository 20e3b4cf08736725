import Foundation

/// Horizontal layout direction, read by the UIKit layer from `effectiveUserInterfaceLayoutDirection`.
package enum LayoutDirection: Hashable, Sendable {
    case leftToRight
    case rightToLeft
}

extension LayoutDirection {
    /// The direction of a `UIUserInterfaceLayoutDirection` raw value: 1 is right to left; 0, and any value UIKit might
    /// add later, left to right (the layout every control supports).
    package init(uiKitRawValue rawValue: Int) {
        self = rawValue == 1 ? .rightToLeft : .leftToRight
    }
}
