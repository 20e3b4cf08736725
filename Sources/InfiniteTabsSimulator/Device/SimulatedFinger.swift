#if os(Linux)
import UIKit

/// One finger on the window, routed as UIKit routes a touch:
///
/// - down: hit-testing picks the view (`hitTest(_:with:)`); every scroll
///   view from it up to the window feels the touch (a moving one stops,
///   without an end callback);
/// - the first move of more than `panSlopPoints` (10) points is a pan
///   (``UIKitModel/Configuration/panSlopPoints``): the innermost of those
///   scroll views that can scroll along the move's main axis takes it
///   (`isScrollEnabled`, content larger than the bounds or
///   `alwaysBounce…`); the others let go (Apple, *Scroll View Programming
///   Guide for iOS*, "Nesting Scroll Views": cross-directional nesting
///   "is supported and provided by default"; the slop and the
///   innermost-first choice for same-direction nesting are the model's);
/// - up after a pan: that scroll view gets the finger's velocity over its
///   last `liftVelocityWindowMilliseconds` (50) ms (a switch: UIKit's
///   estimator is undocumented); up without
///   one is a tap: the innermost enabled tap
///   recogniser on the way up fires, else the innermost control handles it,
///   else the innermost collection view selects the item under it — unless
///   the touch stopped a moving scroll view (a touch that catches a fling
///   does not select).
@MainActor
final class SimulatedFinger {
    private(set) var isDown = false
    private(set) var location = CGPoint.zero
    private var start = CGPoint.zero
    private var hitView: UIView?
    private var touched: [UIScrollView] = []
    private var panning: UIScrollView?
    private var caughtMotion = false
    private var samples: [(time: TimeInterval, point: CGPoint)] = []

    func down(at point: CGPoint, in window: UIWindow) {
        if isDown { up(in: window) }
        isDown = true
        location = point
        start = point
        samples = [(UIKitModel.runLoop.now, point)]
        panning = nil
        caughtMotion = false
        hitView = window.hitTest(point, with: nil)
        touched = chain(from: hitView).compactMap { $0 as? UIScrollView }
            .filter { $0.isUserInteractionEnabled }
        for scrollView in touched where scrollView.touchDown() { caughtMotion = true }
    }

    func move(to point: CGPoint, at time: TimeInterval) {
        guard isDown else { return }
        let delta = CGPoint(x: point.x - location.x, y: point.y - location.y)
        location = point
        samples.append((time, point))
        if samples.count > 16 { samples.removeFirst(samples.count - 16) }
        if panning == nil {
            let dx = point.x - start.x, dy = point.y - start.y
            guard (dx * dx + dy * dy).squareRoot() > CGFloat(UIKitModel.configuration.panSlopPoints) else { return }
            let horizontal = abs(dx) >= abs(dy)
            panning = touched.first { $0.isScrollEnabled && (horizontal ? $0.canScrollHorizontallyForPan : $0.canScrollVerticallyForPan) }
            for other in touched where other !== panning { other.cancelTouch() }
            guard let panning else { return }
            // The content moves with the finger from where it went down.
            panning.moveFinger(by: CGPoint(x: horizontal ? -dx : 0, y: horizontal ? 0 : -dy))
            return
        }
        panning?.moveFinger(by: CGPoint(x: -delta.x, y: -delta.y))
    }

    func up(in window: UIWindow) {
        guard isDown else { return }
        isDown = false
        if let panning {
            panning.lift(velocity: velocity())
            for other in touched where other !== panning { other.cancelTouch() }
        } else {
            for scrollView in touched { scrollView.cancelTouch() }
            deliverTap(in: window)
        }
        panning = nil
        touched = []
        hitView = nil
    }

    /// Points per second of content (opposite to the finger), over the last
    /// `liftVelocityWindowMilliseconds` of samples.
    private func velocity() -> CGPoint {
        guard let last = samples.last else { return .zero }
        let window = Double(UIKitModel.configuration.liftVelocityWindowMilliseconds) / 1000
        let earlier = samples.last { last.time - $0.time >= window - 1e-9 } ?? samples.first!
        let dt = last.time - earlier.time
        guard dt > 0 else { return .zero }
        return CGPoint(x: -(last.point.x - earlier.point.x) / dt, y: -(last.point.y - earlier.point.y) / dt)
    }

    private func deliverTap(in window: UIWindow) {
        let views = chain(from: hitView)
        for view in views {
            for recognizer in view.gestureRecognizers ?? [] where recognizer.isEnabled && recognizer is UITapGestureRecognizer {
                recognizer.simulateRecognition(at: view.convert(location, from: window))
                return
            }
        }
        if let control = views.compactMap({ $0 as? UIControl }).first {
            control.handleTap(at: control.convert(location, from: window))
            return
        }
        guard !caughtMotion, let collection = views.compactMap({ $0 as? UICollectionView }).first else { return }
        collection.simulateTap(at: collection.convert(location, from: window))
    }

    private func chain(from view: UIView?) -> [UIView] {
        var result: [UIView] = []
        var v = view
        while let current = v { result.append(current); v = current.superview }
        return result
    }
}
#endif
