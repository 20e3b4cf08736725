#if os(Linux)
import InfiniteTabs
import UIKit

/// The per-frame checks of what a person sees on the real pages
/// (``PagesScreen``), read from the views on screen.
///
/// Every frame: UIKit recorded no misuse (a `setViewControllers` during a
/// transition, which crashes with "Duplicate states in queue" as in
/// EndouMari/TabPageViewController#67, and every other violation of the model); the
/// page under each sampled point of the viewport is the one the finger or
/// the animation brought there (what is at `x` now was at `x − d` a frame
/// ago, `d` how far the page views moved on screen; the same controller,
/// across the installation of a new page too); the page view controller
/// never holds one controller as both neighbours (fact 8); the paging
/// state's progress is finite in 0...1 and its indices in range.
///
/// At rest: the page filling the viewport is the selected page, the state,
/// the selection and the target agree, the inner scroll view rests on its
/// middle page, at most three pages are alive (with a factory), and in a
/// container the strip selects the same tab.
@MainActor
package final class PagesChecker {
    /// The screen checked.
    package let screen: PagesScreen
    /// What broke.
    package var violations = Violations()
    /// Set before an event that may change the page at once (a selection
    /// without animation, a reload); cleared after the next check.
    package var jumpAllowed = false
    /// Set with a request that may change the page at once when it is
    /// carried out later (a selection without animation waits while a
    /// transition runs); cleared at rest.
    package var jumpAllowedUntilRest = false
    /// Frames checked.
    package private(set) var frames = 0

    private var previous: [(id: ObjectIdentifier, frame: CGRect)] = []
    private var seenViolations = 0
    private let samples: [CGFloat] = [0.05, 0.3, 0.5, 0.7, 0.95]

    /// Starts checking `screen` from what it shows now.
    package init(screen: PagesScreen) {
        self.screen = screen
        seenViolations = screen.device.violations.count
        remember()
    }

    private func along(_ r: CGRect) -> CGFloat { screen.isVertical ? r.minY : r.minX }

    /// Checks the frame just run.
    package func checkFrame(_ context: @autoclosure () -> String = "") {
        frames += 1
        let all = screen.device.violations
        if all.count > seenViolations {
            for v in all[seenViolations...] { violations.expect(false, "UIKit: \(v) (\(screen.lastEvent)) \(context())") }
            seenViolations = all.count
        }
        let pages = screen.pages
        let n = pages.numberOfPages
        let state = pages.pagingState
        if let m = state.move {
            violations.expect(m.progress.isFinite && m.progress >= 0 && m.progress <= 1, "progress \(m.progress) \(context())")
            violations.expect((0..<n).contains(m.from) && (0..<n).contains(m.to), "move \(m) out of 0..<\(n) \(context())")
        } else {
            violations.expect(n == 0 ? state.index == 0 : (0..<n).contains(state.index), "state \(state) out of 0..<\(n) \(context())")
        }
        let pvc = pages.pageViewController
        if let before = pvc.cachedNeighbourBefore, let after = pvc.cachedNeighbourAfter {
            violations.expect(before !== after, "one controller is both neighbours (\(screen.lastEvent)) \(context())")
        }
        let shown = pvc.viewControllers?.first
        violations.expect(shown == nil || (pvc.cachedNeighbourBefore !== shown && pvc.cachedNeighbourAfter !== shown),
                          "the page on screen is its own neighbour (\(screen.lastEvent)) \(context())")
        if let offset = screen.innerScrollView?.contentOffset {
            violations.expect(offset.x.isFinite && offset.y.isFinite, "inner offset \(offset) \(context())")
        }
        if !jumpAllowed && !jumpAllowedUntilRest { checkContinuity(context) }
        remember()
    }

    /// The page at each sampled point now was there, shifted by how far the
    /// pages moved, a frame ago.
    private func checkContinuity(_ context: () -> String) {
        let now = onScreen()
        guard !previous.isEmpty else { return }
        var shifts: [CGFloat] = []
        for (page, frame) in now {
            if let old = previous.first(where: { $0.id == ObjectIdentifier(page) }) { shifts.append(along(frame) - along(old.frame)) }
        }
        guard let d = shifts.first else {
            violations.expect(now.isEmpty, "the pages on screen were all replaced without moving (\(screen.lastEvent)) \(context())")
            return
        }
        violations.expect(shifts.allSatisfy { abs($0 - d) < 1e-6 }, "pages moved apart: \(shifts) (\(screen.lastEvent)) \(context())")
        let v = screen.viewport
        let length = screen.isVertical ? v.height : v.width
        for f in samples {
            let point = screen.isVertical ? CGPoint(x: v.midX, y: v.minY + f * length) : CGPoint(x: v.minX + f * length, y: v.midY)
            let earlier = screen.isVertical ? CGPoint(x: point.x, y: point.y - d) : CGPoint(x: point.x - d, y: point.y)
            guard v.contains(earlier), let was = previous.first(where: { $0.frame.insetBy(dx: -1e-6, dy: -1e-6).contains(earlier) }) else { continue }
            // Too near a page edge to tell: no verdict.
            let inside = (screen.isVertical ? earlier.y : earlier.x) - along(was.frame)
            guard inside > 1e-6, length - inside > 1e-6 else { continue }
            let page = screen.page(at: point).map(ObjectIdentifier.init)
            violations.expect(page == was.id, "the point \(point) shows a different page than a frame ago (moved \(d), \(screen.lastEvent)) \(context())")
        }
    }

    /// Checks the pages at rest.
    package func checkAtRest(_ context: @autoclosure () -> String = "") {
        jumpAllowedUntilRest = false
        let pages = screen.pages
        guard pages.numberOfPages > 0 else { return }
        let shown = screen.pageShown
        let selected = pages.selectedIndex
        violations.expect(shown?.index == selected, "shows \(String(describing: shown?.index)), selected \(selected) (\(screen.lastEvent)) \(context())")
        violations.expect(pages.pagingState == .idle(index: selected), "state \(pages.pagingState), selected \(selected) \(context())")
        violations.expect(pages.targetIndex == selected, "target \(pages.targetIndex), selected \(selected) \(context())")
        if let shown, let view = shown.viewIfLoaded {
            let frame = view.convert(view.bounds, to: nil)
            violations.expect(abs(frame.minX - screen.viewport.minX) < 1e-6 && abs(frame.minY - screen.viewport.minY) < 1e-6,
                              "the page rests at \(frame), the viewport is \(screen.viewport) \(context())")
        }
        if let inner = screen.innerScrollView {
            let x = screen.isVertical ? inner.contentOffset.y : inner.contentOffset.x
            let w = screen.isVertical ? inner.bounds.height : inner.bounds.width
            violations.expect(abs(x - w) < 1e-6, "the inner scroll view rests at \(x), not on its middle page \(w) \(context())")
        }
        violations.expect(pages.loadedViewControllers.count <= 3, "\(pages.loadedViewControllers.count) pages alive at rest \(context())")
        if let strip = screen.strip {
            violations.expect(strip.selectedIndex == selected, "strip selects \(strip.selectedIndex), pages \(selected) (\(screen.lastEvent)) \(context())")
        }
    }

    /// The pages with a part inside the viewport.
    private func onScreen() -> [(page: ScreenPage, frame: CGRect)] {
        let v = screen.viewport
        return screen.pageFrames.filter { !$0.frame.intersection(v).isEmpty && $0.frame.intersection(v).width > 0 && $0.frame.intersection(v).height > 0 }
    }

    private func remember() {
        previous = onScreen().map { (ObjectIdentifier($0.page), $0.frame) }
        jumpAllowed = false
    }
}
#endif
