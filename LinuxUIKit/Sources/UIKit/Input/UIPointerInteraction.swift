/// The iPad pointer (Apple, "UIPointerInteraction", iPadOS 13.4): a view
/// with a pointer interaction asks its delegate for a region and a style
/// when the pointer moves over it; without a delegate the system picks an
/// automatic effect. The model records the style the delegate returns;
/// nothing is drawn.
@MainActor
public protocol UIInteraction: AnyObject {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

/// Answers a pointer interaction (Apple, "UIPointerInteractionDelegate");
/// every method has a default.
@MainActor
public protocol UIPointerInteractionDelegate: AnyObject {
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
}

@MainActor
public final class UIPointerInteraction: NSObject, UIInteraction {
    public private(set) weak var delegate: UIPointerInteractionDelegate?
    public private(set) weak var view: UIView?
    public var isEnabled = true

    public init(delegate: UIPointerInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }

    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) { self.view = view }
}

public final class UIPointerRegionRequest: NSObject {
    public let location: CGPoint
    init(location: CGPoint) { self.location = location }
}

public final class UIPointerRegion: NSObject {
    public let rect: CGRect
    public let identifier: AnyHashable?
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// A view as the pointer effect shows it (Apple, "UITargetedPreview").
@MainActor
public final class UITargetedPreview: NSObject {
    public let view: UIView
    public init(view: UIView) { self.view = view }
}

/// How the pointer changes a view (Apple, "UIPointerEffect").
@MainActor
public enum UIPointerEffect {
    case automatic(UITargetedPreview)
    case highlight(UITargetedPreview)
    case lift(UITargetedPreview)
    case hover(UITargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false,
               prefersScaledContent: Bool = true)

    public enum TintMode: Sendable { case none, overlay, underlay }

    /// The view the effect shows.
    public var preview: UITargetedPreview {
        switch self {
        case .automatic(let p), .highlight(let p), .lift(let p), .hover(let p, _, _, _): return p
        }
    }
}

@MainActor
public final class UIPointerStyle: NSObject {
    public let effect: UIPointerEffect
    public init(effect: UIPointerEffect, shape: Any? = nil) {
        self.effect = effect
        super.init()
    }
}

extension UIPointerInteraction {
    /// The style the pointer gets at `point` (in the interaction's view):
    /// the delegate's, else an automatic effect of the view; nil when the
    /// delegate declines the region or the interaction is off.
    public func simulateHover(at point: CGPoint) -> UIPointerStyle? {
        guard isEnabled, let view else { return nil }
        let request = UIPointerRegionRequest(location: point)
        let fallback = UIPointerRegion(rect: view.bounds)
        guard let delegate else { return UIPointerStyle(effect: .automatic(UITargetedPreview(view: view))) }
        guard let region = delegate.pointerInteraction(self, regionFor: request, defaultRegion: fallback) else { return nil }
        return delegate.pointerInteraction(self, styleFor: region)
    }
}
