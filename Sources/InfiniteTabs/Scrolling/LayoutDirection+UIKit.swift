#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension LayoutDirection {
    /// The core direction of a UIKit layout direction (see
    /// `LayoutDirection.init(uiKitRawValue:)`).
    init(_ direction: UIUserInterfaceLayoutDirection) {
        self.init(uiKitRawValue: direction.rawValue)
    }
}
#endif
