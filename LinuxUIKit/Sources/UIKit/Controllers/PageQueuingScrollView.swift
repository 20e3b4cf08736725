/// The inner scroll view of a `UIPageViewController` (UIKit's
/// `_UIQueuingScrollView`): three pages long along the page view
/// controller's axis, resting on the middle one. It does its page
/// bookkeeping itself, around whatever delegate the app gives it.
@MainActor
final class PageQueuingScrollView: UIScrollView {
    weak var pageController: UIPageViewController?
    private var laidOutSize = CGSize(width: -1, height: -1)

    var isVertical: Bool { pageController?.navigationOrientation == .vertical }
    var pageLength: CGFloat { isVertical ? bounds.height : bounds.width }
    /// Right to left mirrors the slots of a horizontal page view controller
    /// when ``UIKitModel/Configuration/pageViewControllerMirrorsInRightToLeft``
    /// (Stack Overflow 70295432: swipes mirror). Which view's direction UIKit
    /// reads is unknown: either this view's or the page view controller's
    /// mirrors (Apple, "effectiveUserInterfaceLayoutDirection": the direction
    /// "for arranging the immediate content of the view").
    var isMirrored: Bool {
        guard UIKitModel.configuration.pageViewControllerMirrorsInRightToLeft, !isVertical else { return false }
        return effectiveUserInterfaceLayoutDirection == .rightToLeft
            || pageController?.viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    func alongAxis(_ p: CGPoint) -> CGFloat { isVertical ? p.y : p.x }
    func point(along x: CGFloat) -> CGPoint { isVertical ? CGPoint(x: 0, y: x) : CGPoint(x: x, y: 0) }

    /// The offset showing a slot (-1, 0, +1, by offset).
    func offset(ofSlot slot: Int) -> CGFloat { CGFloat(1 + slot) * pageLength }

    func frame(ofSlot slot: Int) -> CGRect {
        let start = offset(ofSlot: slot)
        return isVertical ? CGRect(x: 0, y: start, width: bounds.width, height: bounds.height)
            : CGRect(x: start, y: 0, width: bounds.width, height: bounds.height)
    }

    /// The slot of the page before (-1, or +1 mirrored).
    func slot(forNeighbourBefore isBefore: Bool) -> Int {
        let slot = isBefore ? -1 : 1
        return isMirrored ? -slot : slot
    }

    /// Sets the content size for three pages when the size changed.
    func layOutForPages() {
        let length = pageLength
        contentSize = isVertical ? CGSize(width: bounds.width, height: 3 * length) : CGSize(width: 3 * length, height: bounds.height)
        guard bounds.size != laidOutSize else { return }
        laidOutSize = bounds.size
        guard let pc = pageController else { return }
        if let shown = pc.viewControllers?.first { shown.viewIfLoaded?.frame = frame(ofSlot: 0) }
        if let b = pc.before { b.viewIfLoaded?.frame = frame(ofSlot: slot(forNeighbourBefore: true)) }
        if let a = pc.after { a.viewIfLoaded?.frame = frame(ofSlot: slot(forNeighbourBefore: false)) }
        if motion == .idle && !isTracking { moveBoundsOrigin(to: point(along: offset(ofSlot: 0))) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if bounds.size != laidOutSize { layOutForPages() }
    }

    // MARK: - Gestures

    /// The first move towards a side with a neighbour starts a transition
    /// (`willTransitionTo`, before the content moves); a drag towards a side
    /// without one never does.
    override func fingerWillMove(by delta: CGPoint) {
        guard let pc = pageController else { return }
        if pc.pendingSet != nil || touchMetSet {
            // Allowed, as on a phone, where it crashes ("Duplicate states in
            // queue": cwRichardKim/RKSwipeBetweenViewControllers#21,
            // TabPageViewController #67); the set is cut short.
            touchMetSet = false
            UIKitModel.recordViolation("a swipe during an animated setViewControllers")
            pc.interruptSet()
        }
        guard pc.pendingSet == nil, pc.gesture == nil else { return }
        let d = alongAxis(delta)
        guard d != 0 else { return }
        pc.askForNeighboursIfNeeded()
        startTransition(towards: d > 0 ? 1 : -1)
    }

    /// Whether the finger touched down while an animated set ran.
    private var touchMetSet = false

    override func touchWillBegin() { touchMetSet = pageController?.pendingSet != nil }

    /// A touch that stopped the set's scroll ends the set, cut short.
    override func touchStoppedAnimatedSet() { pageController?.interruptSet() }

    /// A move back past the middle turns towards the other neighbour (a new
    /// `willTransitionTo`), or, without one, keeps the old transition.
    override func fingerMoved() {
        guard let pc = pageController, pc.pendingSet == nil, let g = pc.gesture else { return }
        let x = alongAxis(contentOffset), middle = offset(ofSlot: 0)
        let side = x > middle ? 1 : (x < middle ? -1 : g.side)
        if side != g.side { startTransition(towards: side) }
    }

    private func startTransition(towards side: Int) {
        guard let pc = pageController, let target = pc.neighbour(onSide: side) else { return }
        pc.beginSwipeTurn(to: target, replacing: pc.gesture?.target)
        pc.gesture = (target, side)
        pc.delegate?.pageViewController(pc, willTransitionTo: [target])
    }

    /// Paging lands on the gesture's neighbour or back on the page; with no
    /// neighbour that way it always comes back.
    override func adjustTarget(_ target: inout CGPoint) {
        guard let pc = pageController else { return }
        let middle = offset(ofSlot: 0)
        let t = alongAxis(target)
        guard let g = pc.gesture, (t - middle) * CGFloat(g.side) > 0 else {
            target = point(along: middle)
            return
        }
        target = point(along: offset(ofSlot: g.side))
    }

    override func didEndDraggingHook(decelerates: Bool) {
        if !decelerates { finishGesture() }
    }

    override func didFinishMotion(programmatic: Bool) {
        if programmatic { pageController?.animationEnded() } else { finishGesture() }
    }

    /// The snap after a swipe came to rest.
    private func finishGesture() {
        guard let pc = pageController else { return }
        let x = alongAxis(contentOffset)
        if let g = pc.gesture {
            let arrived = abs(x - offset(ofSlot: g.side)) < 0.5
            let previous = pc.viewControllers ?? []
            let beyond = arrived ? pc.land(on: g.target) : nil
            pc.recentre()
            pc.gesture = nil
            pc.endSwipeTurn(from: previous.first, to: g.target, arrived: arrived)
            // Left out under the switch (see its sources).
            if !UIKitModel.configuration.pageViewControllerDropsDidFinishAnimating {
                pc.delegate?.pageViewController(pc, didFinishAnimating: true, previousViewControllers: previous,
                                                transitionCompleted: arrived)
            }
            if let beyond, pc.viewControllers?.first === g.target, !pc.isTransitioning { pc.askForNeighbour(isBefore: beyond.isBefore) }
        } else if abs(x - offset(ofSlot: 0)) > 1e-9 {
            pc.recentre()
        }
    }
}
