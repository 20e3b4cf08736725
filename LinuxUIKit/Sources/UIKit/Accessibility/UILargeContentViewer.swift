/// What the large content viewer shows of a view (Apple,
/// "UILargeContentViewerItem"; every view is one, showing nothing until
/// `showsLargeContentViewer` is set).
@MainActor
public protocol UILargeContentViewerItem: AnyObject {
    var showsLargeContentViewer: Bool { get }
    var largeContentTitle: String? { get }
    var largeContentImage: UIImage? { get }
}

/// Answers a large content viewer interaction (Apple,
/// "UILargeContentViewerInteractionDelegate"); the method has a default.
@MainActor
public protocol UILargeContentViewerInteractionDelegate: AnyObject {
    /// The item at `point` in the interaction's view (Apple,
    /// "largeContentViewerInteraction(_:itemAt:)").
    func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
                                       itemAt point: CGPoint) -> (any UILargeContentViewerItem)?
}

extension UILargeContentViewerInteractionDelegate {
    /// Without the method the model takes the deepest view under the point
    /// (how UIKit picks one without it is not documented).
    public func largeContentViewerInteraction(_ interaction: UILargeContentViewerInteraction,
                                              itemAt point: CGPoint) -> (any UILargeContentViewerItem)? {
        interaction.view?.hitTest(point, with: nil)
    }
}

/// The large content viewer (Apple, "UILargeContentViewerInteraction",
/// iOS 13): a long press on a view with this interaction shows the item
/// under the finger large, its `largeContentTitle` and image in a heads-up
/// display, as a tab bar's buttons do ("buttons in a tab bar remain small",
/// ibid.). It works only at the accessibility text sizes ("only available
/// when accessibility system type sizes", square/Blueprint,
/// "LargeContentViewerElement"); `isEnabled` says whether it works now.
@MainActor
public final class UILargeContentViewerInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: (any UILargeContentViewerInteractionDelegate)?
    public private(set) weak var view: UIView?

    public init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil) {
        self.delegate = delegate
        super.init()
    }

    /// Whether the viewer works on the device: at an accessibility text size.
    public class var isEnabled: Bool { UITraitCollection.current.preferredContentSizeCategory.isAccessibilityCategory }

    nonisolated public static let enabledStatusDidChangeNotification =
        Foundation.Notification.Name("UILargeContentViewerInteractionEnabledStatusDidChangeNotification")

    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) { self.view = view }

    /// The model's long press at `point` (in the view's coordinates): the
    /// item the viewer shows, nil when it shows none (not enabled, no item
    /// there, or an item that does not show the viewer).
    public func simulateLongPress(at point: CGPoint) -> (any UILargeContentViewerItem)? {
        guard Self.isEnabled, view != nil else { return nil }
        let item = delegate.map { $0.largeContentViewerInteraction(self, itemAt: point) }
            ?? view?.hitTest(point, with: nil)
        guard let item, item.showsLargeContentViewer else { return nil }
        return item
    }
}

extension UIView: UILargeContentViewerItem {}
