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

/// A page view of the picker that holds one host's view, filling it. A host
/// that is a view controller becomes a child of the nearest view controller
/// above the picker while its view is here (appearance callbacks, traits and
/// presentation need the parent, as Apple's "Creating a custom container
/// view controller" says).
@MainActor
package final class HostSlot: UIView {
    /// The host shown here.
    package private(set) var host: AnyObject?

    /// Shows `host`'s view here (taking it from any other slot).
    package func embed<Host: HostingContent>(_ host: Host) {
        guard self.host !== host else { return }
        if let old = self.host as? Host, old.hostView.superview === self {
            old.hostView.removeFromSuperview()
            Self.detach(old as? UIViewController)
        }
        self.host = host
        let view = host.hostView
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
        attachHost()
    }

    package override func didMoveToWindow() {
        super.didMoveToWindow()
        attachHost()
    }

    /// Makes a view controller host the child of the nearest view controller
    /// above, or of none off screen.
    private func attachHost() {
        guard let controller = host as? UIViewController else { return }
        guard window != nil, let parent = nearestViewController else { return Self.detach(controller) }
        guard controller.parent !== parent else { return }
        Self.detach(controller)
        parent.addChild(controller)
        controller.didMove(toParent: parent)
    }

    package static func detach(_ controller: UIViewController?) {
        guard let controller, controller.parent != nil else { return }
        controller.willMove(toParent: nil)
        controller.removeFromParent()
    }

    private var nearestViewController: UIViewController? {
        var responder: UIResponder? = next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}
#endif
