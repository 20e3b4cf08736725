/// A pan (Apple, "UIPanGestureRecognizer"): continuous; it "begins when the
/// minimum number of fingers allowed has moved enough to be considered a
/// pan" (the model's enough: more than ``slop`` points, the switch
/// ``UIKitModel/Configuration/panSlopPoints``, 10 by default), changes
/// with every move and ends when the finger lifts. ``translation(in:)`` is
/// measured from where the finger went down; ``velocity(in:)`` in points
/// per second over the last moves, ``UIKitModel/Configuration/liftVelocityWindowMilliseconds``
/// (50 ms by default; UIKit's window is not documented).
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// The model's distance a finger moves before a pan begins
    /// (``UIKitModel/Configuration/panSlopPoints``).
    public static var slop: CGFloat { CGFloat(UIKitModel.configuration.panSlopPoints) }

    private var origin = CGPoint.zero
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    /// The finger's move since the last action (window coordinates).
    var lastDelta = CGPoint.zero

    /// Where the finger is relative to where the translation was last set,
    /// in `view`'s coordinates (the window's for nil).
    public func translation(in view: UIView?) -> CGPoint {
        let now = samples.last?.point ?? origin
        return Self.vector(CGPoint(x: now.x - origin.x, y: now.y - origin.y), in: view)
    }

    /// Makes the translation `translation` from now on.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let now = samples.last?.point ?? origin
        let t = Self.vector(translation, in: nil, from: view)
        origin = CGPoint(x: now.x - t.x, y: now.y - t.y)
    }

    /// The finger's velocity in points per second in `view`'s coordinates.
    public func velocity(in view: UIView?) -> CGPoint {
        guard let last = samples.last else { return .zero }
        let window = Double(UIKitModel.configuration.liftVelocityWindowMilliseconds) / 1000
        let earlier = samples.last { last.time - $0.time >= window - 1e-9 } ?? samples[0]
        let dt = last.time - earlier.time
        guard dt > 0 else { return .zero }
        return Self.vector(CGPoint(x: (last.point.x - earlier.point.x) / dt, y: (last.point.y - earlier.point.y) / dt), in: view)
    }

    /// A window-space vector in `view`'s coordinates (no transforms: only
    /// the origin differs between views in the model).
    static func vector(_ v: CGPoint, in view: UIView?, from source: UIView? = nil) -> CGPoint { v }

    /// Whether a move `translation` (window coordinates) from the start may
    /// begin this pan; the screen edge pan narrows it.
    func canBegin(after translation: CGPoint) -> Bool { true }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        origin = touch.location(in: nil)
        samples = [(touch.timestamp, origin)]
        lastDelta = .zero
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        let p = touch.location(in: nil), previous = samples.last?.point ?? p
        samples.append((touch.timestamp, p))
        // At 120 Hz, an iPhone's fastest display (ProMotion), 16 samples span
        // 125 ms: the longest velocity window the switch allows (120) fits.
        if samples.count > 16 { samples.removeFirst(samples.count - 16) }
        lastDelta = CGPoint(x: p.x - previous.x, y: p.y - previous.y)
        switch state {
        case .possible:
            let t = translation(in: nil)
            if hypot(t.x, t.y) > Self.slop, canBegin(after: t) { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .began, .changed: state = .cancelled
        case .possible: state = .failed
        default: break
        }
    }
}

/// A pan that starts at an edge of the screen (Apple,
/// "UIScreenEdgePanGestureRecognizer": it "looks for panning gestures that
/// start near an edge of the screen"). `edges` are physical (`.left`,
/// `.right`…), so a right-to-left app watches `.right` for its leading edge.
/// How near is not documented: the model takes ``edgeWidth`` points (the
/// switch ``UIKitModel/Configuration/screenEdgeBandPoints``), and the pan
/// must move away from that edge more than along it.
@MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    open var edges: UIRectEdge = []
    /// The model's band along an edge where the touch must start.
    public static var edgeWidth: CGFloat { CGFloat(UIKitModel.configuration.screenEdgeBandPoints) }

    private var startEdges: UIRectEdge = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first, let window = touch.window else { return }
        let p = touch.location(in: nil), w = window.bounds, band = Self.edgeWidth
        startEdges = []
        if p.x - w.minX <= band { startEdges.insert(.left) }
        if w.maxX - p.x <= band { startEdges.insert(.right) }
        if p.y - w.minY <= band { startEdges.insert(.top) }
        if w.maxY - p.y <= band { startEdges.insert(.bottom) }
        if startEdges.intersection(edges).isEmpty { state = .failed }
    }

    override func canBegin(after t: CGPoint) -> Bool {
        let from = startEdges.intersection(edges)
        if from.contains(.left), t.x > abs(t.y) { return true }
        if from.contains(.right), -t.x > abs(t.y) { return true }
        if from.contains(.top), t.y > abs(t.x) { return true }
        if from.contains(.bottom), -t.y > abs(t.x) { return true }
        // Moving along or back into the edge is not this gesture.
        state = .failed
        return false
    }
}

/// Edges of a rectangle (Apple, "UIRectEdge").
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // Raw values as the iOS 16.5 SDK header UIKit/UIGeometry.h declares them.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
