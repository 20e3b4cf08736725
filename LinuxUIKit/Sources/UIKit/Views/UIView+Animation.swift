/// View animations as UIKit runs them for the model's purposes: the
/// animations block sets the model values at once (what a view reports is
/// its final value during the whole animation: Apple, "animate(withDuration:
/// delay:options:animations:completion:)", and the View Programming Guide:
/// "the view's properties are set to their final values immediately"); the
/// completion runs after delay + duration on the simulated clock with true,
/// or with false once `layer.removeAllAnimations()` stopped it. A block that
/// changes nothing animatable completes on the next turn with true.
/// Animations of the same property add up (iOS 8's additive animations):
/// each completes at its own end.
@MainActor
final class UIViewAnimationRunner: FrameDriven {
    static let shared = UIViewAnimationRunner()

    private struct Running {
        var views: [ObjectIdentifier]
        var end: TimeInterval
        var completion: ((Bool) -> Void)?
    }

    private var running: [Running] = []
    /// The views an animations block is changing (nil outside one).
    private var collecting: [ObjectIdentifier]?
    var animationsEnabled = true

    func reset() {
        running.removeAll()
        collecting = nil
        animationsEnabled = true
    }

    /// A view's animatable property is about to change.
    func noteChange(of view: UIView) {
        guard collecting != nil else { return }
        let id = ObjectIdentifier(view)
        if !collecting!.contains(id) { collecting!.append(id) }
    }

    /// Whether an animation of `view` runs.
    func isAnimating(_ view: UIView) -> Bool {
        let id = ObjectIdentifier(view)
        return running.contains { $0.views.contains(id) }
    }

    func run(duration: TimeInterval, delay: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?) {
        let outer = collecting
        collecting = []
        animations()
        let views = collecting ?? []
        collecting = outer
        if var outerViews = collecting { outerViews.append(contentsOf: views); collecting = outerViews }
        let total = max(0, (duration.isFinite ? duration : 0)) + max(0, (delay.isFinite ? delay : 0))
        guard animationsEnabled, !views.isEmpty, total > 0 else {
            if let completion { UIKitModel.runLoop.async { completion(true) } }
            return
        }
        running.append(Running(views: views, end: UIKitModel.runLoop.now + total, completion: completion))
        UIKitModel.runLoop.drive(self)
    }

    func cancelAnimations(of view: UIView) {
        let id = ObjectIdentifier(view)
        var cancelled: [((Bool) -> Void)?] = []
        running.removeAll { r in
            guard r.views.contains(id) else { return false }
            cancelled.append(r.completion)
            return true
        }
        for completion in cancelled { if let completion { UIKitModel.runLoop.async { completion(false) } } }
    }

    func stepFrame() -> Bool {
        let now = UIKitModel.runLoop.now
        let done = running.filter { $0.end <= now + 1e-9 }
        running.removeAll { $0.end <= now + 1e-9 }
        for r in done { r.completion?(true) }
        return !running.isEmpty
    }
}

extension UIView {
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        // Raw values as the iOS 16.5 SDK header UIKit/UIView.h declares them.
        public static let layoutSubviews = Self(rawValue: 1 << 0)
        public static let allowUserInteraction = Self(rawValue: 1 << 1)
        public static let beginFromCurrentState = Self(rawValue: 1 << 2)
        public static let curveEaseInOut = Self(rawValue: 0 << 16)
        public static let curveEaseIn = Self(rawValue: 1 << 16)
        public static let curveEaseOut = Self(rawValue: 2 << 16)
        public static let curveLinear = Self(rawValue: 3 << 16)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                               animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        UIViewAnimationRunner.shared.run(duration: duration, delay: delay, animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        UIViewAnimationRunner.shared.run(duration: duration, delay: 0, animations: animations, completion: completion)
    }

    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        UIViewAnimationRunner.shared.run(duration: duration, delay: 0, animations: animations, completion: nil)
    }

    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping damping: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        UIViewAnimationRunner.shared.run(duration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// Runs `actions` without animating them.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        let enabled = UIViewAnimationRunner.shared.animationsEnabled
        UIViewAnimationRunner.shared.animationsEnabled = false
        actions()
        UIViewAnimationRunner.shared.animationsEnabled = enabled
    }

    public static var areAnimationsEnabled: Bool { UIViewAnimationRunner.shared.animationsEnabled }

    public static func setAnimationsEnabled(_ enabled: Bool) { UIViewAnimationRunner.shared.animationsEnabled = enabled }

    /// Whether a view animation of this view is running (model only).
    public var isAnimatingInModel: Bool { UIViewAnimationRunner.shared.isAnimating(self) }
}
