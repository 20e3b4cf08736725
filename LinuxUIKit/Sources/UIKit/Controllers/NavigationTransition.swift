/// One push or pop of a navigation controller, animated frame by frame on
/// the display link, or driven by the back swipe until the finger lifts.
@MainActor
final class NavigationTransition: FrameDriven {
    weak var navigation: UINavigationController?
    let from: UIViewController?
    let to: UIViewController
    let isPush: Bool
    let animated: Bool
    /// Driven by the finger (the back swipe) until ``release(completing:)``.
    var isInteractive = false
    /// 0 at the start, 1 when the new controller fills the screen.
    var progress: CGFloat = 0 { didSet { place() } }
    private var target: CGFloat = 1
    private var released = false
    private var isOver = false
    private var onScreen = false

    init(navigation: UINavigationController, from: UIViewController?, to: UIViewController, isPush: Bool, animated: Bool) {
        self.navigation = navigation
        self.from = from
        self.to = to
        self.isPush = isPush
        self.animated = animated
    }

    /// Sends the `will` callbacks and puts the new view in (above the old
    /// one for a push, below it for a pop).
    func start() {
        guard let nav = navigation else { return }
        onScreen = nav.appearance == .appeared || nav.appearance == .appearing
        if onScreen {
            from?.beginAppearanceTransition(false, animated: animated)
            to.beginAppearanceTransition(true, animated: animated)
        }
        let view = to.view!
        view.frame = nav.childFrame(for: to)
        if !isPush, let fromView = from?.viewIfLoaded, fromView.superview === nav.view {
            nav.view.insertSubview(view, belowSubview: fromView)
        } else {
            nav.view.insertSubview(view, belowSubview: nav.navigationBar)
        }
        place()
    }

    /// The finger lifted: run on to the end, or back to the start.
    func release(completing: Bool) {
        guard !released else { return }
        released = true
        target = completing ? 1 : 0
        UIKitModel.runLoop.drive(self)
    }

    func stepFrame() -> Bool {
        guard !isOver else { return false }
        if isInteractive && !released { return false }
        let step = CGFloat(UIKitModel.runLoop.frameDuration / UINavigationController.transitionDuration)
        progress = target > progress ? min(target, progress + step) : max(target, progress - step)
        if progress == target { complete(target == 1) }
        return !isOver
    }

    /// Ends at once where it is heading (the model's recovery after a
    /// nested push or pop it recorded).
    func finishNow() {
        guard !isOver else { return }
        progress = target
        complete(target == 1)
    }

    /// The incoming view slides in from the trailing side, the one beneath
    /// moves 30% of the width (mirrored in right to left): the parallax
    /// SloppySwiper measured on iOS 7.1 (nonamelive/SloppySwiper, SSWAnimator.m).
    private func place() {
        guard let nav = navigation else { return }
        let w = nav.view.bounds.width
        let s: CGFloat = nav.view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let p = progress
        let front = isPush ? (to.viewIfLoaded, s * w * (1 - p)) : (from?.viewIfLoaded, s * w * p)
        let back = isPush ? (from?.viewIfLoaded, -s * 0.3 * w * p) : (to.viewIfLoaded, -s * 0.3 * w * (1 - p))
        for (view, x) in [front, back] {
            guard let view else { continue }
            view.frame.origin.x = x
        }
    }

    private func complete(_ completed: Bool) {
        guard !isOver, let nav = navigation else { return }
        isOver = true
        if completed {
            from?.viewIfLoaded?.removeFromSuperview()
            to.view.frame = nav.childFrame(for: to)
            if onScreen {
                from?.endAppearanceTransition()
                to.endAppearanceTransition()
            }
        } else if let from {
            // A cancelled back swipe: every `will` gets its `did` the other
            // way round (Apple, "beginAppearanceTransition(_:animated:)").
            if onScreen {
                from.beginAppearanceTransition(true, animated: true)
                to.beginAppearanceTransition(false, animated: true)
            }
            to.viewIfLoaded?.removeFromSuperview()
            from.view.frame = nav.childFrame(for: from)
            if onScreen {
                from.endAppearanceTransition()
                to.endAppearanceTransition()
            }
            nav.restoreAfterCancelledPop(from)
        }
        nav.transitionEnded(self, completed: completed)
    }
}
