#if canImport(UIKit)
import UIKit

/// The view controller `InfinitePages` hands SwiftUI: it shows the pages'
/// current controller as a child filling it, so that the bridge can put a
/// new one in its place (a new `scrollAxis`: a page view controller's
/// orientation is fixed when it is made) while SwiftUI keeps the same view.
@MainActor
package final class PagesSwapController: UIViewController {
    package private(set) var shown: UIViewController?

    /// The pages decide the status bar, as they do uncontained.
    package override var childForStatusBarStyle: UIViewController? { shown }
    package override var childForStatusBarHidden: UIViewController? { shown }

    /// Shows `controller` in place of the one shown (which leaves as a child
    /// does: `willMove(toParent: nil)`, its view removed, then `removeFromParent()`).
    package func show(_ controller: UIViewController) {
        guard controller !== shown else { return }
        if let old = shown {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        shown = controller
        addChild(controller)
        controller.view.frame = view.bounds
        controller.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(controller.view)
        controller.didMove(toParent: self)
    }
}
#endif
