import Foundation
import XCTest
@testable import InfiniteTabsCore

/// A page object of the fake host: which page and instance it shows.
@MainActor
final class FakePage {
    let index: Int
    let serial: Int
    init(index: Int, serial: Int) { self.index = index; self.serial = serial }
}

/// A stand-in for `UIPageViewController` in scroll style:
/// - it keeps the page on screen and caches one neighbour each side, asked from
///   the data source (the driver) after every set and every finished gesture;
/// - an animated set completes only when the test calls ``finishAnimation()``
///   (or at once when ``completesAtOnce``), reporting scroll progress on the way;
/// - a set while a set or a gesture runs is recorded in ``violations`` (UIKit
///   crashes there with "Duplicate states in queue");
/// - gestures call `willTransitionTo` / `didFinishAnimating` like UIKit, and
///   nothing else does.
@MainActor
final class FakePageHost: PageHost {
    enum Call: Hashable {
        case show(index: Int, direction: PageDirection, animated: Bool)
        case showNoPage
    }

    typealias Driver = PagesDriver<FakePageHost>

    let width: CGFloat = 100
    var calls: [Call] = []
    var violations: [String] = []
    private(set) var shownPage: FakePage?
    private(set) var before: FakePage?
    private(set) var after: FakePage?
    private(set) var previousPage: FakePage?
    private(set) var isAnimatingSet = false
    private var completion: ((Bool) -> Void)?
    private(set) var animationVisualStep = 1
    /// Called after every `scrollViewDidScroll` the host reports, with the
    /// inner scroll view's offset (`width` at rest).
    var onScroll: ((CGFloat) -> Void)?
    private(set) var gesture: (target: FakePage, visualStep: Int)?
    var hidden: [ObjectIdentifier: Bool] = [:]
    var completesAtOnce = false
    /// Called with the page on screen whenever the pages come to rest after
    /// a gesture (before `didFinishAnimating`) or an animated set (before its
    /// completion): the pages the user saw settle, which must be reported.
    var onRest: ((Int) -> Void)?
    var canAnimate = true
    /// When true, ``afterCurrentEvent(_:)`` queues its work until
    /// ``runEventLoop()``, like `DispatchQueue.main.async`, and a set made from
    /// inside an animated set's completion is a violation (UIKit's transition
    /// is not over there). When false (the default) the work runs at once.
    var hasEventLoop = false
    private(set) var queuedWork: [@MainActor () -> Void] = []
    private var insideCompletion = false
    private var insideScrollCallback = false
    weak var driver: Driver?
    /// The events the driver's outcomes report (the harness records them; a test may replace it).
    var onEvent: ((PagesEvent) -> Void)?
    /// The page each time the outcomes say the pages rest.
    var onPageSettled: ((FakePage) -> Void)?
    private var outcomesWaiting: [PagesOutcome]?

    var isBusy: Bool { isAnimatingSet || gesture != nil }
    var isScrollAtRest: Bool { gesture == nil }

    // MARK: PageHost

    // `canAnimate` is a stored property above.

    func show(_ page: FakePage, direction: PageDirection, animated: Bool,
              completion: @escaping @MainActor (Bool) -> Void) {
        if isBusy { violations.append("set \(page.index) while \(isAnimatingSet ? "animating" : "swiping")") }
        if insideCompletion && hasEventLoop { violations.append("set \(page.index) inside an animated set's completion") }
        if insideScrollCallback && hasEventLoop { violations.append("set \(page.index) inside scrollViewDidScroll") }
        calls.append(.show(index: page.index, direction: direction, animated: animated))
        // During an animated set UIKit holds the outgoing page too.
        previousPage = animated ? shownPage : nil
        shownPage = page
        before = nil
        after = nil
        if animated && !completesAtOnce {
            isAnimatingSet = true
            animationVisualStep = direction == .forward ? 1 : -1
            self.completion = completion
        } else {
            // UIKit moves the scroll view back to rest as it installs the page.
            report(offset: width, isDragging: false)
            loadNeighbours()
            completion(true)
        }
    }

    func showNoPage() {
        if isBusy { violations.append("clear while busy") }
        calls.append(.showNoPage)
        shownPage = nil
        before = nil
        after = nil
    }

    func setHiddenFromAccessibility(_ hidden: Bool, page: FakePage) {
        self.hidden[ObjectIdentifier(page)] = hidden
    }

    // MARK: The shell

    /// Becomes `driver`'s host and its shell: what it calls on the driver, it applies the outcome of.
    func attach(_ driver: Driver) {
        self.driver = driver
        driver.host = self
    }

    /// Applies an outcome step by step, like `InfinitePageViewController.apply(_:)`: one that arrives
    /// meanwhile (a callback inside a set) runs after this one.
    func apply(_ outcome: PagesOutcome) {
        guard outcomesWaiting == nil else { outcomesWaiting?.append(outcome); return }
        outcomesWaiting = []
        var next: PagesOutcome? = outcome
        while let current = next {
            for step in current.steps { perform(step) }
            next = outcomesWaiting?.isEmpty == false ? outcomesWaiting?.removeFirst() : nil
        }
        outcomesWaiting = nil
    }

    private func perform(_ step: PagesOutcome.Step) {
        switch step {
        case .show(let page as FakePage, let direction, let animated, let token):
            show(page, direction: direction, animated: animated) { [weak self] _ in
                guard let token, let self, let driver else { return }
                apply(driver.setFinished(token))
            }
        case .showNoPage: showNoPage()
        case .acceptSwipes(let accepts): setAcceptsSwipes(accepts)
        case .hideFromAccessibility(let hidden, let page as FakePage): setHiddenFromAccessibility(hidden, page: page)
        case .afterCurrentEvent(let wake):
            afterCurrentEvent { [weak self] in
                guard let self, let driver else { return }
                apply(driver.wake(wake))
            }
        case .report(let event): onEvent?(event)
        case .settled(let page as FakePage): onPageSettled?(page)
        case .show, .hideFromAccessibility, .settled:
            XCTFail("a step named a page that is not this host's: \(step)")
        case .voiceOverChange, .reloaded: break
        case .whenApplied(let body): body()
        }
    }

    // MARK: Test controls

    /// Runs the pending animated set to its end: progress on the way, then the
    /// completion.
    func finishAnimation() {
        guard isAnimatingSet else { return }
        for f in [0.25, 0.5, 1.0] as [CGFloat] {
            report(offset: width + CGFloat(animationVisualStep) * f * width, isDragging: false)
        }
        // UIKit lays the new page out at rest as the scroll view returns.
        isAnimatingSet = false
        previousPage = nil
        report(offset: width, isDragging: false)
        loadNeighbours()
        if let page = shownPage { onRest?(page.index) }
        let done = completion
        completion = nil
        insideCompletion = true
        done?(true)
        insideCompletion = false
    }

    func afterCurrentEvent(_ body: @escaping @Sendable @MainActor () -> Void) {
        if hasEventLoop { queuedWork.append(body) } else { body() }
    }

    /// Runs the work queued by ``afterCurrentEvent(_:)`` (the next turn of the
    /// main queue), including work queued meanwhile.
    func runEventLoop() {
        while !queuedWork.isEmpty { queuedWork.removeFirst()() }
    }

    /// The user puts a finger down and drags towards the visual neighbour
    /// (`visualStep` +1: the page after, on the right). Returns false when
    /// there is none (no `willTransitionTo` then, like UIKit).
    @discardableResult
    func beginSwipe(visualStep: Int) -> Bool {
        guard !isBusy else { return false }
        guard let target = visualStep > 0 ? after : before else {
            report(offset: width + CGFloat(visualStep) * 0.1 * width, isDragging: true)
            report(offset: width, isDragging: false)
            return false
        }
        gesture = (target, visualStep)
        if let driver { apply(driver.gestureWillBegin()) }
        return true
    }

    /// Moves the finger (or the deceleration) to `fraction` of a page.
    func drag(_ fraction: CGFloat, isDragging: Bool = true) {
        guard let g = gesture else { return }
        scrolled(offset: width + CGFloat(g.visualStep) * fraction * width, isDragging: isDragging)
    }

    /// The swipe settles: on the neighbour (`completed`) or back where it
    /// started; then `didFinishAnimating`.
    func endSwipe(completed: Bool) {
        guard let g = gesture else { return }
        drag(completed ? 1 : 0, isDragging: false)
        if completed {
            shownPage = g.target
            report(offset: width, isDragging: false)
        }
        before = nil
        after = nil
        loadNeighbours()
        gesture = nil
        if let page = shownPage { onRest?(page.index) }
        if let driver { apply(driver.gestureDidFinish()) }
    }

    /// A touch catches the snap of the swipe under way (the finger lifted)
    /// a hair short of its start, and the pages stay there, still: no rest,
    /// no `didFinishAnimating` follows (issue 26, "Pages stuck settling").
    func catchSnapAndLeaveStill() {
        guard gesture != nil else { return }
        drag(0.00045, isDragging: false)
        gesture = nil
    }

    /// A drag too small for UIKit to call `willTransitionTo`: the finger moves
    /// `fraction` of a page towards the visual neighbour `visualStep`.
    func dragWithoutTransition(_ fraction: CGFloat, visualStep: Int = 1) {
        scrolled(offset: width + CGFloat(visualStep) * fraction * width, isDragging: true)
    }

    /// The finger lifts after ``dragWithoutTransition(_:visualStep:)``: the
    /// scroll view bounces back to rest (its last `scrollViewDidScroll`), and
    /// no `didFinishAnimating` follows.
    func bounceBack() {
        scrolled(offset: width, isDragging: false)
    }

    /// Ends a swipe begun with ``beginSwipe(visualStep:)`` on the neighbour
    /// or back, but without UIKit's `didFinishAnimating` (the case the driver
    /// must survive); then the scroll view reports that it came to rest.
    func endSwipeWithoutDidFinish(completed: Bool) {
        guard let g = gesture else { return }
        drag(completed ? 1 : 0, isDragging: false)
        if completed { shownPage = g.target }
        before = nil
        after = nil
        loadNeighbours()
        gesture = nil
        if let page = shownPage { onRest?(page.index) }
        if let driver { apply(driver.pagesCameToRest()) }
    }

    /// Hands the inner scroll view's offset to the driver, then to ``onScroll``.
    private func report(offset: CGFloat, isDragging: Bool) {
        reportScroll(offset: offset, pageWidth: width, isDragging: isDragging)
        onScroll?(offset)
    }

    /// Hands one scroll frame to the driver and applies its outcome inside the callback, like `PageScrollObserver`.
    func reportScroll(offset: CGFloat, pageWidth: CGFloat, isDragging: Bool) {
        guard let driver else { return }
        let outer = driver.insideScrollCallback
        driver.insideScrollCallback = true
        defer { driver.insideScrollCallback = outer }
        apply(driver.pagesScrolled(offset: offset, pageWidth: pageWidth, isDragging: isDragging))
    }

    /// `scrollViewDidScroll` of the inner scroll view.
    private func scrolled(offset: CGFloat, isDragging: Bool) {
        insideScrollCallback = true
        report(offset: offset, isDragging: isDragging)
        insideScrollCallback = false
    }

    /// A whole swipe.
    func swipe(visualStep: Int, completed: Bool = true) {
        guard beginSwipe(visualStep: visualStep) else { return }
        drag(0.3)
        drag(0.6, isDragging: false)
        endSwipe(completed: completed)
    }

    private func loadNeighbours() {
        guard let shown = shownPage, let driver = driver else { return }
        let previous = driver.page(before: shown)
        apply(previous.outcome)
        before = previous.page
        let next = driver.page(after: shown)
        apply(next.outcome)
        after = next.page
    }
}
