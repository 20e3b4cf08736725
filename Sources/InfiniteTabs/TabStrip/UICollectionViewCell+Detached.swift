#if canImport(UIKit)
import UIKit

extension UICollectionViewCell {
    /// A cell of this class made outside a collection view (the strip's
    /// sizing cell), through `init(frame:)` as a collection view makes a
    /// registered class. UIKit reaches a subclass's `init(frame:)` from its
    /// class through the Objective-C runtime; Linux's UIKit model, which has
    /// none, through a required initializer that calls it (LinuxUIKit/README.md).
    static func makeDetached() -> Self {
        #if os(Linux)
        Self(registeredClassFrame: .zero)
        #else
        Self(frame: .zero)
        #endif
    }
}
#endif
