#if canImport(UIKit)
import UIKit

/// Something that shows hosted content: a `UIHostingController` in the
/// SwiftUI wrappers, a label in the tests. Keeping one per item id is what
/// keeps a SwiftUI page's `@State` with its item.
@MainActor
package protocol HostingContent: AnyObject {
    associatedtype Content
    /// The view that shows the content.
    var hostView: UIView { get }
    /// Shows new content (a new root view).
    func show(_ content: Content)
}

/// A page view of the picker that holds one host's view, filling it.
@MainActor
package final class HostSlot: UIView {
    /// The host shown here.
    package private(set) var host: AnyObject?

    /// Shows `host`'s view here (taking it from any other slot).
    package func embed<Host: HostingContent>(_ host: Host) {
        guard self.host !== host else { return }
        if let old = self.host as? Host, old.hostView.superview === self { old.hostView.removeFromSuperview() }
        self.host = host
        let view = host.hostView
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }

}
#endif
