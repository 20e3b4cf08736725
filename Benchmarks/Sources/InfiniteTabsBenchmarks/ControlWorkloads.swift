import Foundation
import InfiniteTabsCore
import InfiniteTabs
import UIKit

// Part 1: one scroll event through the REAL controls on the UIKit model
// (LinuxUIKit): InfinitePickerView, InfiniteTabStripView, and the pages of
// InfiniteTabsViewController moving its strip. Each event is what UIKit does
// on a frame: the real scroll view's offset changes, which calls the
// control's `scrollViewDidScroll` (and again, re-entrantly, for every offset
// the control assigns). The frame's layout pass follows, not timed (UIKit's
// work, counted in part 2). The finger goes down and lifts between runs
// through the scroll view's own touch calls, as the model's finger does.

/// A window of the UIKit model showing one control (one window per
/// workload; `ModelScreen.resetModel()` forgets them all between paths).
@MainActor
final class ModelScreen {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))

    init(_ controller: UIViewController) {
        window.makeKeyAndVisible()
        window.rootViewController = controller
        UIKitModel.runLoop.finishEvent()
    }

    /// Shows `view` at `frame` in a plain controller.
    convenience init(view: UIView, frame: CGRect) {
        let controller = UIViewController()
        controller.view.addSubview(view)
        view.frame = frame
        self.init(controller)
    }

    /// The frame's layout pass (UIKit's commit) for this window.
    func layOut() { window.layoutIfNeeded() }

    /// Runs the display until nothing moves (animations the last gesture
    /// left), at most two seconds.
    func settle() {
        var frames = 0
        repeat {
            UIKitModel.runLoop.runFrame()
            frames += 1
        } while (UIKitModel.runLoop.isMoving || UIKitModel.runLoop.hasQueuedWork) && frames < 120
    }

    /// A fresh model: clock, queue and windows (each path starts from one).
    static func resetModel() { UIKitModel.reset() }

    /// The first view of type `T` in `view`'s tree that satisfies `test`.
    static func find<T: UIView>(_ type: T.Type, in view: UIView, where test: (T) -> Bool = { _ in true }) -> T? {
        if let match = view as? T, test(match) { return match }
        for sub in view.subviews { if let found = find(type, in: sub, where: test) { return found } }
        return nil
    }
}

extension UIScrollView {
    /// The finger goes down on the content and starts a drag (the model's
    /// own touch calls: `scrollViewWillBeginDragging` and one small move).
    func benchFingerDown(towards sign: CGFloat) {
        touchDown()
        moveFinger(by: CGPoint(x: sign * 0.5, y: 0))
    }

    /// The offset moves to `x`, as one frame of a drag or a deceleration.
    func benchScroll(to x: CGFloat) {
        contentOffset = CGPoint(x: x, y: 0)
    }
}

/// The picker: the user drags; each frame the picker's scroll view moves
/// and `InfinitePickerView.scrollViewDidScroll` runs the driver, recentres
/// (re-entering) and shows, moves and hides page views from its pool.
final class PickerControlWorkload: DriverWorkload {
    let picker = InfinitePickerView()
    let screen: ModelScreen
    let scrollView: UIScrollView
    let runs: ScrollRuns
    let runLength = ScrollRuns.runLength
    let runCount = ScrollRuns.runCount

    init(itemCount: Int) {
        picker.pageWidth = DriverFixtures.pageWidth
        picker.setItems(Array(0..<itemCount))
        screen = ModelScreen(view: picker, frame: CGRect(x: 45, y: 100, width: DriverFixtures.pickerVisibleWidth, height: 44))
        scrollView = picker.scrollView
        runs = DriverFixtures.pickerRuns(itemCount: itemCount)
    }

    func beginRun(_ r: Int) {
        scrollView.benchFingerDown(towards: runs.speeds[r] > 0 ? 1 : -1)
        scrollView.benchScroll(to: runs.starts[r])
        screen.layOut()
    }

    @inline(never) func event(_ r: Int, _ j: Int) {
        scrollView.benchScroll(to: scrollView.contentOffset.x + runs.speeds[r])
    }

    func frame(_ r: Int, _ j: Int) { screen.layOut() }

    func endRun(_ r: Int) {
        scrollView.lift(velocity: .zero)
        screen.settle()
    }

    var checksum: Double { Double(scrollView.contentOffset.x) + Double(picker.selectedIndex) }
}

/// The tab strip: the user drags it; each frame
/// `InfiniteTabStripView.scrollViewDidScroll` runs the driver: recentring
/// (re-entering), the indicator moved with the content, the titles whose
/// look changed.
final class StripControlWorkload: DriverWorkload {
    let strip = InfiniteTabStripView()
    let screen: ModelScreen
    let scrollView: UIScrollView
    let runs: ScrollRuns
    let runLength = ScrollRuns.runLength
    let runCount = ScrollRuns.runCount

    init(itemCount: Int) {
        strip.spacing = DriverFixtures.spacing
        strip.titles = (0..<itemCount).map { "Tab \($0)" }
        screen = ModelScreen(view: strip, frame: CGRect(x: 0, y: 100, width: DriverFixtures.viewportWidth, height: 44))
        scrollView = strip.collectionView
        // The middle copy of the three: runs starting near its edges cross
        // them and recentre.
        let period = scrollView.contentSize.width / 3
        runs = ScrollRuns(lo: period, hi: 2 * period, seed: 22)
    }

    func beginRun(_ r: Int) {
        scrollView.benchFingerDown(towards: runs.speeds[r] > 0 ? 1 : -1)
        scrollView.benchScroll(to: runs.starts[r])
        screen.layOut()
    }

    @inline(never) func event(_ r: Int, _ j: Int) {
        scrollView.benchScroll(to: scrollView.contentOffset.x + runs.speeds[r])
    }

    func frame(_ r: Int, _ j: Int) { screen.layOut() }

    func endRun(_ r: Int) {
        scrollView.lift(velocity: .zero)
        screen.settle()
    }

    var checksum: Double { Double(scrollView.contentOffset.x) + Double(strip.indicatorView.frame.minX) }
}

/// The container: the user swipes the pages of a real
/// `InfiniteTabsViewController`; each frame the page view controller's inner
/// scroll view moves, `PageScrollObserver.scrollViewDidScroll` runs the
/// pages driver, the container passes the state through `TabsPagingLink` to
/// the strip's driver, which centres the strip (re-entering the strip's
/// `scrollViewDidScroll`) and places the indicator. A run is one swipe: 20
/// frames dragging, then the finger lifts (not timed) and 11 frames settle
/// to the next page (or back, for a cancelled swipe). After the run, not
/// timed: a touch catches the settled pages and lets go, and the page view
/// controller installs the page and puts its scroll view back on the middle
/// page; the strip's slide into place runs to its end.
final class PagesToStripControlWorkload: DriverWorkload {
    let container: InfiniteTabsViewController
    let screen: ModelScreen
    let scrollView: UIScrollView
    let strip: InfiniteTabStripView
    /// Views the app's `makePage` made (a plain view controller's view each).
    var appPageViews: Int { appViews.count }
    private final class Tally { var count = 0 }
    private let appViews = Tally()
    let runLength = 31
    let runCount = 64
    /// Where the header is on screen once its page's list scrolled (header runs only).
    private(set) var headerOnScreen = CGRect.zero
    private var signs: [CGFloat] = []
    private var completes: [Bool] = []
    /// Each frame's offset, `runLength` a run, worked out up front.
    private var offsets: [CGFloat] = []

    convenience init(itemCount: Int) { self.init(itemCount: itemCount, options: InfiniteTabsOptions()) }

    /// With `header`, the container has a collapsing header (160 pt, down to
    /// 60) and each page a vertical list the header follows, scrolled half way
    /// up so the header is mid-collapse during the swipes.
    init(itemCount: Int, options: InfiniteTabsOptions, header: Bool = false) {
        let tally = appViews
        container = InfiniteTabsViewController(titles: (0..<itemCount).map { "Tab \($0)" }, options: options) { _ in
            // The app's page, its view loaded here so that its views are counted as the app's.
            let before = UIKitModel.counters.viewsCreated
            let page = UIViewController()
            page.loadViewIfNeeded()
            if header {
                let list = UIScrollView(frame: page.view.bounds)
                list.contentSize = CGSize(width: 10, height: 5_000)
                page.view.addSubview(list)
            }
            tally.count += UIKitModel.counters.viewsCreated - before
            return page
        }
        if header {
            container.headerView = UIView()
            container.headerHeight = 160
            container.minimumHeaderHeight = 60
        }
        screen = ModelScreen(container)
        scrollView = ModelScreen.find(UIScrollView.self, in: container.pageController.view) { $0.isPagingEnabled }!
        strip = ModelScreen.find(InfiniteTabStripView.self, in: container.view)!
        if header, let list = ModelScreen.find(UIScrollView.self, in: container.view, where: { !$0.isPagingEnabled && $0.contentSize.height > 1_000 }) {
            list.setContentOffset(CGPoint(x: 0, y: list.contentOffset.y + 50), animated: false)
            screen.settle()
            headerOnScreen = container.headerView?.convert(container.headerView?.bounds ?? .zero, to: nil) ?? .zero
        }
        let width = scrollView.bounds.width
        var rng = SplitMix64(seed: 23)
        for _ in 0..<runCount {
            let sign: CGFloat = Bool.random(using: &rng) ? 1 : -1
            let done = Int.random(in: 0..<4, using: &rng) != 0
            let reach = done ? CGFloat.random(in: 0.3...0.7, using: &rng) : CGFloat.random(in: 0.05...0.4, using: &rng)
            signs.append(sign)
            completes.append(done)
            for j in 0..<runLength {
                let progress: CGFloat
                if j < 20 {
                    progress = sign * reach * CGFloat(j + 1) / 20
                } else {
                    let end: CGFloat = done ? 1 : 0
                    progress = sign * (reach + (end - reach) * CGFloat(j - 19) / 11)
                }
                offsets.append(width + progress * width)
            }
        }
    }

    func beginRun(_ r: Int) {
        screen.settle()
        scrollView.benchFingerDown(towards: signs[r])
        screen.layOut()
    }

    @inline(never) func event(_ r: Int, _ j: Int) {
        scrollView.benchScroll(to: offsets[r &* runLength &+ j])
    }

    /// After frame 19 the finger lifts, flicking towards the page the swipe
    /// lands on (the model's paging picks it), so the settling frames come
    /// with `isDragging` false, as on a device.
    func frame(_ r: Int, _ j: Int) {
        screen.layOut()
        guard j == 19 else { return }
        let v: CGFloat = (completes[r] ? signs[r] : -signs[r]) * 400
        scrollView.lift(velocity: CGPoint(x: v, y: 0))
    }

    func endRun(_ r: Int) {
        // A touch catches the pages on their resting offset and lets go: the
        // page view controller installs the page (a scroll back to the middle)
        // and reports the end of the transition.
        scrollView.touchDown()
        scrollView.moveFinger(by: .zero)
        scrollView.lift(velocity: .zero)
        screen.settle()
    }

    var checksum: Double { Double(strip.collectionView.contentOffset.x) + Double(strip.indicatorView.frame.minX) }
}

/// The model alone: the strip's offsets on a plain `UIScrollView` of the
/// model whose delegate does nothing. What UIKit's side of an event costs in
/// the model (the offset, the layout marks, the delegate call), so the
/// controls' figures can be read as control + model.
final class ModelOnlyWorkload: DriverWorkload {
    final class Delegate: NSObject, UIScrollViewDelegate {}
    let scrollView = UIScrollView()
    let delegate = Delegate()
    let screen: ModelScreen
    let runs: ScrollRuns
    let runLength = ScrollRuns.runLength
    let runCount = ScrollRuns.runCount

    init(itemCount: Int) {
        let period = CGFloat(Swift.max(1, itemCount)) * 80
        scrollView.contentSize = CGSize(width: 3 * period, height: 44)
        scrollView.delegate = delegate
        screen = ModelScreen(view: scrollView, frame: CGRect(x: 0, y: 100, width: DriverFixtures.viewportWidth, height: 44))
        runs = ScrollRuns(lo: period, hi: 2 * period, seed: 22)
    }

    func beginRun(_ r: Int) {
        scrollView.benchFingerDown(towards: runs.speeds[r] > 0 ? 1 : -1)
        scrollView.benchScroll(to: runs.starts[r])
        screen.layOut()
    }

    @inline(never) func event(_ r: Int, _ j: Int) {
        scrollView.benchScroll(to: scrollView.contentOffset.x + runs.speeds[r])
    }

    func frame(_ r: Int, _ j: Int) { screen.layOut() }

    func endRun(_ r: Int) { scrollView.lift(velocity: .zero) }

    var checksum: Double { Double(scrollView.contentOffset.x) }
}
