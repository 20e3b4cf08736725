// The navigation controller's back swipe: the interactive pop its edge recogniser drives, cancellable, mirrored in
// right to left.
extension UINavigationController {
    func popGestureMayBegin() -> Bool { stack.count > 1 && transition == nil }

    func popGestureChanged(_ pop: UIPanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let sign: CGFloat = view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let progress = min(max(pop.translation(in: view).x * sign / width, 0), 1)
        switch pop.state {
        case .began:
            guard stack.count > 1, transition == nil else { return }
            let from = stack.removeLast()
            let to = stack[stack.count - 1]
            delegate?.navigationController(self, willShow: to, animated: true)
            let change = NavigationTransition(navigation: self, from: from, to: to, isPush: false, animated: true)
            change.isInteractive = true
            transition = change
            change.start()
            change.progress = progress
        case .changed:
            transition?.progress = progress
        case .ended:
            guard let change = transition, change.isInteractive else { return }
            let flick = pop.velocity(in: view).x * sign
            change.release(completing: progress > 0.5 || flick > CGFloat(UIKitModel.configuration.pagingFlickPointsPerSecond))
        case .cancelled, .failed:
            transition?.release(completing: false)
        default:
            break
        }
    }

    /// Put back a controller an interactive pop took off (it was cancelled).
    func restoreAfterCancelledPop(_ controller: UIViewController) {
        stack.append(controller)
    }
}

/// Lets the back swipe begin only with something to go back to.
@MainActor
final class PopGestureGate: NSObject, UIGestureRecognizerDelegate {
    weak var navigation: UINavigationController?
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigation?.popGestureMayBegin() ?? false
    }
}

/// The back swipe's edge: the leading one (right to left: the right).
@MainActor
final class NavigationPopGestureRecognizer: UIScreenEdgePanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        edges = view?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        super.touchesBegan(touches, with: event)
    }
}
