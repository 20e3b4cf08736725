// A page view controller calls its pages' appearance methods itself. Only the page on screen has appeared: a cached
// neighbour is loaded but never appears (stefanceriu/SCPageViewController#46: with UIPageViewController the next page
// gets viewDidLoad as the user swipes, not viewDidAppear). A turn makes the page left disappear and the page reached
// appear, both beginning when the turn starts and ending when it lands (TextureGroup/Texture#20, a swipe from A to B:
// A.viewWillDisappear, B.viewWillAppear, A.viewDidDisappear, B.viewDidAppear); a swipe that springs back undoes both
// (the page brought in gets will- and did-disappear, the page that stays will- and did-appear).
extension UIPageViewController {
    /// Whether the pages' appearance follows turns now (the page view controller itself has appeared).
    private var turnsShowAppearance: Bool { appearance == .appeared }

    /// A set starts: the page shown begins to disappear and `new` to appear.
    func beginTurn(from old: UIViewController?, to new: UIViewController, animated: Bool) {
        guard turnsShowAppearance, old !== new else { return }
        old?.beginAppearanceTransition(false, animated: animated)
        new.beginAppearanceTransition(true, animated: animated)
    }

    /// A set landed: the appearance transitions it began end.
    func endTurn(_ old: UIViewController?, _ new: UIViewController) {
        old?.endAppearanceTransition()
        new.endAppearanceTransition()
    }

    /// A swipe turns towards `target`; `replaced`, the page it turned towards before the finger reversed, goes away again.
    func beginSwipeTurn(to target: UIViewController, replacing replaced: UIViewController?) {
        guard turnsShowAppearance else { return }
        if let replaced {
            replaced.beginAppearanceTransition(false, animated: true)
            replaced.endAppearanceTransition()
        } else {
            viewControllers?.first?.beginAppearanceTransition(false, animated: true)
        }
        target.beginAppearanceTransition(true, animated: true)
    }

    /// A swipe landed on `target` (`arrived`) or sprang back to `shown`.
    func endSwipeTurn(from shown: UIViewController?, to target: UIViewController, arrived: Bool) {
        if !arrived {
            target.beginAppearanceTransition(false, animated: true)
            shown?.beginAppearanceTransition(true, animated: true)
        }
        shown?.endAppearanceTransition()
        target.endAppearanceTransition()
    }
}
