// The picker giving its visible pages their look for the current offset (ItemTransform).
#if canImport(UIKit)
import UIKit
import InfiniteTabsCore

extension InfinitePickerView {
    /// Gives every visible page view its look for the current offset
    /// (through the core's view pool and ``ItemTransform``).
    func applyItemTransform() {
        switch itemTransform.pass(viewsCarryLook: carriesItemTransform) {
        case .skip:
            return
        case .apply:
            carriesItemTransform = true
        case .reset:
            carriesItemTransform = false
            for view in pool.spares { view.alpha = 1; view.layer.transform = CATransform3DIdentity }
        }
        pool.applyAppearance(itemTransform, strip: driver.strip, offset: axis.along(scrollView.contentOffset)) { view, look in
            view.alpha = look.alpha
            view.layer.transform = CATransform3D(look, axis: axis)
        }
    }
}
#endif
