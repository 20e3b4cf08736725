import Foundation
@_spi(Core) import InfiniteTabsCore
import InfiniteTabsCore

/// A page of the simulated page view controller: its index and instance.
@MainActor
package final class SimulatedPage {
    /// The page index it shows.
    package let index: Int
    /// Which instance of that index (counts up as the factory makes pages).
    package let serial: Int
    /// Creates a page.
    package init(index: Int, serial: Int) { self.index = index; self.serial = serial }
}

/// A `UIPageViewController` in the scroll style on the simulated device,
/// stepped frame by frame, with the callback order ``FakePageHost`` (the
/// tests' scripted fake) models:
///
/// - its inner scroll view is three pages wide and rests at one page width;
///   a finger drags it (every move a `scrollViewDidScroll`); the first move
///   towards a side that has a neighbour calls `willTransitionTo`; a drag
///   towards a side without one (or a tiny one) never does;
/// - on release it snaps to the neighbour or back (paging), each frame a
///   `scrollViewDidScroll`; at the end `scrollViewDidEndDecelerating`, the
///   offset returns to one page width as the new page is installed (another
///   `scrollViewDidScroll`), the neighbours are asked for again and
///   `didFinishAnimating` follows, for gestures only (GUIDE facts 12, 13);
/// - `setViewControllers(_:direction:animated: true)` scrolls one page the
///   given way over 0.3 s, reporting progress, then installs the page and
///   calls the completion; a set while a set or a gesture runs is recorded
///   in ``violations`` (UIKit crashes with "Duplicate states in queue",
///   fact 9);
/// - ``afterCurrentEvent(_:)`` is the device's main queue.
@MainActor
package final class SimulatedPageViewController: PageHost {
    /// The page type.
    package typealias Page = SimulatedPage

    /// The inner scroll view.
    package let scrollView: SimulatedScrollView
    /// The main queue.
    package let queue: MainQueue
    /// Sets made while a transition ran (each would crash UIKit).
    package private(set) var violations: [String] = []
    /// `viewControllers.first`.
    package private(set) var shownPage: SimulatedPage?
    /// The cached neighbour before (on the left).
    package private(set) var before: SimulatedPage?
    /// The cached neighbour after (on the right).
    package private(set) var after: SimulatedPage?
    /// Whether an animated set runs.
    package private(set) var isAnimatingSet = false
    /// The page a gesture is bringing in and its side (+1 right, −1 left).
    package private(set) var gesture: (target: SimulatedPage, side: Int)?
    /// Whether the view is in a window (default true).
    package var canAnimate = true
    /// The data source and delegate (the driver).
    package weak var driver: PagesDriver<SimulatedPageViewController>?

    private var pendingSet: (page: SimulatedPage, side: Int, completion: @MainActor (Bool) -> Void)?
    private var dragSide = 0
    private var installing = false

    /// A page view controller `pageWidth` wide.
    package init(pageWidth: CGFloat, queue: MainQueue) {
        self.queue = queue
        scrollView = SimulatedScrollView(name: "pages", boundsWidth: pageWidth, contentWidth: 3 * pageWidth,
                                         offset: pageWidth, framesPerSecond: queue.framesPerSecond)
        scrollView.physics.pageWidth = pageWidth
        scrollView.delegate.didScroll = { [unowned self] in self.didScroll() }
        scrollView.delegate.didEndDragging = { [unowned self] decelerates in
            self.driver?.pagesEndedDragging(willDecelerate: decelerates)
            if !decelerates { self.finishGesture() }
        }
        scrollView.delegate.didEndDecelerating = { [unowned self] in
            self.driver?.pagesCameToRest()
            self.finishGesture()
        }
        // Paging lands on the gesture's neighbour or back on the page; with
        // no neighbour that way it always comes back.
        scrollView.delegate.willEndDragging = { [unowned self] _, target in
            let w = self.pageWidth
            guard let g = self.gesture else { target = w; return }
            if (target - w) * CGFloat(g.side) <= 0 { target = w } else { target = w + CGFloat(g.side) * w }
        }
        scrollView.delegate.didEndScrollingAnimation = { [unowned self] in self.animationEnded() }
    }

    /// The page width.
    package var pageWidth: CGFloat { scrollView.boundsWidth }

    /// The page an animated set brings in and its side, while it runs.
    package var pendingSetPage: (page: SimulatedPage, side: Int)? { pendingSet.map { ($0.page, $0.side) } }

    /// Whether a transition runs (an animated set or a gesture).
    package var isBusy: Bool { isAnimatingSet || gesture != nil }

    // MARK: - PageHost

    package func show(_ page: SimulatedPage, direction: PageDirection, animated: Bool,
                     completion: @escaping @MainActor (Bool) -> Void) {
        if isBusy { violations.append("set page \(page.index) while \(isAnimatingSet ? "animating" : "swiping")") }
        if animated {
            // An animated set takes the pages from a finger that is down
            // without a transition (assumed: UIKit's page view controller
            // turns interaction off for its own transition).
            if scrollView.isTracking { scrollView.cancelTouch() }
            isAnimatingSet = true
            let side = direction == .forward ? 1 : -1
            pendingSet = (page, side, completion)
            let target = pageWidth + CGFloat(side) * pageWidth
            if abs(scrollView.contentOffsetX - target) < 1e-9 {
                // Already there: nothing to animate, the set ends next turn.
                queue.async { [weak self] in self?.animationEnded() }
            } else {
                scrollView.setContentOffsetX(target, animated: true)
            }
        } else {
            shownPage = page
            install()
            completion(true)
        }
    }

    package func showNoPage() {
        if isBusy { violations.append("clear while busy") }
        shownPage = nil
        before = nil
        after = nil
    }

    package func afterCurrentEvent(_ body: @escaping @Sendable @MainActor () -> Void) { queue.async(body) }

    package func setHiddenFromAccessibility(_ hidden: Bool, page: SimulatedPage) {
        hiddenFromVoiceOver[ObjectIdentifier(page)] = hidden
    }

    /// What the driver last told VoiceOver about each page it mentioned
    /// (`accessibilityElementsHidden`), by page object.
    package private(set) var hiddenFromVoiceOver: [ObjectIdentifier: Bool] = [:]

    /// Whether VoiceOver can read `page`: never told to hide it, or told to
    /// show it again.
    package func voiceOverReads(_ page: SimulatedPage) -> Bool {
        hiddenFromVoiceOver[ObjectIdentifier(page)] != true
    }

    // MARK: - The finger

    /// A finger touches the pages. During an animated set the page view
    /// controller takes no touches (it turns user interaction off for its
    /// transition), so the finger does nothing then.
    package func touchDown() {
        guard !isAnimatingSet else { return }
        scrollView.touchDown()
    }

    /// The finger moves the pages by `dx` points (positive: towards the page
    /// on the right). The first move towards a neighbour starts the gesture.
    package func moveFinger(by dx: CGFloat) {
        guard scrollView.isTracking, !isAnimatingSet else { return }
        if gesture == nil && dx != 0 {
            let side = dx > 0 ? 1 : -1
            if let target = side > 0 ? after : before {
                gesture = (target, side)
                driver?.gestureWillBegin()
            }
        }
        scrollView.moveFinger(by: dx)
        // The finger went back past the page to the other side: the page
        // view controller turns towards that neighbour instead (a new
        // `willTransitionTo`), or, without one, towards none.
        if let g = gesture {
            let side = scrollView.contentOffsetX > pageWidth ? 1 : (scrollView.contentOffsetX < pageWidth ? -1 : g.side)
            if side != g.side {
                if let target = side > 0 ? after : before {
                    gesture = (target, side)
                    driver?.gestureWillBegin()
                }
            }
        }
    }

    /// The finger lifts at `velocity` points per second.
    package func lift(velocity: CGFloat) { scrollView.lift(velocity: velocity) }

    // MARK: - Frames

    /// Runs one frame of the inner scroll view.
    package func step() { scrollView.step() }

    /// Whether nothing moves.
    package var isAtRest: Bool { !isBusy && scrollView.physics.isIdle && !scrollView.isTracking }

    // MARK: - Private

    private func didScroll() {
        guard !installing else {
            driver?.pagesScrolled(offset: scrollView.contentOffsetX, pageWidth: pageWidth, isDragging: false)
            return
        }
        driver?.pagesScrolled(offset: scrollView.contentOffsetX, pageWidth: pageWidth, isDragging: scrollView.isDragging)
    }

    /// The snap after a swipe came to rest.
    private func finishGesture() {
        let x = scrollView.contentOffsetX
        if let g = gesture {
            let arrived = abs(x - (pageWidth + CGFloat(g.side) * pageWidth)) < 0.5
            if arrived { shownPage = g.target }
            install()
            gesture = nil
            driver?.gestureDidFinish()
        } else if abs(x - pageWidth) > 1e-9 {
            install()
        }
    }

    private func animationEnded() {
        guard let set = pendingSet else { return }
        pendingSet = nil
        shownPage = set.page
        install()
        isAnimatingSet = false
        set.completion(true)
    }

    /// The page is in place: the inner scroll view goes back to one page
    /// width (a `scrollViewDidScroll`) and the neighbours are asked for.
    private func install() {
        installing = true
        scrollView.recenterContentOffsetX(pageWidth)
        installing = false
        before = nil
        after = nil
        guard let shown = shownPage, let driver else { return }
        before = driver.page(before: shown)
        after = driver.page(after: shown)
    }
}
