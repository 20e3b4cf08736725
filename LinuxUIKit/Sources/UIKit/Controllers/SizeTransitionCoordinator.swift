/// Apple, "UIViewControllerTransitionCoordinatorContext": what a running
/// transition tells the animations that go along with it.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var targetTransform: CGAffineTransform { get }
}

/// Apple, "UIViewControllerTransitionCoordinator".
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// UIKit's `completion: … = nil` default.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a window's change of size: the alongside animations
/// run after the event that changed the size (the window has its new size
/// and traits by then), the completions ``duration`` later (the rotation's
/// length is not documented: ``UIKitModel/Configuration/rotationMilliseconds``).
@MainActor
final class SizeTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    /// Read when the coordinator is made, so a transition keeps its length.
    let duration = TimeInterval(UIKitModel.configuration.rotationMilliseconds) / 1000
    private var animations: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false

    var isAnimated: Bool { true }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { duration }
    var targetTransform: CGAffineTransform { .identity }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { animations.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// The window took its new size.
    func run() {
        guard !started else { return }
        started = true
        UIKitModel.runLoop.async { [self] in
            for animation in animations { animation(self) }
            animations.removeAll()
            _ = UIKitModel.runLoop.scheduleTimer(interval: duration, repeats: false) { [self] _ in
                for completion in completions { completion(self) }
                completions.removeAll()
            }
        }
    }
}
